import { DISPATCH_LIVE_EVENT } from '@/lib/resources/dashboards';
import { onTrackingEvents, type TrackingListener } from '../documents/engine/tracking-listeners';
import { enclosingSideEffects } from '../engine/side-effects';
import type { Realtime } from '../realtime';

/*
 * The dispatch dashboard moves live: every action that writes tracking events (a bag, manifest or
 * runsheet scan, an arrival, a POD) tells the browsers showing it to read it again — after its
 * (outermost) commit, never for a change that rolled back. The engine's tracking listener runs inside
 * the action's transaction: it writes nothing, it only adds an after-commit step to the action's side
 * effects (engine/side-effects), which runs once the change is committed. The steps go to every app of
 * this process that listens (one in production; a test may build several), each throttled to at most one
 * event a second: the first at once, a burst's last at the end of its second.
 */

export const DISPATCH_EVENT_INTERVAL_MS = 1_000;

const committed = new Set<() => void>();
const tellEveryone = () => {
  for (const tell of committed) tell();
};

/** In the action's transaction: the event waits for the commit (an action always runs in one). */
const afterCommit: TrackingListener = () => {
  enclosingSideEffects()?.add(tellEveryone);
  return null;
};

/** At most one call every `ms`: the first at once, the last of a burst when its interval ends. */
export function throttle(fn: () => void, ms: number): { call: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  return {
    call() {
      if (timer) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else {
        timer = setTimeout(fire, wait);
        timer.unref?.();
      }
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * From now on, committed tracking events make `realtime` send DISPATCH_LIVE_EVENT (to the holders of
 * /dashboard/eid: realtime.ts). Returns the way to stop (the app's close).
 */
export function announceDispatchChanges(realtime: Realtime, intervalMs = DISPATCH_EVENT_INTERVAL_MS): () => void {
  onTrackingEvents(afterCommit);
  const throttled = throttle(() => realtime.emit(DISPATCH_LIVE_EVENT, { at: new Date().toISOString() }), intervalMs);
  committed.add(throttled.call);
  return () => {
    committed.delete(throttled.call);
    throttled.cancel();
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * What a change tells the world — the reference cache dropped, after-commit work, realtime events — goes
 * out only once the change has committed. An action run inside another one (collection posting creates
 * its payments as actions of their own, each in a savepoint of the posting's transaction) has not
 * committed when its savepoint is released: the outer transaction may still roll back. So each action
 * collects its effects here; an inner action's are handed to the action around it when its savepoint is
 * released (and dropped with it when it rolls back), and the outermost action runs them all after its
 * COMMIT. (Webhooks need nothing of this: they are queued as rows in the same transaction.)
 */

export class SideEffects {
  /** The resources whose cached reads must be dropped. */
  readonly touched = new Set<string>();
  private readonly steps: (() => void)[] = [];

  /** After the outermost commit, in the order the actions committed. */
  add(step: () => void) {
    this.steps.push(step);
  }

  /** An inner action's effects, now that its savepoint is released: they go out with this action's. */
  adopt(inner: SideEffects) {
    for (const resource of inner.touched) this.touched.add(resource);
    this.steps.push(...inner.steps);
  }

  /** After the commit: each step in order. */
  run() {
    for (const step of this.steps) step();
  }
}

const current = new AsyncLocalStorage<SideEffects>();

/** The effects of the action whose transaction this code runs in (none outside any action). */
export const enclosingSideEffects = () => current.getStore();

/** Runs `fn` (an action's work in its transaction) with `effects` as the place its inner actions' effects go. */
export const collectingSideEffects = <T>(effects: SideEffects, fn: () => Promise<T>) => current.run(effects, fn);


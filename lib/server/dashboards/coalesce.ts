/*
 * Many people on the same dashboard at once (a management team, every dispatcher of a branch) ask the same
 * question over and over. Each distinct question (`key`: the dashboard, its filters, the branches, the
 * day) is computed by at most one run at a time; whoever asks while a run is under way waits for the next
 * run, which starts the moment the current one ends and answers everybody who asked meanwhile. So an
 * answer is never older than the request — every commit before it counts, as the live dispatch dashboard
 * needs — yet fifty callers cost two runs, not fifty.
 */

interface Waiting<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  compute: () => Promise<T>;
}

interface Slot {
  next?: Waiting<unknown>;
}

export class Coalescer {
  private readonly slots = new Map<string, Slot>();

  /** The answer to `key` from a run that starts no earlier than this call. */
  run<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (!slot) {
      const fresh: Slot = {};
      this.slots.set(key, fresh);
      return this.start(key, fresh, compute);
    }
    // the run under way started before this request: wait for the next one
    if (!slot.next) {
      let resolve!: (value: unknown) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      slot.next = { promise, resolve, reject, compute };
    }
    return slot.next.promise as Promise<T>;
  }

  /** Questions with a run under way (for tests). */
  get busy(): number {
    return this.slots.size;
  }

  private start<T>(key: string, slot: Slot, compute: () => Promise<T>): Promise<T> {
    const done = () => {
      const next = slot.next;
      slot.next = undefined;
      if (!next) {
        this.slots.delete(key);
        return;
      }
      this.start(key, slot, next.compute).then(next.resolve, next.reject);
    };
    let promise: Promise<T>;
    try {
      promise = compute();
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(done, done);
    return promise;
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Scans sent one at a time, strictly in the order they were made. A hardware scanner types a code and
 * Enter every few tens of milliseconds; each answer may change what the next scan finds (the bag's
 * counters, an AWB already in), so the next job waits for the answer before it. Nothing is dropped and
 * nothing merged: the same code twice is sent twice. A failed job is answered like any other and the
 * queue goes on. Jobs carry everything their call needs (which bag, which action), so a job made before
 * the screen switched bags still goes where it was scanned.
 */

export type ScanOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface ScanQueue<T> {
  /** Adds a job at the end: it is sent once every job before it has been answered. */
  enqueue: (job: T) => void;
  /** Jobs waiting or being sent. */
  pending: number;
  busy: boolean;
}

/**
 * `send` makes one job's call; `onAnswer` is told each job's outcome, in order. Jobs still queued when
 * the screen goes away are sent all the same (the parcels are in the bag already); their answers reach
 * no one.
 */
export function useScanQueue<T, R>(send: (job: T) => Promise<R>, onAnswer: (job: T, outcome: ScanOutcome<R>) => void): ScanQueue<T> {
  const latest = useRef({ send, onAnswer });
  useEffect(() => {
    latest.current = { send, onAnswer };
  });
  const jobs = useRef<T[]>([]);
  const running = useRef(false);
  const [pending, setPending] = useState(0);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (jobs.current.length) {
        const job = jobs.current[0];
        let outcome: ScanOutcome<R>;
        try {
          outcome = { ok: true, value: await latest.current.send(job) };
        } catch (error) {
          outcome = { ok: false, error };
        }
        jobs.current.shift();
        setPending(jobs.current.length);
        try {
          latest.current.onAnswer(job, outcome);
        } catch (error) {
          // a screen that fails to show one answer must not stop the scans after it
          console.error('A scan answer could not be shown', error);
        }
      }
    } finally {
      running.current = false;
    }
  }, []);

  const enqueue = useCallback(
    (job: T) => {
      jobs.current.push(job);
      setPending(jobs.current.length);
      void drain();
    },
    [drain],
  );

  return { enqueue, pending, busy: pending > 0 };
}

import { useCallback, useRef, useState } from 'react';

/**
 * What became of one scan: waiting for its answer, accepted, refused with the server's reason, or
 * accepted with a warning the dispatcher must see (a seal that differs from the one the bag left with).
 */
export type ScanFeedOutcome = 'pending' | 'accepted' | 'warning' | 'refused';

export interface ScanFeedEntry<J = unknown> {
  id: number;
  code: string;
  outcome: ScanFeedOutcome;
  /** When it was scanned. */
  at: Date;
  /** What it asked besides adding the code ("Take out"). */
  action?: string;
  /** Where it went (a bag's number): shown when the screen has moved on to another. */
  context?: string;
  /** The refusal's reason, or a note on what was done. */
  message?: string;
  /** The server was not reached or failed: the same scan may simply be sent again. */
  retryable?: boolean;
  /** What was sent, to send it again. */
  job?: J;
}

/** The feed keeps this many scans, newest first (a bag of a few hundred AWBs shows them in its table). */
export const FEED_LIMIT = 200;

/** The scans of this screen, newest first: `add` when scanned, `settle` when answered. */
export function useScanFeed<J = unknown>(limit = FEED_LIMIT) {
  const [entries, setEntries] = useState<ScanFeedEntry<J>[]>([]);
  const nextId = useRef(1);

  const add = useCallback(
    (scan: Pick<ScanFeedEntry<J>, 'code' | 'action' | 'context' | 'job'>): number => {
      const id = nextId.current++;
      setEntries((current) => [{ ...scan, id, outcome: 'pending' as const, at: new Date() }, ...current].slice(0, limit));
      return id;
    },
    [limit],
  );

  const settle = useCallback((id: number, answer: Pick<ScanFeedEntry, 'outcome' | 'message' | 'retryable'>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...answer } : entry)));
  }, []);

  const clear = useCallback(() => setEntries([]), []);

  return { entries, add, settle, clear };
}

import { useCallback, useEffect, useState } from 'react';
import { runScanAction, type DocumentRecord } from '@/services/documents/document-client';
import type { AnyDocument } from './use-document';

/*
 * What a scan screen (a bag, later a manifest, an incoming, a runsheet) needs around its scan actions.
 * No toasts and no invalidation per scan: the screen's feed shows every answer, and its reads wait for
 * the burst to end (useSettledAfterScans).
 */

/** A document's scan actions as one call (no version): what a scan queue sends. */
export function useScanAction(def: AnyDocument) {
  return useCallback((action: string, id: number, body: Record<string, unknown>): Promise<DocumentRecord> => runScanAction(def, action, id, body), [def]);
}

/** How long after the last scan's answer the screen's list and detail are read again. */
export const SCAN_SETTLE_MS = 500;

/**
 * False while scans are in flight and for a moment after: pass it as `enabled` of the screen's reads.
 * A held query is not refetched, not even by the realtime events of its own scans, so a burst of 50
 * scans reads the bag once when it ends instead of 50 times (a query enabled again reads at once: it is
 * stale by then).
 */
export function useSettledAfterScans(busy: boolean, settleMs = SCAN_SETTLE_MS): boolean {
  const [settled, setSettled] = useState(!busy);
  useEffect(() => {
    if (busy) {
      setSettled(false);
      return;
    }
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, [busy, settleMs]);
  return settled && !busy;
}

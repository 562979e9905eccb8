import { useCallback, useRef, useState } from 'react';
import { newestDocument, refusalText, transient } from '@/components/document/use-document-scanning';
import { prepareFeedback, signalAccepted, signalRefused } from '@/components/scan/scan-feedback';
import { useScanFeed, type ScanFeedEntry } from '@/components/scan/use-scan-feed';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';
import { useScanAction } from '@/hooks/documents/use-document-scan';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentRecord } from '@/services/documents/document-client';
import { rupiah } from './handover-format';

/*
 * The scans of the vendor hand-over screen, as useDocumentScanning does them for a bag or a manifest:
 * every AWB scanned on (with the vendor's AWB and a cost, when the dispatcher gave them), every line's
 * vendor AWB and cost set, and every take-out goes through one queue, strictly in order (a line is set
 * after the scan that put it on), shows in the feed, beeps or buzzes, and the hand-over's counters follow
 * the server's last answer. What a scan cost is told from how the cost total moved.
 */

const def = vendorHandoverDocument;

export type HandoverAction = 'scan' | 'setItem' | 'takeOut';

export interface HandoverScan {
  /** The hand-over scanned into. */
  docId: number;
  /** Its number (or `#id` while unknown), for the feed. */
  docNumber: string;
  action: HandoverAction;
  /** Our AWB, as scanned. */
  code: string;
  /** scan: the vendor's AWB scanned with it (none: not sent); setItem: the new one (null: none). */
  vendorAwb?: string | null;
  /** scan: the cost entered (none: the vendor's rates); setItem: the new one (null: back to the rates). */
  cost?: number | null;
  /** The hand-over as the screen knew it when this was scanned: what the answer is compared with. */
  before?: DocumentRecord;
}

interface HandoverJob extends HandoverScan {
  /** Its entry in the feed. */
  entry: number;
}

/** The body of one action: our AWB, and what goes with it. setItem always says both (left out is cleared). */
export function handoverBody(scan: HandoverScan): Record<string, unknown> {
  if (scan.action === 'takeOut') return { awb: scan.code };
  if (scan.action === 'setItem') return { awb: scan.code, vendor_awb: scan.vendorAwb ?? null, cost: scan.cost ?? null };
  return { awb: scan.code, ...(scan.vendorAwb ? { vendor_awb: scan.vendorAwb } : {}), ...(scan.cost != null ? { cost: scan.cost } : {}) };
}

/** What the feed says before the answer: "Vendor AWB LP-1 · Rp 20.000", "Set", "Take out". */
function actionText(scan: HandoverScan): string | undefined {
  if (scan.action === 'takeOut') return 'Take out';
  if (scan.action === 'setItem') return 'Set vendor AWB and cost';
  const parts = [scan.vendorAwb ? `Vendor AWB ${scan.vendorAwb}` : null, scan.cost != null ? rupiah(scan.cost) : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}

/** How much the cost total moved with this answer, when nothing else moved it in between (one version on). */
function costMoved(before: DocumentRecord | undefined, after: DocumentRecord): number | null {
  if (!before || before.id !== after.id || after.version !== before.version + 1) return null;
  return Number(after.cost_total ?? 0) - Number(before.cost_total ?? 0);
}

/** What an accepted answer means. */
export function acceptedMessage(scan: HandoverScan, before: DocumentRecord | undefined, after: DocumentRecord): string {
  if (scan.action === 'takeOut') return 'Taken off the hand-over';
  const vendor = scan.vendorAwb ? `Vendor AWB ${scan.vendorAwb}` : null;
  if (scan.action === 'setItem') {
    return [vendor ?? 'No vendor AWB', scan.cost != null ? `cost ${rupiah(scan.cost)} entered` : "cost by the vendor's rates"].join(' · ');
  }
  const moved = costMoved(before, after);
  const cost = scan.cost != null ? `Cost ${rupiah(scan.cost)} entered` : moved !== null ? `Cost ${rupiah(moved)} by the vendor's rates` : "Cost by the vendor's rates";
  return ['On the hand-over', vendor, cost].filter(Boolean).join(' · ');
}

export function useHandoverScanning() {
  const feed = useScanFeed<HandoverScan>();
  const { add, settle } = feed;
  const send = useScanAction(def);
  // the server's last answer per hand-over: its counters and version, ahead of the detail read after a burst
  const [answers, setAnswers] = useState<ReadonlyMap<number, DocumentRecord>>(() => new Map());
  // the same, at once (the next answer of a burst is compared with it before React renders)
  const lastAnswers = useRef(new Map<number, DocumentRecord>());

  const answered = useCallback(
    (job: HandoverJob, outcome: ScanOutcome<DocumentRecord>) => {
      if (outcome.ok) {
        const doc = outcome.value;
        const before = newestDocument(job.before, lastAnswers.current.get(job.docId));
        lastAnswers.current.set(job.docId, doc);
        setAnswers((current) => new Map(current).set(job.docId, doc));
        settle(job.entry, { outcome: 'accepted', message: acceptedMessage(job, before, doc) });
        signalAccepted();
        return;
      }
      const { error } = outcome;
      settle(job.entry, { outcome: 'refused', message: refusalText(error), retryable: transient(error) });
      signalRefused();
    },
    [settle],
  );

  const queue = useScanQueue<HandoverJob, DocumentRecord>((job) => send(job.action, job.docId, handoverBody(job)), answered);
  const { enqueue: enqueueJob } = queue;

  const enqueue = useCallback(
    (scan: HandoverScan) => {
      prepareFeedback();
      const entry = add({ code: scan.code, action: actionText(scan), context: scan.docNumber, job: scan });
      enqueueJob({ ...scan, entry });
    },
    [add, enqueueJob],
  );

  /** Refused here, without asking the server (a cost that is not whole rupiah): shown and buzzed like a refusal. */
  const refuse = useCallback(
    (scan: HandoverScan, message: string) => {
      prepareFeedback();
      const entry = add({ code: scan.code, action: actionText(scan), context: scan.docNumber, job: scan });
      settle(entry, { outcome: 'refused', message, retryable: false });
      signalRefused();
    },
    [add, settle],
  );

  /** Sends a scan the server never answered once more (its old entry stops offering to). */
  const retry = useCallback(
    (entry: ScanFeedEntry<HandoverScan>) => {
      if (!entry.job) return;
      settle(entry.id, { outcome: entry.outcome, message: entry.message, retryable: false });
      enqueue(entry.job);
    },
    [settle, enqueue],
  );

  return { entries: feed.entries, enqueue, refuse, retry, pending: queue.pending, busy: queue.busy, answers };
}

export type HandoverScanning = ReturnType<typeof useHandoverScanning>;

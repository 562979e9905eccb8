import { useCallback, useRef, useState } from 'react';
import { newestDocument, refusalText, transient } from '@/components/document/use-document-scanning';
import { prepareFeedback, signalAccepted, signalRefused, signalWarning } from '@/components/scan/scan-feedback';
import { useScanFeed, type ScanFeedEntry, type ScanFeedOutcome } from '@/components/scan/use-scan-feed';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';
import { useScanAction } from '@/hooks/documents/use-document-scan';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import type { DocumentRecord } from '@/services/documents/document-client';
import { scannedCode } from './incoming-format';

/*
 * The scans of the incoming screen, as useDocumentScanning does them for a bag or a manifest: every bag
 * opened (with the seal found on it) and every AWB scanned goes through one queue, strictly in order (a
 * bag is opened before the AWBs scanned after it are checked), shows in the feed, beeps or buzzes, and
 * the incoming's counters follow the server's last answer. What the answer means is told from how the
 * counters moved: a seal mismatch recorded (a warning, amber), an extra AWB, a missing one found late.
 */

const def = incomingDocument;

export type IncomingScanAction = 'openBag' | 'scan';

export interface IncomingScan {
  /** The incoming scanned into. */
  docId: number;
  /** Its number (or `#id` while unknown), for the feed. */
  docNumber: string;
  action: IncomingScanAction;
  /** The bag number (openBag) or the AWB (scan), as scanned. */
  code: string;
  /** openBag: the number on the seal as found. */
  seal?: string;
  /** openBag: the seal the bag left with (its line's `seal_expected`). */
  sealExpected?: string | null;
  /** scan: the parcel arrived damaged. */
  damaged?: boolean;
  /** scan: a note on it. */
  note?: string;
  /** The incoming as the screen knew it when this was scanned: what the first answer is compared with. */
  before?: DocumentRecord;
}

interface IncomingJob extends IncomingScan {
  /** Its entry in the feed. */
  entry: number;
}

/** The body of one scan action: the code, and the seal found or the damage. */
export function scanBody(scan: IncomingScan): Record<string, unknown> {
  if (scan.action === 'openBag') return { code: scan.code, seal_number: scan.seal };
  return { code: scan.code, ...(scan.damaged ? { damaged: true } : {}), ...(scan.note ? { note: scan.note } : {}) };
}

/** What the feed says before the answer: "Open bag · seal SL-9", "Damaged". */
function actionText(scan: IncomingScan): string | undefined {
  if (scan.action === 'openBag') return `Open bag · seal ${scan.seal ?? ''}`;
  return scan.damaged ? 'Damaged' : undefined;
}

const n = (value: unknown) => Number(value ?? 0);
const went = (key: string, before: DocumentRecord | undefined, after: DocumentRecord): number | null => (before ? n(after[key]) - n(before[key]) : null);

/** What an accepted answer means, told from how its counters moved since the one before. */
export function acceptedVerdict(scan: IncomingScan, before: DocumentRecord | undefined, after: DocumentRecord): { outcome: ScanFeedOutcome; message: string } {
  const note = scan.note ? ` (${scan.note})` : '';
  if (scan.action === 'openBag') {
    const found = scannedCode(scan.seal);
    const sent = scan.sealExpected ? scannedCode(scan.sealExpected) : null;
    // the counter says so; without an earlier answer to compare with, the seals themselves
    const moved = went('seal_mismatch_count', before, after);
    const mismatch = moved === null ? found !== sent : moved > 0;
    if (mismatch) return { outcome: 'warning', message: `Seal mismatch recorded: sent ${sent ?? 'none'}, found ${found}` };
    return { outcome: 'accepted', message: `Bag opened, seal ${found} matches: scan its AWBs` };
  }
  const damaged = scan.damaged ? ' damaged' : '';
  if ((went('extra_count', before, after) ?? 0) > 0) return { outcome: 'warning', message: `Extra: not on the manifest, received${damaged}${note}` };
  if ((went('missing_count', before, after) ?? 0) < 0) return { outcome: 'accepted', message: `Late find: was missing, now received${damaged}${note}` };
  return { outcome: 'accepted', message: `Received${damaged}${note}` };
}

export function useIncomingScanning() {
  const feed = useScanFeed<IncomingScan>();
  const { add, settle } = feed;
  const send = useScanAction(def);
  // the server's last answer per incoming: its counters and version, ahead of the detail read after a burst
  const [answers, setAnswers] = useState<ReadonlyMap<number, DocumentRecord>>(() => new Map());
  // the same, at once (the next answer of a burst is compared with it before React renders)
  const lastAnswers = useRef(new Map<number, DocumentRecord>());

  const answered = useCallback(
    (job: IncomingJob, outcome: ScanOutcome<DocumentRecord>) => {
      if (outcome.ok) {
        const doc = outcome.value;
        const before = newestDocument(job.before, lastAnswers.current.get(job.docId));
        lastAnswers.current.set(job.docId, doc);
        setAnswers((current) => new Map(current).set(job.docId, doc));
        const verdict = acceptedVerdict(job, before?.id === doc.id ? before : undefined, doc);
        settle(job.entry, verdict);
        if (verdict.outcome === 'warning') signalWarning();
        else signalAccepted();
        return;
      }
      const { error } = outcome;
      settle(job.entry, { outcome: 'refused', message: refusalText(error), retryable: transient(error) });
      signalRefused();
    },
    [settle],
  );

  const queue = useScanQueue<IncomingJob, DocumentRecord>((job) => send(job.action, job.docId, scanBody(job)), answered);
  const { enqueue: enqueueJob } = queue;

  const enqueue = useCallback(
    (scan: IncomingScan) => {
      prepareFeedback();
      const entry = add({ code: scan.code, action: actionText(scan), context: scan.docNumber, job: scan });
      enqueueJob({ ...scan, entry });
    },
    [add, enqueueJob],
  );

  /** Refused here, without asking the server (a bag already opened, as the lines say): shown and buzzed like a refusal. */
  const refuse = useCallback(
    (scan: IncomingScan, message: string) => {
      prepareFeedback();
      const entry = add({ code: scan.code, action: actionText(scan), context: scan.docNumber, job: scan });
      settle(entry, { outcome: 'refused', message, retryable: false });
      signalRefused();
    },
    [add, settle],
  );

  /** Sends a scan the server never answered once more (its old entry stops offering to). */
  const retry = useCallback(
    (entry: ScanFeedEntry<IncomingScan>) => {
      if (!entry.job) return;
      settle(entry.id, { outcome: entry.outcome, message: entry.message, retryable: false });
      enqueue(entry.job);
    },
    [settle, enqueue],
  );

  return { entries: feed.entries, enqueue, refuse, retry, pending: queue.pending, busy: queue.busy, answers };
}

export type IncomingScanning = ReturnType<typeof useIncomingScanning>;

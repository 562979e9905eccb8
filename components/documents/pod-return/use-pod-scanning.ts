import { useCallback, useState } from 'react';
import { refusalText, transient, type DocumentScan, type DocumentScanning, type OverrideRequest } from '@/components/document/use-document-scanning';
import { prepareFeedback, signalAccepted, signalRefused, signalWarning } from '@/components/scan/scan-feedback';
import { useScanFeed, type ScanFeedEntry, type ScanFeedOutcome } from '@/components/scan/use-scan-feed';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';
import type { AnyDocument } from '@/hooks/documents/use-document';
import { useScanAction } from '@/hooks/documents/use-document-scan';
import { apiErrorStatus } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The scans of the POD screens, as useDocumentScanning does them for a bag or a manifest: every paper
 * scanned in (or taken out) goes through one queue, strictly in order, shows in the feed, beeps or
 * buzzes, and the document's counters follow the server's last answer. Two differences: what an answer
 * means is the screen's to say (a late find after the finish), and a paper scanned a second time — the
 * server's "already in this return", "already received" — is a warning (amber, the two tones), not a
 * refusal: the paper is where it belongs, the clerk only scanned it twice. No paper goes in "anyway":
 * there is never a reason to ask.
 */

export interface PodScanVerdict {
  outcome: Extract<ScanFeedOutcome, 'accepted' | 'warning'>;
  message?: string;
}

export interface PodScanningOptions {
  def: AnyDocument;
  /** A take-out in the feed ("Take out") and its answer ("Taken out of the return"). */
  texts: { takeOut: string; takenOut: string };
  /** The server's refusals that only say the paper was scanned already: shown as a warning. */
  repeat: RegExp;
  /** What an accepted scan means, from the document as it answered (default: nothing more to say). */
  accepted?: (scan: DocumentScan, doc: DocumentRecord) => PodScanVerdict;
}

interface PodJob extends DocumentScan {
  /** Its entry in the feed. */
  entry: number;
}

const NO_OVERRIDES: OverrideRequest[] = [];
const nothing = () => undefined;

/** Pass the options as a constant of the module: the callbacks follow them. */
export function usePodScanning({ def, texts, repeat, accepted }: PodScanningOptions): DocumentScanning {
  const feed = useScanFeed<DocumentScan>();
  const { add, settle } = feed;
  const send = useScanAction(def);
  // the server's last answer per document: its counters and version, ahead of the detail read after a burst
  const [answers, setAnswers] = useState<ReadonlyMap<number, DocumentRecord>>(() => new Map());

  const answered = useCallback(
    (job: PodJob, outcome: ScanOutcome<DocumentRecord>) => {
      if (outcome.ok) {
        const doc = outcome.value;
        setAnswers((current) => new Map(current).set(job.docId, doc));
        const verdict: PodScanVerdict = job.action === 'takeOut' ? { outcome: 'accepted', message: texts.takenOut } : (accepted?.(job, doc) ?? { outcome: 'accepted' });
        settle(job.entry, verdict);
        if (verdict.outcome === 'warning') signalWarning();
        else signalAccepted();
        return;
      }
      const { error } = outcome;
      const message = refusalText(error);
      if (job.action === 'scan' && apiErrorStatus(error) === 409 && repeat.test(message)) {
        // "The POD of AWB … is already received" reads on after the colon: "Scanned again: the POD of …"
        const said = /^[A-Z][a-z]/.test(message) ? `${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
        settle(job.entry, { outcome: 'warning', message: `Scanned again: ${said}` });
        signalWarning();
        return;
      }
      settle(job.entry, { outcome: 'refused', message, retryable: transient(error) });
      signalRefused();
    },
    [settle, texts.takenOut, repeat, accepted],
  );

  const queue = useScanQueue<PodJob, DocumentRecord>((job) => send(job.action, job.docId, { awb: job.code }), answered);
  const { enqueue: enqueueJob } = queue;

  const enqueue = useCallback(
    (scan: DocumentScan) => {
      prepareFeedback();
      const entry = add({ code: scan.code, action: scan.action === 'takeOut' ? texts.takeOut : undefined, context: scan.docNumber, job: scan });
      enqueueJob({ ...scan, entry });
    },
    [add, enqueueJob, texts.takeOut],
  );

  /** Sends a scan the server never answered once more (its old entry stops offering to). */
  const retry = useCallback(
    (entry: ScanFeedEntry<DocumentScan>) => {
      if (!entry.job) return;
      settle(entry.id, { outcome: entry.outcome, message: entry.message, retryable: false });
      enqueue(entry.job);
    },
    [settle, enqueue],
  );

  return {
    entries: feed.entries,
    enqueue,
    retry,
    pending: queue.pending,
    busy: queue.busy,
    answers,
    overrides: NO_OVERRIDES,
    giveReason: nothing,
    dropOverride: nothing,
  };
}

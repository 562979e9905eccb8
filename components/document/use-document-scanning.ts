import { useCallback, useState } from 'react';
import { prepareFeedback, signalAccepted, signalRefused, signalWarning } from '@/components/scan/scan-feedback';
import { useScanFeed, type ScanFeedEntry, type ScanFeedOutcome } from '@/components/scan/use-scan-feed';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';
import type { AnyDocument } from '@/hooks/documents/use-document';
import { useScanAction } from '@/hooks/documents/use-document-scan';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The scans of a scan screen (a bag's AWBs, a manifest's bags and loose AWBs): every code scanned in or
 * taken out goes through one queue (so a take-out never overtakes the scan before it), shows in the feed,
 * beeps or buzzes, and the document's counters follow the server's last answer. A code for another
 * destination comes back as a request for a reason; given one, the same scan is sent again with it, and
 * its answer shows amber with the reason. An answer with the server's `warning` shows amber with it.
 */

/** The document's scan actions (declared with `scan: true`): in, and out again. */
export type ScanActionKey = 'scan' | 'takeOut';

export interface DocumentScan {
  /** The document scanned into. */
  docId: number;
  /** Its number (or `#id` while unknown), for the feed. */
  docNumber: string;
  action: ScanActionKey;
  code: string;
  /** Why a code for another destination goes in anyway. */
  overrideReason?: string;
}

interface ScanJob extends DocumentScan {
  /** Its entry in the feed. */
  entry: number;
}

/** A scan refused until the dispatcher gives a reason (it goes to another destination). */
export interface OverrideRequest extends DocumentScan {
  message: string;
}

/** The feed's words for one kind of document. */
export interface ScanningTexts {
  /** A take-out in the feed: "Take out", "Take off". */
  takeOut: string;
  /** Its answer: "Taken out of the bag". */
  takenOut: string;
  /** A scan accepted with a reason, before the reason: "Bagged anyway". */
  overridden: string;
}

/** What an accepted scan means, when the screen has more to say than ✓ (a late find; amber: look again). */
export interface ScanVerdict {
  outcome: Extract<ScanFeedOutcome, 'accepted' | 'warning'>;
  message?: string;
}

export interface DocumentScanningOptions {
  def: AnyDocument;
  /** The code's name in the scan actions' body: `awb` (a bag), `code` (a manifest: a bag or an AWB). */
  codeField: string;
  texts: ScanningTexts;
  /** The server's refusals that only say the code was scanned already (a paper scanned twice): a warning, not a refusal. */
  repeat?: RegExp;
  /** What an accepted scan means, from the document as it answered. */
  accepted?: (scan: DocumentScan, doc: DocumentRecord) => ScanVerdict;
}

/** Not the server's refusal: the request did not arrive or the server failed, so sending it again may work. */
export const transient = (error: unknown) => {
  const status = apiErrorStatus(error);
  return status === undefined || status === 429 || status >= 500;
};

/** A refused scan's line in the feed: the server's reason, or that it was not sent or not done. */
export function refusalText(error: unknown): string {
  const message = apiErrorMessage(error);
  if (!transient(error)) return message;
  return apiErrorStatus(error) === undefined ? `Not sent, the server was not reached (${message})` : `Not done, the server failed (${message})`;
}

const sameScan = (a: DocumentScan, b: DocumentScan) => a.docId === b.docId && a.code.toUpperCase() === b.code.toUpperCase();

/** Pass the options as a constant of the module: the callbacks follow them. */
export function useDocumentScanning({ def, codeField, texts, repeat, accepted }: DocumentScanningOptions) {
  const feed = useScanFeed<DocumentScan>();
  const { add, settle } = feed;
  const send = useScanAction(def);
  // the server's last answer per document: its counters and version, ahead of the detail read after a burst
  const [answers, setAnswers] = useState<ReadonlyMap<number, DocumentRecord>>(() => new Map());
  const [overrides, setOverrides] = useState<OverrideRequest[]>([]);

  const answered = useCallback(
    (job: ScanJob, outcome: ScanOutcome<DocumentRecord>) => {
      if (outcome.ok) {
        const doc = outcome.value;
        setAnswers((current) => new Map(current).set(job.docId, doc));
        // the server's warning (a parcel received damaged) and a load for another destination are amber, never "Accepted"
        const verdict: ScanVerdict =
          job.action === 'takeOut'
            ? { outcome: 'accepted', message: texts.takenOut }
            : doc.warning
              ? { outcome: 'warning', message: job.overrideReason ? `${doc.warning} · ${texts.overridden}: ${job.overrideReason}` : doc.warning }
              : job.overrideReason
                ? { outcome: 'warning', message: `${texts.overridden}: ${job.overrideReason}` }
                : (accepted?.(job, doc) ?? { outcome: 'accepted' });
        settle(job.entry, verdict);
        if (verdict.outcome === 'warning') signalWarning();
        else signalAccepted();
        return;
      }
      const { error } = outcome;
      const message = refusalText(error);
      if (repeat && job.action === 'scan' && apiErrorStatus(error) === 409 && repeat.test(message)) {
        // "The POD of AWB … is already received" reads on after the colon: "Scanned again: the POD of …"
        const said = /^[A-Z][a-z]/.test(message) ? `${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
        settle(job.entry, { outcome: 'warning', message: `Scanned again: ${said}` });
        signalWarning();
        return;
      }
      settle(job.entry, { outcome: 'refused', message, retryable: transient(error) });
      signalRefused();
      if (job.action === 'scan' && apiFieldErrors(error).override_reason) {
        const { entry: _entry, overrideReason: _none, ...scan } = job;
        setOverrides((current) => (current.some((o) => sameScan(o, scan)) ? current : [...current, { ...scan, message: apiErrorMessage(error) }]));
      }
    },
    [settle, texts.takenOut, texts.overridden, repeat, accepted],
  );

  const queue = useScanQueue<ScanJob, DocumentRecord>(
    (job) => send(job.action, job.docId, job.overrideReason ? { [codeField]: job.code, override_reason: job.overrideReason } : { [codeField]: job.code }),
    answered,
  );
  const { enqueue: enqueueJob } = queue;

  const enqueue = useCallback(
    (scan: DocumentScan) => {
      prepareFeedback();
      const action = scan.action === 'takeOut' ? texts.takeOut : scan.overrideReason ? 'With reason' : undefined;
      const entry = add({ code: scan.code, action, context: scan.docNumber, job: scan });
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

  /** The reason given: the scan goes again with it. */
  const giveReason = useCallback(
    (request: OverrideRequest, reason: string) => {
      setOverrides((current) => current.filter((o) => !sameScan(o, request)));
      const { message: _message, ...scan } = request;
      enqueue({ ...scan, overrideReason: reason });
    },
    [enqueue],
  );

  /** Not loaded after all: the parcel is put aside. */
  const dropOverride = useCallback((request: OverrideRequest) => setOverrides((current) => current.filter((o) => !sameScan(o, request))), []);

  return {
    entries: feed.entries,
    enqueue,
    retry,
    pending: queue.pending,
    busy: queue.busy,
    answers,
    overrides,
    giveReason,
    dropOverride,
  };
}

export type DocumentScanning = ReturnType<typeof useDocumentScanning>;

/** The newer of the document as last read and as the last scan answered it (by version). */
export function newestDocument(read: DocumentRecord | undefined, answer: DocumentRecord | undefined): DocumentRecord | undefined {
  if (!answer || answer.id !== read?.id) return read ?? answer;
  return answer.version > read.version ? { ...read, ...answer, lines: read.lines } : read;
}

import { useCallback, useState } from 'react';
import { prepareFeedback, signalAccepted, signalRefused } from '@/components/scan/scan-feedback';
import { useScanFeed, type ScanFeedEntry } from '@/components/scan/use-scan-feed';
import { useScanQueue, type ScanOutcome } from '@/components/scan/use-scan-queue';
import { useScanAction } from '@/hooks/documents/use-document-scan';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The scans of the bag screen: every AWB scanned in or taken out goes through one queue (so a take-out
 * never overtakes the scan before it), shows in the feed, beeps or buzzes, and the bag's counters follow
 * the server's last answer. An AWB for another destination comes back as a request for a reason; given
 * one, the same scan is sent again with it.
 */

export type BagAction = 'scan' | 'takeOut';

export interface BagScan {
  bagId: number;
  /** The bag's number (or `#id` while unknown), for the feed. */
  bagNumber: string;
  action: BagAction;
  awb: string;
  /** Why an AWB for another destination goes into this bag anyway. */
  overrideReason?: string;
}

interface BagJob extends BagScan {
  /** Its entry in the feed. */
  entry: number;
}

/** A scan refused until the dispatcher gives a reason (the AWB goes to another destination). */
export interface OverrideRequest extends BagScan {
  message: string;
}

/** Not the server's refusal: the request did not arrive or the server failed, so sending it again may work. */
const transient = (error: unknown) => {
  const status = apiErrorStatus(error);
  return status === undefined || status === 429 || status >= 500;
};

function refusalText(error: unknown): string {
  const message = apiErrorMessage(error);
  if (!transient(error)) return message;
  return apiErrorStatus(error) === undefined ? `Not sent, the server was not reached (${message})` : `Not done, the server failed (${message})`;
}

const feedAction = (scan: BagScan) => (scan.action === 'takeOut' ? 'Take out' : scan.overrideReason ? 'With reason' : undefined);

const sameScan = (a: BagScan, b: BagScan) => a.bagId === b.bagId && a.awb.toUpperCase() === b.awb.toUpperCase();

export function useBagScanning() {
  const feed = useScanFeed<BagScan>();
  const { add, settle } = feed;
  const send = useScanAction(shippingBagDocument);
  // the server's last answer per bag: its counters and version, ahead of the detail read after a burst
  const [answers, setAnswers] = useState<ReadonlyMap<number, DocumentRecord>>(() => new Map());
  const [overrides, setOverrides] = useState<OverrideRequest[]>([]);

  const answered = useCallback(
    (job: BagJob, outcome: ScanOutcome<DocumentRecord>) => {
      if (outcome.ok) {
        const bag = outcome.value;
        setAnswers((current) => new Map(current).set(job.bagId, bag));
        settle(job.entry, { outcome: 'accepted', message: job.action === 'takeOut' ? 'Taken out of the bag' : job.overrideReason ? `Bagged anyway: ${job.overrideReason}` : undefined });
        signalAccepted();
        return;
      }
      const { error } = outcome;
      settle(job.entry, { outcome: 'refused', message: refusalText(error), retryable: transient(error) });
      signalRefused();
      if (job.action === 'scan' && apiFieldErrors(error).override_reason) {
        const { entry: _entry, overrideReason: _none, ...scan } = job;
        setOverrides((current) => (current.some((o) => sameScan(o, scan)) ? current : [...current, { ...scan, message: apiErrorMessage(error) }]));
      }
    },
    [settle],
  );

  const queue = useScanQueue<BagJob, DocumentRecord>(
    (job) => send(job.action, job.bagId, job.overrideReason ? { awb: job.awb, override_reason: job.overrideReason } : { awb: job.awb }),
    answered,
  );
  const { enqueue: enqueueJob } = queue;

  const enqueue = useCallback(
    (scan: BagScan) => {
      prepareFeedback();
      const entry = add({ code: scan.awb, action: feedAction(scan), context: scan.bagNumber, job: scan });
      enqueueJob({ ...scan, entry });
    },
    [add, enqueueJob],
  );

  /** Sends a scan the server never answered once more (its old entry stops offering to). */
  const retry = useCallback(
    (entry: ScanFeedEntry<BagScan>) => {
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

  /** Not bagged after all: the parcel is put aside. */
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

export type BagScanning = ReturnType<typeof useBagScanning>;

/** The newer of the bag as last read and as the last scan answered it (by version). */
export function newestBag(read: DocumentRecord | undefined, answer: DocumentRecord | undefined): DocumentRecord | undefined {
  if (!answer || answer.id !== read?.id) return read ?? answer;
  return answer.version > read.version ? { ...read, ...answer, lines: read.lines } : read;
}

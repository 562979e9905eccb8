import { useRef, useState } from 'react';
import { newRequestId } from '@/components/document/request-id';
import { refusalText, transient } from '@/components/document/use-document-scanning';
import { prepareFeedback, signalAccepted, signalRefused, signalWarning } from '@/components/scan/scan-feedback';
import { ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFeed } from '@/components/scan/use-scan-feed';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { apiErrorStatus } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { listResource } from '@/services/resource/client';
import { receptionCounts, receptionOrigin, scannedCode } from './pod-format';

/*
 * Receiving starts with the POD return's cover sheet: its number scanned from the barcode (or typed)
 * opens a reception at the office — its papers expected — and it becomes the one being worked. A
 * refusal (not found, not sent yet, for another branch) shows in the feed with the server's reason, in
 * red with the buzz, like any scan. A return already being received here is simply carried on with. One
 * request id per number scanned: the same scan sent twice makes one reception.
 */

const def = podReceptionDocument;

export interface ReturnScanFormProps {
  /** Where the papers are received; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (reception: DocumentRecord) => void;
}

/** The reception of this office already receiving the POD return, if there is one. */
async function receptionOf(podReturn: string, officeId: number): Promise<DocumentRecord | null> {
  const { data } = await listResource<DocumentRecord>(def, { search: podReturn, stage: 'draft,booked', office_id: officeId, limit: 5 });
  return data.find((row) => scannedCode(row.pod_return_number) === podReturn) ?? null;
}

const ALREADY = /already being received/i;

export function ReturnScanForm({ officeId, onCreated }: ReturnScanFormProps) {
  const { inputRef, focus } = useScanFocus();
  const office = useUserOffice();
  const feed = useScanFeed<never>(20);
  const { add, settle } = feed;
  const create = useCreateDocument(def);
  const [pending, setPending] = useState(0);
  // one request id per POD return while its create is on its way
  const requestIds = useRef(new Map<string, string>());

  const carryOn = async (entry: number, podReturn: string, at: number, refusal: string) => {
    const found = await receptionOf(podReturn, at).catch(() => null);
    if (!found) {
      settle(entry, { outcome: 'refused', message: refusal });
      signalRefused();
      return;
    }
    settle(entry, { outcome: 'warning', message: `Already being received here: carrying on with ${found.number}` });
    signalWarning();
    onCreated(found);
  };

  const scan = (raw: string) => {
    prepareFeedback();
    const podReturn = scannedCode(raw);
    const entry = add({ code: podReturn, action: 'POD return' });
    if (officeId === null) {
      settle(entry, { outcome: 'refused', message: office.loading ? 'Your office is still loading: scan it again in a moment' : 'Choose the office first' });
      signalRefused();
      return;
    }
    const at = officeId;
    const requestId = requestIds.current.get(podReturn) ?? newRequestId();
    requestIds.current.set(podReturn, requestId);
    setPending((p) => p + 1);
    // mutateAsync: every scan hears its own answer (mutate's callbacks follow the last call only)
    create
      .mutateAsync({ office_id: at, pod_return: raw, request_id: requestId })
      .then(
        (reception) => {
          requestIds.current.delete(podReturn);
          settle(entry, { outcome: 'accepted', message: `Receiving ${reception.number} from ${receptionOrigin(reception)}: ${receptionCounts(reception).expected} PODs expected` });
          signalAccepted();
          onCreated(reception);
        },
        async (error: unknown) => {
          // the same scan sent again (not reached, server failed) is the same request
          if (!transient(error)) requestIds.current.delete(podReturn);
          const message = refusalText(error);
          if (apiErrorStatus(error) === 409 && ALREADY.test(message)) {
            await carryOn(entry, podReturn, at, message);
            return;
          }
          settle(entry, { outcome: 'refused', message, retryable: false });
          signalRefused();
        },
      )
      .finally(() => {
        setPending((p) => p - 1);
        focus();
      });
  };

  return (
    <div className="space-y-3" data-testid="new-reception-form">
      <ScanField label="Scan the POD return's cover sheet" onScan={scan} inputRef={inputRef} pending={pending} placeholder="POD return number, then Enter" testId="reception-return-input" />
      <p className="text-xs text-slate-500">The barcode on the cover sheet that came with the papers: its PODs become what is expected here.</p>
      {feed.entries.length > 0 && <ScanFeed entries={feed.entries} label="POD returns scanned" />}
    </div>
  );
}

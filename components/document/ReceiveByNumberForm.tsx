import { useRef, useState } from 'react';
import { newRequestId } from '@/components/document/request-id';
import { refusalText, transient } from '@/components/document/use-document-scanning';
import { prepareFeedback, signalAccepted, signalRefused, signalWarning } from '@/components/scan/scan-feedback';
import { ScanFeed } from '@/components/scan/ScanFeed';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFeed } from '@/components/scan/use-scan-feed';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import { useCreateDocument, type AnyDocument } from '@/hooks/documents/use-document';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import { apiErrorStatus } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { listResource } from '@/services/resource/client';
import { scannedCode } from './scanned-code';

/*
 * A receipt starts with the number of what came in (a manifest handed over by the driver, the cover sheet
 * of a POD return): scanned (or typed), it opens the receiving document at the office — what it lists
 * becomes what is expected — and that becomes the one being worked. A refusal (not found, not sent yet,
 * for another branch) shows in the feed with the server's reason, in red with the buzz, like any scan;
 * one already being received here is simply carried on with. One request id per number scanned: the
 * same scan sent twice makes one document.
 */

const ALREADY = /already being received/i;

export interface ReceiveByNumberFormProps {
  /** The receiving document (incoming, POD reception). */
  def: AnyDocument;
  /** Its create body's field for the number scanned (`manifest`, `pod_return`) … */
  sourceField: string;
  /** … and the header field it is kept in (`manifest_number`, `pod_return_number`). */
  numberField: string;
  /** Where it is received; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (doc: DocumentRecord) => void;
  /** The feed's line once opened ("Receiving IN-… from Jakarta: 12 AWBs expected"). */
  accepted: (doc: DocumentRecord) => string;
  texts: { label: string; placeholder: string; hint: string; action: string; feedLabel: string };
  testId: string;
  inputTestId: string;
}

export function ReceiveByNumberForm({ def, sourceField, numberField, officeId, onCreated, accepted, texts, testId, inputTestId }: ReceiveByNumberFormProps) {
  const { inputRef, focus } = useScanFocus();
  const office = useUserOffice();
  const feed = useScanFeed<never>(20);
  const { add, settle } = feed;
  const create = useCreateDocument(def);
  const [pending, setPending] = useState(0);
  // one request id per number while its create is on its way
  const requestIds = useRef(new Map<string, string>());

  /** The document of this office already receiving that number, if there is one. */
  const receiving = async (code: string, at: number): Promise<DocumentRecord | null> => {
    const { data } = await listResource<DocumentRecord>(def, { search: code, stage: 'draft,booked', office_id: at, limit: 5 });
    return data.find((row) => scannedCode(row[numberField]) === code) ?? null;
  };

  const carryOn = async (entry: number, code: string, at: number, refusal: string) => {
    const found = await receiving(code, at).catch(() => null);
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
    const code = scannedCode(raw);
    const entry = add({ code, action: texts.action });
    if (officeId === null) {
      settle(entry, { outcome: 'refused', message: office.loading ? 'Your office is still loading: scan it again in a moment' : 'Choose the office first' });
      signalRefused();
      return;
    }
    const at = officeId;
    const requestId = requestIds.current.get(code) ?? newRequestId();
    requestIds.current.set(code, requestId);
    setPending((p) => p + 1);
    // mutateAsync: every scan hears its own answer (mutate's callbacks follow the last call only)
    create
      .mutateAsync({ office_id: at, [sourceField]: raw, request_id: requestId })
      .then(
        (doc) => {
          requestIds.current.delete(code);
          settle(entry, { outcome: 'accepted', message: accepted(doc) });
          signalAccepted();
          onCreated(doc);
        },
        async (error: unknown) => {
          // the same scan sent again (not reached, server failed) is the same request
          if (!transient(error)) requestIds.current.delete(code);
          const message = refusalText(error);
          if (apiErrorStatus(error) === 409 && ALREADY.test(message)) {
            await carryOn(entry, code, at, message);
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
    <div className="space-y-3" data-testid={testId}>
      <ScanField label={texts.label} onScan={scan} inputRef={inputRef} pending={pending} placeholder={texts.placeholder} testId={inputTestId} />
      <p className="text-xs text-slate-500">{texts.hint}</p>
      {feed.entries.length > 0 && <ScanFeed entries={feed.entries} label={texts.feedLabel} />}
    </div>
  );
}

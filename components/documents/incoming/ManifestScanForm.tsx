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
import { incomingDocument } from '@/lib/resources/documents/incoming';
import { apiErrorStatus } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { listResource } from '@/services/resource/client';
import { incomingOrigin, scannedCode } from './incoming-format';

/*
 * Receiving starts with the manifest: its number scanned from the manifest the driver hands over (or
 * typed) opens an incoming at the office — its bags and AWBs expected — and it becomes the one being
 * worked. A refusal (not found, not departed, for another branch) shows in the feed with the server's
 * reason, in red with the buzz, like any scan. A manifest already being received here is simply carried
 * on with. One request id per manifest scanned: the same scan sent twice makes one incoming.
 */

const def = incomingDocument;

export interface ManifestScanFormProps {
  /** Where the load is received; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (incoming: DocumentRecord) => void;
}

/** The incoming of this office already receiving the manifest, if there is one. */
async function incomingOf(manifest: string, officeId: number): Promise<DocumentRecord | null> {
  const { data } = await listResource<DocumentRecord>(def, { search: manifest, stage: 'draft,booked', office_id: officeId, limit: 5 });
  return data.find((row) => scannedCode(row.manifest_number) === manifest) ?? null;
}

const ALREADY = /already being received/i;

export function ManifestScanForm({ officeId, onCreated }: ManifestScanFormProps) {
  const { inputRef, focus } = useScanFocus();
  const office = useUserOffice();
  const feed = useScanFeed<never>(20);
  const { add, settle } = feed;
  const create = useCreateDocument(def);
  const [pending, setPending] = useState(0);
  // one request id per manifest while its create is on its way
  const requestIds = useRef(new Map<string, string>());

  const carryOn = async (entry: number, manifest: string, at: number, refusal: string) => {
    const found = await incomingOf(manifest, at).catch(() => null);
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
    const manifest = scannedCode(raw);
    const entry = add({ code: manifest, action: 'Manifest' });
    if (officeId === null) {
      settle(entry, { outcome: 'refused', message: office.loading ? 'Your office is still loading: scan it again in a moment' : 'Choose the office first' });
      signalRefused();
      return;
    }
    const at = officeId;
    const requestId = requestIds.current.get(manifest) ?? newRequestId();
    requestIds.current.set(manifest, requestId);
    setPending((p) => p + 1);
    // mutateAsync: every scan hears its own answer (mutate's callbacks follow the last call only)
    create
      .mutateAsync({ office_id: at, manifest: raw, request_id: requestId })
      .then(
        (incoming) => {
          requestIds.current.delete(manifest);
          settle(entry, { outcome: 'accepted', message: `Receiving ${incoming.number} from ${incomingOrigin(incoming)}: ${Number(incoming.expected_count ?? 0)} AWBs expected` });
          signalAccepted();
          onCreated(incoming);
        },
        async (error: unknown) => {
          // the same scan sent again (not reached, server failed) is the same request
          if (!transient(error)) requestIds.current.delete(manifest);
          const message = refusalText(error);
          if (apiErrorStatus(error) === 409 && ALREADY.test(message)) {
            await carryOn(entry, manifest, at, message);
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
    <div className="space-y-3" data-testid="new-incoming-form">
      <ScanField label="Scan the manifest" onScan={scan} inputRef={inputRef} pending={pending} placeholder="Manifest number, then Enter" testId="incoming-manifest-input" />
      <p className="text-xs text-slate-500">The manifest the driver hands over: its bags and AWBs become what is expected here.</p>
      {feed.entries.length > 0 && <ScanFeed entries={feed.entries} label="Manifests scanned" />}
    </div>
  );
}

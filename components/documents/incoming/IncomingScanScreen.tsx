import { useCallback, useState } from 'react';
import { DocumentScanScreen, scanScreenPage, useActiveDocument } from '@/components/document/DocumentScanScreen';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import { INCOMING } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { FinishedNotice } from './FinishedNotice';
import { IncomingPanel } from './IncomingPanel';
import { WORKED_INCOMINGS, incomingManifest, incomingOrigin, receivedOfExpected } from './incoming-format';
import { ManifestScanForm } from './ManifestScanForm';
import { useIncomingScanning } from './use-incoming-scanning';

/*
 * Incoming · add: the dispatcher's scan-first screen where a load comes in. Scan the manifest the driver
 * hands over (or pick an incoming still being worked at the office), then take each bag out of the load
 * — its number, then the number on its seal: a different seal is recorded — and scan every AWB in it,
 * with "Damaged" for a parcel that arrived so. Finish receiving when the load is done: whatever was not
 * scanned is missing, and an incoming with exceptions stays workable for what turns up later. The
 * incoming being worked is in the URL (`?incoming=4`): a reload carries on with it.
 */

const def = incomingDocument;

const card = (doc: DocumentRecord): OpenCard => ({
  lead: 'from',
  to: incomingOrigin(doc),
  summary: `${incomingManifest(doc)} · ${receivedOfExpected(doc)}${doc.status === 'EXCEPTIONS' ? ' · with exceptions' : ''}`,
});

export function IncomingScanScreen() {
  // as useScanScreen, with the incoming's own scans (a bag opened with its seal, an AWB maybe damaged)
  const active = useActiveDocument('incoming');
  const scanning = useIncomingScanning();
  const live = useSettledAfterScans(scanning.busy);
  const { id: incomingId, choose, finish, done, dismiss } = active;
  // finished with exceptions: announced, and still on screen for the late finds
  const [withExceptions, setWithExceptions] = useState<DocumentRecord | null>(null);

  const select = useCallback(
    (doc: DocumentRecord | null) => {
      setWithExceptions(null);
      choose(doc);
    },
    [choose],
  );
  const finished = useCallback(
    (doc: DocumentRecord) => {
      if (doc.status === 'EXCEPTIONS') {
        setWithExceptions(doc);
        return;
      }
      setWithExceptions(null);
      finish(doc);
    },
    [finish],
  );
  const notice = withExceptions ?? done;

  return (
    <DocumentScanScreen
      title="Receive a manifest"
      description="Scan the manifest that came in (or pick one being received), then each bag with its seal and every AWB: each scan is checked at once. Finish receiving when the load is done."
      testId="incoming-scan"
      ready={active.ready}
      notice={
        notice && (
          <FinishedNotice
            doc={notice}
            onDismiss={() => {
              setWithExceptions(null);
              dismiss();
            }}
          />
        )
      }
    >
      <OpenDocumentPicker
        def={def}
        noun="incoming"
        listHref={INCOMING.list}
        officeHint="Your user has no office: choose where the load is received."
        activeId={incomingId}
        onSelect={select}
        answers={scanning.answers}
        live={live}
        card={card}
        filter={WORKED_INCOMINGS}
        emptyText="No incoming is being worked here: scan the manifest that came in."
        newForm={(officeId, onCreated) => <ManifestScanForm officeId={officeId} onCreated={onCreated} />}
      />
      {incomingId !== null && (
        <IncomingPanel key={incomingId} incomingId={incomingId} listed={active.listed} scanning={scanning} live={live} onFinished={finished} onLeave={() => select(null)} />
      )}
    </DocumentScanScreen>
  );
}

export const IncomingScanPage = scanScreenPage(IncomingScanScreen, 'IncomingScanPage');

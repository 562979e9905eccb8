import { useCallback, useState } from 'react';
import { DocumentScanScreen, scanScreenPage, useActiveDocument } from '@/components/document/DocumentScanScreen';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import { useDocumentList } from '@/hooks/documents/use-document';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { POD_RECEPTION } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { OutstandingPods } from './OutstandingPods';
import { WORKED_RECEPTIONS, receivedOfExpected, receptionOrigin, receptionReturn } from './pod-format';
import { ReceptionFinishedNotice } from './ReceptionFinishedNotice';
import { ReceptionPanel } from './ReceptionPanel';
import { ReturnScanForm } from './ReturnScanForm';
import { usePodScanning, type PodScanningOptions } from './use-pod-scanning';

/*
 * POD reception · add: the POD clerk's scan-first screen at the origin branch, where the signed papers
 * come back. Scan the barcode on the POD return's cover sheet (or pick a reception still being worked at
 * the office), then the AWB on every paper in hand. Finish receiving when the bundle is done: whatever
 * was not scanned is missing (its AWB stays outstanding), and a reception with papers missing stays
 * workable for what turns up later. What is still outstanding at the branch shows under it. The
 * reception being worked is in the URL (`?reception=4`): a reload carries on with it.
 */

const def = podReceptionDocument;
const SCANNING: PodScanningOptions = {
  def,
  texts: { takeOut: 'Take out', takenOut: 'Taken out' },
  repeat: /already received/i,
  // after the finish, only a missing paper is still taken: a late find
  accepted: (_scan, doc) => {
    if (doc.stage !== 'booked') return { outcome: 'accepted', message: 'Received' };
    return { outcome: 'accepted', message: doc.status === 'RECEIVED' ? 'Late find: was missing, now received. Every POD is in' : 'Late find: was missing, now received' };
  },
};

const card = (doc: DocumentRecord): OpenCard => ({
  lead: 'from',
  to: receptionOrigin(doc),
  summary: `${receptionReturn(doc)} · ${receivedOfExpected(doc)}${doc.status === 'INCOMPLETE' ? ' · papers missing' : ''}`,
});

/** The office's branch, as its latest reception has it (a reception is at its office's branch); null: none yet. */
function useOfficeBranch(enabled: boolean): { id: number | null; label: string | null } {
  const office = useUserOffice();
  const latest = useDocumentList(def, { office_id: office.id ?? undefined, limit: 1 }, { enabled: enabled && office.id !== null });
  const row = latest.data?.data[0];
  return { id: row?.branch_id ? Number(row.branch_id) : null, label: row?.branch_id_label ? String(row.branch_id_label) : null };
}

export function PodReceptionScanScreen() {
  const active = useActiveDocument('reception');
  const scanning = usePodScanning(SCANNING);
  const live = useSettledAfterScans(scanning.busy);
  const { id: receptionId, choose, finish, done, dismiss } = active;
  // finished with papers missing: announced, and still on screen for the late finds
  const [incomplete, setIncomplete] = useState<DocumentRecord | null>(null);
  const branch = useOfficeBranch(receptionId === null && live);

  const select = useCallback(
    (doc: DocumentRecord | null) => {
      setIncomplete(null);
      choose(doc);
    },
    [choose],
  );
  const finished = useCallback(
    (doc: DocumentRecord) => {
      if (doc.status === 'INCOMPLETE') {
        setIncomplete(doc);
        return;
      }
      setIncomplete(null);
      finish(doc);
    },
    [finish],
  );
  const notice = incomplete ?? done;

  return (
    <DocumentScanScreen
      title="Receive paper PODs"
      description="Scan the cover sheet of the POD return that came back (or pick a reception being worked), then the AWB on every paper in hand: each scan is checked at once. Finish receiving when the bundle is done."
      testId="pod-reception-scan"
      ready={active.ready}
      notice={
        notice && (
          <ReceptionFinishedNotice
            doc={notice}
            onDismiss={() => {
              setIncomplete(null);
              dismiss();
            }}
          />
        )
      }
    >
      <OpenDocumentPicker
        def={def}
        noun="reception"
        listHref={POD_RECEPTION.list}
        officeHint="Your user has no office: choose where the papers are received."
        activeId={receptionId}
        onSelect={select}
        answers={scanning.answers}
        live={live}
        card={card}
        filter={WORKED_RECEPTIONS}
        emptyText="No reception is being worked here: scan the cover sheet of the POD return that came back."
        newForm={(officeId, onCreated) => <ReturnScanForm officeId={officeId} onCreated={onCreated} />}
      />
      {receptionId !== null ? (
        <ReceptionPanel key={receptionId} receptionId={receptionId} listed={active.listed} scanning={scanning} live={live} onFinished={finished} onLeave={() => select(null)} />
      ) : branch.id !== null ? (
        <OutstandingPods
          title="Still outstanding"
          branchId={branch.id}
          branchLabel={branch.label}
          live={live}
          hint="Delivered AWBs booked here whose customer needs the signed paper, not back yet: in a return on its way, or not sent back at all."
          testId="pod-outstanding"
        />
      ) : null}
    </DocumentScanScreen>
  );
}

export const PodReceptionScanPage = scanScreenPage(PodReceptionScanScreen, 'PodReceptionScanPage');

import { DoneNotice } from '@/components/document/DoneNotice';
import { DocumentScanScreen, scanScreenPage, useActiveDocument } from '@/components/document/DocumentScanScreen';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import { POD_RETURN } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';
import { NewPodReturnForm } from './NewPodReturnForm';
import { OutstandingPods } from './OutstandingPods';
import { returnDestination, returnPods, returnSentVia, returnSummary } from './pod-format';
import { PodReturnPanel } from './PodReturnPanel';
import { usePodScanning, type PodScanningOptions } from './use-pod-scanning';

/*
 * POD return · add: the POD clerk's scan-first screen at the delivering branch. Pick a draft POD return
 * of the office (or open one for the origin branch the papers go back to), scan the AWB barcode on each
 * signed paper POD — or add one from the outstanding list with a click — take out a wrong one, then send
 * it and put the printed cover sheet on top. The outstanding paper PODs show under it (of its branch
 * once one is open). The return being put together is in the URL (`?return=5`): a reload carries on.
 */

const def = podReturnDocument;
const SCANNING: PodScanningOptions = {
  def,
  texts: { takeOut: 'Take out', takenOut: 'Taken out of the POD return' },
  repeat: /already in this POD return/i,
  accepted: () => ({ outcome: 'accepted', message: 'In the POD return' }),
};

const card = (r: DocumentRecord): OpenCard => ({ to: returnDestination(r), summary: [returnPods(r), returnSentVia(r)].filter(Boolean).join(' · ') });

export function PodReturnScanScreen() {
  const active = useActiveDocument('return');
  const scanning = usePodScanning(SCANNING);
  const live = useSettledAfterScans(scanning.busy);
  const { id: returnId, done: sent } = active;

  return (
    <DocumentScanScreen
      title="Send paper PODs back"
      description="Pick a POD return or open one for the origin branch, then scan the AWB on each signed paper POD: each scan is checked at once. Send it with its printed cover sheet on top."
      testId="pod-return-scan"
      ready={active.ready}
      notice={sent && <DoneNotice def={def} doc={sent} done="sent" summary={returnSummary(sent)} print="cover" testId="return-sent" onDismiss={active.dismiss} />}
    >
      <OpenDocumentPicker
        def={def}
        noun="return"
        listHref={POD_RETURN.list}
        officeHint="Your user has no office: choose where the papers are put together."
        activeId={returnId}
        onSelect={active.choose}
        answers={scanning.answers}
        live={live}
        card={card}
        emptyText="No POD return is open here: open one for the origin branch the papers go back to."
        newForm={(officeId, onCreated) => <NewPodReturnForm officeId={officeId} onCreated={onCreated} />}
      />
      {returnId !== null ? (
        <PodReturnPanel key={returnId} returnId={returnId} listed={active.listed} scanning={scanning} live={live} onSent={active.finish} onLeave={() => active.choose(null)} />
      ) : (
        <OutstandingPods
          title="Outstanding paper PODs"
          branchId={null}
          live={live}
          hint="Every branch: open a POD return for a branch to add its papers."
          testId="pod-outstanding"
        />
      )}
    </DocumentScanScreen>
  );
}

export const PodReturnScanPage = scanScreenPage(PodReturnScanScreen, 'PodReturnScanPage');

import { DoneNotice } from '@/components/document/DoneNotice';
import { DocumentScanScreen, scanScreenPage, useActiveDocument } from '@/components/document/DocumentScanScreen';
import { counted } from '@/components/document/document-format';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import { useSettledAfterScans } from '@/hooks/documents/use-document-scan';
import { DELIVERY_VENDOR } from '@/lib/resources/documents/screens';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentRecord } from '@/services/documents/document-client';
import { HandoverPanel } from './HandoverPanel';
import { handedOverSummary, handoverCost, handoverVendor, handoverWeight } from './handover-format';
import { NewHandoverForm } from './NewHandoverForm';
import { useHandoverScanning } from './use-handover-scanning';

/*
 * Vendor delivery · add: the dispatcher's scan-first screen where AWBs for areas we do not serve go to a
 * last-mile partner. Pick an open hand-over of the office (or open one for a vendor), scan our AWBs with
 * the hardware scanner or the camera — the partner's own AWB scanned just before goes with it, and a
 * cost when the vendor quotes one (else their rates price it) — set either on a line later, take out a
 * wrong one, then hand over and print the hand-over sheet the vendor signs. The hand-over being filled
 * is in the URL (`?handover=6`): a reload carries on with it.
 */

const def = vendorHandoverDocument;

const card = (doc: DocumentRecord): OpenCard => ({
  to: handoverVendor(doc),
  summary: `${counted(doc.awb_count, 'AWB')} · ${handoverWeight(doc)} · ${handoverCost(doc)}`,
});

export function VendorHandoverScanScreen() {
  // as useScanScreen, with the hand-over's own scans (the vendor's AWB and a cost go along)
  const active = useActiveDocument('handover');
  const scanning = useHandoverScanning();
  const live = useSettledAfterScans(scanning.busy);
  const { id: handoverId, done: handedOver } = active;

  return (
    <DocumentScanScreen
      title="Hand AWBs to a vendor"
      description="Pick an open hand-over or open one for a vendor, then scan our AWBs — with the vendor's AWB and a cost when there is one: each scan is checked at once. Hand over when the vendor takes them, and print the hand-over sheet."
      testId="vendor-handover-scan"
      ready={active.ready}
      notice={
        handedOver && <DoneNotice def={def} doc={handedOver} done="handed over" summary={handedOverSummary(handedOver)} print="handover" testId="handover-done" onDismiss={active.dismiss} />
      }
    >
      <OpenDocumentPicker
        def={def}
        noun="hand-over"
        listHref={DELIVERY_VENDOR.list}
        officeHint="Your user has no office: choose where the AWBs are handed over."
        activeId={handoverId}
        onSelect={active.choose}
        answers={scanning.answers}
        live={live}
        card={card}
        emptyText="No hand-over is open here: open one for a vendor."
        newForm={(officeId, onCreated) => <NewHandoverForm officeId={officeId} onCreated={onCreated} />}
      />
      {handoverId !== null && (
        <HandoverPanel key={handoverId} handoverId={handoverId} listed={active.listed} scanning={scanning} live={live} onHandedOver={active.finish} onLeave={() => active.choose(null)} />
      )}
    </DocumentScanScreen>
  );
}

export const VendorHandoverScanPage = scanScreenPage(VendorHandoverScanScreen, 'VendorHandoverScanPage');

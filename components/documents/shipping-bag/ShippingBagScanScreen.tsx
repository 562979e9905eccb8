import { DoneNotice } from '@/components/document/DoneNotice';
import { DocumentScanScreen, scanScreenPage, useScanScreen } from '@/components/document/DocumentScanScreen';
import { counted } from '@/components/document/document-format';
import { OpenDocumentPicker, type OpenCard } from '@/components/document/OpenDocumentPicker';
import type { DocumentScanningOptions } from '@/components/document/use-document-scanning';
import { formatValue } from '@/components/resource/format';
import { SHIPPING_BAG } from '@/lib/resources/documents/screens';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { DocumentRecord } from '@/services/documents/document-client';
import { BagPanel, bagDestination } from './BagPanel';
import { NewBagForm } from './NewBagForm';

/*
 * Shipping bag · add: the dispatcher's scan-first screen at the sorting table. Pick an open bag of the
 * office (or open one for a destination), scan its AWBs with the hardware scanner or the camera, take
 * out a wrong one, then close it with its seal and print its label. The bag being filled is in the URL
 * (`?bag=12`): a reload carries on with it.
 */

const def = shippingBagDocument;
const SCANNING: DocumentScanningOptions = { def, codeField: 'awb', texts: { takeOut: 'Take out', takenOut: 'Taken out of the bag', overridden: 'Bagged anyway' } };

const weight = (bag: DocumentRecord) => formatValue(def.fields.weight_kg, bag.weight_kg ?? 0);
const card = (bag: DocumentRecord): OpenCard => ({ to: bagDestination(bag), summary: `${counted(bag.awb_count, 'AWB')} · ${weight(bag)}` });
const sealedSummary = (bag: DocumentRecord) =>
  `Seal ${String(bag.seal_number ?? '–')} · to ${bagDestination(bag)} · ${counted(bag.awb_count, 'AWB')} · ${Number(bag.koli_count ?? 0)} koli · ${weight(bag)}`;

export function ShippingBagScanScreen() {
  const screen = useScanScreen('bag', SCANNING);
  const { id: bagId, done: sealed, scanning, live } = screen;

  return (
    <DocumentScanScreen
      title="Bag AWBs"
      description="Pick an open bag or open one for its destination, then scan its AWBs: each scan is checked at once. Close the bag with its seal when it is full."
      testId="shipping-bag-scan"
      ready={screen.ready}
      notice={sealed && <DoneNotice def={def} doc={sealed} done="sealed" summary={sealedSummary(sealed)} print="label" testId="bag-sealed" onDismiss={screen.dismiss} />}
    >
      <OpenDocumentPicker
        def={def}
        noun="bag"
        listHref={SHIPPING_BAG.list}
        officeHint="Your user has no office: choose where you pack bags."
        activeId={bagId}
        onSelect={screen.choose}
        answers={scanning.answers}
        live={live}
        card={card}
        newForm={(officeId, onCreated) => <NewBagForm officeId={officeId} onCreated={onCreated} />}
      />
      {bagId !== null && <BagPanel key={bagId} bagId={bagId} listed={screen.listed} scanning={scanning} live={live} onSealed={screen.finish} onLeave={() => screen.choose(null)} />}
    </DocumentScanScreen>
  );
}

export const ShippingBagScanPage = scanScreenPage(ShippingBagScanScreen, 'ShippingBagScanPage');

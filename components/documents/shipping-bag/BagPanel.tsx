import { useState } from 'react';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { ScanPanel, useScanPanel, type ScanPanelOptions, type ScanPanelTexts } from '@/components/document/ScanPanel';
import { ScannedLinesTable, awbLineColumns } from '@/components/document/ScannedLinesTable';
import { formatField } from '@/components/resource/format';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { DocumentRecord } from '@/services/documents/document-client';
import { SealBagDialog } from './SealBagDialog';

/*
 * The bag being filled: its number, destination and counts; the scan box with the camera and the feed,
 * "Close and seal" and its label (ScanPanel); what is in the bag, each AWB with "Take out"; the seal.
 */

const def = shippingBagDocument;
const AWB_COLUMNS = awbLineColumns(def.lines!.items.fields);
const COUNTS = [
  ['awb_count', 'awb'],
  ['koli_count', 'koli'],
  ['weight_kg', 'kg'],
] as const;
const TEXTS: ScanPanelTexts = {
  scanLabel: 'Scan an AWB into the bag',
  into: 'into',
  override: { reasonLabel: 'Reason to bag it anyway', submitLabel: 'Bag it anyway', required: 'Say why it goes into this bag, or put it aside.' },
};

/** Where the bag goes: the destination's name. */
export const bagDestination = (bag: DocumentRecord) => formatField(def.fields.destination_branch_id, 'destination_branch_id', bag);

export interface BagPanelProps extends ScanPanelOptions {
  bagId: number;
  onSealed: (bag: DocumentRecord) => void;
  onLeave: () => void;
}

export function BagPanel({ bagId, listed, scanning, live, onSealed, onLeave }: BagPanelProps) {
  const panel = useScanPanel(def, bagId, { listed, scanning, live });
  const { doc: bag, detail, send, focus, focusAfterDialog } = panel;
  const [sealing, setSealing] = useState(false);

  return (
    <ScanPanel
      def={def}
      panel={panel}
      noun="bag"
      texts={TEXTS}
      counts={COUNTS}
      countsClassName="grid-cols-3"
      onLeave={onLeave}
      book={{ onClick: () => setSealing(true), testId: 'bag-seal' }}
      print="label"
      details={
        <>
          <p className="mt-0.5 text-lg text-slate-700" data-testid="bag-destination">
            → {bag ? bagDestination(bag) : '…'}
          </p>
          {bag?.seal_number ? <p className="text-sm text-slate-500">Seal {String(bag.seal_number)}</p> : null}
        </>
      }
    >
      <ScannedLinesTable
        title="In the bag"
        rows={detail.data?.lines?.items ?? []}
        loading={detail.isPending}
        emptyText="Nothing in it yet: scan the AWBs."
        columns={AWB_COLUMNS}
        codeOf={(row) => String(row.awb)}
        codeAttribute="awb"
        takeOutLabel="Take out"
        onTakeOut={(awb) => {
          send('takeOut', awb);
          focus();
        }}
        takeOutBlocked={actionRefusal(bag, 'takeOut')}
        testId="bag-items"
        rowTestId="bag-item"
      />
      <SealBagDialog
        bag={sealing && bag ? bag : null}
        onClose={() => {
          setSealing(false);
          focusAfterDialog();
        }}
        onSealed={(sealed) => {
          setSealing(false);
          onSealed(sealed);
        }}
      />
    </ScanPanel>
  );
}

import { useEffect, useRef } from 'react';
import { Button } from '@/components/data/Button';
import { formatValue } from '@/components/resource/format';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { DocumentRecord } from '@/services/documents/document-client';
import { awbCount } from './BagHeader';
import { PrintLabelButton } from './PrintLabelButton';

const def = shippingBagDocument;

/** The bag just sealed: what it holds, and its label to print and tie on. */
export function SealedNotice({ bag, onDismiss }: { bag: DocumentRecord; onDismiss: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-4" data-testid="bag-sealed">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
        <span className="font-mono">{bag.number}</span> sealed
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Seal {String(bag.seal_number ?? '–')} · to {String(bag.destination_branch_id_label ?? '')} · {awbCount(bag.awb_count)} · {Number(bag.koli_count ?? 0)} koli ·{' '}
        {formatValue(def.fields.weight_kg, bag.weight_kg ?? 0)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PrintLabelButton bagId={bag.id} number={bag.number} />
        <Button onClick={onDismiss} className="min-h-10" data-testid="bag-sealed-dismiss">
          Done
        </Button>
      </div>
    </div>
  );
}

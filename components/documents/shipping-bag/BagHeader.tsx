import type { ReactNode } from 'react';
import { StageBadge } from '@/components/document/DocumentBadges';
import { formatValue } from '@/components/resource/format';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { DocumentRecord } from '@/services/documents/document-client';

const def = shippingBagDocument;

/** "1 AWB", "12 AWBs". */
export const awbCount = (value: unknown) => {
  const n = Number(value ?? 0);
  return `${n} AWB${n === 1 ? '' : 's'}`;
};

export interface BagHeaderProps {
  /** The bag as last known (undefined while it loads). */
  bag: DocumentRecord | undefined;
  /** Its number before it has loaded (from the open bags' list), else `#id`. */
  fallbackNumber: string;
  /** Beside the title: "Change bag". */
  actions?: ReactNode;
}

/** The bag's number and destination in large type, and its running counts as the server last answered them. */
export function BagHeader({ bag, fallbackNumber, actions }: BagHeaderProps) {
  const destination = bag ? String(bag.destination_branch_id_label ?? `#${String(bag.destination_branch_id)}`) : '…';
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-2xl font-bold text-slate-900" data-testid="bag-number">
            {bag?.number ?? fallbackNumber}
          </span>
          {bag && <StageBadge def={def} stage={bag.stage} />}
        </p>
        <p className="mt-0.5 text-lg text-slate-700" data-testid="bag-destination">
          → {destination}
        </p>
        {bag?.seal_number ? <p className="text-sm text-slate-500">Seal {String(bag.seal_number)}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Bag counts" data-testid="bag-counts">
          <Count label="AWBs" value={bag ? String(Number(bag.awb_count ?? 0)) : '–'} testId="bag-count-awb" />
          <Count label="Koli" value={bag ? String(Number(bag.koli_count ?? 0)) : '–'} testId="bag-count-koli" />
          <Count label="Weight" value={bag ? formatValue(def.fields.weight_kg, bag.weight_kg ?? 0) : '–'} testId="bag-count-kg" />
        </dl>
        {actions}
      </div>
    </div>
  );
}

function Count({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-20 rounded-md bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

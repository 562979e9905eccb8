import type { TrackingLookup } from '@/lib/resources/documents/tracking-api';
import { CopyButton } from './CopyButton';
import { ShipmentCard } from './ShipmentCard';
import { TrackingSummaryTable } from './TrackingSummaryTable';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What was looked for, in words. */
export function describeLookup(lookup: TrackingLookup, q: string): string {
  const found = lookup.shipments.length;
  if (lookup.kind === 'awb') {
    return `${plural(lookup.terms.length, 'AWB number')} looked up: ${found} found${lookup.missing.length ? `, ${lookup.missing.length} not found` : ''}.`;
  }
  const term = lookup.terms[0] ?? q;
  const matched = `${plural(found, 'shipment')}${lookup.truncated ? ' shown (the newest); more match' : ''}`;
  if (lookup.kind === 'phone') {
    const asAwb = /^\d{12}$/.test(q.trim()) ? 'No AWB has this number; looked up as a phone number. ' : '';
    return `${asAwb}Phone number ${term} (shipper or consignee): ${matched}.`;
  }
  return `Customer reference “${term}”: ${matched}.`;
}

/** The answer of a lookup: the kind of search, the AWBs not found, a summary of several, then a card each. */
export function TrackingResults({ lookup, q }: { lookup: TrackingLookup; q: string }) {
  const { shipments, missing } = lookup;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="tracking-kind" data-kind={lookup.kind}>
        <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {lookup.kind === 'awb' ? 'AWB' : lookup.kind === 'phone' ? 'Phone' : 'Reference'}
        </span>
        {describeLookup(lookup, q)}
      </p>

      {missing.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="tracking-missing">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{missing.length === 1 ? '1 AWB number not found' : `${missing.length} AWB numbers not found`}</p>
            <CopyButton text={missing.join('\n')} label="Copy list" />
          </div>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-mono">
            {missing.map((awb) => (
              <li key={awb}>{awb}</li>
            ))}
          </ul>
        </div>
      )}

      {lookup.truncated && (
        <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900" data-testid="tracking-truncated">
          More shipments match than are shown here. Narrow the search (an AWB number or a more exact reference).
        </p>
      )}

      {!shipments.length && lookup.kind !== 'awb' && (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-500" data-testid="tracking-empty">
          No shipment found.
        </p>
      )}

      {shipments.length > 1 && <TrackingSummaryTable shipments={shipments} />}

      {shipments.map((s) => (
        <ShipmentCard key={s.id} shipment={s} />
      ))}
    </div>
  );
}

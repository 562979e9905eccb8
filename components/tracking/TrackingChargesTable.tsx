import { formatRupiah } from '@/lib/pricing/money';
import type { TrackedShipment } from '@/lib/resources/documents/tracking-api';

type Charges = NonNullable<TrackedShipment['charges']>;

const LINES: { key: Exclude<keyof Charges, 'total'>; label: string; negative?: boolean }[] = [
  { key: 'freight', label: 'Freight' },
  { key: 'additional', label: 'Additional costs' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'cod_fee', label: 'COD fee' },
  { key: 'discount', label: 'Discount', negative: true },
  { key: 'tax', label: 'PPN' },
];

/** The shipment's charges as stored (the server sends them to finance only). Nothing is added up here. */
export function TrackingChargesTable({ charges }: { charges: Charges }) {
  return (
    <table className="w-full max-w-sm text-sm tabular-nums" data-testid="charges-table">
      <tbody>
        {LINES.map(({ key, label, negative }) => (
          <tr key={key} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-600">
              {label}
            </th>
            <td className="py-1 text-right text-slate-800">{negative && charges[key] > 0 ? `−${formatRupiah(charges[key])}` : formatRupiah(charges[key])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 pr-3 text-left font-semibold text-slate-800">
            Total
          </th>
          <td className="pt-2 text-right font-semibold text-slate-900" data-testid="charges-total">
            {formatRupiah(charges.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

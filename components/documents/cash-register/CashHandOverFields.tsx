import { useWatch } from 'react-hook-form';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { ReasonInputs } from '@/components/document/ReasonInputs';
import { parseMoney } from '@/components/document/document-form-values';
import type { Fields } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';

const rupiah = (n: number) => `${n < 0 ? '−' : ''}Rp ${Math.abs(n).toLocaleString('id-ID')}`;

/** Counted minus expected cash; null until the count is a number. */
export function cashDifference(counted: unknown, row: DocumentRecord | undefined): number | null {
  const n = parseMoney(counted);
  return n === null || !row ? null : n - Number(row.total_cash ?? 0);
}

/**
 * The hand-over of a register: what the AWBs say was paid in cash (and by other means), the cash
 * counted, the difference as it is typed, and — when it is not zero — the reason for it.
 */
export function CashHandOverFields({ rows, fields }: { rows: readonly DocumentRecord[]; fields: Fields }) {
  const row = rows[0];
  const counted = useWatch({ name: 'counted_amount' }) as unknown;
  const difference = cashDifference(counted, row);
  const others = [
    ['Card', row?.total_card],
    ['QRIS', row?.total_qris],
    ['Transfer', row?.total_transfer],
  ].filter(([, v]) => Number(v ?? 0) !== 0) as [string, number][];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500 uppercase">AWBs</dt>
          <dd className="text-slate-800">{Number(row?.awb_count ?? 0).toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 uppercase">Expected cash</dt>
          <dd className="font-medium text-slate-900" data-testid="cash-expected">
            {rupiah(Number(row?.total_cash ?? 0))}
          </dd>
        </div>
        {others.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 uppercase">{label} (not counted)</dt>
            <dd className="text-slate-700">{rupiah(Number(value))}</dd>
          </div>
        ))}
      </dl>
      <DocumentFieldInput name="counted_amount" field={fields.counted_amount} />
      <p
        role="status"
        className={`rounded-md px-3 py-2 text-sm font-medium ${difference === null ? 'bg-slate-50 text-slate-500' : difference === 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
        data-testid="cash-difference"
        data-difference={difference ?? ''}
      >
        Difference: {difference === null ? '–' : difference === 0 ? 'none, the count matches' : `${rupiah(difference)} (${difference < 0 ? 'short' : 'over'})`}
      </p>
      {difference !== null && difference !== 0 && <ReasonInputs list="cashDifference" reasonName="difference_reason" noteName="difference_note" />}
    </div>
  );
}

import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/data/FormField';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { parseMoney } from '@/components/document/document-form-values';
import { formatRupiah } from '@/lib/pricing/money';
import type { Fields } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';
import { settlementLine } from './trip-allowance-form';

/*
 * The inputs of the cashier's actions on an approved allowance: paying it out (cash, or a transfer with
 * its reference), and settling it with what the receipts say was spent — the difference live as it is
 * typed, and the note it needs when there is one.
 */

const num = (v: unknown) => Number(v ?? 0) || 0;

export const PAYOUT_LABELS: Record<string, string> = { CASH: 'Cash from the cashier', TRANSFER: 'Bank transfer' };

/** The spent inputs, each beside the advance component it settles. */
export const SETTLE_PAIRS = [
  ['actual_fuel', 'fuel'],
  ['actual_tolls', 'tolls'],
  ['actual_loading', 'loading'],
  ['actual_meals', 'meals'],
  ['actual_other', 'other'],
] as const;

/** Advance minus what was spent; null until every amount is a number (an empty "other" is 0). */
export function settleDifference(values: Record<string, unknown>, row: DocumentRecord | undefined): number | null {
  if (!row) return null;
  let spent = 0;
  for (const [key] of SETTLE_PAIRS) {
    const raw = values[key];
    const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    if (blank && key === 'actual_other') continue;
    const n = parseMoney(typeof raw === 'number' ? raw : blank ? null : String(raw));
    if (n === null) return null;
    spent += n;
  }
  return num(row.advance_total) - spent;
}

function Summary({ row }: { row: DocumentRecord | undefined }) {
  if (!row) return null;
  const route = row.origin_branch_id_label && row.destination_branch_id_label ? `${String(row.origin_branch_id_label)} → ${String(row.destination_branch_id_label)}` : null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
      <div>
        <dt className="text-xs text-slate-500 uppercase">Driver</dt>
        <dd className="text-slate-800">{String(row.driver_id_label ?? '–')}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-500 uppercase">Advance</dt>
        <dd className="font-medium text-slate-900 tabular-nums" data-testid="trip-action-advance">
          {formatRupiah(num(row.advance_total))}
        </dd>
      </div>
      {route && (
        <div className="col-span-2">
          <dt className="text-xs text-slate-500 uppercase">Route</dt>
          <dd className="text-slate-700">
            {route}
            {row.manifest_number ? ` · manifest ${String(row.manifest_number)}` : ''}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Pay out: how the driver gets the advance; a transfer needs its reference. */
export function PayOutFields({ rows, fields }: { rows: readonly DocumentRecord[]; fields: Fields }) {
  const method = useWatch({ name: 'payout_method' }) as unknown;
  const transfer = method === 'TRANSFER';
  const methodField = fields.payout_method;
  const options = methodField?.type === 'enum' ? methodField.options : [];
  return (
    <div className="space-y-4">
      <Summary row={rows[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="payout_method" label={methodField?.label ?? 'Paid out by'} required options={options.map((o) => ({ value: o, label: PAYOUT_LABELS[o] ?? o }))} />
        {fields.payout_reference && (
          <DocumentFieldInput
            name="payout_reference"
            field={{ ...fields.payout_reference, required: transfer, help: transfer ? 'The reference of the transfer on the bank statement' : 'Optional for cash (the cash voucher no.)' }}
          />
        )}
      </div>
    </div>
  );
}

/** Settle: what was spent per component, the difference live, and its note when there is one. */
export function SettleFields({ rows, fields }: { rows: readonly DocumentRecord[]; fields: Fields }) {
  const row = rows[0];
  const watched = useWatch({ name: SETTLE_PAIRS.map(([key]) => key) }) as unknown[];
  const values = Object.fromEntries(SETTLE_PAIRS.map(([key], i) => [key, watched[i]]));
  const difference = settleDifference(values, row);
  const differs = difference !== null && difference !== 0;
  return (
    <div className="space-y-4">
      <Summary row={row} />
      <div className="grid gap-4 sm:grid-cols-2">
        {SETTLE_PAIRS.map(([key, advanced]) =>
          fields[key] ? <DocumentFieldInput key={key} name={key} field={{ ...fields[key], help: `Advanced ${formatRupiah(num(row?.[advanced]))}` }} /> : null,
        )}
      </div>
      <p
        role="status"
        className={`rounded-md px-3 py-2 text-sm font-medium ${difference === null ? 'bg-slate-50 text-slate-500' : difference === 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
        data-testid="settle-difference"
        data-difference={difference ?? ''}
      >
        {difference === null ? 'Enter what was spent on each component' : settlementLine(difference)}
      </p>
      {fields.settlement_note && (
        <DocumentFieldInput
          name="settlement_note"
          field={{ ...fields.settlement_note, required: differs, help: differs ? 'Why the spending differs from the advance' : undefined }}
        />
      )}
    </div>
  );
}

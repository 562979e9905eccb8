import { useId } from 'react';
import { Button } from '@/components/data/Button';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { formatDate } from '@/components/resource/format';
import { formatRupiah } from '@/lib/pricing/money';
import { SOURCE_LABELS, itemPath, signedRupiah, type BillRow, type BillTotals } from './vendor-invoice-form';

/*
 * What the vendor may bill, one row per hand-over or manifest: a tick puts it on this bill (billed at
 * its expected cost until another amount is typed), the difference against the expected cost flagged
 * in amber with its sign. A table on a wide screen; on a tablet in portrait each row is a card.
 */

export interface BillablesGridProps {
  rows: readonly BillRow[];
  /** Errors by screen path (`<key>.item`, `<key>.billed`, `items`). */
  errors: Record<string, string>;
  totals: BillTotals;
  /** The PPN rate typed (null while it is not a valid one). */
  ppnPercent: number | null;
  /** The vendor's terms are known (else the PPh 23 estimate waits for them). */
  vendorKnown: boolean;
  disabled?: boolean;
  onTick: (key: string, on: boolean) => void;
  onTickAll: (on: boolean) => void;
  onBilled: (key: string, text: string) => void;
}

const cell = 'block px-4 py-1 align-top lg:table-cell lg:px-2 lg:py-2';
const head = 'px-2 py-2 font-semibold';

export function BillablesGrid(props: BillablesGridProps) {
  const { rows, errors, totals, ppnPercent, vendorKnown, disabled, onTickAll } = props;
  const gridError = errors.items;
  const allOn = rows.length > 0 && rows.every((r) => r.on);
  return (
    <section aria-labelledby="billables-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="billables-grid">
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="billables-heading" className="text-base font-semibold text-slate-800">
            What the vendor billed
          </h2>
          <p className="text-xs text-slate-500">Tick each hand-over and manifest on their invoice; type what they bill when it is not the expected cost.</p>
        </div>
        <Button onClick={() => onTickAll(!allOn)} disabled={disabled || !rows.length} className="min-h-11 self-start sm:self-auto" data-testid="billables-tick-all">
          {allOn ? 'Untick all' : 'Tick all'}
        </Button>
      </div>
      {gridError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="billables-error">
          {gridError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500" data-testid="billables-empty">
          Nothing to bill: every booked hand-over and manifest of this vendor is on a bill already.
        </p>
      ) : (
        <div className="lg:overflow-x-auto">
          <table className="block w-full text-sm lg:table" aria-label="Hand-overs and manifests to bill">
            <thead className="hidden bg-slate-50 text-left text-xs text-slate-600 uppercase lg:table-header-group">
              <tr>
                <th scope="col" className={`${head} pl-4`}>
                  Bill
                </th>
                <th scope="col" className={head}>
                  Document
                </th>
                <th scope="col" className={`${head} text-right`}>
                  AWBs
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Kg
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Expected
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Billed
                </th>
                <th scope="col" className={`${head} pr-4 text-right`}>
                  Difference
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 lg:table-row-group">
              {rows.map((row, index) => (
                <BillableRow key={row.key} row={row} index={index} {...props} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Totals totals={totals} ppnPercent={ppnPercent} vendorKnown={vendorKnown} />
    </section>
  );
}

function BillableRow({ row, index, errors, disabled, onTick, onBilled }: BillablesGridProps & { row: BillRow; index: number }) {
  const id = useId();
  const { item } = row;
  const number = item.source_number;
  const itemError = errors[itemPath(row.key, 'item')];
  const billedError = errors[itemPath(row.key, 'billed')];
  const itemErrorId = itemError ? `${id}-item-error` : undefined;
  const billedErrorId = billedError ? `${id}-billed-error` : undefined;
  const differs = row.on && row.difference !== 0;
  const kind = SOURCE_LABELS[item.source_type];
  return (
    <tr
      className={`block py-2 lg:table-row lg:py-0 ${itemError || billedError ? 'bg-red-50/60' : row.on ? 'bg-emerald-50/40' : ''}`}
      data-testid="billable-row"
      data-row={index}
      data-key={row.key}
      data-billed={row.on || undefined}
    >
      <td className={`${cell} lg:pl-4`}>
        <label className="inline-flex min-h-10 items-center gap-2 lg:min-h-0">
          <input
            type="checkbox"
            checked={row.on}
            disabled={disabled}
            onChange={(e) => onTick(row.key, e.target.checked)}
            aria-label={`Bill ${number}`}
            aria-invalid={Boolean(itemError)}
            aria-describedby={itemErrorId}
            className="h-5 w-5 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
          />
          <span className="font-mono font-semibold text-slate-900 lg:hidden">{number}</span>
        </label>
        <span className="ml-2 text-xs text-slate-500 lg:hidden">
          {kind} · {formatDate(item.source_date)}
        </span>
        {itemError && (
          <p id={itemErrorId} className="mt-1 text-xs text-red-600 lg:hidden" data-field-error>
            {itemError}
          </p>
        )}
      </td>
      <td className={`${cell} hidden lg:table-cell`}>
        <span className="block font-mono font-semibold whitespace-nowrap text-slate-900">{number}</span>
        <span className="block text-xs text-slate-500">
          {kind} · {formatDate(item.source_date)}
        </span>
        {itemError && (
          <p className="mt-1 text-xs text-red-600 lg:max-w-64" aria-hidden="true">
            {itemError}
          </p>
        )}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">AWBs </span>
        {item.awb_count.toLocaleString('id-ID')}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Kg </span>
        {item.weight_kg.toLocaleString('id-ID', { maximumFractionDigits: 2 })}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Expected </span>
        <span data-testid="billable-expected">{formatRupiah(item.expected)}</span>
      </td>
      <td className={`${cell} lg:min-w-40`}>
        <span className="text-xs text-slate-500 lg:hidden" aria-hidden="true">
          Billed
        </span>
        <MoneyInput
          compact
          value={row.billedText}
          onChange={(text) => onBilled(row.key, text)}
          disabled={disabled}
          invalid={Boolean(billedError)}
          aria-label={`Billed for ${number}`}
          aria-describedby={billedErrorId}
        />
        {billedError && (
          <p id={billedErrorId} className="mt-1 text-xs text-red-600 lg:max-w-48" data-field-error>
            {billedError}
          </p>
        )}
      </td>
      <td className={`${cell} tabular-nums lg:pr-4 lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Difference </span>
        {!row.on ? (
          <span className="text-slate-400">–</span>
        ) : differs ? (
          <span
            className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900"
            data-testid="billable-difference"
            title={row.difference > 0 ? 'Billed above the expected cost' : 'Billed below the expected cost'}
          >
            {signedRupiah(row.difference)}
            <span className="sr-only">{row.difference > 0 ? ' above expected' : ' below expected'}</span>
          </span>
        ) : (
          <span className="text-emerald-700" data-testid="billable-difference">
            Rp 0
          </span>
        )}
      </td>
    </tr>
  );
}

function Totals({ totals, ppnPercent, vendorKnown }: { totals: BillTotals; ppnPercent: number | null; vendorKnown: boolean }) {
  const figures: { key: string; label: string; value: string; tone?: string; note?: string }[] = [
    { key: 'expected', label: 'Expected', value: formatRupiah(totals.expected), note: `${totals.count} item${totals.count === 1 ? '' : 's'}` },
    { key: 'billed', label: 'Billed (DPP)', value: formatRupiah(totals.billed) },
    { key: 'difference', label: 'Difference', value: signedRupiah(totals.difference), tone: totals.difference !== 0 ? 'text-amber-800' : undefined },
    { key: 'ppn', label: `PPN${ppnPercent !== null ? ` ${String(ppnPercent).replace('.', ',')} %` : ''}`, value: formatRupiah(totals.ppn) },
    { key: 'total', label: 'Total', value: formatRupiah(totals.total) },
    {
      key: 'pph23',
      label: 'PPh 23 (estimated)',
      value: vendorKnown ? formatRupiah(totals.pph23) : '…',
      note: !vendorKnown ? 'Waiting for the vendor’s details' : totals.pph23Percent ? `${totals.pph23Percent} % withheld; the server decides` : 'Not a company: none withheld',
    },
    { key: 'payable', label: 'Payable', value: vendorKnown ? formatRupiah(totals.payable) : '…', tone: 'text-slate-900', note: 'Total less PPh 23' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-4 lg:grid-cols-7" data-testid="bill-totals">
      {figures.map((f) => (
        <div key={f.key} data-total={f.key}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
          <dd className={`font-semibold tabular-nums ${f.tone ?? 'text-slate-900'}`} data-testid={`bill-total-${f.key}`}>
            {f.value}
          </dd>
          {f.note && <dd className="text-xs text-slate-500">{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

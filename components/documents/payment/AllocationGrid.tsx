import { useId } from 'react';
import { Button } from '@/components/data/Button';
import { formatDate } from '@/components/resource/format';
import type { Settlement } from '@/lib/finance/payment';
import { formatRupiah } from '@/lib/pricing/money';
import type { OpenItems } from '@/services/finance/finance-client';
import { MoneyInput } from './MoneyInput';
import { groupDigits, rowPath, type GridRow, type Money, type RowField } from './payment-entry';

/*
 * The customer's open items, oldest first, one row each: what it owes, and what this payment settles
 * on it — money, PPh 23 withheld (invoices), a small write-off — and what is left after. A table on a
 * wide screen; on a tablet in portrait each row is a card of its own.
 */

export interface AllocationGridProps {
  data: OpenItems;
  grid: readonly GridRow[];
  /** Errors by screen path (`<key>.amount`, `allocations`). */
  errors: Record<string, string>;
  settlement: Settlement;
  money: Money;
  /** The amounts are spread oldest first (no amount typed by hand). */
  auto: boolean;
  today: string;
  disabled?: boolean;
  onAllocate: () => void;
  onPay: (key: string, pay: boolean) => void;
  onAmount: (key: string, text: string) => void;
  onWithheld: (key: string, on: boolean) => void;
  onPph23: (key: string, text: string) => void;
  onWriteOff: (key: string, text: string) => void;
}

const cell = 'block px-4 py-1 align-top lg:table-cell lg:px-2 lg:py-2';
const head = 'px-2 py-2 font-semibold';

export function AllocationGrid(props: AllocationGridProps) {
  const { data, grid, errors, settlement, money, auto, onAllocate, disabled } = props;
  const gridError = errors.allocations;
  return (
    <section aria-labelledby="allocation-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="allocation-grid">
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="allocation-heading" className="text-base font-semibold text-slate-800">
            Open invoices
          </h2>
          <p className="text-xs text-slate-500" data-testid="allocation-mode">
            {auto ? 'The money goes to the oldest first. Type an amount on a row to allocate by hand.' : 'Allocated by hand.'}
          </p>
        </div>
        <Button onClick={onAllocate} disabled={disabled || !grid.length} className="min-h-11 self-start sm:self-auto" data-testid="allocate-oldest">
          Allocate oldest first
        </Button>
      </div>
      {gridError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="allocation-error">
          {gridError}
        </p>
      )}
      {grid.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">Nothing open: the customer owes nothing.</p>
      ) : (
        <div className="lg:overflow-x-auto">
          <table className="block w-full text-sm lg:table" aria-label="Open invoices">
            <thead className="hidden bg-slate-50 text-left text-xs text-slate-600 uppercase lg:table-header-group">
              <tr>
                <th scope="col" className={`${head} pl-4`}>
                  Pay
                </th>
                <th scope="col" className={head}>
                  Invoice
                </th>
                <th scope="col" className={head}>
                  Due
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Total
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Outstanding
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Paid
                </th>
                <th scope="col" className={`${head} text-right`}>
                  PPh 23
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Write-off
                </th>
                <th scope="col" className={`${head} pr-4 text-right`}>
                  Left after
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 lg:table-row-group">
              {grid.map((row, index) => (
                <AllocationRow key={row.key} row={row} index={index} {...props} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Totals data={data} settlement={settlement} money={money} />
    </section>
  );
}

function AllocationRow({ row, index, data, errors, today, disabled, onPay, onAmount, onWithheld, onPph23, onWriteOff }: AllocationGridProps & { row: GridRow; index: number }) {
  const id = useId();
  const { item } = row;
  const number = item.number;
  const overdue = item.due_date < today;
  const invoice = item.item_type === 'invoice';
  const errorOf = (field: RowField) => errors[rowPath(row.key, field)];
  const described = (field: RowField) => (errorOf(field) ? `${id}-${field}-error` : undefined);
  const canWriteOff = row.pay && row.left > 0 && row.left <= data.write_off_limit;
  const wrong = (['amount', 'pph23', 'write_off'] as const).some((f) => errorOf(f));
  return (
    <tr
      className={`block py-2 lg:table-row lg:py-0 ${wrong ? 'bg-red-50/60' : row.pay ? 'bg-emerald-50/40' : ''}`}
      data-testid="allocation-row"
      data-row={index}
      data-key={row.key}
      data-paid={row.pay || undefined}
    >
      <td className={`${cell} lg:pl-4`}>
        <label className="inline-flex min-h-10 items-center gap-2 lg:min-h-0">
          <input
            type="checkbox"
            checked={row.pay}
            disabled={disabled}
            onChange={(e) => onPay(row.key, e.target.checked)}
            aria-label={`Pay ${number}`}
            className="h-5 w-5 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
          />
          <span className="font-mono font-semibold text-slate-900 lg:hidden">{number}</span>
        </label>
      </td>
      <td className={`${cell} hidden lg:table-cell`}>
        <span className="block font-mono font-semibold whitespace-nowrap text-slate-900">{number}</span>
        <span className="block text-xs text-slate-500">
          {invoice ? '' : 'Receivable · '}
          {formatDate(item.date)}
        </span>
      </td>
      <td className={cell}>
        <span className="text-xs text-slate-500 lg:hidden">{invoice ? '' : 'Receivable · '}{formatDate(item.date)} · due </span>
        <span className={overdue ? 'font-medium text-red-700' : 'text-slate-700'} data-testid="allocation-due">
          {formatDate(item.due_date)}
        </span>
        {overdue && (
          <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 lg:mt-0.5 lg:ml-0 lg:block lg:w-fit" data-testid="allocation-overdue">
            Overdue
          </span>
        )}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Total </span>
        {formatRupiah(item.total)}
      </td>
      <td className={`${cell} font-medium text-slate-900 tabular-nums lg:text-right`}>
        <span className="text-xs font-normal text-slate-500 lg:hidden">Outstanding </span>
        <span data-testid="allocation-outstanding">{formatRupiah(item.outstanding)}</span>
      </td>
      <td className={`${cell} lg:min-w-36`}>
        <span className="text-xs text-slate-500 lg:hidden" aria-hidden="true">
          Paid
        </span>
        <MoneyInput
          compact
          value={row.amountText}
          onChange={(text) => onAmount(row.key, text)}
          disabled={disabled}
          invalid={Boolean(errorOf('amount'))}
          aria-label={`Amount paid on ${number}`}
          aria-describedby={described('amount')}
        />
        <CellError id={described('amount')} message={errorOf('amount')} />
      </td>
      <td className={`${cell} lg:min-w-36`}>
        {invoice ? (
          <>
            <label className="inline-flex min-h-10 items-center gap-2 text-xs text-slate-600 lg:min-h-0">
              <input
                type="checkbox"
                checked={row.withheld}
                disabled={disabled}
                onChange={(e) => onWithheld(row.key, e.target.checked)}
                aria-label={`PPh 23 withheld on ${number}`}
                className="h-5 w-5 rounded border-slate-300 text-slate-800 focus:ring-slate-500 lg:h-4 lg:w-4"
              />
              <span aria-hidden="true">PPh 23 withheld</span>
            </label>
            {(row.withheld || row.pph23Text) && (
              <MoneyInput
                compact
                className="mt-1"
                value={row.pph23Text}
                onChange={(text) => onPph23(row.key, text)}
                disabled={disabled}
                invalid={Boolean(errorOf('pph23'))}
                aria-label={`PPh 23 on ${number}`}
                aria-describedby={described('pph23')}
              />
            )}
            {item.pph23 > 0 && <span className="mt-0.5 block text-xs text-slate-500">{formatRupiah(item.pph23)} withheld before</span>}
            {item.pph23_expected !== undefined && (
              <span className="mt-0.5 block text-xs text-slate-500">
                {item.withholds_pph23 === false ? 'Customer does not withhold' : `Computed ${formatRupiah(Math.max(0, item.pph23_expected - item.pph23))}`}
              </span>
            )}
            <CellError id={described('pph23')} message={errorOf('pph23')} />
          </>
        ) : (
          <span className="text-slate-400 lg:block lg:text-right" title="No PPh 23 on a receivable">
            <span className="text-xs lg:hidden">PPh 23 </span>–
          </span>
        )}
      </td>
      <td className={`${cell} lg:min-w-32`}>
        <span className="text-xs text-slate-500 lg:hidden" aria-hidden="true">
          Write-off
        </span>
        <MoneyInput
          compact
          value={row.writeOffText}
          onChange={(text) => onWriteOff(row.key, text)}
          disabled={disabled}
          invalid={Boolean(errorOf('write_off'))}
          aria-label={`Write-off on ${number}`}
          aria-describedby={described('write_off')}
        />
        <CellError id={described('write_off')} message={errorOf('write_off')} />
      </td>
      <td className={`${cell} tabular-nums lg:pr-4 lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Left after </span>
        <span className={row.left < 0 ? 'font-semibold text-red-700' : row.pay && row.left === 0 ? 'font-semibold text-emerald-700' : 'text-slate-800'} data-testid="allocation-left">
          {formatRupiah(row.left)}
        </span>
        {canWriteOff && (
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => onWriteOff(row.key, groupDigits(row.writeOff + row.left))}
            className="ml-2 min-h-9 lg:mt-1 lg:ml-0 lg:flex lg:w-full lg:justify-end"
            aria-label={`Write off the ${formatRupiah(row.left)} left on ${number}`}
          >
            Write off
          </Button>
        )}
      </td>
    </tr>
  );
}

function CellError({ id, message }: { id?: string; message?: string }) {
  if (!message || !id) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-600 lg:max-w-48" data-field-error>
      {message}
    </p>
  );
}

function Totals({ data, settlement, money }: { data: OpenItems; settlement: Settlement; money: Money }) {
  const short = settlement.allocated - money.total;
  const figures: { key: string; label: string; value: number; tone?: string; note?: string }[] = [
    { key: 'allocated', label: 'Total allocated', value: settlement.allocated },
    { key: 'pph23', label: 'PPh 23', value: settlement.pph23 },
    { key: 'write_off', label: 'Written off', value: settlement.write_off },
    {
      key: 'money',
      label: 'Money available',
      value: money.total,
      note: [money.bankCharge ? `incl. ${formatRupiah(money.bankCharge)} bank charges` : '', money.depositApplied ? `${formatRupiah(money.depositApplied)} of deposit` : '']
        .filter(Boolean)
        .join(', '),
    },
  ];
  if (settlement.deposit_created > 0) figures.push({ key: 'deposit', label: 'Left over → new deposit', value: settlement.deposit_created, tone: 'text-amber-800' });
  if (short > 0) figures.push({ key: 'short', label: 'Allocated over the money', value: short, tone: 'text-red-700' });
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-3 lg:grid-cols-6" data-testid="allocation-totals">
      {figures.map((f) => (
        <div key={f.key} data-total={f.key}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
          <dd className={`font-semibold tabular-nums ${f.tone ?? 'text-slate-900'}`}>{formatRupiah(f.value)}</dd>
          {f.note && <dd className="text-xs text-slate-500">{f.note}</dd>}
        </div>
      ))}
      {data.write_off_limit > 0 && (
        <div className="col-span-2 text-xs text-slate-500 sm:col-span-3 lg:col-span-6">Up to {formatRupiah(data.write_off_limit)} may be written off per invoice.</div>
      )}
    </dl>
  );
}

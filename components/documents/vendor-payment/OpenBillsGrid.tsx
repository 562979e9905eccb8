import { useId } from 'react';
import { Button } from '@/components/data/Button';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { formatDate } from '@/components/resource/format';
import { formatRupiah } from '@/lib/pricing/money';
import { amountPath, type PayRow, type PayTotals } from './vendor-payment-entry';

/*
 * The vendor's posted bills with something left to pay, soonest due first: a tick pays a bill in full
 * (an amount typed pays part of it), what is left after, and the PPh 23 withheld on it (its slip goes
 * to the vendor with the payment). A table on a wide screen; on a tablet in portrait each row is a card.
 */

export interface OpenBillsGridProps {
  rows: readonly PayRow[];
  /** Errors by screen path (`<bill id>.amount`, `allocations`). */
  errors: Record<string, string>;
  totals: PayTotals;
  today: string;
  disabled?: boolean;
  onPay: (key: string, pay: boolean) => void;
  onAmount: (key: string, text: string) => void;
  onPayInFull: (key: string) => void;
  onPayAllInFull: () => void;
}

const cell = 'block px-4 py-1 align-top lg:table-cell lg:px-2 lg:py-2';
const head = 'px-2 py-2 font-semibold';

export function OpenBillsGrid(props: OpenBillsGridProps) {
  const { rows, errors, totals, disabled, onPayAllInFull } = props;
  const gridError = errors.allocations;
  const allInFull = rows.length > 0 && rows.every((r) => r.pay && r.left === 0);
  return (
    <section aria-labelledby="open-bills-heading" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="open-bills-grid">
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="open-bills-heading" className="text-base font-semibold text-slate-800">
            Open bills
          </h2>
          <p className="text-xs text-slate-500">A tick pays the bill in full; type an amount to pay part of it.</p>
        </div>
        <Button onClick={onPayAllInFull} disabled={disabled || !rows.length || allInFull} className="min-h-11 self-start sm:self-auto" data-testid="pay-all-in-full">
          Pay all in full
        </Button>
      </div>
      {gridError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="open-bills-error">
          {gridError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500" data-testid="open-bills-empty">
          Nothing to pay: the vendor has no posted bill left open.
        </p>
      ) : (
        <div className="lg:overflow-x-auto">
          <table className="block w-full text-sm lg:table" aria-label="Open bills">
            <thead className="hidden bg-slate-50 text-left text-xs text-slate-600 uppercase lg:table-header-group">
              <tr>
                <th scope="col" className={`${head} pl-4`}>
                  Pay
                </th>
                <th scope="col" className={head}>
                  Bill
                </th>
                <th scope="col" className={head}>
                  Due
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Payable
                </th>
                <th scope="col" className={`${head} text-right`}>
                  PPh 23
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Outstanding
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Paid now
                </th>
                <th scope="col" className={`${head} pr-4 text-right`}>
                  Left after
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 lg:table-row-group">
              {rows.map((row, index) => (
                <OpenBillRow key={row.key} row={row} index={index} {...props} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-4" data-testid="vendor-payment-totals">
        <div data-total="paid">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Total paid</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="vendor-payment-total-paid">
            {formatRupiah(totals.paid)}
          </dd>
          <dd className="text-xs text-slate-500">
            {totals.count} bill{totals.count === 1 ? '' : 's'}
          </dd>
        </div>
        <div data-total="bank_charge">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Bank charges (ours)</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatRupiah(totals.bankCharge)}</dd>
        </div>
        <div data-total="out">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Out of the account</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="vendor-payment-total-out">
            {formatRupiah(totals.out)}
          </dd>
        </div>
        <div data-total="pph23">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">PPh 23 on the bills</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatRupiah(totals.pph23)}</dd>
          {totals.pph23 > 0 && <dd className="text-xs text-slate-500">Hand the vendor its slip</dd>}
        </div>
      </dl>
    </section>
  );
}

function OpenBillRow({ row, index, errors, today, disabled, onPay, onAmount, onPayInFull }: OpenBillsGridProps & { row: PayRow; index: number }) {
  const id = useId();
  const { bill } = row;
  const number = bill.number;
  const overdue = bill.due_date < today;
  const error = errors[amountPath(row.key)];
  const errorId = error ? `${id}-amount-error` : undefined;
  const full = row.pay && row.left === 0;
  return (
    <tr
      className={`block py-2 lg:table-row lg:py-0 ${error ? 'bg-red-50/60' : row.pay ? 'bg-emerald-50/40' : ''}`}
      data-testid="open-bill-row"
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
        <span className="ml-2 text-xs text-slate-500 lg:hidden">their no. {bill.vendor_invoice_no}</span>
      </td>
      <td className={`${cell} hidden lg:table-cell`}>
        <span className="block font-mono font-semibold whitespace-nowrap text-slate-900">{number}</span>
        <span className="block text-xs text-slate-500">
          their no. {bill.vendor_invoice_no} · {formatDate(bill.bill_date)}
        </span>
        {bill.status === 'PARTLY_PAID' && <span className="mt-0.5 block w-fit rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">Partly paid</span>}
      </td>
      <td className={cell}>
        <span className="text-xs text-slate-500 lg:hidden">Due </span>
        <span className={overdue ? 'font-medium text-red-700' : 'text-slate-700'}>{formatDate(bill.due_date)}</span>
        {overdue && (
          <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 lg:mt-0.5 lg:ml-0 lg:block lg:w-fit" data-testid="open-bill-overdue">
            Overdue
          </span>
        )}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Payable </span>
        {formatRupiah(bill.payable)}
      </td>
      <td className={`${cell} tabular-nums lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">PPh 23 </span>
        <span className={bill.pph23 > 0 ? 'text-slate-800' : 'text-slate-400'} data-testid="open-bill-pph23">
          {bill.pph23 > 0 ? formatRupiah(bill.pph23) : '–'}
        </span>
      </td>
      <td className={`${cell} font-medium text-slate-900 tabular-nums lg:text-right`}>
        <span className="text-xs font-normal text-slate-500 lg:hidden">Outstanding </span>
        <span data-testid="open-bill-outstanding">{formatRupiah(bill.outstanding)}</span>
      </td>
      <td className={`${cell} lg:min-w-44`}>
        <span className="text-xs text-slate-500 lg:hidden" aria-hidden="true">
          Paid now
        </span>
        <MoneyInput
          compact
          value={row.amountText}
          onChange={(text) => onAmount(row.key, text)}
          disabled={disabled}
          invalid={Boolean(error)}
          aria-label={`Amount paid on ${number}`}
          aria-describedby={errorId}
        />
        {!full && (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onPayInFull(row.key)} className="mt-1 min-h-9" aria-label={`Pay ${number} in full`}>
            Pay in full
          </Button>
        )}
        {error && (
          <p id={errorId} className="mt-1 text-xs text-red-600 lg:max-w-48" data-field-error>
            {error}
          </p>
        )}
      </td>
      <td className={`${cell} tabular-nums lg:pr-4 lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">Left after </span>
        <span className={row.left < 0 ? 'font-semibold text-red-700' : full ? 'font-semibold text-emerald-700' : 'text-slate-800'} data-testid="open-bill-left">
          {full ? 'Paid off' : formatRupiah(row.left)}
        </span>
      </td>
    </tr>
  );
}

import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/resources/documents/cash-register';
import type { ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import type { PaymentMethod, PaymentType } from '@/services/documents/shipments';
import { PosTextField, usePosError } from './pos-fields';
import type { PosFormValues } from './pos-form';
import { formatRupiah } from './pos-format';

/*
 * How the shipment is paid. Cash counter: the method, a reference for anything but cash, and for cash
 * the amount handed over with the change (received − the quoted total) in large type. Credit: billed
 * to the customer's account, with where the account stands against its limit.
 */

export interface PaymentPanelProps {
  paymentType: PaymentType;
  /** The quoted total of the chosen service, when there is one. */
  total: number | null;
  /** Cash received − total (negative: short); null until both are known. */
  change: number | null;
  credit: ShipmentQuote['credit'] | undefined;
}

/** Notes a cashier is likely to be handed for this total: the exact amount, then the next round ones. */
function suggestions(total: number): number[] {
  const rounded = [10_000, 50_000, 100_000].map((step) => Math.ceil(total / step) * step).filter((v) => v > total);
  return [total, ...new Set(rounded)].slice(0, 3);
}

export function PaymentPanel({ paymentType, total, change, credit }: PaymentPanelProps) {
  if (paymentType === 'CREDIT') return <CreditPayment credit={credit} />;
  return <CashPayment total={total} change={change} />;
}

function CashPayment({ total, change }: { total: number | null; change: number | null }) {
  const { control, setValue, clearErrors } = useFormContext<PosFormValues>();
  const { field } = useController({ name: 'payment_method', control });
  const methodError = usePosError('payment_method');
  const errorId = useId();
  const group = useId();
  const method = field.value as PaymentMethod | '';

  return (
    <section aria-label="Payment" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="pos-payment">
      <div className="border-b border-slate-100 px-4 py-2">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Payment</h2>
      </div>
      <div className="space-y-3 p-4">
        <div role="radiogroup" aria-label="Paid by" aria-describedby={methodError ? errorId : undefined} className="grid grid-cols-4 gap-1 rounded-md bg-slate-100 p-1">
          {PAYMENT_METHODS.map((m, i) => (
            <label
              key={m}
              className={`cursor-pointer rounded px-1 py-1.5 text-center text-xs font-medium has-focus-visible:ring-2 has-focus-visible:ring-slate-500 ${
                method === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
              title={PAYMENT_METHOD_LABELS[m]}
            >
              <input
                type="radio"
                name={group}
                value={m}
                checked={method === m}
                ref={method === m || (!method && i === 0) ? field.ref : undefined}
                onChange={() => field.onChange(m)}
                onBlur={field.onBlur}
                className="sr-only"
                // chosen already (cash by default): Enter goes from the service straight to the amount
                data-enter-skip={method ? 'true' : undefined}
                data-testid={`pay-${m}`}
              />
              {m === 'TRANSFER' ? 'Transfer' : m === 'CARD' ? 'Card' : PAYMENT_METHOD_LABELS[m]}
            </label>
          ))}
        </div>
        {methodError && (
          <p id={errorId} className="text-xs text-red-600" data-field-error>
            {methodError}
          </p>
        )}
        {method && method !== 'CASH' && (
          <PosTextField name="payment_reference" label={`${PAYMENT_METHOD_LABELS[method]} reference`} required hint="Approval code, QRIS or transfer reference." maxLength={60} />
        )}
        {method === 'CASH' && (
          <>
            <PosTextField
              name="amount_received"
              label="Amount received"
              required
              inputMode="numeric"
              prefix="Rp"
              placeholder="0"
              inputClassName="py-2.5 text-lg font-semibold tabular-nums"
              testId="pos-received"
            />
            {total !== null && (
              <div className="flex flex-wrap gap-1" aria-label="Quick amounts">
                {suggestions(total).map((amount, i) => (
                  <button
                    key={amount}
                    type="button"
                    tabIndex={-1}
                    onClick={() => {
                      setValue('amount_received', String(amount), { shouldDirty: true });
                      clearErrors('amount_received');
                    }}
                    className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-700 tabular-nums hover:bg-slate-100"
                  >
                    {i === 0 ? 'Exact' : formatRupiah(amount)}
                  </button>
                ))}
              </div>
            )}
            <div
              className={`rounded-md px-3 py-2 ${change !== null && change < 0 ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800'}`}
              data-testid="pos-change-box"
            >
              <div className="text-xs font-medium tracking-wide uppercase">{change !== null && change < 0 ? 'Short by' : 'Change'}</div>
              <div className="text-3xl font-bold tabular-nums" data-testid="pos-change" aria-live="polite">
                {change === null ? '–' : formatRupiah(Math.abs(change))}
              </div>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function CreditPayment({ credit }: { credit: ShipmentQuote['credit'] | undefined }) {
  return (
    <section aria-label="Payment" className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="pos-payment">
      <div className="border-b border-slate-100 px-4 py-2">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Payment</h2>
      </div>
      <div className="space-y-2 p-4 text-sm">
        <p className="text-slate-600">Billed to the customer&apos;s account (credit).</p>
        {credit && (
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
            <dt className="text-slate-500">Credit limit</dt>
            <dd className="text-right font-medium tabular-nums">{formatRupiah(credit.limit)}</dd>
            <dt className="text-slate-500">Open amount</dt>
            <dd className={`text-right font-medium tabular-nums ${credit.over ? 'text-red-700' : ''}`}>{formatRupiah(credit.used)}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PrintButtons } from '@/components/document/PrintButtons';
import { formatRupiah } from '@/lib/pricing/money';
import { paymentDocument } from '@/lib/resources/documents/payment';
import type { DocumentRecord } from '@/services/documents/document-client';

const num = (v: unknown) => Number(v ?? 0) || 0;

/**
 * The payment just posted: its number, what it settled on each invoice and what each still owes, the
 * new deposit, then the receipt to print and a fresh form for the next transfer on the statement.
 */
export function PaymentDone({ payment, onAgain, listHref }: { payment: DocumentRecord; onAgain: () => void; listHref: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const allocations = payment.lines?.allocations ?? [];
  const deposit = num(payment.deposit_created);
  const customer = payment.customer_id_label ? String(payment.customer_id_label) : null;
  return (
    <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="payment-done">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          Payment posted
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid="payment-number">
          {payment.number}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {customer ? `${customer} · ` : ''}
          {formatRupiah(num(payment.allocated))} allocated
          {num(payment.pph23_amount) ? ` · PPh 23 ${formatRupiah(num(payment.pph23_amount))}` : ''}
          {num(payment.write_off_amount) ? ` · ${formatRupiah(num(payment.write_off_amount))} written off` : ''}
        </p>
        {deposit > 0 && (
          <p className="mt-1 text-sm font-medium text-amber-800" data-testid="payment-deposit">
            {formatRupiah(deposit)} left over, kept as a deposit for a later payment
          </p>
        )}
      </div>
      {allocations.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-emerald-100 bg-white">
          <table className="w-full text-sm" aria-label="What the payment settled">
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Invoice
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Settled
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Left
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {allocations.map((a, i) => {
                const settled = num(a.amount) + num(a.pph23) + num(a.write_off);
                const left = num(a.outstanding_after);
                const parts = [num(a.pph23) ? `PPh 23 ${formatRupiah(num(a.pph23))}` : '', num(a.write_off) ? `written off ${formatRupiah(num(a.write_off))}` : ''].filter(Boolean);
                return (
                  <tr key={String(a.id ?? i)} data-testid="payment-done-line">
                    <td className="px-3 py-2 font-mono text-slate-900">{String(a.item_number ?? '')}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatRupiah(settled)}
                      {parts.length > 0 && <span className="block text-xs text-slate-500">{parts.join(', ')}</span>}
                    </td>
                    <td className={`px-3 py-2 text-right tabular-nums ${left === 0 ? 'font-medium text-emerald-700' : 'text-slate-800'}`}>{left === 0 ? 'Paid off' : formatRupiah(left)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <PrintButtons def={paymentDocument} ids={[payment.id]} prints={['receipt']} number={payment.number} className="min-h-11" />
        <Button variant="primary" onClick={onAgain} className="min-h-11" data-testid="payment-again">
          Enter another
        </Button>
        {listHref && (
          <Link href={listHref} className={`${buttonClass('secondary')} min-h-11`}>
            Go to the payments
          </Link>
        )}
      </div>
    </div>
  );
}

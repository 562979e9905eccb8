import { useId, useMemo } from 'react';
import { formatRupiah } from '@/lib/pricing/money';
import { cdrTotals, kgText, type CdrLine, type LineTotals } from './cdr-lines';

/*
 * The CDR's totals per service and, under each, per destination — of the AWBs kept only — worked out
 * from its lines on screen, so the clerk sees what a leave-out does before posting.
 */

const n = (v: number) => v.toLocaleString('en-US');
const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';

function Figures({ t }: { t: LineTotals }) {
  return (
    <>
      <td className={cell} data-col="awbs">{n(t.awbs)}</td>
      <td className={cell} data-col="koli">{n(t.koli)}</td>
      <td className={cell} data-col="kg">{kgText(t.kg_hundredths)}</td>
      <td className={cell} data-col="amount">{formatRupiah(t.amount)}</td>
      <td className={cell} data-col="taxable">{formatRupiah(t.taxable)}</td>
    </>
  );
}

export function CdrTotalsTable({ lines }: { lines: readonly CdrLine[] }) {
  const titleId = useId();
  const totals = useMemo(() => cdrTotals(lines), [lines]);
  return (
    <section aria-labelledby={titleId} data-testid="cdr-totals">
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        Totals per service and destination <span className="font-normal text-slate-500">(AWBs kept)</span>
      </h3>
      {totals.services.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No AWB is kept on this CDR.</p>
      ) : (
        <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full text-sm" aria-labelledby={titleId}>
            <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  Service / destination
                </th>
                <th scope="col" className="px-3 py-2 text-right">AWBs</th>
                <th scope="col" className="px-3 py-2 text-right">Koli</th>
                <th scope="col" className="px-3 py-2 text-right">Kg</th>
                <th scope="col" className="px-3 py-2 text-right">Amount</th>
                <th scope="col" className="px-3 py-2 text-right">Subject to PPN</th>
              </tr>
            </thead>
            {totals.services.map((s) => (
              <tbody key={String(s.service_id)} className="border-t border-slate-200">
                <tr className="bg-slate-50/60 font-medium text-slate-800" data-testid="cdr-total-service" data-service={s.service_label}>
                  <th scope="rowgroup" className="px-3 py-1.5 text-left font-semibold">
                    {s.service_label}
                  </th>
                  <Figures t={s} />
                </tr>
                {s.destinations.map((d) => (
                  <tr key={String(d.destination_area_id)} className="text-slate-700" data-testid="cdr-total-destination" data-service={s.service_label} data-destination={d.destination_label}>
                    <th scope="row" className="py-1.5 pr-3 pl-7 text-left font-normal">
                      {d.destination_label}
                    </th>
                    <Figures t={d} />
                  </tr>
                ))}
              </tbody>
            ))}
            <tfoot className="sticky bottom-0 border-t-2 border-slate-300 bg-white font-semibold text-slate-900">
              <tr data-testid="cdr-total-all">
                <th scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
                <Figures t={totals.total} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

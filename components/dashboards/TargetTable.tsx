import type { TargetRow } from '@/lib/resources/dashboards';
import { money, percent, whole } from './dashboard-format';

/** Rows against their targets: revenue, target, achieved (a bar), AWBs against their target. */
export function TargetTable({ label, nameHeader, rows, totals, more, testId }: { label: string; nameHeader: string; rows: readonly TargetRow[]; totals: Omit<TargetRow, 'id' | 'name'>; more: number; testId: string }) {
  if (!rows.length) return <p className="py-6 text-center text-sm text-slate-500">No revenue and no target in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={label} data-testid={testId}>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 font-medium">{nameHeader}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">Revenue</th>
            <th scope="col" className="hidden py-1.5 pr-2 text-right font-medium sm:table-cell">Target</th>
            <th scope="col" className="py-1.5 pr-2 font-medium">Achieved</th>
            <th scope="col" className="hidden py-1.5 text-right font-medium lg:table-cell">AWBs / target</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 last:border-0" data-testid={`${testId}-row`}>
              <td className="max-w-[14rem] truncate py-1.5 pr-2 text-slate-800" title={r.name}>
                {r.name}
              </td>
              <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{money(r.revenue)}</td>
              <td className="hidden py-1.5 pr-2 text-right whitespace-nowrap text-slate-600 tabular-nums sm:table-cell">{r.revenue_target ? money(r.revenue_target) : '—'}</td>
              <td className="py-1.5 pr-2">
                <Achieved pct={r.achieved_pct} />
              </td>
              <td className="hidden py-1.5 text-right whitespace-nowrap text-slate-600 tabular-nums lg:table-cell">
                {whole(r.awbs)} / {r.shipment_target ? whole(r.shipment_target) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 text-xs font-medium text-slate-600">
            <td className="py-1.5 pr-2">With a target{more ? ` (${whole(more)} more not listed)` : ''}</td>
            <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{money(totals.revenue)}</td>
            <td className="hidden py-1.5 pr-2 text-right whitespace-nowrap tabular-nums sm:table-cell">{money(totals.revenue_target)}</td>
            <td className="py-1.5 pr-2">
              <Achieved pct={totals.achieved_pct} />
            </td>
            <td className="hidden py-1.5 text-right whitespace-nowrap tabular-nums lg:table-cell">
              {whole(totals.awbs)} / {whole(totals.shipment_target)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Achieved({ pct }: { pct: number | null }) {
  if (pct === null) return <span className="text-slate-400">no target</span>;
  const width = Math.max(0, Math.min(100, pct));
  const colour = pct >= 100 ? 'bg-emerald-500' : pct >= 75 ? 'bg-amber-400' : 'bg-rose-400';
  return (
    <span className="flex items-center gap-2">
      <span className="hidden h-1.5 w-16 overflow-hidden rounded bg-slate-100 sm:block" aria-hidden="true">
        <span className={`block h-full ${colour}`} style={{ width: `${width}%` }} />
      </span>
      <span className="tabular-nums">{percent(pct)}</span>
    </span>
  );
}

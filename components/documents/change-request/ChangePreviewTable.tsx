import { formatRupiah } from '@/lib/pricing/money';
import type { ChangePreview, ChangePreviewLine } from '@/lib/resources/documents/change-request-api';

/*
 * The preview of a change request: the whole (AWBs, how many cannot change, totals before and after,
 * who must approve) and every AWB before → after with its money consequence or why it cannot change;
 * for a single AWB, each charge before and after.
 */

const CHARGE_LABELS: Record<string, string> = { freight: 'Freight', additional: 'Additional costs', insurance: 'Insurance', cod_fee: 'COD fee', discount: 'Discount', tax: 'PPN', total: 'Total' };

const signed = (n: number) => (n > 0 ? `+${formatRupiah(n)}` : n < 0 ? `−${formatRupiah(-n)}` : formatRupiah(0));

function Charges({ line }: { line: ChangePreviewLine }) {
  if (!line.charges) return null;
  return (
    <table className="mt-2 w-full max-w-md text-sm" data-testid="preview-charges">
      <thead>
        <tr className="text-left text-xs text-slate-500">
          <th className="py-1 font-medium">Charge</th>
          <th className="py-1 text-right font-medium">Before</th>
          <th className="py-1 text-right font-medium">After</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(CHARGE_LABELS).map((k) => (
          <tr key={k} className={k === 'total' ? 'border-t border-slate-200 font-semibold' : ''}>
            <td className="py-0.5">{CHARGE_LABELS[k]}</td>
            <td className="py-0.5 text-right tabular-nums">{formatRupiah(line.charges!.before[k] ?? 0)}</td>
            <td className={`py-0.5 text-right tabular-nums ${line.charges!.before[k] !== line.charges!.after[k] ? 'text-amber-700' : ''}`}>{formatRupiah(line.charges!.after[k] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChangePreviewTable({ preview }: { preview: ChangePreview }) {
  const ok = preview.awb_count - preview.refused_count;
  return (
    <section className="rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="change-preview" aria-live="polite">
      <h2 className="text-sm font-semibold text-slate-800">Preview</h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="preview-summary">
        {ok} of {preview.awb_count} AWB{preview.awb_count === 1 ? '' : 's'} can change
        {preview.refused_count ? ` (${preview.refused_count} cannot: see below)` : ''}. Total {formatRupiah(preview.total_before)} → {formatRupiah(preview.total_after)} ({signed(preview.delta)}).
        {preview.needs_manager && <span className="ml-1 font-medium text-amber-700">A manager approves it (beyond the price thresholds).</span>}
        {preview.needs_supervisor && <span className="ml-1 font-medium text-amber-700">A helpdesk supervisor approves it (late in the journey).</span>}
      </p>
      {preview.lines.length === 1 && <Charges line={preview.lines[0]} />}
      <div className="mt-2 max-h-96 overflow-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr className="text-left text-xs text-slate-500">
              <th className="py-1 pr-2 font-medium">AWB</th>
              <th className="py-1 pr-2 font-medium">Before</th>
              <th className="py-1 pr-2 font-medium">After</th>
              <th className="py-1 pr-2 text-right font-medium">Total</th>
              <th className="py-1 font-medium">Money</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((l) => (
              <tr key={l.awb} className="border-t border-slate-200 align-top" data-testid="preview-line" data-refused={l.refusal ? true : undefined}>
                <td className="py-1 pr-2 font-mono text-xs">{l.awb}</td>
                {l.refusal ? (
                  <td colSpan={4} className="py-1 text-red-700">
                    {l.refusal}
                  </td>
                ) : (
                  <>
                    <td className="py-1 pr-2 text-slate-600">{l.before}</td>
                    <td className="py-1 pr-2">{l.after}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {formatRupiah(l.total_after)}
                      {l.delta !== 0 && <div className={`text-xs ${l.delta > 0 ? 'text-amber-700' : 'text-emerald-700'}`}>{signed(l.delta)}</div>}
                    </td>
                    <td className="py-1 text-slate-600">{l.consequence_words}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

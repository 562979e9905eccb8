import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { useDrill } from '@/hooks/reports/use-report';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import { formatReportValue, isNumeric, type ReportRow } from '@/lib/resources/reports/table';
import { apiErrorMessage } from '@/services/api-client';
import { downloadReport } from '@/services/reports/client';
import { saveFile } from '@/services/save-file';
import { toast } from '@/services/toast';

/* The documents behind a figure, a page of 100 at a time, each opening where it is worked on. */

export function ReportDrillDrawer({ def, params, drill, onPage, onClose }: { def: ReportDefinition; params: Record<string, string>; drill: { name: string; keys: Record<string, string>; page: number; label: string } | null; onPage: (page: number) => void; onClose: () => void }) {
  const declared = drill ? def.drills?.[drill.name] : undefined;
  const answer = useDrill(def.name, drill?.name ?? null, params, drill?.keys ?? {}, drill?.page ?? 1);
  const href = (row: ReportRow) => {
    if (!declared?.open) return null;
    const q = Object.fromEntries(Object.entries(declared.open.query).map(([k, v]) => [k, v.startsWith('@') ? String(row[v.slice(1)] ?? '') : v]));
    return { pathname: declared.open.route, query: q };
  };
  const [exporting, setExporting] = useState<{ format: string; bytes: number } | null>(null);
  async function download(format: 'csv' | 'xlsx') {
    if (!drill) return;
    setExporting({ format, bytes: 0 });
    try {
      const query: Record<string, string> = { ...params, format };
      for (const [k, v] of Object.entries(drill.keys)) query[`k_${k}`] = v;
      const file = await downloadReport(`/report/drill-export/${def.name}/${drill.name}`, query, (bytes) => setExporting({ format, bytes }));
      saveFile(file.blob, file.filename);
    } catch (err) {
      toast.error(apiErrorMessage(err));
    } finally {
      setExporting(null);
    }
  }
  const filters = [drill?.label, ...(answer.data?.filters ?? []).map(([k, v]) => `${k}: ${v}`)].filter(Boolean).join(' · ');
  return (
    <Drawer open={Boolean(drill && declared)} onClose={onClose} title={declared ? `${declared.label} behind the figure` : ''} description={filters} size="xl" testId="report-drill">
      {answer.error && (
        <p role="alert" className="text-sm text-red-700">
          {apiErrorMessage(answer.error)}
        </p>
      )}
      {declared && answer.data && (
        <>
          <div className="overflow-auto">
            <table className="min-w-full text-sm" data-testid="report-drill-table">
              <thead className="bg-slate-100 text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  {declared.columns.map((c) => (
                    <th key={c.key} className={`px-2 py-1.5 ${isNumeric(c.format) ? 'text-right' : 'text-left'}`}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {answer.data.rows.map((row, i) => {
                  const link = href(row);
                  return (
                    <tr key={i} data-testid="report-drill-row">
                      {declared.columns.map((c, j) => (
                        <td key={c.key} className={`px-2 py-1.5 whitespace-nowrap ${isNumeric(c.format) ? 'text-right tabular-nums' : ''}`}>
                          {j === 0 && link ? (
                            <Link href={link} className="font-medium text-sky-700 underline underline-offset-2">
                              {formatReportValue(c.format, row[c.key])}
                            </Link>
                          ) : (
                            formatReportValue(c.format, row[c.key])
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
                {answer.data.rows.length === 0 && (
                  <tr>
                    <td colSpan={declared.columns.length} className="px-2 py-6 text-center text-slate-500">
                      No documents.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span className="flex items-center gap-2">
              Page {answer.data.page}
              {(['csv', 'xlsx'] as const).map((f) => (
                <Button key={f} onClick={() => void download(f)} disabled={Boolean(exporting)} pending={exporting?.format === f} pendingLabel={exporting?.bytes ? `${Math.round(exporting.bytes / 1024)} KB…` : 'Preparing…'} title={`Every document behind the figure as ${f.toUpperCase()}`} data-testid={`report-drill-export-${f}`}>
                  All as {f.toUpperCase()}
                </Button>
              ))}
            </span>
            <div className="flex gap-2">
              <Button disabled={answer.data.page <= 1} onClick={() => onPage(answer.data!.page - 1)}>
                Previous
              </Button>
              <Button disabled={!answer.data.has_more} onClick={() => onPage(answer.data!.page + 1)}>
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </Drawer>
  );
}

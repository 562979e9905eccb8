import { useState } from 'react';
import { Button } from '@/components/data/Button';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import { apiErrorMessage } from '@/services/api-client';
import { downloadReport } from '@/services/reports/client';
import { saveFile } from '@/services/save-file';
import { toast } from '@/services/toast';

/*
 * The report as XLSX, CSV or PDF (and the report's own files: the tax files), with the same parameters
 * as on the screen. The server streams the spreadsheets: the button shows the kilobytes as they arrive.
 */

export function ReportExportButtons({ def, params }: { def: ReportDefinition; params: Record<string, string> }) {
  const [running, setRunning] = useState<{ key: string; bytes: number } | null>(null);
  const files: Array<{ key: string; label: string; path: string; query: Record<string, string> }> = [
    { key: 'xlsx', label: 'XLSX', path: `/report/export/${def.name}`, query: { ...params, format: 'xlsx' } },
    { key: 'csv', label: 'CSV', path: `/report/export/${def.name}`, query: { ...params, format: 'csv' } },
    { key: 'pdf', label: 'PDF', path: `/report/export/${def.name}`, query: { ...params, format: 'pdf' } },
    ...Object.entries(def.files ?? {}).map(([key, label]) => ({ key, label, path: `/report/file/${def.name}/${key}`, query: params })),
  ];
  async function run(file: (typeof files)[number]) {
    setRunning({ key: file.key, bytes: 0 });
    try {
      const { blob, filename } = await downloadReport(file.path, file.query, (bytes) => setRunning({ key: file.key, bytes }));
      saveFile(blob, filename);
    } catch (err) {
      toast.error(await blobErrorMessage(err));
    } finally {
      setRunning(null);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Export">
      {files.map((f) => (
        <Button key={f.key} onClick={() => void run(f)} disabled={Boolean(running)} pending={running?.key === f.key} pendingLabel={running?.bytes ? `${Math.round(running.bytes / 1024)} KB…` : 'Preparing…'} data-testid={`report-export-${f.key}`} title={`Download the report as ${f.label}`}>
          {f.label}
        </Button>
      ))}
    </div>
  );
}

/** An error answered to a blob request arrives as a blob: read its JSON message. */
async function blobErrorMessage(err: unknown): Promise<string> {
  const data = (err as { response?: { data?: unknown } }).response?.data;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await data.text()) as { message?: string; errors?: Record<string, string[]> };
      const details = body.errors ? Object.values(body.errors).flat().slice(0, 3).join(' ') : '';
      return [body.message, details].filter(Boolean).join(': ') || 'The file could not be made.';
    } catch {
      // falls through
    }
  }
  return apiErrorMessage(err);
}

import dynamic from 'next/dynamic';
import type { ReactElement } from 'react';
import { PageHeader } from '@/components/data/PageHeader';
import { useReport } from '@/hooks/reports/use-report';
import { AppLayout } from '@/layouts/AppLayout';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import { getReport } from '@/lib/resources/reports/registry';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { AppPage } from '@/types/page';
import { ReportDrillDrawer } from './ReportDrillDrawer';
import { ReportExportButtons } from './ReportExportButtons';
import { ReportParamsBar } from './ReportParamsBar';
import { ReportTableView } from './ReportTableView';
import { SavedFilters } from './SavedFilters';
import { useReportParams } from './use-report-params';

/*
 * Every report's screen, from its declaration: the parameters (in the URL: bookmark and share it), the
 * user's saved filters, the exports, the chart (its library loaded only here, after the table), the
 * grouped table with subtotals and totals, the notes, and the drill-down drawer.
 */

const ReportChartView = dynamic(() => import('./ReportChartView').then((m) => m.ReportChartView), { ssr: false, loading: () => <div className="h-64" aria-hidden="true" /> });

export function ReportScreen({ def }: { def: ReportDefinition }) {
  const url = useReportParams(def);
  const report = useReport(def.name, url.params);
  const fieldErrors = report.error ? apiFieldErrors(report.error) : {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const data = report.data;
  const labels = (data?.summary?.column_labels as Record<string, string> | undefined) ?? undefined;
  return (
    <section data-testid="report-screen" data-report={def.name}>
      <PageHeader title={def.title} description={def.description} actions={<ReportExportButtons def={def} params={url.params} />} />
      <ReportParamsBar def={def} params={url.params} onChange={url.setParams} errors={fieldErrors} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <SavedFilters report={def.name} params={url.params} onApply={url.replaceParams} />
        <p className="text-xs text-slate-500" data-testid="report-freshness">
          {report.isFetching ? 'Running…' : data ? `${data.table.count} rows · ${def.freshness}` : ''}
        </p>
      </div>
      {report.error && !hasFieldErrors && (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="report-error">
          {apiErrorMessage(report.error)}
        </p>
      )}
      {data && def.chart && data.table.count > 0 && <ReportChartView def={def} lines={data.table.lines} labels={labels} />}
      {data ? (
        <ReportTableView def={def} lines={data.table.lines} totals={data.table.totals} params={data.params} onDrill={url.openDrill} labels={labels} />
      ) : (
        !report.error && <div className="h-40 animate-pulse rounded-lg bg-slate-100" aria-label="Loading the report" />
      )}
      {data && data.notes.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-600" data-testid="report-notes">
          {data.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <ReportDrillDrawer def={def} params={url.params} drill={url.drill} onPage={url.setDrillPage} onClose={url.closeDrill} />
    </section>
  );
}

/** The page of one report: a line in pages/app/report/. */
export function reportPage(name: string): AppPage {
  const def = getReport(name);
  if (!def) throw new Error(`No report "${name}" is declared (lib/resources/reports/registry.ts)`);
  const Page: AppPage = () => <ReportScreen def={def} />;
  Page.displayName = `ReportPage(${name})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}

import dynamic from 'next/dynamic';
import type { ReportChartProps } from './ReportChart';
import type { ShareChartProps } from './ShareChart';
import type { TrendChartProps } from './TrendChart';

/*
 * The charts as screens use them: downloaded in the browser when a screen first draws one (recharts is
 * not part of any page's first load, nor of the server render). Import these, not the chart modules themselves.
 */

function ChartLoading({ height = 240 }: { height?: number }) {
  return <div className="w-full animate-pulse rounded-md bg-slate-100" style={{ height }} aria-hidden="true" data-testid="chart-loading" />;
}

export const LazyReportChart = dynamic<ReportChartProps>(() => import('./ReportChart').then((m) => m.ReportChart), { ssr: false, loading: () => <ChartLoading height={260} /> });

export const LazyTrendChart = dynamic<TrendChartProps>(() => import('./TrendChart').then((m) => m.TrendChart), { ssr: false, loading: () => <ChartLoading height={220} /> });

export const LazyShareChart = dynamic<ShareChartProps>(() => import('./ShareChart').then((m) => m.ShareChart), { ssr: false, loading: () => <ChartLoading height={240} /> });

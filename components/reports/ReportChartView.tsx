import { ReportChart } from '@/components/charts/ReportChart';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import type { ReportLine } from '@/lib/resources/reports/table';

/*
 * A report's declared chart over its rows (subtotals left out). The rows are already aggregated by the
 * server; a chart is never given more than 500 points (the first 500 rows, which the table also shows).
 */

const MAX_POINTS = 500;

export function ReportChartView({ def, lines, labels = {} }: { def: ReportDefinition; lines: readonly ReportLine[]; labels?: Record<string, string> }) {
  const chart = def.chart!;
  const data = lines.filter((l) => l.kind === 'row').slice(0, MAX_POINTS).map((l) => l.values);
  const column = (key: string) => def.columns.find((c) => c.key === key)!;
  const format = column(chart.series[0]).format;
  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="report-chart-panel">
      <ReportChart
        type={chart.type}
        data={data}
        x={chart.x}
        series={chart.series.map((key) => ({ key, label: labels[key] ?? column(key).label }))}
        stacked={chart.stacked}
        format={format === 'money' ? 'money' : format === 'percent' ? 'percent' : 'int'}
      />
    </div>
  );
}

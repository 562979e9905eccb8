import { CHART_COLOURS, type ChartFormat } from './chart-format';
import { ReportChart } from './ReportChart';

export interface TrendChartProps {
  /** One row per day, week or month: its label (x), this period's value and the previous period's. */
  data: { x: string; current: number | null; previous: number | null }[];
  type?: 'line' | 'bar';
  format?: ChartFormat;
  currentLabel?: string;
  previousLabel?: string;
  height?: number;
  label?: string;
  formatX?: (value: unknown) => string;
  testId?: string;
}

/** This period against the previous one, point by point (day 1 with day 1 …). */
export function TrendChart({ data, type = 'line', format = 'money', currentLabel = 'This period', previousLabel = 'Previous period', height = 220, label, formatX, testId = 'trend-chart' }: TrendChartProps) {
  return (
    <ReportChart
      type={type}
      data={data}
      x="x"
      series={[
        { key: 'previous', label: previousLabel, muted: true },
        { key: 'current', label: currentLabel, colour: CHART_COLOURS[0] },
      ]}
      format={format}
      height={height}
      label={label}
      formatX={formatX}
      testId={testId}
    />
  );
}

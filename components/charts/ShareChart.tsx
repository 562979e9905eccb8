import type { ChartFormat } from './chart-format';
import { ReportChart } from './ReportChart';

export interface ShareChartProps {
  /** The slices: a name and a value each (the server sends the top ones and "Others"). */
  data: { name: string; value: number }[];
  format?: ChartFormat;
  height?: number;
  label?: string;
  testId?: string;
}

/** Shares of a whole (the top customers' revenue against the rest). */
export function ShareChart({ data, format = 'money', height = 240, label, testId = 'share-chart' }: ShareChartProps) {
  return <ReportChart type="pie" data={data} x="name" series={[{ key: 'value', label: label ?? 'Share' }]} format={format} height={height} label={label} testId={testId} />;
}

import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS, formatAxisValue, formatChartValue, PREVIOUS_COLOUR, type ChartFormat } from './chart-format';

/*
 * The charts of the app, drawn with recharts. recharts (and d3) is heavy: a screen loads the charts
 * through components/charts/lazy.tsx (next/dynamic, browser only), or is itself loaded that way (the
 * report runner's chart view), so only the screens that draw download it. The data comes aggregated by the server (a few hundred points at most).
 */

export interface ChartSeries {
  /** The row's key holding the value. */
  key: string;
  label: string;
  /** Its own colour (else the palette's next one). */
  colour?: string;
  /** Drawn dashed (a line) or paler (a bar): a previous period behind the current one. */
  muted?: boolean;
}

export interface ReportChartProps {
  type: 'bar' | 'line' | 'pie';
  data: Record<string, unknown>[];
  /** The key of the horizontal axis (a bar or line chart) or of the slice names (a pie). */
  x: string;
  /** Bars or lines, one per series; a pie draws the first. */
  series: readonly ChartSeries[];
  /** Bars stacked on one another (a line chart ignores it). */
  stacked?: boolean;
  format?: ChartFormat;
  /** Pixels; the width follows the container. */
  height?: number;
  /** What the chart shows, for screen readers ("Revenue per day, this period and the previous"). */
  label?: string;
  /** How an x value is printed on the axis and in the tooltip (a date as 21/11). */
  formatX?: (value: unknown) => string;
  testId?: string;
}

const colourOf = (s: ChartSeries, i: number) => s.colour ?? (s.muted ? PREVIOUS_COLOUR : CHART_COLOURS[i % CHART_COLOURS.length]);

/** A bar, line or pie chart of report rows: what the report runner's declared charts and the dashboards draw. */
export function ReportChart({ type, data, x, series, stacked = false, format = 'int', height = 260, label, formatX, testId = 'report-chart' }: ReportChartProps) {
  const value = (v: unknown) => formatChartValue(format, v);
  const xText = (v: unknown) => (formatX ? formatX(v) : String(v ?? ''));
  if (!data.length || !series.length) {
    return (
      <div className="flex items-center justify-center rounded-md border border-dashed border-slate-200 text-sm text-slate-500" style={{ height }} data-testid={testId} data-empty="true">
        Nothing to draw for this period
      </div>
    );
  }
  const tooltip = (
    <Tooltip
      formatter={(v, name) => [value(v), name]}
      labelFormatter={(l) => xText(l)}
      contentStyle={{ fontSize: 12, borderRadius: 6 }}
    />
  );
  const legend = series.length > 1 || type === 'pie' ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null;
  let chart;
  if (type === 'pie') {
    const s = series[0];
    chart = (
      <PieChart>
        <Pie data={data} dataKey={s.key} nameKey={x} innerRadius="45%" outerRadius="80%" paddingAngle={1} isAnimationActive={false}>
          {data.map((row, i) => (
            <Cell key={String(row[x] ?? i)} fill={CHART_COLOURS[i % CHART_COLOURS.length]} />
          ))}
        </Pie>
        {tooltip}
        {legend}
      </PieChart>
    );
  } else {
    const axes = [
      <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />,
      <XAxis key="x" dataKey={x} tickFormatter={xText} tick={{ fontSize: 11, fill: '#64748b' }} minTickGap={12} />,
      <YAxis key="y" tickFormatter={(v) => formatAxisValue(format, v)} tick={{ fontSize: 11, fill: '#64748b' }} width={format === 'money' ? 72 : 48} />,
    ];
    chart =
      type === 'bar' ? (
        <BarChart data={data}>
          {axes}
          {tooltip}
          {legend}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={colourOf(s, i)} fillOpacity={s.muted ? 0.6 : 1} stackId={stacked ? 'stack' : undefined} isAnimationActive={false} />
          ))}
        </BarChart>
      ) : (
        <LineChart data={data}>
          {axes}
          {tooltip}
          {legend}
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={colourOf(s, i)}
              strokeWidth={s.muted ? 1.5 : 2}
              strokeDasharray={s.muted ? '4 3' : undefined}
              dot={data.length <= 31 ? { r: 2 } : false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      );
  }
  return (
    <figure className="m-0 w-full" style={{ height }} role="img" aria-label={label} data-testid={testId} data-type={type} data-points={data.length}>
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        {chart}
      </ResponsiveContainer>
    </figure>
  );
}

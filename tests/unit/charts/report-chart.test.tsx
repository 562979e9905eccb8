// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { formatAxisValue, formatChartValue } from '@/components/charts/chart-format';
import { ReportChart } from '@/components/charts/ReportChart';

// jsdom lays nothing out: the responsive container is given a size so recharts draws.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(260);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600, height: 260, top: 0, left: 0, right: 600, bottom: 260, x: 0, y: 0, toJSON: () => ({}) });
});
afterAll(() => vi.restoreAllMocks());

describe('chart numbers', () => {
  it('prints whole values in the tooltip and short ones on the axis', () => {
    expect(formatChartValue('money', 12_500_000)).toBe('Rp 12.500.000');
    expect(formatChartValue('percent', 96.5)).toBe('96,5 %');
    expect(formatAxisValue('money', 12_500_000)).toBe('Rp 12,5 jt');
    expect(formatAxisValue('money', 3_200_000_000)).toBe('Rp 3,2 M');
    expect(formatAxisValue('int', 1_500)).toBe('1,5 rb');
    expect(formatAxisValue('int', 42)).toBe('42');
    expect(formatAxisValue('percent', 87.25)).toBe('87,3 %');
  });
});

describe('ReportChart', () => {
  const rows = [
    { day: '2026-11-01', revenue: 1_000_000, awbs: 10 },
    { day: '2026-11-02', revenue: 2_000_000, awbs: 12 },
    { day: '2026-11-03', revenue: 1_500_000, awbs: 9 },
  ];

  it('draws a bar chart of the rows it is given, one point per row', () => {
    render(<ReportChart type="bar" data={rows} x="day" series={[{ key: 'revenue', label: 'Revenue' }]} format="money" label="Revenue per day" />);
    const figure = screen.getByRole('img', { name: 'Revenue per day' });
    expect(figure).toHaveAttribute('data-type', 'bar');
    expect(figure).toHaveAttribute('data-points', '3');
    expect(figure.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
  });

  it('draws a line and a pie chart', () => {
    const { unmount } = render(<ReportChart type="line" data={rows} x="day" series={[{ key: 'revenue', label: 'Revenue' }, { key: 'awbs', label: 'AWBs', muted: true }]} />);
    expect(screen.getByTestId('report-chart')).toHaveAttribute('data-type', 'line');
    unmount();
    render(<ReportChart type="pie" data={rows} x="day" series={[{ key: 'awbs', label: 'AWBs' }]} testId="pie" />);
    expect(screen.getByTestId('pie')).toHaveAttribute('data-type', 'pie');
  });

  it('says so when there is nothing to draw', () => {
    render(<ReportChart type="bar" data={[]} x="day" series={[{ key: 'revenue', label: 'Revenue' }]} />);
    expect(screen.getByTestId('report-chart')).toHaveAttribute('data-empty', 'true');
    expect(screen.getByText('Nothing to draw for this period')).toBeInTheDocument();
  });
});

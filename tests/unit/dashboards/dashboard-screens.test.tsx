// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import type { EidAnswer, EisAnswer } from '@/lib/resources/dashboards';
import { mockApi, ok, renderWithClient } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
// the charts are recharts' business (tests/unit/charts): here, what they are given
vi.mock('@/components/charts/lazy', () => ({
  LazyTrendChart: (p: { data: unknown[] }) => <div data-testid="trend-chart" data-points={p.data.length} />,
  LazyReportChart: (p: { data: unknown[] }) => <div data-testid="report-chart" data-points={p.data.length} />,
  LazyShareChart: (p: { data: unknown[] }) => <div data-testid="share-chart" data-points={p.data.length} />,
}));
const socket = Object.assign(new EventEmitter(), { io: new EventEmitter() });
vi.mock('@/services/socket', () => ({ getSocket: () => Promise.resolve(socket) }));

const { default: EisPage } = await import('@/pages/dashboard/eis');
const { default: EidPage } = await import('@/pages/dashboard/eid');
const { HomeDashboard } = await import('@/components/dashboards/HomeDashboard');

const BRANCHES = [
  { id: 1, code: 'JKT', name: 'Jakarta' },
  { id: 2, code: 'SBY', name: 'Surabaya' },
];

const EIS: EisAnswer = {
  period: { date_from: '2026-11-01', date_to: '2026-11-03', previous_from: '2026-10-01', previous_to: '2026-10-03', today: '2026-11-03', unit: 'day' },
  branch_id: 1,
  branches: BRANCHES,
  revenue: { current: 12_500_000, previous: 10_000_000 },
  awbs: { current: 90, previous: 100 },
  on_time: { current: 96.5, previous: 94, delivered: 80, with_eta: 80, on_time: 77 },
  ar: { as_of: '2026-11-03', outstanding: 33_310_000, overdue: 5_000_000, customers: 4, labels: ['Current', '1–30'], buckets: [28_310_000, 5_000_000] },
  revenue_chart: [
    { x: '2026-11-01', current: 5_000_000, previous: 4_000_000 },
    { x: '2026-11-02', current: 4_000_000, previous: 3_000_000 },
    { x: '2026-11-03', current: 3_500_000, previous: 3_000_000 },
  ],
};

const row = { pickups: 3, picked_up: 1, pickups_failed: 0, at_origin: 4, in_transit: 7, out_for_delivery: 2, delivered: 5, failed: 1, past_eta: 2, open: 15 };
const eid = (delivered: number): EidAnswer => ({
  today: '2026-11-03',
  at: '2026-11-03T03:00:00.000Z',
  branch_id: null,
  branches: BRANCHES,
  rows: [{ branch_id: 1, code: 'JKT', name: 'Jakarta', ...row, delivered }],
  totals: { ...row, delivered },
});

beforeEach(() => {
  socket.removeAllListeners();
  socket.io.removeAllListeners();
});
afterEach(() => vi.restoreAllMocks());

describe('corporate performance (/dashboard/eis)', () => {
  beforeEach(() => {
    resetRouter({ date_from: '2026-11-01', date_to: '2026-11-03', branch_id: '1' });
    router.pathname = '/dashboard/eis';
  });

  it('shows each figure with its trend, and every tile opens its report with the same filters', async () => {
    const { calls } = mockApi({ 'GET /dashboard/get/eis': () => ok(EIS) });
    renderWithClient(<EisPage />);
    await waitFor(() => expect(screen.getByTestId('tile-revenue-link')).toHaveTextContent('Rp 12.500.000'));
    expect(calls.find((c) => c.url === '/dashboard/get/eis')!.params).toEqual({ date_from: '2026-11-01', date_to: '2026-11-03', branch_id: '1' });

    const link = (tile: string) => within(screen.getByTestId(`tile-${tile}`)).getByRole('link');
    expect(link('revenue')).toHaveAttribute('href', '/app/report/sales-recap?date_from=2026-11-01&date_to=2026-11-03&branch_id=1');
    expect(link('awbs')).toHaveAttribute('href', '/app/report/sales-recap?date_from=2026-11-01&date_to=2026-11-03&branch_id=1');
    expect(link('on-time')).toHaveAttribute('href', '/app/report/delivery?date_from=2026-11-01&date_to=2026-11-03&branch_id=1');
    expect(link('ar')).toHaveAttribute('href', '/app/report/aging-ar-customer?as_of=2026-11-03&basis=due&branch_id=1');

    expect(screen.getByTestId('tile-revenue-trend')).toHaveTextContent('+25 %');
    expect(screen.getByTestId('tile-revenue-trend')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByTestId('tile-awbs-trend')).toHaveTextContent('−10 %');
    expect(screen.getByTestId('tile-on-time-link')).toHaveTextContent('96,5 %');
    expect(screen.getByTestId('tile-on-time-trend')).toHaveTextContent('+2,5 pts');
    expect(screen.getByTestId('tile-ar')).toHaveTextContent('Overdue Rp 5.000.000');
    // the chart gets the server's points; its panel opens the recap too
    expect(screen.getByTestId('trend-chart')).toHaveAttribute('data-points', '3');
    expect(screen.getByTestId('eis-revenue-chart-link')).toHaveAttribute('href', '/app/report/sales-recap?date_from=2026-11-01&date_to=2026-11-03&branch_id=1');
    // the branch filter offers the user's branches and shows the one chosen
    expect(screen.getByLabelText('Branch')).toHaveValue('1');
    expect(within(screen.getByLabelText('Branch')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All branches', 'JKT Jakarta', 'SBY Surabaya']);
  });
});

describe('dispatch performance (/dashboard/eid)', () => {
  beforeEach(() => {
    resetRouter({});
    router.pathname = '/dashboard/eid';
  });

  it('links each figure to its report and reads again when the server announces a scan or a POD', async () => {
    let delivered = 5;
    const { calls } = mockApi({ 'GET /dashboard/get/eid': () => ok(eid(delivered)) });
    renderWithClient(<EidPage />);
    await waitFor(() => expect(screen.getByTestId('tile-delivered-link')).toHaveTextContent('5'));
    const link = (tile: string) => within(screen.getByTestId(`tile-${tile}`)).getByRole('link');
    expect(link('in-transit')).toHaveAttribute('href', '/app/report/monitoring-delivery');
    expect(link('past-eta')).toHaveAttribute('href', '/app/report/monitoring-delivery');
    expect(link('delivered')).toHaveAttribute('href', '/app/report/operational-delivery?date_from=2026-11-03&date_to=2026-11-03');
    expect(link('failed')).toHaveAttribute('href', '/app/report/operational-delivery?date_from=2026-11-03&date_to=2026-11-03');
    expect(link('pickups')).toHaveAttribute('href', '/operational/pickup/list?date_from=2026-11-03&date_to=2026-11-03');
    expect(screen.getByTestId('tile-pickups-link')).toHaveTextContent('1 / 3');
    expect(screen.getAllByTestId('eid-branch-row').map((r) => r.getAttribute('data-branch'))).toEqual(['JKT']);
    expect(calls.filter((c) => c.url === '/dashboard/get/eid')).toHaveLength(1);

    // a POD was committed: the server's event, and the figures come again (no timer involved)
    await waitFor(() => expect(socket.listenerCount('dashboard:eid')).toBe(1));
    delivered = 6;
    await act(async () => void socket.emit('dashboard:eid', { at: '2026-11-03T03:00:01.000Z' }));
    await waitFor(() => expect(screen.getByTestId('tile-delivered-link')).toHaveTextContent('6'));
    expect(calls.filter((c) => c.url === '/dashboard/get/eid')).toHaveLength(2);
  });
});

describe('the home page’s dashboard, by role', () => {
  beforeEach(() => {
    resetRouter({});
    router.pathname = '/';
  });

  it('whoever holds the corporate dashboard (even read-only) sees it, this month so far', async () => {
    const { calls } = mockApi({ 'GET /dashboard/get/eis': () => ok(EIS) });
    renderWithClient(<HomeDashboard permissions={['/dashboard/eis:read', '/dashboard/eid:read']} />);
    await waitFor(() => expect(screen.getByTestId('tile-revenue-link')).toHaveTextContent('Rp 12.500.000'));
    expect(screen.getByTestId('home-dashboard-eis')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/dashboard/get/eis')!.params).toEqual({});
  });

  it('a dispatcher (no dashboard) sees what waits for it, each count opening its list', async () => {
    const total = (n: number) => (c: { params: Record<string, unknown> }) => ok([], { page: 1, limit: Number(c.params.limit), total: n });
    const { calls } = mockApi({
      'GET /operational/get/pickup': (c) => total(c.params.stage === 'draft' ? 4 : 2)(c),
      'GET /operational/get/delivery-runsheet': (c) => total(c.params.status === 'OUT' ? 3 : 0)(c),
    });
    renderWithClient(<HomeDashboard permissions={['/operational/pickup/booking', '/operational/pickup/list', '/operational/delivery/delivery-internal/list']} />);
    await waitFor(() => expect(screen.getByTestId('work-pickups-to-assign-count')).toHaveTextContent('4'));
    const items = screen.getAllByTestId('work-item');
    expect(items.map((i) => i.getAttribute('data-key'))).toEqual(['pickups-to-assign', 'pickups-assigned', 'runsheets-open', 'couriers-out']);
    await waitFor(() => expect(screen.getByTestId('work-couriers-out-count')).toHaveTextContent('3'));
    expect(screen.getByTestId('work-pickups-assigned-count')).toHaveTextContent('2');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/operational/pickup/booking');
    expect(within(items[3]).getByRole('link')).toHaveAttribute('href', '/operational/delivery/delivery-internal/list?status=OUT');
    // counted by the lists' own API, one row asked for
    expect(calls.find((c) => c.url === '/operational/get/pickup' && c.params.stage === 'draft')!.params).toEqual({ stage: 'draft', limit: 1 });
    expect(screen.queryByTestId('tile-ar')).toBeNull();
  });

  it('finance sees the receivables from the aging AR report’s figures', async () => {
    mockApi({
      'GET /dashboard/get/receivables': () => ok({ branch_id: null, ar: EIS.ar }),
      'GET /finance/get/invoice': () => ok([], { page: 1, limit: 1, total: 2 }),
    });
    renderWithClient(<HomeDashboard permissions={['/app/report/aging-ar-customer', '/finance/ar/invoice/draft']} />);
    await waitFor(() => expect(screen.getByTestId('tile-ar-link')).toHaveTextContent('Rp 33.310.000'));
    expect(screen.getByTestId('tile-ar-overdue-link')).toHaveTextContent('Rp 5.000.000');
    expect(within(screen.getByTestId('tile-ar')).getByRole('link')).toHaveAttribute('href', '/app/report/aging-ar-customer?as_of=2026-11-03&basis=due');
    await waitFor(() => expect(screen.getByTestId('work-invoice-drafts-count')).toHaveTextContent('2'));
  });
});

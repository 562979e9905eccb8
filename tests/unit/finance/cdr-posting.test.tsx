// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CdrPostingPage from '@/pages/finance/ar/customer-data-report/posting';
import { cdrTotals, toCdrLine } from '@/components/documents/customer-data-report/cdr-lines';
import { previousMonth } from '@/components/documents/customer-data-report/generate-helpers';
import type { RowActionState } from '@/lib/resources/engine/define';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, pickRef } from '../document/doc-harness';
import { options } from '../documents/pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { id: 'ar' }, accessToken: { token: 't' } } }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

/*
 * The AR clerk's CDR posting screen against a fake finance API: three customers with delivered AWBs in
 * the previous month; CDR 7 of PT Maju Jaya under review (version 5) with five AWBs — REG to Surabaya
 * twice and to Bandung once, YES to Surabaya, and a YES to Bandung already left out (disputed).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PERIOD = previousMonth();
const CANDIDATES = '/finance/get/cdr-candidates';
const BULK = '/finance/create/customer-data-report/bulk';
const CREATE = '/finance/create/customer-data-report';
const LIST = '/finance/get/customer-data-report';
const DETAIL = '/finance/get/customer-data-report/7';
const EXCLUDE = '/finance/update/customer-data-report/exclude/7';
const CDR_7 = 'CDR-JKT-2611-00007';

const CUSTOMERS = [
  { customer_id: 1, code: 'CUST01', name: 'PT Maju Jaya', awbs: 120, amount: 4_500_000 },
  { customer_id: 2, code: 'CUST02', name: 'CV Sinar Abadi', awbs: 8, amount: 320_000 },
  { customer_id: 3, code: 'CUST03', name: 'PT Toko Online', awbs: 45, amount: 1_250_000 },
];

const line = (over: Record<string, unknown>) => ({
  id: 101,
  shipment_id: 9001,
  awb: '300000000101',
  shipment_date: '2026-10-03',
  service_id: 1,
  service_id_label: 'REG',
  destination_area_id: 22,
  destination_area_id_label: 'Genteng (Kota Surabaya)',
  consignee_name: 'Sari',
  koli_count: 1,
  chargeable_kg: '1.00',
  freight: 0,
  additional: 0,
  insurance: 0,
  cod_fee: 0,
  discount: 0,
  amount: 0,
  taxable: 0,
  delivered_at: '2026-10-05T03:00:00.000Z',
  included: true,
  exclude_reason: null,
  exclude_note: null,
  ...over,
});

const LINES = [
  line({ id: 101, awb: '300000000101', koli_count: 2, chargeable_kg: '4.50', freight: 50_000, amount: 50_000, taxable: 50_000 }),
  line({ id: 102, awb: '300000000102', koli_count: 1, chargeable_kg: '1.25', freight: 20_000, amount: 20_000, taxable: 20_000 }),
  line({ id: 103, awb: '300000000103', destination_area_id: 31, destination_area_id_label: 'Coblong (Kota Bandung)', koli_count: 1, chargeable_kg: '2.00', amount: 30_000, taxable: 0 }),
  line({ id: 104, awb: '300000000104', service_id: 2, service_id_label: 'YES', koli_count: 3, chargeable_kg: '10.00', amount: 100_000, taxable: 100_000 }),
  line({
    id: 105,
    awb: '300000000105',
    service_id: 2,
    service_id_label: 'YES',
    destination_area_id: 31,
    destination_area_id_label: 'Coblong (Kota Bandung)',
    chargeable_kg: '1.00',
    amount: 15_000,
    taxable: 15_000,
    included: false,
    exclude_reason: 'DISPUTED',
    exclude_note: 'Customer says it was never sent',
  }),
];

const ACTIONS: RowActionState[] = [
  { key: 'exclude', can: true },
  { key: 'include', can: true },
  { key: 'book', can: true },
  { key: 'cancel', can: false, reason: 'Not on this screen' },
];

function cdr(over: Record<string, unknown> = {}) {
  return {
    id: 7,
    version: 5,
    number: CDR_7,
    stage: 'draft',
    status: 'REVIEW',
    cdr_date: '2026-11-02',
    customer_id: 1,
    customer_id_label: 'PT Maju Jaya (CUST01)',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    period_from: '2026-10-01',
    period_to: '2026-10-31',
    awb_count: 4,
    excluded_count: 1,
    koli_count: 7,
    chargeable_kg: '17.75',
    amount: 200_000,
    taxable_amount: 170_000,
    notes: null,
    actions: ACTIONS,
    ...over,
  };
}

function cdrApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /datamaster/options/customer': options([
      { id: 1, label: 'PT Maju Jaya (CUST01)' },
      { id: 2, label: 'CV Sinar Abadi (CUST02)' },
    ]),
    [`GET ${CANDIDATES}`]: () => ok(CUSTOMERS),
    [`GET ${LIST}`]: () => ok([cdr()], meta({ total: 1 })),
    [`GET ${DETAIL}`]: () => ok({ ...cdr(), lines: { awbs: LINES } }),
    ...overrides,
  });
}

const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);

async function openReview() {
  resetRouter({ cdr: '7' });
  const api = cdrApi();
  renderWithClient(<CdrPostingPage />);
  await screen.findAllByTestId('cdr-line');
  return api;
}

beforeEach(() => {
  router.pathname = '/finance/ar/customer-data-report/posting';
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CDR posting: generate', () => {
  it('starts on the previous calendar month', () => {
    expect(previousMonth(new Date(2026, 0, 15))).toEqual({ period_from: '2025-12-01', period_to: '2025-12-31' });
    expect(previousMonth(new Date(2026, 2, 31))).toEqual({ period_from: '2026-02-01', period_to: '2026-02-28' });
  });

  it('lists the customers with something to post in the period', async () => {
    const { calls } = cdrApi();
    renderWithClient(<CdrPostingPage />);
    expect(screen.getByLabelText(/^Shipments from/)).toHaveValue(PERIOD.period_from);
    expect(screen.getByLabelText(/^Shipments until/)).toHaveValue(PERIOD.period_to);
    const rows = await screen.findAllByTestId('candidate');
    expect(rows.map((r) => r.textContent)).toEqual(['CUST01 PT Maju Jaya120Rp 4.500.000', 'CUST02 CV Sinar Abadi8Rp 320.000', 'CUST03 PT Toko Online45Rp 1.250.000']);
    expect(callsTo(calls, 'GET', CANDIDATES)[0].params).toEqual(PERIOD);

    // another period asks again
    fireEvent.change(screen.getByLabelText(/^Shipments from/), { target: { value: '2026-09-01' } });
    await waitFor(() => expect(callsTo(calls, 'GET', CANDIDATES).at(-1)!.params).toEqual({ period_from: '2026-09-01', period_to: PERIOD.period_to }));
  });

  it('generates for the ticked customers and shows each outcome, a refusal included', async () => {
    const { calls } = cdrApi({
      [`POST ${BULK}`]: () => ({
        message: '1 of 2 customer data reports created',
        data: [
          { customer_id: 1, customer_name: 'PT Maju Jaya', ok: true, id: 8, number: 'CDR-JKT-2611-00008', created: true, message: 'CDR CDR-JKT-2611-00008 created' },
          { customer_id: 3, customer_name: 'PT Toko Online', ok: false, status: 400, message: 'Nothing to post for PT Toko Online: their paper PODs are not back' },
        ],
      }),
    });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('candidate');
    // a disabled button is wrapped with its reason: look it up again once it changes
    const generate = () => screen.getByTestId('cdr-candidates-generate-selected');
    expect(generate()).toBeDisabled();
    expect(generate()).toHaveAccessibleDescription('Tick one or more customers first');

    fireEvent.click(screen.getByRole('checkbox', { name: 'CUST01 PT Maju Jaya' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'CUST03 PT Toko Online' }));
    expect(screen.getByTestId('cdr-candidates-selected')).toHaveTextContent('2 ticked · Rp 5.750.000');
    fireEvent.click(generate());

    const results = await screen.findAllByTestId('bulk-result');
    const [body] = callsTo(calls, 'POST', BULK).map((c) => c.body as Record<string, unknown>);
    expect(body).toEqual({ ...PERIOD, customer_ids: [1, 3], request_id: expect.stringMatching(UUID) });
    expect(screen.getByTestId('bulk-results-message')).toHaveTextContent('1 of 2 customer data reports created');
    expect(results[0]).toHaveAttribute('data-ok', 'true');
    expect(results[0]).toHaveTextContent('PT Maju Jaya');
    expect(results[0]).toHaveTextContent('CDR-JKT-2611-00008');
    expect(results[1]).toHaveAttribute('data-ok', 'false');
    expect(results[1]).toHaveTextContent('PT Toko Online');
    expect(results[1]).toHaveTextContent('Nothing to post for PT Toko Online: their paper PODs are not back');
    // the candidates are asked again
    await waitFor(() => expect(callsTo(calls, 'GET', CANDIDATES).length).toBeGreaterThan(1));

    // the created CDR opens for review from its result
    fireEvent.click(within(results[0]).getByRole('button', { name: 'Review CDR-JKT-2611-00008' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.query).toEqual({ cdr: '8' });
  });

  it('"for all" sends no customer, after a confirmation', async () => {
    const { calls } = cdrApi({ [`POST ${BULK}`]: () => ({ message: '0 of 0', data: [] }) });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('candidate');
    fireEvent.click(screen.getByTestId('cdr-candidates-generate-all'));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate for all' }));
    await waitFor(() => expect(callsTo(calls, 'POST', BULK)).toHaveLength(1));
    expect(callsTo(calls, 'POST', BULK)[0].body).toEqual({ ...PERIOD, request_id: expect.stringMatching(UUID) });
  });

  it('one customer: posts the CDR with a request id, shows field errors inline, then opens the CDR made', async () => {
    let answer: () => unknown = () => {
      throw apiError(400, { message: 'Nothing to post for PT Maju Jaya from 2026-10-01 to 2026-10-31', errors: { customer_id: ['Nothing to post in this period'] } });
    };
    const { calls } = cdrApi({ [`POST ${CREATE}`]: () => answer() });
    renderWithClient(<CdrPostingPage />);
    const form = screen.getByTestId('cdr-generate');

    fireEvent.click(within(form).getByRole('button', { name: 'Generate CDR' }));
    expect(await within(form).findByText('Choose the customer')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);

    await pickRef(form, 'customer_id', 'PT Maju Jaya (CUST01)');
    fireEvent.click(within(form).getByRole('button', { name: 'Generate CDR' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Customer/)).toHaveAccessibleDescription('Nothing to post in this period'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nothing to post for PT Maju Jaya from 2026-10-01 to 2026-10-31');
    const first = callsTo(calls, 'POST', CREATE)[0].body as Record<string, unknown>;
    expect(first).toEqual({ customer_id: 1, ...PERIOD, request_id: expect.stringMatching(UUID) });

    answer = () => ok({ ...cdr(), id: 7 });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate CDR' }));
    expect(await within(form).findByTestId('cdr-generated')).toHaveTextContent(`${CDR_7} generated: 4 AWBs, Rp 200.000`);
    // the same fill again: the same request id
    expect((callsTo(calls, 'POST', CREATE)[1].body as Record<string, unknown>).request_id).toBe(first.request_id);
    expect(router.query).toEqual({ cdr: '7' });
    expect(await screen.findByTestId('cdr-review')).toBeInTheDocument();
  });
});

describe('CDR posting: review', () => {
  it('lists the drafts and opens one', async () => {
    const { calls } = cdrApi();
    renderWithClient(<CdrPostingPage />);
    const draft = await screen.findByTestId('cdr-draft');
    expect(callsTo(calls, 'GET', LIST)[0].params).toMatchObject({ stage: 'draft' });
    expect(draft).toHaveTextContent('PT Maju Jaya (CUST01)');
    fireEvent.click(within(draft).getByRole('button', { name: `Review ${CDR_7}` }));
    expect(router.query).toEqual({ cdr: '7' });
    const review = await screen.findByTestId('cdr-review');
    expect(within(review).getByTestId('cdr-number')).toHaveTextContent(CDR_7);
    const figures = within(screen.getByTestId('cdr-figures')).getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['4', '1', '7', '17.75 kg', 'Rp 200.000', 'Rp 170.000']);
  });

  it('sums the kept AWBs per service and destination', async () => {
    const totals = cdrTotals(LINES.map((l) => toCdrLine(l as never)));
    expect(totals.total).toEqual({ awbs: 4, koli: 7, kg_hundredths: 1775, amount: 200_000, taxable: 170_000 });
    expect(totals.services.map((s) => [s.service_label, s.awbs, s.amount, s.destinations.map((d) => [d.destination_label, d.awbs, d.koli, d.kg_hundredths, d.amount, d.taxable])])).toEqual([
      [
        'REG',
        3,
        100_000,
        [
          ['Coblong (Kota Bandung)', 1, 1, 200, 30_000, 0],
          ['Genteng (Kota Surabaya)', 2, 3, 575, 70_000, 70_000],
        ],
      ],
      ['YES', 1, 100_000, [['Genteng (Kota Surabaya)', 1, 3, 1000, 100_000, 100_000]]],
    ]);

    await openReview();
    const table = screen.getByTestId('cdr-totals');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    const services = within(table).getAllByTestId('cdr-total-service');
    expect(services.map((s) => s.getAttribute('data-service'))).toEqual(['REG', 'YES']);
    expect(cells(services[0])).toEqual(['3', '4', '7.75 kg', 'Rp 100.000', 'Rp 70.000']);
    const destinations = within(table).getAllByTestId('cdr-total-destination');
    expect(destinations.map((d) => `${d.getAttribute('data-service')} → ${d.getAttribute('data-destination')}`)).toEqual([
      'REG → Coblong (Kota Bandung)',
      'REG → Genteng (Kota Surabaya)',
      'YES → Genteng (Kota Surabaya)',
    ]);
    expect(cells(destinations[1])).toEqual(['2', '3', '5.75 kg', 'Rp 70.000', 'Rp 70.000']);
    expect(cells(within(table).getByTestId('cdr-total-all'))).toEqual(['4', '7', '17.75 kg', 'Rp 200.000', 'Rp 170.000']);
  });

  it('shows a left-out line greyed with its reason, and filters', async () => {
    await openReview();
    const out = screen.getAllByTestId('cdr-line').find((r) => r.getAttribute('data-awb') === '300000000105')!;
    expect(out).toHaveAttribute('data-included', 'false');
    expect(out).toHaveClass('text-slate-400');
    expect(within(out).getByTestId('cdr-line-billed')).toHaveTextContent('Left out: Disputed by the customerCustomer says it was never sent');

    fireEvent.click(screen.getByRole('radio', { name: /^Left out/ }));
    expect(screen.getAllByTestId('cdr-line').map((r) => r.getAttribute('data-awb'))).toEqual(['300000000105']);
    fireEvent.click(screen.getByRole('radio', { name: /^Included/ }));
    expect(screen.getAllByTestId('cdr-line')).toHaveLength(4);
  });

  it('leaves out the two ticked AWBs with a reason, sending their line ids and the version', async () => {
    let head = cdr();
    let awbs: Record<string, unknown>[] = LINES;
    const { calls } = cdrApi({
      [`GET ${DETAIL}`]: () => ok({ ...head, lines: { awbs } }),
      [`PUT ${EXCLUDE}`]: ({ body }) => {
        const { line_ids, exclude_reason, exclude_note } = body as { line_ids: number[]; exclude_reason: string; exclude_note: string };
        awbs = awbs.map((l) => (line_ids.includes(Number(l.id)) ? { ...l, included: false, exclude_reason, exclude_note } : l));
        head = cdr({ version: 6, awb_count: 2, excluded_count: 3, amount: 120_000, taxable_amount: 120_000 });
        // the header only: the lines follow at once, until the CDR is read again
        return ok(head);
      },
    });
    resetRouter({ cdr: '7' });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('cdr-line');

    const leaveOut = () => screen.getByTestId('cdr-exclude');
    expect(leaveOut()).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'AWB 300000000101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'AWB 300000000103' }));
    expect(screen.getByTestId('cdr-selected-count')).toHaveTextContent('2 AWBs ticked');
    expect(leaveOut()).toBeEnabled();
    fireEvent.click(leaveOut());

    const dialog = await screen.findByTestId('cdr-exclude-dialog');
    // Other needs a note
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'OTHER' } });
    fireEvent.click(within(dialog).getByTestId('cdr-exclude-confirm'));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', EXCLUDE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'PRICE_CHECK' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: ' Helpdesk ticket 881 ' } });
    fireEvent.click(within(dialog).getByTestId('cdr-exclude-confirm'));

    await waitFor(() => expect(callsTo(calls, 'PUT', EXCLUDE)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', EXCLUDE)[0].body).toEqual({ version: 5, line_ids: [101, 103], exclude_reason: 'PRICE_CHECK', exclude_note: 'Helpdesk ticket 881' });
    await waitFor(() => expect(screen.queryByTestId('cdr-exclude-dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(`AWBs left out: ${CDR_7}`);
    // the answer's figures; the two lines left out, the totals without them; the ticks gone
    await waitFor(() => expect(within(screen.getByTestId('cdr-figures')).getAllByRole('definition')[4]).toHaveTextContent('Rp 120.000'));
    const billed = (awb: string) => screen.getAllByTestId('cdr-line').find((r) => r.getAttribute('data-awb') === awb)!;
    expect(billed('300000000101')).toHaveAttribute('data-included', 'false');
    expect(within(billed('300000000103')).getByTestId('cdr-line-billed')).toHaveTextContent('Left out: Price to be checked (helpdesk)Helpdesk ticket 881');
    expect(within(screen.getByTestId('cdr-totals')).getByTestId('cdr-total-all')).toHaveTextContent('Rp 120.000');
    expect(screen.getByTestId('cdr-selected-count')).toHaveTextContent('Tick AWBs');
    await waitFor(() => expect(callsTo(calls, 'GET', DETAIL).length).toBeGreaterThan(1));
  });

  it('a 409 is toasted and the CDR read again', async () => {
    const { calls } = cdrApi({
      [`PUT ${EXCLUDE}`]: () => {
        throw apiError(409, { message: 'This CDR was changed meanwhile: check it again' });
      },
    });
    resetRouter({ cdr: '7' });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('cdr-line');
    const reads = callsTo(calls, 'GET', DETAIL).length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'AWB 300000000102' }));
    fireEvent.click(screen.getByTestId('cdr-exclude'));
    const dialog = await screen.findByTestId('cdr-exclude-dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'NEXT_PERIOD' } });
    fireEvent.click(within(dialog).getByTestId('cdr-exclude-confirm'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This CDR was changed meanwhile: check it again'));
    await waitFor(() => expect(callsTo(calls, 'GET', DETAIL).length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByTestId('cdr-exclude-dialog')).not.toBeInTheDocument());
  });

  it('Post is disabled with the server reason when the CDR cannot be posted', async () => {
    const reason = 'Every AWB is left out: include at least one, or cancel the CDR';
    const { calls } = cdrApi({
      [`GET ${DETAIL}`]: () => ok({ ...cdr({ actions: ACTIONS.map((a) => (a.key === 'book' ? { key: 'book', can: false, reason } : a)) }), lines: { awbs: LINES } }),
    });
    resetRouter({ cdr: '7' });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('cdr-line');
    const post = screen.getByTestId('cdr-post');
    expect(post).toBeDisabled();
    expect(post).toHaveAccessibleDescription(reason);
    expect(post.closest('[title]')).toHaveAttribute('title', reason);
    fireEvent.click(post);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('posts with the version read', async () => {
    const BOOK = '/finance/update/customer-data-report/book/7';
    const { calls } = cdrApi({ [`PUT ${BOOK}`]: () => ok(cdr({ version: 6, stage: 'booked', status: 'POSTED', actions: [] })) });
    resetRouter({ cdr: '7' });
    renderWithClient(<CdrPostingPage />);
    await screen.findAllByTestId('cdr-line');
    fireEvent.click(screen.getByTestId('cdr-post'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('4 AWBs of PT Maju Jaya (CUST01) for Rp 200.000 before PPN');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 5 });
    expect(await screen.findByTestId('cdr-posted')).toHaveTextContent(`${CDR_7} posted`);
  });
});

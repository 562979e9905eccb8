// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CollectionDraftPage from '@/pages/finance/ar/collector-management/collector-invoice/draft';
import CollectionAddPage from '@/pages/finance/ar/collector-management/collector-invoice/add';
import SheetAddPage from '@/pages/finance/ar/collector-management/delivery-sheet-invoice/add';
import SheetBookingPage from '@/pages/finance/ar/collector-management/delivery-sheet-invoice/booking';
import PodAddPage from '@/pages/finance/ar/collector-management/pod-invoice/add';
import { checkCollection, inputsOf, toCollectionLine } from '@/components/documents/collector-invoice/collection-lines';
import { localToIso, todayLocal } from '@/components/document/local-datetime';
import type { RowActionState } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
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
 * The AR clerk's collector-management screens against a fake finance API: collector Joko (employee 40)
 * takes issued invoices out on delivery sheet 5 (version 3) and collects open ones on collection 9
 * (version 7); PT Maju Jaya wants its paper PODs back.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const COLLECTABLE = '/finance/get/collectable-invoices';
const EMPLOYEES = 'GET /datamaster/options/employee';
const JOKO = 'Joko Kolektor (EMP040)';

const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);

const invoice = (over: Record<string, unknown>) => ({
  id: 1,
  number: 'INV-JKT-2611-00001',
  invoice_date: '2026-10-31',
  due_date: '2026-11-30',
  customer_id: 1,
  customer_code: 'CUST01',
  customer_name: 'PT Maju Jaya',
  total: 1_110_000,
  outstanding: 1_110_000,
  status: 'ISSUED',
  location: 'OFFICE',
  branch_id: 1,
  ...over,
});

const INVOICES = [
  invoice({ id: 1, number: 'INV-JKT-2611-00001', due_date: '2026-10-15', total: 1_110_000, outstanding: 1_110_000 }),
  invoice({ id: 2, number: 'INV-JKT-2611-00002', customer_id: 2, customer_code: 'CUST02', customer_name: 'CV Sinar Abadi', total: 500_000, outstanding: 200_000, status: 'PARTLY_PAID' }),
  invoice({ id: 3, number: 'INV-JKT-2611-00003', total: 2_220_000, outstanding: 2_220_000, due_date: '2099-01-31' }),
];

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------------

describe('delivery sheet: add', () => {
  it('sends the collector, the date and the ticked invoice ids, then shows the sheet made', async () => {
    router.pathname = '/finance/ar/collector-management/delivery-sheet-invoice/add';
    const { calls } = mockApi({
      [EMPLOYEES]: options([{ id: 40, label: JOKO }]),
      [`GET ${COLLECTABLE}`]: () => ok(INVOICES),
      'POST /finance/create/delivery-sheet-invoice': () =>
        ok({ id: 5, version: 1, number: 'DSI-JKT-2611-00005', stage: 'draft', status: 'OUT', collector_id: 40, collector_id_label: JOKO, invoice_count: 2, total_amount: 3_330_000, actions: [] }),
    });
    renderWithClient(<SheetAddPage />);
    await screen.findAllByTestId('pick-invoice');
    expect(callsTo(calls, 'GET', COLLECTABLE)[0].params).toEqual({ purpose: 'sheet' });
    const form = screen.getByTestId('dsi-add-form');

    // nothing chosen: said by the field, nothing sent
    fireEvent.click(screen.getByTestId('dsi-add-submit'));
    expect(await within(form).findByText('Choose the collector')).toBeInTheDocument();
    expect(screen.getByTestId('dsi-add-invoices-error')).toHaveTextContent('Tick at least one invoice');
    expect(callsTo(calls, 'POST', '/finance/create/delivery-sheet-invoice')).toHaveLength(0);

    await pickRef(form, 'collector_id', JOKO);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice INV-JKT-2611-00001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice INV-JKT-2611-00003' }));
    expect(screen.getByTestId('dsi-add-invoices-selected')).toHaveTextContent('2 ticked · Rp 3.330.000');
    fireEvent.click(screen.getByTestId('dsi-add-submit'));

    const created = await screen.findByTestId('dsi-created');
    const [post] = callsTo(calls, 'POST', '/finance/create/delivery-sheet-invoice');
    expect(post.body).toEqual({ sheet_date: todayLocal(), collector_id: 40, invoice_ids: [1, 3], request_id: expect.stringMatching(UUID) });
    expect(within(created).getByTestId('dsi-created-number')).toHaveTextContent('DSI-JKT-2611-00005');
    expect(created).toHaveTextContent(`${JOKO} takes 2 invoices (Rp 3.330.000)`);
    expect(within(created).getByRole('button', { name: 'Print delivery sheet' })).toBeEnabled();
    expect(within(created).getByRole('link', { name: 'Go to its booking' })).toHaveAttribute('href', '/finance/ar/collector-management/delivery-sheet-invoice/booking?sheet=5');
  });

  it('shows the server’s refusal of the invoices by the list', async () => {
    mockApi({
      [EMPLOYEES]: options([{ id: 40, label: JOKO }]),
      [`GET ${COLLECTABLE}`]: () => ok(INVOICES),
      'POST /finance/create/delivery-sheet-invoice': () => {
        throw apiError(400, {
          message: 'Invalid body: check the highlighted fields',
          errors: { invoice_ids: ['1 of these invoice(s) are not issued invoices at the office (already out, with the customer or cancelled)'] },
        });
      },
    });
    renderWithClient(<SheetAddPage />);
    await screen.findAllByTestId('pick-invoice');
    await pickRef(screen.getByTestId('dsi-add-form'), 'collector_id', JOKO);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice INV-JKT-2611-00002' }));
    fireEvent.click(screen.getByTestId('dsi-add-submit'));
    expect(await screen.findByTestId('dsi-add-invoices-error')).toHaveTextContent('1 of these invoice(s) are not issued invoices at the office');
    expect(screen.queryByTestId('dsi-created')).not.toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------------

const SHEET_ACTIONS: RowActionState[] = [
  { key: 'record', can: true },
  { key: 'book', can: true },
  { key: 'cancel', can: false, reason: 'Not on this screen' },
];

const sheet = (over: Record<string, unknown> = {}) => ({
  id: 5,
  version: 3,
  number: 'DSI-JKT-2611-00005',
  stage: 'draft',
  status: 'OUT',
  sheet_date: '2026-11-24',
  collector_id: 40,
  collector_id_label: JOKO,
  branch_id: 1,
  invoice_count: 2,
  total_amount: 3_330_000,
  received_count: 0,
  not_received_count: 0,
  actions: SHEET_ACTIONS,
  ...over,
});

const sheetLine = (over: Record<string, unknown>) => ({
  id: 201,
  invoice_id: 1,
  invoice_number: 'INV-JKT-2611-00001',
  customer_id: 1,
  customer_id_label: 'PT Maju Jaya (CUST01)',
  invoice_date: '2026-10-31',
  total: 1_110_000,
  result: 'PENDING',
  received_by: null,
  received_at: null,
  reason: null,
  ...over,
});

const SHEET_LINES = [sheetLine({ id: 201 }), sheetLine({ id: 202, invoice_id: 3, invoice_number: 'INV-JKT-2611-00003', total: 2_220_000 })];
const SHEET_DETAIL = '/finance/get/delivery-sheet-invoice/5';
const RECORD_SHEET = '/finance/update/delivery-sheet-invoice/record/5';

function sheetApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /finance/get/delivery-sheet-invoice': () => ok([sheet()], meta({ total: 1 })),
    [`GET ${SHEET_DETAIL}`]: () => ok({ ...sheet(), lines: { invoices: SHEET_LINES } }),
    ...overrides,
  });
}

const sheetRow = (number: string) => screen.getAllByTestId('sheet-line').find((r) => r.getAttribute('data-invoice') === number)!;

describe('delivery sheet: booking', () => {
  it('lists the sheets still out and opens one', async () => {
    router.pathname = '/finance/ar/collector-management/delivery-sheet-invoice/booking';
    const { calls } = sheetApi();
    renderWithClient(<SheetBookingPage />);
    const row = await screen.findByTestId('dsi-open-row');
    expect(callsTo(calls, 'GET', '/finance/get/delivery-sheet-invoice')[0].params).toMatchObject({ stage: 'draft' });
    expect(row).toHaveTextContent(JOKO);
    fireEvent.click(within(row).getByRole('button', { name: 'Open DSI-JKT-2611-00005' }));
    await waitFor(() => expect(router.query).toEqual({ sheet: '5' }));
    expect(await screen.findAllByTestId('sheet-line')).toHaveLength(2);
  });

  it('"Received" needs the name, then sends the result with the line id and the version', async () => {
    let lines: Record<string, unknown>[] = SHEET_LINES;
    let head = sheet();
    const { calls } = sheetApi({
      [`GET ${SHEET_DETAIL}`]: () => ok({ ...head, lines: { invoices: lines } }),
      [`PUT ${RECORD_SHEET}`]: ({ body }) => {
        const b = body as Record<string, unknown>;
        lines = lines.map((l) => (l.id === b.line_id ? { ...l, result: b.result, received_by: b.received_by, received_at: b.received_at, reason: b.reason ?? null } : l));
        head = sheet({ version: 4, received_count: 1 });
        return ok(head);
      },
    });
    resetRouter({ sheet: '5' });
    renderWithClient(<SheetBookingPage />);
    await screen.findAllByTestId('sheet-line');

    const row = sheetRow('INV-JKT-2611-00001');
    fireEvent.click(within(row).getByRole('radio', { name: 'Received' }));
    // the time is now unless told
    expect((within(row).getByLabelText(/^Received at/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.click(within(row).getByTestId('sheet-line-save'));
    expect(await within(row).findByText('Who received it')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', RECORD_SHEET)).toHaveLength(0);

    fireEvent.change(within(row).getByLabelText(/^Received by/), { target: { value: ' Ibu Sari ' } });
    fireEvent.change(within(row).getByLabelText(/^Received at/), { target: { value: '2026-11-24T10:30' } });
    fireEvent.click(within(row).getByTestId('sheet-line-save'));

    await waitFor(() => expect(callsTo(calls, 'PUT', RECORD_SHEET)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', RECORD_SHEET)[0].body).toEqual({
      version: 3,
      line_id: 201,
      result: 'RECEIVED',
      received_by: 'Ibu Sari',
      received_at: localToIso('2026-11-24T10:30'),
    });
    await waitFor(() => expect(sheetRow('INV-JKT-2611-00001')).toHaveAttribute('data-result', 'RECEIVED'));
    expect(within(sheetRow('INV-JKT-2611-00001')).getByTestId('sheet-line-recorded')).toHaveTextContent('Received by Ibu Sari');

    // the next line goes with the new version; not received needs why
    const other = sheetRow('INV-JKT-2611-00003');
    fireEvent.click(within(other).getByRole('radio', { name: 'Not received' }));
    fireEvent.click(within(other).getByTestId('sheet-line-save'));
    await waitFor(() => expect(within(other).getByLabelText(/^Why not/)).toHaveAccessibleDescription('Why not'));
    expect(callsTo(calls, 'PUT', RECORD_SHEET)).toHaveLength(1);
    fireEvent.change(within(other).getByLabelText(/^Why not/), { target: { value: 'Office closed' } });
    fireEvent.click(within(other).getByTestId('sheet-line-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', RECORD_SHEET)).toHaveLength(2));
    expect(callsTo(calls, 'PUT', RECORD_SHEET)[1].body).toEqual({ version: 4, line_id: 202, result: 'NOT_RECEIVED', reason: 'Office closed' });
  });

  it('Finish is disabled with the server’s reason', async () => {
    const reason = '1 invoice(s) of DSI-JKT-2611-00005 have no result yet: record each one first';
    const { calls } = sheetApi({
      [`GET ${SHEET_DETAIL}`]: () =>
        ok({
          ...sheet({ actions: SHEET_ACTIONS.map((a) => (a.key === 'book' ? { key: 'book', can: false, reason } : a)) }),
          lines: { invoices: [sheetLine({ id: 201, result: 'RECEIVED', received_by: 'Ibu Sari', received_at: '2026-11-24T03:30:00.000Z' }), SHEET_LINES[1]] },
        }),
    });
    resetRouter({ sheet: '5' });
    renderWithClient(<SheetBookingPage />);
    await screen.findAllByTestId('sheet-line');
    const finish = screen.getByTestId('dsi-finish');
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(reason);
    expect(finish.closest('[title]')).toHaveAttribute('title', reason);
    fireEvent.click(finish);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('finishes with the version read once every invoice has its result', async () => {
    const BOOK = '/finance/update/delivery-sheet-invoice/book/5';
    const done = [
      sheetLine({ id: 201, result: 'RECEIVED', received_by: 'Ibu Sari', received_at: '2026-11-24T03:30:00.000Z' }),
      sheetLine({ id: 202, invoice_number: 'INV-JKT-2611-00003', result: 'NOT_RECEIVED', reason: 'Office closed' }),
    ];
    const { calls } = sheetApi({
      [`GET ${SHEET_DETAIL}`]: () => ok({ ...sheet({ received_count: 1, not_received_count: 1 }), lines: { invoices: done } }),
      [`PUT ${BOOK}`]: () => ok(sheet({ version: 4, stage: 'booked', status: 'DONE', received_count: 1, not_received_count: 1, actions: [] })),
    });
    resetRouter({ sheet: '5' });
    renderWithClient(<SheetBookingPage />);
    await screen.findAllByTestId('sheet-line');
    fireEvent.click(screen.getByTestId('dsi-finish'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('1 invoice received stay with the customers; 1 invoice not received come back to the office');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 3 });
    expect(await screen.findByTestId('dsi-finished')).toHaveTextContent('DSI-JKT-2611-00005 finished');
  });
});

// ---------------------------------------------------------------------------------------------------

const COLLECTION_ACTIONS: RowActionState[] = [
  { key: 'record', can: true },
  { key: 'book', can: true },
  { key: 'cancel', can: false, reason: 'Not on this screen' },
];

const collection = (over: Record<string, unknown> = {}) => ({
  id: 9,
  version: 7,
  number: 'COL-JKT-2611-00009',
  stage: 'draft',
  status: 'ASSIGNED',
  assign_date: '2026-11-24',
  collector_id: 40,
  collector_id_label: JOKO,
  branch_id: 1,
  invoice_count: 2,
  total_outstanding: 1_310_000,
  collected_total: 0,
  payment_count: 0,
  actions: COLLECTION_ACTIONS,
  ...over,
});

const collectionLine = (over: Record<string, unknown>) => ({
  id: 301,
  invoice_id: 1,
  invoice_number: 'INV-JKT-2611-00001',
  customer_id: 1,
  customer_id_label: 'PT Maju Jaya (CUST01)',
  due_date: '2026-10-15',
  outstanding: 1_110_000,
  collected_amount: 0,
  method: null,
  reference: null,
  giro_due_date: null,
  pph23: 0,
  pph23_slip_no: null,
  note: null,
  payment_number: null,
  ...over,
});

const COLLECTION_LINES = [
  collectionLine({ id: 301 }),
  collectionLine({ id: 302, invoice_id: 2, invoice_number: 'INV-JKT-2611-00002', customer_id: 2, customer_id_label: 'CV Sinar Abadi (CUST02)', due_date: '2099-01-31', outstanding: 200_000 }),
];
const COLLECTION_DETAIL = '/finance/get/collector-invoice/9';
const RECORD_COLLECTION = '/finance/update/collector-invoice/record/9';

function collectionApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /finance/get/collector-invoice': () => ok([collection()], meta({ total: 1 })),
    [`GET ${COLLECTION_DETAIL}`]: () => ok({ ...collection(), lines: { invoices: COLLECTION_LINES } }),
    ...overrides,
  });
}

const collectionRow = (number: string) => screen.getAllByTestId('collection-line').find((r) => r.getAttribute('data-invoice') === number)!;

describe('collection: add', () => {
  it('lists the open invoices with the overdue ones marked, and assigns the ticked ones', async () => {
    const { calls } = mockApi({
      [EMPLOYEES]: options([{ id: 40, label: JOKO }]),
      [`GET ${COLLECTABLE}`]: () => ok(INVOICES),
      'POST /finance/create/collector-invoice': () => ok(collection({ invoice_count: 2, total_outstanding: 1_310_000 })),
    });
    renderWithClient(<CollectionAddPage />);
    const rows = await screen.findAllByTestId('pick-invoice');
    expect(callsTo(calls, 'GET', COLLECTABLE)[0].params).toEqual({ purpose: 'collection' });
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(within(rows[0]).getByTestId('pick-invoice-due')).toHaveTextContent('days overdue');
    expect(rows[2]).not.toHaveAttribute('data-overdue');

    await pickRef(screen.getByTestId('collection-add-form'), 'collector_id', JOKO);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice INV-JKT-2611-00001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice INV-JKT-2611-00002' }));
    // what is left to pay is summed
    expect(screen.getByTestId('collection-add-invoices-selected')).toHaveTextContent('2 ticked · Rp 1.310.000');
    fireEvent.click(screen.getByTestId('collection-add-submit'));
    const created = await screen.findByTestId('collection-created');
    expect(callsTo(calls, 'POST', '/finance/create/collector-invoice')[0].body).toEqual({ assign_date: todayLocal(), collector_id: 40, invoice_ids: [1, 2], request_id: expect.stringMatching(UUID) });
    expect(within(created).getByRole('button', { name: 'Print collection sheet' })).toBeEnabled();
  });
});

describe('collection: draft', () => {
  it('checks the line by the server’s rules', () => {
    const line = toCollectionLine(collectionLine({}) as unknown as ResourceRecord);
    const base = { ...inputsOf(line) };
    expect(checkCollection(line, { ...base, amount: '1.200.000', method: 'CASH' }).errors).toEqual({ amount: 'INV-JKT-2611-00001 owes Rp 1.110.000' });
    expect(checkCollection(line, { ...base, amount: '100000' }).errors).toEqual({ method: 'Cash, transfer or giro' });
    expect(checkCollection(line, { ...base, amount: '100000', method: 'TRANSFER' }).errors).toEqual({ reference: 'The transfer proof reference' });
    expect(checkCollection(line, { ...base, pph23: '20000', method: 'CASH' }).errors).toEqual({ pph23_slip_no: 'The withholding slip number' });
    expect(checkCollection(line, base).errors).toEqual({ note: 'Nothing collected: say why' });
    expect(checkCollection(line, { ...base, note: 'Customer closed' }).body).toEqual({ line_id: 301, collected_amount: 0, pph23: 0, note: 'Customer closed' });
  });

  it('recording a giro without its due date says so and sends nothing; with it, sends the line', async () => {
    const { calls } = collectionApi({
      [`PUT ${RECORD_COLLECTION}`]: () => ok(collection({ version: 8, collected_total: 500_000 })),
    });
    resetRouter({ collection: '9' });
    renderWithClient(<CollectionDraftPage />);
    await screen.findAllByTestId('collection-line');
    const row = collectionRow('INV-JKT-2611-00001');
    expect(within(row).getByTestId('collection-line-due')).toHaveAttribute('data-overdue', 'true');

    fireEvent.change(within(row).getByLabelText('Collected'), { target: { value: '500000' } });
    fireEvent.change(within(row).getByLabelText('Method'), { target: { value: 'GIRO' } });
    fireEvent.change(within(row).getByLabelText('Reference'), { target: { value: 'BG 123456' } });
    fireEvent.click(within(row).getByTestId('collection-line-save'));
    expect(await within(row).findByText('A giro needs its due date')).toBeInTheDocument();
    expect(within(row).getByLabelText(/^Giro due date/)).toHaveAccessibleDescription('A giro needs its due date');
    expect(callsTo(calls, 'PUT', RECORD_COLLECTION)).toHaveLength(0);
    // unsaved changes hold the posting
    expect(screen.getByTestId('collection-post')).toHaveAccessibleDescription('Save or undo the changes of 1 invoice first');

    fireEvent.change(within(row).getByLabelText(/^Giro due date/), { target: { value: '2026-12-31' } });
    fireEvent.click(within(row).getByTestId('collection-line-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', RECORD_COLLECTION)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', RECORD_COLLECTION)[0].body).toEqual({
      version: 7,
      line_id: 301,
      collected_amount: 500_000,
      method: 'GIRO',
      reference: 'BG 123456',
      giro_due_date: '2026-12-31',
      pph23: 0,
    });
  });

  it('"in full" fills what is owed less the PPh 23', async () => {
    collectionApi();
    resetRouter({ collection: '9' });
    renderWithClient(<CollectionDraftPage />);
    await screen.findAllByTestId('collection-line');
    const row = collectionRow('INV-JKT-2611-00001');
    fireEvent.change(within(row).getByLabelText('PPh 23'), { target: { value: '10000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Collect INV-JKT-2611-00001 in full' }));
    expect(within(row).getByLabelText('Collected')).toHaveValue('1.100.000');
  });

  it('posts with the version read, then shows each payment number once the collection is read again', async () => {
    const BOOK = '/finance/update/collector-invoice/book/9';
    const recorded = [
      collectionLine({ id: 301, collected_amount: 1_110_000, method: 'CASH' }),
      collectionLine({ id: 302, invoice_id: 2, invoice_number: 'INV-JKT-2611-00002', outstanding: 200_000, note: 'Customer asked to come back next week' }),
    ];
    let posted = false;
    const { calls } = collectionApi({
      [`GET ${COLLECTION_DETAIL}`]: () =>
        posted
          ? ok({
              ...collection({ version: 8, stage: 'booked', status: 'COLLECTED', collected_total: 1_110_000, payment_count: 1, actions: [{ key: 'record', can: false, reason: 'The collection is posted' }] }),
              lines: { invoices: [{ ...recorded[0], payment_number: 'PAY-JKT-2611-00042' }, recorded[1]] },
            })
          : ok({ ...collection({ collected_total: 1_110_000 }), lines: { invoices: recorded } }),
      [`PUT ${BOOK}`]: () => {
        posted = true;
        return ok(collection({ version: 8, stage: 'booked', status: 'COLLECTED', collected_total: 1_110_000, payment_count: 1, actions: [] }));
      },
    });
    resetRouter({ collection: '9' });
    renderWithClient(<CollectionDraftPage />);
    await screen.findAllByTestId('collection-line');
    fireEvent.click(screen.getByTestId('collection-post'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Creates 1 customer payment');
    expect(dialog).toHaveTextContent('1 invoice with nothing collected are released');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post collection' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', BOOK)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', BOOK)[0].body).toEqual({ version: 7 });

    expect(await screen.findByTestId('collection-payment')).toHaveTextContent('PAY-JKT-2611-00042 for INV-JKT-2611-00001');
    expect(within(collectionRow('INV-JKT-2611-00001')).getByTestId('collection-line-payment')).toHaveTextContent('Payment PAY-JKT-2611-00042');
    // posted: nothing to enter any more
    expect(screen.queryByTestId('collection-line-save')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Collection posted as payments: COL-JKT-2611-00009');
  });
});

// ---------------------------------------------------------------------------------------------------

describe('POD sending: add', () => {
  const CREATE = '/finance/create/pod-invoice';
  const made = (over: Record<string, unknown>) => ({
    id: 11,
    version: 1,
    number: 'PODI-JKT-2611-00011',
    stage: 'booked',
    status: 'SENT',
    sent_date: todayLocal(),
    invoice_id: 1,
    invoice_number: 'INV-JKT-2611-00001',
    customer_id: 1,
    customer_id_label: 'PT Maju Jaya (CUST01)',
    pod_count: 3,
    actions: [],
    ...over,
  });

  function podApi(create: Handler) {
    return mockApi({
      [EMPLOYEES]: options([{ id: 40, label: JOKO }]),
      [`GET ${COLLECTABLE}`]: () => ok([INVOICES[0]]),
      'GET /finance/get/pod-invoice': () => ok([], meta({ total: 0 })),
      [`POST ${CREATE}`]: create,
    });
  }

  it('needs the tracking number unless a collector takes them', async () => {
    const { calls } = podApi(() => ok(made({ sent_via: 'COLLECTOR', collector_id: 40, collector_id_label: JOKO })));
    renderWithClient(<PodAddPage />);
    await screen.findAllByTestId('pick-invoice');
    expect(callsTo(calls, 'GET', COLLECTABLE)[0].params).toEqual({ purpose: 'pod' });
    expect(callsTo(calls, 'GET', '/finance/get/pod-invoice')[0].params).toEqual({ limit: 20 });
    const form = screen.getByTestId('pod-add-form');

    fireEvent.click(screen.getByTestId('pod-add-submit'));
    expect(await within(form).findByText('Pick the invoice')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Invoice INV-JKT-2611-00001' }));
    // by courier (the default): its tracking number
    fireEvent.click(screen.getByTestId('pod-add-submit'));
    expect(await within(form).findByText('The tracking number of the sending')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);

    // by a collector: no tracking number, but which collector
    fireEvent.click(within(form).getByRole('radio', { name: 'Collector' }));
    expect(within(form).queryByLabelText(/^Tracking/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('pod-add-submit'));
    expect(await within(form).findByText('Which collector takes them')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);
    await pickRef(form, 'collector_id', JOKO);
    fireEvent.click(screen.getByTestId('pod-add-submit'));

    const created = await screen.findByTestId('pod-created');
    expect(callsTo(calls, 'POST', CREATE)[0].body).toEqual({ invoice_id: 1, sent_date: todayLocal(), sent_via: 'COLLECTOR', collector_id: 40, request_id: expect.stringMatching(UUID) });
    expect(created).toHaveTextContent('3 PODs of INV-JKT-2611-00001 to PT Maju Jaya (CUST01), by collector');
    expect(within(created).getByRole('button', { name: 'Print cover letter' })).toBeEnabled();
    expect(screen.getByTestId('pod-recent')).toBeInTheDocument();
  });

  it('by post: sends its tracking number', async () => {
    const { calls } = podApi(() => ok(made({ sent_via: 'POST', tracking_no: 'RR123456789ID' })));
    renderWithClient(<PodAddPage />);
    await screen.findAllByTestId('pick-invoice');
    const form = screen.getByTestId('pod-add-form');
    fireEvent.click(screen.getByRole('radio', { name: 'Invoice INV-JKT-2611-00001' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Post' }));
    fireEvent.change(within(form).getByLabelText(/^Tracking/), { target: { value: ' RR123456789ID ' } });
    fireEvent.click(screen.getByTestId('pod-add-submit'));
    await screen.findByTestId('pod-created');
    expect(callsTo(calls, 'POST', CREATE)[0].body).toEqual({ invoice_id: 1, sent_date: todayLocal(), sent_via: 'POST', tracking_no: 'RR123456789ID', request_id: expect.stringMatching(UUID) });
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CreditNoteAddPage from '@/pages/finance/ar/credit-note/add';
import { todayLocal } from '@/components/document/local-datetime';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter } from '../../helpers/fake-router';
import { USER } from '../documents/pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The credit note form against a fake finance API (behind the real axios client). Invoice
 * INV-JKT-2506-00041 of PT Maju Jaya, PPN 1.1 % of the amount billed: Rp 1.010.450 in all, Rp 303.000
 * credited already (Rp 707.450 left). Its AWBs: 8800001001 (Rp 500.000, all taxable), 8800001002
 * (Rp 300.000 of which Rp 250.000 taxable, Rp 100.000 credited before) and 8800001003 (Rp 200.000,
 * credited in full).
 */

const INV = 'INV-JKT-2506-00041';
const CUSTOMER = 'PT Maju Jaya (CUST05)';
const SEARCH = '/finance/get/invoice';
const ONE = '/finance/get/invoice/41';
const CREATE = '/finance/create/credit-note';
const DRAFT = '/finance/get/credit-note/61';
const UPDATE = '/finance/update/credit-note/61';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Body = Record<string, unknown>;

const header = {
  id: 41,
  version: 7,
  number: INV,
  stage: 'booked',
  status: 'PARTLY_PAID',
  invoice_date: '2025-06-10',
  customer_id: 5,
  customer_id_label: CUSTOMER,
  total: 1_010_450,
  outstanding: 407_450,
  credited_amount: 303_000,
};

function invoice(over: Body = {}) {
  return {
    ...header,
    ppn_percent: 1.1,
    ppn_base: 'BILLED',
    dpp: 950_000,
    ppn: 10_450,
    lines: {
      awbs: [
        { id: 701, awb: '8800001001', shipment_date: '2025-06-01', consignee_name: 'Budi', destination_area_id_label: 'Bandung', service_id_label: 'REG', amount: 500_000, taxable: 500_000, credited: 0 },
        { id: 702, awb: '8800001002', shipment_date: '2025-06-02', consignee_name: 'Sari', destination_area_id_label: 'Surabaya', service_id_label: 'YES', amount: 300_000, taxable: 250_000, credited: 100_000 },
        { id: 703, awb: '8800001003', shipment_date: '2025-06-03', consignee_name: 'Andi', destination_area_id_label: 'Medan', service_id_label: 'REG', amount: 200_000, taxable: 200_000, credited: 200_000 },
      ],
    },
    ...over,
  };
}

/** The draft the server makes of a body (its figures as lib/server/documents/credit-note/lines.ts works them out here). */
function drafted(body: Body, version = 1) {
  return {
    id: 61,
    version,
    number: 'CN-JKT-2611-00001',
    stage: 'draft',
    status: 'DRAFT',
    invoice_id: 41,
    invoice_number: INV,
    customer_id: 5,
    customer_id_label: CUSTOMER,
    amount: 273_457,
    dpp: 248_457,
    ppn: 2_733,
    total: 276_190,
    kind: body.kind,
  };
}

function creditApi(overrides: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    [`GET ${SEARCH}`]: () =>
      ok([header, { ...header, id: 42, number: 'INV-JKT-2506-00042', total: 505_500, credited_amount: 505_500, outstanding: 0 }], { page: 1, limit: 20, total: 2 }),
    [`GET ${ONE}`]: () => ok(invoice()),
    [`POST ${CREATE}`]: ({ body }) => ok(drafted(body as Body)),
    'GET /finance/print/credit-note/note/61': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...overrides,
  });
  const of = (method: ApiCall['method'], url: string) => api.calls.filter((c) => c.method === method && c.url === url);
  return { ...api, creates: () => of('POST', CREATE), updates: () => of('PUT', UPDATE), searches: () => of('GET', SEARCH) };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const credit = (awb: string) => input(`Credit on AWB ${awb}`);
const total = (key: string) => screen.getByTestId(`credit-total-${key}`);
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save credit note|Save draft)$/ }));

/** Opens the screen, searches "maju" and picks the invoice; waits for its AWBs. */
async function pickInvoice() {
  renderWithClient(<CreditNoteAddPage />);
  type(/^Invoice/, 'maju');
  const option = await screen.findByRole('button', { name: new RegExp(INV) }, { timeout: 3000 });
  fireEvent.click(option);
  await screen.findAllByTestId('credit-row');
}

/** What every save needs besides the credits. */
function fillHeader() {
  fireEvent.change(input(/^Kind/), { target: { value: 'PRICE_REVISION' } });
  type(/^Reason/, ' Contract rate applied late ');
}

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('credit note · add', () => {
  it('searches the issued invoices, shows customer, total and outstanding; picking one lists its AWBs with billed, credited before and left', async () => {
    const api = creditApi();
    renderWithClient(<CreditNoteAddPage />);
    type(/^Invoice/, 'maju');
    const options = await screen.findAllByTestId('credit-invoice-option', {}, { timeout: 3000 });
    expect(api.searches().at(-1)?.params).toEqual({ stage: 'booked', search: 'maju', limit: 20 });
    expect(options[0]).toHaveTextContent(INV);
    expect(options[0]).toHaveTextContent(CUSTOMER);
    expect(options[0]).toHaveTextContent('Total Rp 1.010.450');
    expect(options[0]).toHaveTextContent('Outstanding Rp 407.450');
    // credited in full: nothing left to pick
    expect(options[1]).toHaveTextContent('Fully credited');
    expect(options[1]).toBeDisabled();

    fireEvent.click(options[0]);
    const rows = await screen.findAllByTestId('credit-row');
    expect(rows.map((r) => r.getAttribute('data-line'))).toEqual(['701', '702', '703']);
    expect(within(rows[1]).getByTestId('credit-billed')).toHaveTextContent('Rp 300.000');
    expect(within(rows[1]).getByTestId('credit-before')).toHaveTextContent('Rp 100.000');
    expect(within(rows[1]).getByTestId('credit-left')).toHaveTextContent('Rp 200.000');
    expect(within(rows[2]).getByTestId('credit-left')).toHaveTextContent('Nothing left');
    expect(screen.getByTestId('credit-invoice')).toHaveTextContent(CUSTOMER);
    expect(total('left')).toHaveTextContent('Rp 707.450');
    expect(input(/^Date/)).toHaveValue(todayLocal());
    const kinds = within(input(/^Kind/) as unknown as HTMLElement).getAllByRole('option').map((o) => o.textContent);
    expect(kinds).toEqual(['Choose…', 'Price revision', 'AWB voided', 'Claim (lost or damaged)']);
  });

  it('a credit above what is left of the AWB is said on its row, and nothing is sent', async () => {
    const api = creditApi();
    await pickInvoice();
    fillHeader();
    type('Credit on AWB 8800001002', '250.000');
    expect(credit('8800001002')).toHaveAttribute('aria-invalid', 'true');
    expect(credit('8800001002')).toHaveAccessibleDescription('AWB 8800001002 has Rp 200.000 left to credit');
    expect(credit('8800001001')).toHaveAttribute('aria-invalid', 'false');
    save();
    await waitFor(() => expect(document.activeElement).toBe(credit('8800001002')));
    expect(api.creates()).toHaveLength(0);

    // "All" credits what is left, and the message goes
    fireEvent.click(screen.getByRole('button', { name: 'Credit all Rp 200.000 left on AWB 8800001002' }));
    expect(credit('8800001002')).toHaveValue('200.000');
    expect(credit('8800001002')).toHaveAttribute('aria-invalid', 'false');
  });

  it('the figures are worked out live as the server does: taxable in the AWB’s proportion, PPN 1.1 % rounded down', async () => {
    creditApi();
    await pickInvoice();
    type('Credit on AWB 8800001001', '123457');
    type('Credit on AWB 8800001002', '150.000');
    // 150.000 × 250.000 / 300.000 = 125.000 taxable; 123.457 + 125.000 = 248.457; 1.1 % = 2.733,027 → 2.733
    expect(total('amount')).toHaveTextContent('Rp 273.457');
    expect(total('dpp')).toHaveTextContent('Rp 248.457');
    expect(total('ppn')).toHaveTextContent('Rp 2.733');
    expect(total('total')).toHaveTextContent('Rp 276.190');
    expect(total('after')).toHaveTextContent('Rp 431.260');
    expect(screen.getByTestId('credit-note-summary')).toHaveTextContent('2 of 3 AWBs credited · Rp 276.190 in all');

    // everything left: within what is left of the invoice
    fireEvent.click(screen.getByRole('button', { name: 'Credit all that is left' }));
    expect(credit('8800001001')).toHaveValue('500.000');
    expect(credit('8800001002')).toHaveValue('200.000');
    expect(credit('8800001003')).toHaveValue('');
    expect(total('total')).toHaveTextContent('Rp 707.333');
    expect(screen.queryByTestId('credit-lines-error')).toBeNull();
  });

  it('a note above what is left of the invoice is said over the grid, and nothing is sent', async () => {
    const api = creditApi({ [`GET ${ONE}`]: () => ok(invoice({ credited_amount: 310_000 })) });
    await pickInvoice();
    fillHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Credit all that is left' }));
    expect(screen.getByTestId('credit-lines-error')).toHaveTextContent(`Invoice ${INV} has Rp 700.450 left to credit: this note is Rp 707.333`);
    save();
    await act(async () => {});
    expect(api.creates()).toHaveLength(0);
  });

  it('nothing filled: what is missing is said once save is pressed, not before', async () => {
    const api = creditApi();
    await pickInvoice();
    expect(input(/^Reason/)).toHaveAttribute('aria-invalid', 'false');
    save();
    await waitFor(() => expect(input(/^Reason/)).toHaveAccessibleDescription('Say why the invoice is credited'));
    expect(input(/^Kind/)).toHaveAccessibleDescription('Choose what the credit is for');
    expect(screen.getByTestId('credit-lines-error')).toHaveTextContent('Credit at least one AWB');
    expect(api.creates()).toHaveLength(0);
  });

  it('save sends exactly the invoice, date, kind, reason, notes, the AWBs credited and a request id; the done panel shows the number, the drafts, print and "Add another"', async () => {
    const api = creditApi();
    await pickInvoice();
    type('Credit on AWB 8800001001', '123.457');
    type('Credit on AWB 8800001002', '150.000');
    fireEvent.change(input(/^Kind/), { target: { value: 'CLAIM' } });
    type(/^Reason/, '  Koli damaged in transit ');
    type(/^Notes/, 'Claim form CL-0042');
    save();
    await screen.findByTestId('credit-note-done');
    expect(api.creates()).toHaveLength(1);
    expect(api.creates()[0].body).toEqual({
      invoice_id: 41,
      cn_date: todayLocal(),
      kind: 'CLAIM',
      reason: 'Koli damaged in transit',
      notes: 'Claim form CL-0042',
      lines: [
        { invoice_line_id: 701, amount: 123_457 },
        { invoice_line_id: 702, amount: 150_000 },
      ],
      request_id: expect.stringMatching(UUID),
    });
    const done = screen.getByTestId('credit-note-done');
    expect(within(done).getByTestId('credit-note-number')).toHaveTextContent('CN-JKT-2611-00001');
    expect(done).toHaveTextContent('Rp 276.190');
    expect(within(done).getByRole('button', { name: /^Print credit note/ })).toBeInTheDocument();

    fireEvent.click(within(done).getByRole('button', { name: 'Add another' }));
    expect(input(/^Invoice/)).toHaveValue('');
    expect(screen.queryByTestId('credit-row')).toBeNull();
  });

  it("a 400 naming lines.1.amount is said on the row credited second; the retry keeps the fill's request id", async () => {
    let refuse = true;
    const api = creditApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { 'lines.1.amount': ['AWB 8800001002 has Rp 40.000 left to credit'] } });
        }
        return ok(drafted(body as Body));
      },
    });
    await pickInvoice();
    fillHeader();
    // AWB 8800001001 is row 0 of the grid and line 0 sent; 8800001002 row 1 and line 1
    type('Credit on AWB 8800001001', '10.000');
    type('Credit on AWB 8800001002', '50.000');
    save();
    await waitFor(() => expect(credit('8800001002')).toHaveAccessibleDescription('AWB 8800001002 has Rp 40.000 left to credit'));
    const rows = screen.getAllByTestId('credit-row');
    expect(rows[1]).toHaveTextContent('AWB 8800001002 has Rp 40.000 left to credit');
    expect(credit('8800001001')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('credit-note-error')).toHaveTextContent('Invalid body: check the highlighted fields');
    expect(toast.error).not.toHaveBeenCalled();

    type('Credit on AWB 8800001002', '40.000');
    expect(credit('8800001002')).toHaveAttribute('aria-invalid', 'false');
    save();
    await screen.findByTestId('credit-note-done');
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.request_id).toBe(first.request_id);
    expect(second.lines).toEqual([
      { invoice_line_id: 701, amount: 10_000 },
      { invoice_line_id: 702, amount: 40_000 },
    ]);
  });

  it('a 400 on a line credited alone lands on its own row, not on row 1 of the grid', async () => {
    creditApi({
      [`POST ${CREATE}`]: () => {
        throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { 'lines.0.amount': ['AWB 8800001002 has Rp 40.000 left to credit'] } });
      },
    });
    await pickInvoice();
    fillHeader();
    type('Credit on AWB 8800001002', '50.000');
    save();
    await waitFor(() => expect(credit('8800001002')).toHaveAccessibleDescription('AWB 8800001002 has Rp 40.000 left to credit'));
    expect(credit('8800001001')).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('credit note · edit a draft (?id=)', () => {
  const draft = {
    id: 61,
    version: 3,
    number: 'CN-JKT-2611-00001',
    stage: 'draft',
    status: 'DRAFT',
    created_by: 'someone',
    invoice_id: 41,
    invoice_number: INV,
    customer_id: 5,
    customer_id_label: CUSTOMER,
    cn_date: '2025-07-01',
    kind: 'PRICE_REVISION',
    reason: 'Contract rate applied late',
    notes: null,
    amount: 50_000,
    total: 50_458,
    actions: [
      { key: 'update', can: true },
      { key: 'book', can: false, reason: 'A credit note is approved by someone other than its author' },
    ],
    lines: { awbs: [{ id: 9, invoice_line_id: 702, awb: '8800001002', billed: 300_000, credited_before: 100_000, amount: 50_000, taxable: 41_667 }] },
  };

  it('loads the draft and its invoice, and PUTs what it holds now with the version read', async () => {
    resetRouter({ id: '61' });
    const api = creditApi({
      [`GET ${DRAFT}`]: () => ok(draft),
      [`PUT ${UPDATE}`]: ({ body }) => ok({ ...drafted(body as Body, 4) }),
    });
    renderWithClient(<CreditNoteAddPage />);
    expect(await screen.findByTestId('credit-note-editing')).toHaveTextContent('CN-JKT-2611-00001');
    await screen.findAllByTestId('credit-row');
    expect(screen.getByTestId('credit-invoice-number')).toHaveTextContent(INV);
    // the invoice is the draft's: not changed here
    expect(screen.queryByTestId('credit-invoice-change')).toBeNull();
    expect(credit('8800001002')).toHaveValue('50.000');
    expect(credit('8800001001')).toHaveValue('');
    expect(input(/^Date/)).toHaveValue('2025-07-01');
    expect(input(/^Kind/)).toHaveValue('PRICE_REVISION');
    expect(input(/^Reason/)).toHaveValue('Contract rate applied late');

    type('Credit on AWB 8800001001', '20.000');
    fireEvent.change(input(/^Kind/), { target: { value: 'VOID_AWB' } });
    save();
    await screen.findByTestId('credit-note-done');
    expect(api.creates()).toHaveLength(0);
    expect(api.updates()).toHaveLength(1);
    expect(api.updates()[0].body).toEqual({
      version: 3,
      cn_date: '2025-07-01',
      kind: 'VOID_AWB',
      reason: 'Contract rate applied late',
      notes: null,
      lines: [
        { invoice_line_id: 701, amount: 20_000 },
        { invoice_line_id: 702, amount: 50_000 },
      ],
    });
    expect(screen.getByTestId('credit-note-done')).toHaveTextContent('Draft credit note saved');
  });

  it('a note no longer a draft is not opened for editing', async () => {
    resetRouter({ id: '61' });
    creditApi({ [`GET ${DRAFT}`]: () => ok({ ...draft, stage: 'booked', status: 'APPROVED' }) });
    renderWithClient(<CreditNoteAddPage />);
    expect(await screen.findByTestId('credit-note-draft-problem')).toHaveTextContent('CN-JKT-2611-00001 is approved now: only a draft can be edited.');
    expect(screen.queryByTestId('credit-note-form')).toBeNull();
  });
});

describe('credit note worklists', () => {
  it('the drafts are edited on the add screen and approved there, one by one or selected; the list and the drafts print the note', async () => {
    const { CREDIT_NOTE_CANCEL, CREDIT_NOTE_DRAFTS, CREDIT_NOTE_LIST } = await import('@/components/documents/credit-note/credit-note-screens');
    expect(CREDIT_NOTE_DRAFTS).toMatchObject({ rowActions: ['update', 'book'], bulkActions: ['book'], bulkPrints: ['note'] });
    expect(CREDIT_NOTE_DRAFTS.editHref?.({ id: 61 } as never)).toBe('/finance/ar/credit-note/add?id=61');
    expect(CREDIT_NOTE_DRAFTS.description).toMatch(/someone other than/);
    expect(CREDIT_NOTE_LIST).toMatchObject({ bulkPrints: ['note'], links: [{ href: '/finance/ar/credit-note/add' }] });
    expect(CREDIT_NOTE_CANCEL.description).toMatch(/deposit was used/);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PaymentEntryPage from '@/pages/finance/ar/payment-invoice/entry';
import { todayLocal } from '@/components/document/local-datetime';
import type { OpenItems } from '@/services/finance/finance-client';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { USER, options } from '../documents/pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The customer payment entry against a fake finance API (behind the real axios client). PT Maju Jaya
 * (5) owes, oldest first: INV-JKT-2601-00011 (Rp 1.011.000, DPP Rp 1.000.000, overdue),
 * INV-JKT-2602-00012 (Rp 505.500, DPP Rp 500.000) and receivable RCV-JKT-2603-00003 (Rp 150.000 of
 * Rp 200.000 left); Rp 250.000 of deposits; PPh 23 at 2 %, up to Rp 10.000 written off.
 */

const CUSTOMERS = [{ id: 5, label: 'PT Maju Jaya (CUST05)' }];
const INV_A = 'INV-JKT-2601-00011';
const INV_B = 'INV-JKT-2602-00012';
const RCV_C = 'RCV-JKT-2603-00003';
const OPEN = '/finance/get/open-items';
const CREATE = '/finance/create/payment';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function openItems(over: Partial<OpenItems> = {}): OpenItems {
  return {
    items: [
      { item_type: 'invoice', item_id: 11, number: INV_A, date: '2026-01-05', due_date: '2026-02-04', total: 1_011_000, outstanding: 1_011_000, pph23_base: 1_000_000, pph23: 0, branch_id: 1 },
      { item_type: 'invoice', item_id: 12, number: INV_B, date: '2026-02-10', due_date: '2099-03-12', total: 505_500, outstanding: 505_500, pph23_base: 500_000, pph23: 0, branch_id: 1 },
      { item_type: 'receivable', item_id: 3, number: RCV_C, date: '2026-03-01', due_date: '2099-03-31', total: 200_000, outstanding: 150_000, pph23_base: null, pph23: 0, branch_id: 1 },
    ],
    credits: [{ type: 'payment', id: 40, number: 'PAY-JKT-2512-00040', date: '2025-12-20', balance: -250_000 }],
    deposit_available: 250_000,
    pph23_percent: 2,
    pph23_no_tax_id_percent: 4,
    company_has_tax_id: true,
    write_off_limit: 10_000,
    bank_accounts: ['BCA 123-456-7890', 'Mandiri 987-000-111'],
    ...over,
  };
}

type Body = Record<string, unknown>;

/** The payment the server posts for a body (what it settles on each item, the new deposit). */
function posted(body: Body, n = 1) {
  const items = openItems().items;
  const allocations = (body.allocations as { item_type: string; item_id: number; amount: number; pph23: number; write_off: number }[]).map((a, i) => {
    const item = items.find((it) => it.item_type === a.item_type && it.item_id === a.item_id)!;
    return {
      id: 500 + i,
      item_type: a.item_type,
      item_id: a.item_id,
      item_number: item.number,
      outstanding_before: item.outstanding,
      amount: a.amount,
      pph23: a.pph23,
      write_off: a.write_off,
      outstanding_after: item.outstanding - a.amount - a.pph23 - a.write_off,
    };
  });
  const allocated = allocations.reduce((s, a) => s + a.amount, 0);
  const money = Number(body.amount_received) + Number(body.bank_charge) + Number(body.deposit_applied);
  return {
    id: 90 + n,
    version: 1,
    number: `PAY-JKT-2611-0000${n}`,
    stage: 'booked',
    status: 'POSTED',
    customer_id: 5,
    customer_id_label: CUSTOMERS[0].label,
    allocated,
    pph23_amount: allocations.reduce((s, a) => s + a.pph23, 0),
    write_off_amount: allocations.reduce((s, a) => s + a.write_off, 0),
    deposit_created: Math.max(0, money - allocated),
    lines: { allocations },
  };
}

function paymentApi(overrides: Record<string, Handler> = {}) {
  let saved = 0;
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    'GET /datamaster/options/customer': options(CUSTOMERS),
    [`GET ${OPEN}`]: () => ok(openItems()),
    [`POST ${CREATE}`]: ({ body }) => ok(posted(body as Body, ++saved)),
    'GET /finance/print/payment/receipt/91': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...overrides,
  });
  const of = (method: ApiCall['method'], url: string) => api.calls.filter((c) => c.method === method && c.url === url);
  return { ...api, creates: () => of('POST', CREATE), openReads: () => of('GET', OPEN) };
}

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const row = (index: number) => screen.getAllByTestId('allocation-row')[index];

/** Opens the screen and takes PT Maju Jaya in the customer picker; waits for their open items. */
async function openForCustomer() {
  renderWithClient(<PaymentEntryPage />);
  const box = input(/^Customer/);
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'maju' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: CUSTOMERS[0].label }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(CUSTOMERS[0].label));
  await nextFrame();
  await screen.findAllByTestId('allocation-row');
}

beforeEach(() => {
  router.pathname = '/finance/ar/payment-invoice/entry';
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer payment entry', () => {
  it("loads the chosen customer's open items, oldest first: overdue marked, the deposit to apply offered with what is available", async () => {
    const api = paymentApi();
    await openForCustomer();
    expect(api.openReads()).toHaveLength(1);
    expect(api.openReads()[0].params).toEqual({ customer_id: 5 });
    const rows = screen.getAllByTestId('allocation-row');
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['invoice:11', 'invoice:12', 'receivable:3']);
    expect(within(rows[0]).getByTestId('allocation-overdue')).toHaveTextContent('Overdue');
    expect(within(rows[1]).queryByTestId('allocation-overdue')).toBeNull();
    expect(within(rows[2]).getByTestId('allocation-outstanding')).toHaveTextContent('Rp 150.000');
    // a receivable has no PPh 23
    expect(screen.queryByLabelText(`PPh 23 withheld on ${RCV_C}`)).toBeNull();
    expect(screen.getByTestId('payment-deposit-field')).toHaveTextContent('Rp 250.000 available');
    expect(input(/^Payment date/)).toHaveValue(todayLocal());
    expect(input(/^Method/)).toHaveValue('TRANSFER');
    // the giro due date only for a giro
    expect(screen.queryByLabelText(/^Giro due date/)).toBeNull();
    fireEvent.change(input(/^Method/), { target: { value: 'GIRO' } });
    expect(input(/^Giro due date/)).toBeInTheDocument();
  });

  it('typing the amount received spreads it over the oldest first; "Allocate oldest first" spreads it again after a hand edit', async () => {
    paymentApi();
    await openForCustomer();
    type(/^Amount received/, '1.300.000');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('1.011.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('289.000');
    expect(input(`Amount paid on ${RCV_C}`)).toHaveValue('');
    expect(input(`Pay ${INV_A}`)).toBeChecked();
    expect(input(`Pay ${RCV_C}`)).not.toBeChecked();
    expect(within(row(0)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 216.500');
    const totals = screen.getByTestId('allocation-totals');
    expect(within(totals).getByText('Total allocated').nextSibling).toHaveTextContent('Rp 1.300.000');

    // bank charges count as money
    type(/^Bank charges/, '6500');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('295.500');

    // by hand: the receivable first, the rest stays as it was
    fireEvent.click(input(`Pay ${INV_B}`));
    fireEvent.click(input(`Pay ${RCV_C}`));
    expect(input(`Amount paid on ${RCV_C}`)).toHaveValue('150.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('');
    expect(screen.getByTestId('allocation-mode')).toHaveTextContent('by hand');
    // a new amount no longer re-spreads what was allocated by hand …
    type(/^Amount received/, '2.000.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('');
    expect(within(totals).getByText('Left over → new deposit').nextSibling).toHaveTextContent('Rp 845.500');
    // … the button does
    fireEvent.click(screen.getByRole('button', { name: 'Allocate oldest first' }));
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('1.011.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('505.500');
    expect(input(`Amount paid on ${RCV_C}`)).toHaveValue('150.000');
    expect(within(totals).getByText('Left over → new deposit').nextSibling).toHaveTextContent('Rp 340.000');
  });

  it('ticking PPh 23 fills 2 % of the amount before PPN, editable, and the money it no longer needs goes to the next invoice', async () => {
    paymentApi();
    await openForCustomer();
    type(/^Amount received/, '1.300.000');
    fireEvent.click(input(`PPh 23 withheld on ${INV_A}`));
    expect(input(`PPh 23 on ${INV_A}`)).toHaveValue('20.000');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('991.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('309.000');
    expect(within(screen.getByTestId('allocation-totals')).getByText('PPh 23').nextSibling).toHaveTextContent('Rp 20.000');
    // withheld, the slip number is asked for
    expect(screen.getByText(/^Withholding slip no\./).closest('label')).toHaveTextContent('*');
    type(`PPh 23 on ${INV_A}`, '10.000');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('1.001.000');
    fireEvent.click(input(`PPh 23 withheld on ${INV_A}`));
    expect(screen.queryByLabelText(`PPh 23 on ${INV_A}`)).toBeNull();
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('1.011.000');
  });

  it('an allocation above what the item owes is said on its row, and nothing is sent', async () => {
    const api = paymentApi();
    await openForCustomer();
    type(/^Amount received/, '2.000.000');
    type(`Amount paid on ${RCV_C}`, '200.000');
    expect(input(`Amount paid on ${RCV_C}`)).toHaveAccessibleDescription(`${RCV_C} owes Rp 150.000: this settles Rp 200.000`);
    expect(input(`Amount paid on ${RCV_C}`)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(document.activeElement).toBe(input(`Amount paid on ${RCV_C}`)));
    expect(api.creates()).toHaveLength(0);

    // a deposit above what the customer has is said at the deposit
    type(`Amount paid on ${RCV_C}`, '150.000');
    type(/^Deposit to apply/, '300.000');
    expect(input(/^Deposit to apply/)).toHaveAccessibleDescription('The customer has Rp 250.000 of deposits to apply');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await act(async () => {});
    expect(api.creates()).toHaveLength(0);
  });

  it('nothing entered: the missing fields are said once save is pressed, not before', async () => {
    const api = paymentApi();
    renderWithClient(<PaymentEntryPage />);
    expect(input(/^Customer/)).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(input(/^Customer/)).toHaveAccessibleDescription('Choose the customer who paid'));
    expect(api.creates()).toHaveLength(0);
  });

  it('save sends the header and only the items settled, with one request id however often it is pressed; the done panel shows the number, what each invoice has left, the receipt and "Enter another"', async () => {
    const api = paymentApi();
    await openForCustomer();
    type(/^Into account/, 'BCA 123-456-7890');
    type(/^Reference/, ' TRF 0001 ');
    type(/^Amount received/, '1.300.000');
    type(/^Bank charges/, '6.500');
    fireEvent.click(input(`PPh 23 withheld on ${INV_A}`));

    // PPh 23 withheld needs the slip
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(input(/^Withholding slip no\./)).toHaveAccessibleDescription('PPh 23 withheld needs the number of the withholding slip'));
    expect(api.creates()).toHaveLength(0);
    type(/^Withholding slip no\./, 'BP-2611-001');

    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    fireEvent.click(screen.getByRole('button', { name: /Save payment|Saving/ }));
    await screen.findByTestId('payment-done');
    expect(api.creates()).toHaveLength(1);
    const body = api.creates()[0].body as Body;
    expect(body).toEqual({
      customer_id: 5,
      payment_date: todayLocal(),
      method: 'TRANSFER',
      bank_account: 'BCA 123-456-7890',
      reference: 'TRF 0001',
      amount_received: 1_300_000,
      bank_charge: 6_500,
      deposit_applied: 0,
      pph23_slip_no: 'BP-2611-001',
      allocations: [
        { item_type: 'invoice', item_id: 11, amount: 991_000, pph23: 20_000, write_off: 0 },
        { item_type: 'invoice', item_id: 12, amount: 315_500, pph23: 0, write_off: 0 },
      ],
      request_id: expect.stringMatching(UUID),
    });

    const done = screen.getByTestId('payment-done');
    expect(within(done).getByTestId('payment-number')).toHaveTextContent('PAY-JKT-2611-00001');
    const lines = within(done).getAllByTestId('payment-done-line');
    expect(lines[0]).toHaveTextContent(INV_A);
    expect(lines[0]).toHaveTextContent('Paid off');
    expect(lines[1]).toHaveTextContent(INV_B);
    expect(lines[1]).toHaveTextContent('Rp 315.500');
    expect(lines[1]).toHaveTextContent('Rp 190.000');
    expect(within(done).getByRole('button', { name: /^Print receipt/ })).toBeInTheDocument();

    // the next transfer: a fresh form and a new request id
    fireEvent.click(within(done).getByRole('button', { name: 'Enter another' }));
    expect(input(/^Customer/)).toHaveValue('');
    expect(input(/^Amount received/)).toHaveValue('');
    await nextFrame();
  });

  it('a fresh fill after "Enter another" sends a new request id', async () => {
    const api = paymentApi();
    await openForCustomer();
    type(/^Amount received/, '1.011.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByTestId('payment-done');
    fireEvent.click(screen.getByRole('button', { name: 'Enter another' }));
    const box = input(/^Customer/);
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'maju' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: CUSTOMERS[0].label }, { timeout: 3000 }), { button: 0 });
    await screen.findAllByTestId('allocation-row');
    await nextFrame();
    type(/^Amount received/, '505.500');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(api.creates()).toHaveLength(2));
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.request_id).toMatch(UUID);
    expect(second.request_id).not.toBe(first.request_id);
    expect(second.allocations).toEqual([{ item_type: 'invoice', item_id: 11, amount: 505_500, pph23: 0, write_off: 0 }]);
    expect(await screen.findByTestId('payment-number')).toHaveTextContent('PAY-JKT-2611-00002');
  });

  it("a 400 naming allocations.1.amount is said on row 1 of what was sent; a retry keeps the fill's request id", async () => {
    let refuse = true;
    const api = paymentApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { 'allocations.1.amount': [`${INV_B} owes Rp 5.500: this settles Rp 289.000`] } });
        }
        return ok(posted(body as Body));
      },
    });
    await openForCustomer();
    type(/^Amount received/, '1.300.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(input(`Amount paid on ${INV_B}`)).toHaveAccessibleDescription(`${INV_B} owes Rp 5.500: this settles Rp 289.000`));
    expect(row(1)).toHaveTextContent(`${INV_B} owes Rp 5.500`);
    expect(input(`Amount paid on ${INV_A}`)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('payment-error')).toHaveTextContent('Invalid body: check the highlighted fields');
    expect(toast.error).not.toHaveBeenCalled();

    // corrected on the row, the message goes; the retry is the same fill
    type(`Amount paid on ${INV_B}`, '5.500');
    expect(input(`Amount paid on ${INV_B}`)).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByTestId('payment-done');
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.request_id).toBe(first.request_id);
    expect(second.allocations).toEqual([
      { item_type: 'invoice', item_id: 11, amount: 1_011_000, pph23: 0, write_off: 0 },
      { item_type: 'invoice', item_id: 12, amount: 5_500, pph23: 0, write_off: 0 },
    ]);
  });

  it('a 409 (paid meanwhile) is toasted and the open items are read again', async () => {
    let reads = 0;
    const api = paymentApi({
      [`GET ${OPEN}`]: () => {
        reads += 1;
        // INV-JKT-2601-00011 was paid by someone else meanwhile
        return ok(reads === 1 ? openItems() : openItems({ items: openItems().items.slice(1) }));
      },
      [`POST ${CREATE}`]: () => {
        throw apiError(409, { message: `${INV_A} was paid meanwhile: read the open items again` });
      },
    });
    await openForCustomer();
    type(/^Amount received/, '500.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`${INV_A} was paid meanwhile: read the open items again`));
    await waitFor(() => expect(api.openReads()).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('allocation-row')).toHaveLength(2));
    // still spread oldest first, over what is open now
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('500.000');
    expect(screen.queryByTestId('payment-done')).toBeNull();
  });

  it('deposit only: no money fields, the deposit applied pays the oldest first', async () => {
    const api = paymentApi();
    await openForCustomer();
    type(/^Into account/, 'BCA 123-456-7890');
    fireEvent.change(input(/^Method/), { target: { value: 'DEPOSIT' } });
    expect(screen.queryByLabelText(/^Amount received/)).toBeNull();
    expect(screen.queryByLabelText(/^Into account/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply all Rp 250.000 of deposit' }));
    expect(input(/^Deposit to apply/)).toHaveValue('250.000');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('250.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByTestId('payment-done');
    expect(api.creates()[0].body).toEqual({
      customer_id: 5,
      payment_date: todayLocal(),
      method: 'DEPOSIT',
      amount_received: 0,
      bank_charge: 0,
      deposit_applied: 250_000,
      allocations: [{ item_type: 'invoice', item_id: 11, amount: 250_000, pph23: 0, write_off: 0 }],
      request_id: expect.stringMatching(UUID),
    });
  });

  it('a write-off closes the invoice: it needs its reason, within the limit', async () => {
    const api = paymentApi();
    await openForCustomer();
    type(/^Amount received/, '1.005.000');
    const left = within(row(0)).getByRole('button', { name: /^Write off/ });
    fireEvent.click(left);
    expect(input(`Write-off on ${INV_A}`)).toHaveValue('6.000');
    expect(within(row(0)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    expect(input(/^Write-off reason/)).toHaveAccessibleDescription('Say why the difference is written off');
    type(`Write-off on ${INV_A}`, '20.000');
    expect(input(`Write-off on ${INV_A}`)).toHaveAccessibleDescription('At most Rp 10.000 may be written off');
    type(`Write-off on ${INV_A}`, '6.000');
    type(/^Write-off reason/, 'Bank rounding');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByTestId('payment-done');
    expect(api.creates()[0].body).toMatchObject({
      write_off_reason: 'Bank rounding',
      allocations: [{ item_type: 'invoice', item_id: 11, amount: 1_005_000, pph23: 0, write_off: 6_000 }],
    });
  });
});

describe('customer payment entry: PPh 23 withheld (issue 22, 4)', () => {
  // PT Maju Jaya withholds by its customer type: the server's PPh 23 per invoice, 2 % of the amount before PPN
  const withholding = () =>
    openItems({
      items: openItems().items.map((i) => (i.item_type === 'invoice' ? { ...i, withholds_pph23: true, pph23_expected: Math.floor((i.pph23_base ?? 0) / 50) } : { ...i, withholds_pph23: true, pph23_expected: 0 })),
    });
  const total = (key: string) => screen.getByTestId('allocation-totals').querySelector(`[data-total="${key}"] dd`);

  it('the clerk types the money received: each invoice it settles takes its PPh 23 by the rule, paid exactly net both settle exactly, nothing over the money; the slip is asked for and sent', async () => {
    const api = paymentApi({ [`GET ${OPEN}`]: () => ok(withholding()) });
    await openForCustomer();
    expect(input('The customer withheld PPh 23')).toBeChecked();
    type(/^Amount received/, '1.486.500');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('991.000');
    expect(input(`PPh 23 on ${INV_A}`)).toHaveValue('20.000');
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('495.500');
    expect(input(`PPh 23 on ${INV_B}`)).toHaveValue('10.000');
    expect(input(`PPh 23 withheld on ${INV_B}`)).toBeChecked();
    expect(input(`Pay ${RCV_C}`)).not.toBeChecked();
    expect(within(row(0)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    expect(total('allocated')).toHaveTextContent('Rp 1.486.500');
    expect(total('pph23')).toHaveTextContent('Rp 30.000');
    expect(total('short')).toBeNull();
    expect(total('deposit')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(input(/^Withholding slip no\./)).toHaveAccessibleDescription('PPh 23 withheld needs the number of the withholding slip'));
    expect(api.creates()).toHaveLength(0);
    type(/^Withholding slip no\./, 'BP23-2611-007');
    fireEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await screen.findByTestId('payment-done');
    expect(api.creates()[0].body).toMatchObject({
      amount_received: 1_486_500,
      bank_charge: 0,
      pph23_slip_no: 'BP23-2611-007',
      allocations: [
        { item_type: 'invoice', item_id: 11, amount: 991_000, pph23: 20_000, write_off: 0 },
        { item_type: 'invoice', item_id: 12, amount: 495_500, pph23: 10_000, write_off: 0 },
      ],
    });
    expect(within(screen.getByTestId('payment-done')).getAllByTestId('payment-done-line').map((l) => l.textContent)).toEqual([expect.stringContaining('Paid off'), expect.stringContaining('Paid off')]);
  });

  it('bank charges count as paid; the money running out inside an invoice withholds nothing on it until the clerk ticks it; paid gross, the clerk unticks PPh 23', async () => {
    paymentApi({ [`GET ${OPEN}`]: () => ok(withholding()) });
    await openForCustomer();
    type(/^Amount received/, '1.184.500');
    type(/^Bank charges/, '6.500');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('991.000');
    expect(input(`PPh 23 on ${INV_A}`)).toHaveValue('20.000');
    // Rp 200.000 of Rp 505.500: an instalment, its PPh 23 stays due whole
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('200.000');
    expect(input(`PPh 23 withheld on ${INV_B}`)).not.toBeChecked();
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 305.500');
    // the slip covers it: ticked on the row, the rule's figure
    fireEvent.click(input(`PPh 23 withheld on ${INV_B}`));
    expect(input(`PPh 23 on ${INV_B}`)).toHaveValue('10.000');
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 295.500');
    fireEvent.click(input(`PPh 23 withheld on ${INV_B}`));

    // the customer paid in full this time
    fireEvent.click(input('The customer withheld PPh 23'));
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('1.011.000');
    expect(screen.queryByLabelText(`PPh 23 on ${INV_A}`)).toBeNull();
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('180.000');
    expect(total('pph23')).toHaveTextContent('Rp 0');
  });

  it('by hand: a row typed gross makes room for the PPh 23 ticked on it instead of settling more than it owes', async () => {
    paymentApi();
    await openForCustomer();
    type(/^Amount received/, '991.000');
    type(`Amount paid on ${INV_A}`, '1.011.000');
    expect(total('short')).toHaveTextContent('Rp 20.000');
    fireEvent.click(input(`PPh 23 withheld on ${INV_A}`));
    expect(input(`PPh 23 on ${INV_A}`)).toHaveValue('20.000');
    expect(input(`Amount paid on ${INV_A}`)).toHaveValue('991.000');
    expect(within(row(0)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    expect(total('short')).toBeNull();
    expect(input(`Amount paid on ${INV_A}`)).toHaveAttribute('aria-invalid', 'false');
  });

  it('by hand for a customer that withholds: an amount typed net of the PPh 23 takes it, one typed gross does not', async () => {
    paymentApi({ [`GET ${OPEN}`]: () => ok(withholding()) });
    await openForCustomer();
    type(/^Amount received/, '495.500');
    fireEvent.click(input(`Pay ${INV_A}`));
    fireEvent.click(input(`Pay ${INV_B}`));
    expect(input(`Amount paid on ${INV_B}`)).toHaveValue('495.500');
    expect(input(`PPh 23 on ${INV_B}`)).toHaveValue('10.000');
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
    type(`Amount paid on ${INV_B}`, '505.500');
    expect(screen.queryByLabelText(`PPh 23 on ${INV_B}`)).toBeNull();
    expect(within(row(1)).getByTestId('allocation-left')).toHaveTextContent('Rp 0');
  });
});

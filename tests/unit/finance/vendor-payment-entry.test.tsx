// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import VendorPaymentEntryPage from '@/pages/finance/ap/payment-invoice-vendor/entry';
import VendorPaymentReportPage from '@/pages/finance/ap/payment-invoice-vendor/report';
import { todayLocal } from '@/components/document/local-datetime';
import type { VendorOpenBill } from '@/hooks/finance/use-vendor-bills';
import type { VendorPaymentReport } from '@/hooks/finance/use-vendor-payment-report';
import { VENDOR_PAYMENT } from '@/lib/resources/documents/screens';
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
const files = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/services/save-file', () => files);

/*
 * The vendor payment entry against a fake finance API (behind the real axios client). We owe PT Kirim
 * Cepat (7), soonest due first: VI-JKT-2510-00001 (Rp 505.500, no PPh 23 — a bill from before it was a
 * company, overdue) and VI-JKT-2511-00002 (Rp 1.091.000 payable, PPh 23 Rp 20.000 withheld, Rp 591.000
 * left after a first payment).
 */

const VENDORS = [{ id: 7, label: 'PT Kirim Cepat (VND07)' }];
const BILL_A = 'VI-JKT-2510-00001';
const BILL_B = 'VI-JKT-2511-00002';
const OPEN = '/finance/get/vendor-open-bills';
const CREATE = '/finance/create/vendor-payment';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VENDOR = { id: 7, code: 'VND07', name: 'PT Kirim Cepat', is_company: true, npwp: '01.234.567.8-901.000', top_days: 30, bank_name: 'BCA', bank_account_no: '123-456-7890', bank_account_name: 'PT Kirim Cepat', version: 2 };

const openBills = (): VendorOpenBill[] => [
  { id: 1, number: BILL_A, vendor_invoice_no: 'KC/0990', bill_date: '2025-10-01', due_date: '2025-10-31', payable: 505_500, pph23: 0, status: 'POSTED', outstanding: 505_500 },
  { id: 2, number: BILL_B, vendor_invoice_no: 'KC/1077', bill_date: '2025-11-05', due_date: '2099-12-05', payable: 1_091_000, pph23: 20_000, status: 'PARTLY_PAID', outstanding: 591_000 },
];

type Body = Record<string, unknown>;

function posted(body: Body, n = 1) {
  const bills = openBills();
  const allocations = (body.allocations as { vendor_invoice_id: number; amount: number }[]).map((a, i) => {
    const b = bills.find((x) => x.id === a.vendor_invoice_id)!;
    return { id: 700 + i, vendor_invoice_id: b.id, bill_number: b.number, vendor_invoice_no: b.vendor_invoice_no, outstanding_before: b.outstanding, amount: a.amount, outstanding_after: b.outstanding - a.amount };
  });
  return {
    id: 60 + n,
    version: 1,
    number: `VP-JKT-2611-0000${n}`,
    stage: 'booked',
    status: 'POSTED',
    vendor_id: 7,
    vendor_id_label: VENDORS[0].label,
    amount_paid: allocations.reduce((s, a) => s + a.amount, 0),
    bank_charge: body.bank_charge,
    pph23_slip_no: body.pph23_slip_no ?? null,
    lines: { allocations },
  };
}

function paymentApi(overrides: Record<string, Handler> = {}) {
  let saved = 0;
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok({ ...USER, user: { ...USER.user, permissions: [VENDOR_PAYMENT.entry, VENDOR_PAYMENT.list] } }),
    'GET /datamaster/options/vendor': options(VENDORS),
    'GET /datamaster/get/vendor/7': () => ok(VENDOR),
    [`GET ${OPEN}`]: () => ok(openBills()),
    [`POST ${CREATE}`]: ({ body }) => ok(posted(body as Body, ++saved)),
    ...overrides,
  });
  const of = (method: ApiCall['method'], url: string) => api.calls.filter((c) => c.method === method && c.url === url);
  return { ...api, creates: () => of('POST', CREATE), openReads: () => of('GET', OPEN) };
}

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const row = (index: number) => screen.getAllByTestId('open-bill-row')[index];
const SLIP = /^Withholding slip no\./;
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save payment|Saving)/ }));

async function openForVendor() {
  renderWithClient(<VendorPaymentEntryPage />);
  const box = input(/^Vendor/);
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'kirim' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: VENDORS[0].label }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(VENDORS[0].label));
  await nextFrame();
  await screen.findAllByTestId('open-bill-row');
}

beforeEach(() => {
  router.pathname = VENDOR_PAYMENT.entry;
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
  files.saveFile.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('vendor payment entry', () => {
  it("loads the chosen vendor's open bills, soonest due first, with what each owes and its PPh 23; where to transfer to", async () => {
    const api = paymentApi();
    await openForVendor();
    expect(api.openReads()).toHaveLength(1);
    expect(api.openReads()[0].params).toEqual({ vendor_id: 7 });
    const rows = screen.getAllByTestId('open-bill-row');
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['1', '2']);
    expect(within(rows[0]).getByTestId('open-bill-overdue')).toHaveTextContent('Overdue');
    expect(within(rows[1]).queryByTestId('open-bill-overdue')).toBeNull();
    expect(within(rows[1]).getByTestId('open-bill-outstanding')).toHaveTextContent('Rp 591.000');
    expect(within(rows[1]).getByTestId('open-bill-pph23')).toHaveTextContent('Rp 20.000');
    expect(rows[1]).toHaveTextContent('KC/1077');
    expect(input(/^Payment date/)).toHaveValue(todayLocal());
    expect(input(/^Method/)).toHaveValue('TRANSFER');
    await waitFor(() => expect(screen.getByText('Pay to BCA 123-456-7890 a/n PT Kirim Cepat')).toBeInTheDocument());
  });

  it('a tick pays a bill in full, "Pay in full" after a part, "Pay all in full" every bill; the totals follow', async () => {
    paymentApi();
    await openForVendor();
    fireEvent.click(input(`Pay ${BILL_A}`));
    expect(input(`Amount paid on ${BILL_A}`)).toHaveValue('505.500');
    expect(within(row(0)).getByTestId('open-bill-left')).toHaveTextContent('Paid off');

    // part of a bill
    type(`Amount paid on ${BILL_B}`, '200.000');
    expect(input(`Pay ${BILL_B}`)).toBeChecked();
    expect(within(row(1)).getByTestId('open-bill-left')).toHaveTextContent('Rp 391.000');
    expect(screen.getByTestId('vendor-payment-total-paid')).toHaveTextContent('Rp 705.500');
    fireEvent.click(screen.getByRole('button', { name: `Pay ${BILL_B} in full` }));
    expect(input(`Amount paid on ${BILL_B}`)).toHaveValue('591.000');
    expect(screen.getByTestId('vendor-payment-total-paid')).toHaveTextContent('Rp 1.096.500');

    // our bank's charges leave the account too
    type(/^Bank charges \(ours\)/, '6.500');
    expect(screen.getByTestId('vendor-payment-total-out')).toHaveTextContent('Rp 1.103.000');

    fireEvent.click(input(`Pay ${BILL_A}`));
    fireEvent.click(input(`Pay ${BILL_B}`));
    expect(input(`Amount paid on ${BILL_A}`)).toHaveValue('');
    expect(screen.getByTestId('vendor-payment-total-paid')).toHaveTextContent('Rp 0');
    fireEvent.click(screen.getByRole('button', { name: 'Pay all in full' }));
    expect(input(`Amount paid on ${BILL_A}`)).toHaveValue('505.500');
    expect(input(`Amount paid on ${BILL_B}`)).toHaveValue('591.000');
    expect(screen.getByTestId('vendor-payment-total-paid')).toHaveTextContent('Rp 1.096.500');
  });

  it('more than a bill owes is said on its row, and nothing is sent', async () => {
    const api = paymentApi();
    await openForVendor();
    type(`Amount paid on ${BILL_A}`, '600.000');
    expect(input(`Amount paid on ${BILL_A}`)).toHaveAccessibleDescription(`${BILL_A} has Rp 505.500 left to pay`);
    expect(within(row(0)).getByTestId('open-bill-left')).toHaveTextContent('-Rp 94.500');
    save();
    await waitFor(() => expect(document.activeElement).toBe(input(`Amount paid on ${BILL_A}`)));
    expect(api.creates()).toHaveLength(0);
  });

  it('the withholding slip becomes required once a bill with PPh 23 is ticked; the body sent', async () => {
    const api = paymentApi();
    await openForVendor();
    const slipLabel = () => screen.getByText(SLIP).closest('label');
    fireEvent.click(input(`Pay ${BILL_A}`));
    expect(slipLabel()).not.toHaveTextContent('*');
    fireEvent.click(input(`Pay ${BILL_B}`));
    expect(slipLabel()).toHaveTextContent('*');

    type(/^From account/, 'BCA 888-000-111');
    type(/^Reference/, ' TRF-2611-09 ');
    type(/^Bank charges \(ours\)/, '6500');
    save();
    await waitFor(() => expect(input(SLIP)).toHaveAccessibleDescription('These bills had PPh 23 withheld: the number of the slip handed to the vendor'));
    expect(api.creates()).toHaveLength(0);

    type(SLIP, 'BP-2611-0007');
    save();
    save();
    await screen.findByTestId('vendor-payment-done');
    expect(api.creates()).toHaveLength(1);
    expect(api.creates()[0].body).toEqual({
      vendor_id: 7,
      payment_date: todayLocal(),
      method: 'TRANSFER',
      from_account: 'BCA 888-000-111',
      reference: 'TRF-2611-09',
      bank_charge: 6_500,
      pph23_slip_no: 'BP-2611-0007',
      allocations: [
        { vendor_invoice_id: 1, amount: 505_500 },
        { vendor_invoice_id: 2, amount: 591_000 },
      ],
      request_id: expect.stringMatching(UUID),
    });

    const done = screen.getByTestId('vendor-payment-done');
    expect(within(done).getByTestId('vendor-payment-number')).toHaveTextContent('VP-JKT-2611-00001');
    expect(within(done).getByTestId('vendor-payment-paid')).toHaveTextContent('Rp 1.096.500 paid');
    const lines = within(done).getAllByTestId('vendor-payment-done-line');
    expect(lines[0]).toHaveTextContent(BILL_A);
    expect(lines[0]).toHaveTextContent('Paid off');
    expect(within(done).getByRole('link', { name: 'Go to the vendor payments' })).toHaveAttribute('href', VENDOR_PAYMENT.list);

    fireEvent.click(within(done).getByRole('button', { name: 'Enter another' }));
    expect(input(/^Vendor/)).toHaveValue('');
    await nextFrame();
  });

  it('a bill without PPh 23 needs no slip; cash, without the optional fields', async () => {
    const api = paymentApi();
    await openForVendor();
    fireEvent.change(input(/^Method/), { target: { value: 'CASH' } });
    fireEvent.click(input(`Pay ${BILL_A}`));
    save();
    await screen.findByTestId('vendor-payment-done');
    expect(api.creates()[0].body).toEqual({
      vendor_id: 7,
      payment_date: todayLocal(),
      method: 'CASH',
      bank_charge: 0,
      allocations: [{ vendor_invoice_id: 1, amount: 505_500 }],
      request_id: expect.stringMatching(UUID),
    });
  });

  it('nothing ticked: said once save is pressed', async () => {
    const api = paymentApi();
    await openForVendor();
    expect(screen.queryByTestId('open-bills-error')).toBeNull();
    save();
    expect(await screen.findByTestId('open-bills-error')).toHaveTextContent('Tick at least one bill to pay');
    expect(api.creates()).toHaveLength(0);
  });

  it('a 400 naming allocations.1.amount is said on the row sent second; pph23_slip_no at the field', async () => {
    const api = paymentApi({
      [`POST ${CREATE}`]: () => {
        throw apiError(400, {
          message: 'Invalid body: check the highlighted fields',
          errors: { 'allocations.1.amount': [`${BILL_B} has Rp 391.000 left to pay`], pph23_slip_no: ['At most 40 characters'] },
        });
      },
    });
    await openForVendor();
    fireEvent.click(screen.getByRole('button', { name: 'Pay all in full' }));
    type(SLIP, 'BP-1');
    save();
    await waitFor(() => expect(input(`Amount paid on ${BILL_B}`)).toHaveAccessibleDescription(`${BILL_B} has Rp 391.000 left to pay`));
    expect(input(`Amount paid on ${BILL_A}`)).toHaveAttribute('aria-invalid', 'false');
    expect(input(SLIP)).toHaveAccessibleDescription('At most 40 characters');
    expect(screen.getByTestId('vendor-payment-error')).toHaveTextContent('Invalid body: check the highlighted fields');
    expect(api.creates()).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

/* November 2026: four payments to two vendors, by transfer and cash. */
const REPORT: VendorPaymentReport = {
  totals: { count: 4, paid: 12_500_000, pph23: 180_000, bank_charge: 13_000 },
  by_method: [
    { method: 'CASH', count: 1, paid: 500_000, pph23: 0, bank_charge: 0 },
    { method: 'TRANSFER', count: 3, paid: 12_000_000, pph23: 180_000, bank_charge: 13_000 },
  ],
  by_vendor: [
    { vendor_id: 7, code: 'VND07', name: 'PT Kirim Cepat', count: 3, paid: 9_000_000, pph23: 180_000, bank_charge: 13_000 },
    { vendor_id: 9, code: 'VND09', name: 'CV Antar Jaya', count: 1, paid: 3_500_000, pph23: 0, bank_charge: 0 },
  ],
};

describe('vendor payment report', () => {
  const FROM = '2026-11-01';
  const TO = '2026-11-30';
  const reads = (calls: ApiCall[], url: string) => calls.filter((c) => c.method === 'GET' && c.url === url);

  beforeEach(() => {
    router.pathname = VENDOR_PAYMENT.report;
    resetRouter({ date_from: FROM, date_to: TO });
  });

  it('shows the totals, the totals per method (by their labels) and per vendor, with a totals row', async () => {
    const { calls } = mockApi({ 'GET /finance/report/vendor-payment': () => ok(REPORT) });
    renderWithClient(<VendorPaymentReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('method-row')).toHaveLength(2));
    expect(reads(calls, '/finance/report/vendor-payment')[0].params).toEqual({ date_from: FROM, date_to: TO });

    const totals = screen.getByTestId('vendor-payment-totals');
    expect(within(totals).getByTestId('summary-count-value')).toHaveTextContent('4');
    expect(within(totals).getByTestId('summary-paid-value')).toHaveTextContent('Rp 12.500.000');
    expect(within(totals).getByTestId('summary-pph23-value')).toHaveTextContent('Rp 180.000');
    expect(within(totals).getByTestId('summary-bank_charge-value')).toHaveTextContent('Rp 13.000');
    expect(within(totals).getByTestId('summary-out-value')).toHaveTextContent('Rp 12.513.000');

    const [cash, transfer] = screen.getAllByTestId('method-row');
    expect(cash).toHaveAttribute('data-method', 'CASH');
    expect(cash).toHaveTextContent('Cash');
    expect(transfer).toHaveTextContent('Bank transfer');
    expect(transfer.querySelector('[data-sum="count"]')).toHaveTextContent('3');
    expect(transfer.querySelector('[data-sum="paid"]')).toHaveTextContent('Rp 12.000.000');
    expect(screen.getByTestId('vendor-payment-by-method-totals').querySelector('[data-sum="paid"]')).toHaveTextContent('Rp 12.500.000');

    const [kirim, antar] = screen.getAllByTestId('vendor-row');
    expect(kirim).toHaveTextContent('PT Kirim Cepat');
    expect(kirim).toHaveTextContent('VND07');
    expect(kirim.querySelector('[data-sum="paid"]')).toHaveTextContent('Rp 9.000.000');
    expect(antar.querySelector('[data-sum="pph23"]')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('vendor-payment-by-vendor-totals').querySelector('[data-sum="bank_charge"]')).toHaveTextContent('Rp 13.000');
  });

  it('sends the methods chosen; the export of the vendor payment list has the same period', async () => {
    const { calls } = mockApi({
      'GET /finance/report/vendor-payment': () => ok(REPORT),
      'GET /finance/export/vendor-payment': () => ({ raw: { data: new Blob(['x']), headers: {} } }),
    });
    renderWithClient(<VendorPaymentReportPage />);
    await waitFor(() => expect(screen.getAllByTestId('method-row')).toHaveLength(2));

    fireEvent.click(within(screen.getByTestId('choice-filter-method')).getByRole('button', { name: 'Bank transfer' }));
    await waitFor(() => expect(reads(calls, '/finance/report/vendor-payment').at(-1)!.params).toEqual({ date_from: FROM, date_to: TO, method: 'TRANSFER' }));

    fireEvent.click(screen.getByTestId('resource-export-xlsx'));
    await waitFor(() => expect(files.saveFile).toHaveBeenCalledTimes(1));
    expect(reads(calls, '/finance/export/vendor-payment')[0].params).toEqual({ date_from: FROM, date_to: TO, stage: 'booked', method: 'TRANSFER', format: 'xlsx' });
  });
});

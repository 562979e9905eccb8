// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import VendorInvoiceAddPage from '@/pages/finance/ap/invoice-vendor/add';
import { todayLocal } from '@/components/document/local-datetime';
import { addDays } from '@/components/documents/vendor-invoice/vendor-invoice-form';
import { VENDOR_INVOICE_DRAFTS } from '@/components/documents/vendor-invoice/vendor-invoice-screens';
import { VENDOR_INVOICE } from '@/lib/resources/documents/screens';
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
 * The vendor invoice form against a fake finance API (behind the real axios client). PT Kirim Cepat (7)
 * is a company with an NPWP, 30 days' terms; it has not billed hand-over HO-JKT-2611-00011 (20 AWBs,
 * expected Rp 500.000) nor manifest MF-JKT-2611-00021 (35 AWBs, 120 kg, expected Rp 1.200.000).
 */

const VENDORS = [{ id: 7, label: 'PT Kirim Cepat (VND07)' }];
const HO = 'HO-JKT-2611-00011';
const MF = 'MF-JKT-2611-00021';
const BILLABLES = '/finance/get/vendor-billables';
const CREATE = '/finance/create/vendor-invoice';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const VENDOR = { id: 7, code: 'VND07', name: 'PT Kirim Cepat', is_company: true, npwp: '01.234.567.8-901.000', top_days: 30, version: 2 };
const billables = () => [
  { source_type: 'VENDOR_HANDOVER', source_id: 11, source_number: HO, source_date: '2025-11-03', branch_id: 1, awb_count: 20, weight_kg: 48.5, expected: 500_000 },
  { source_type: 'MANIFEST', source_id: 21, source_number: MF, source_date: '2025-11-05', branch_id: 1, awb_count: 35, weight_kg: 120, expected: 1_200_000 },
];

type Body = Record<string, unknown>;

function saved(body: Body, over: Body = {}) {
  const items = body.items as { source_type: string; source_id: number; billed: number }[];
  const amount = items.reduce((a, i) => a + i.billed, 0);
  const expected = items.reduce((a, i) => a + (i.source_type === 'MANIFEST' ? 1_200_000 : 500_000), 0);
  const ppn = Math.floor((amount * 110) / 10_000);
  const pph23 = Math.floor((amount * 200) / 10_000);
  return {
    id: 41,
    version: 1,
    number: 'VI-JKT-2611-00004',
    stage: 'draft',
    status: 'DRAFT',
    vendor_id: 7,
    vendor_id_label: VENDORS[0].label,
    vendor_invoice_no: body.vendor_invoice_no,
    bill_date: body.bill_date,
    due_date: body.due_date,
    expected_total: expected,
    amount,
    difference: amount - expected,
    ppn,
    total: amount + ppn,
    pph23,
    payable: amount + ppn - pph23,
    ...over,
  };
}

function billApi(overrides: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok({ ...USER, user: { ...USER.user, permissions: [VENDOR_INVOICE.add, VENDOR_INVOICE.draft] } }),
    'GET /datamaster/options/vendor': options(VENDORS),
    'GET /datamaster/get/vendor/7': () => ok(VENDOR),
    [`GET ${BILLABLES}`]: () => ok(billables()),
    [`POST ${CREATE}`]: ({ body }) => ok(saved(body as Body)),
    ...overrides,
  });
  const of = (method: ApiCall['method'], url: string) => api.calls.filter((c) => c.method === method && c.url === url);
  return { ...api, creates: () => of('POST', CREATE), billableReads: () => of('GET', BILLABLES) };
}

const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const row = (index: number) => screen.getAllByTestId('billable-row')[index];
const total = (key: string) => screen.getByTestId(`bill-total-${key}`);
const VENDOR_LABEL = /^Vendor\*?$/;
const INVOICE_NO = /^Vendor's invoice no\./;
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Save as draft|Saving)/ }));

/** Opens the screen and takes PT Kirim Cepat in the vendor picker; waits for what they may bill. */
async function openForVendor() {
  renderWithClient(<VendorInvoiceAddPage />);
  const box = input(VENDOR_LABEL);
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'kirim' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: VENDORS[0].label }, { timeout: 3000 }), { button: 0 });
  await waitFor(() => expect(box).toHaveValue(VENDORS[0].label));
  await nextFrame();
  await screen.findAllByTestId('billable-row');
  // the vendor's terms (due date, PPh 23)
  await waitFor(() => expect(total('pph23')).not.toHaveTextContent('…'));
}

beforeEach(() => {
  router.pathname = VENDOR_INVOICE.add;
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('vendor invoice form', () => {
  it("loads what the chosen vendor has not billed yet; the due date follows the bill date and the vendor's terms", async () => {
    const api = billApi();
    await openForVendor();
    expect(api.billableReads()).toHaveLength(1);
    expect(api.billableReads()[0].params).toEqual({ vendor_id: 7 });
    const rows = screen.getAllByTestId('billable-row');
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['VENDOR_HANDOVER:11', 'MANIFEST:21']);
    expect(rows[0]).toHaveTextContent(HO);
    expect(rows[0]).toHaveTextContent('Hand-over');
    expect(within(rows[1]).getByTestId('billable-expected')).toHaveTextContent('Rp 1.200.000');
    expect(input(`Bill ${HO}`)).not.toBeChecked();
    expect(input(`Billed for ${HO}`)).toHaveValue('');

    expect(input(/^Bill date/)).toHaveValue(todayLocal());
    expect(input(/^Due date/)).toHaveValue(addDays(todayLocal(), 30));
    expect(input(/^PPN %/)).toHaveValue('1.1');
    type(/^Bill date/, '2025-11-10');
    expect(input(/^Due date/)).toHaveValue('2025-12-10');
    // typed, it stays
    type(/^Due date/, '2025-12-31');
    type(/^Bill date/, '2025-11-12');
    expect(input(/^Due date/)).toHaveValue('2025-12-31');
  });

  it('ticking bills an item at its expected cost; a different amount shows the difference, signed and flagged; the totals follow', async () => {
    billApi();
    await openForVendor();
    fireEvent.click(input(`Bill ${HO}`));
    expect(input(`Billed for ${HO}`)).toHaveValue('500.000');
    expect(within(row(0)).getByTestId('billable-difference')).toHaveTextContent('Rp 0');
    expect(within(row(0)).getByTestId('billable-difference')).not.toHaveClass('bg-amber-100');

    type(`Billed for ${HO}`, '510.000');
    const diff = within(row(0)).getByTestId('billable-difference');
    expect(diff).toHaveTextContent('+Rp 10.000');
    expect(diff).toHaveClass('bg-amber-100');
    type(`Billed for ${HO}`, '487.500');
    expect(within(row(0)).getByTestId('billable-difference')).toHaveTextContent('-Rp 12.500');

    // typing an amount on a row not ticked ticks it
    type(`Billed for ${MF}`, '1.200.000');
    expect(input(`Bill ${MF}`)).toBeChecked();

    expect(total('expected')).toHaveTextContent('Rp 1.700.000');
    expect(total('billed')).toHaveTextContent('Rp 1.687.500');
    expect(total('difference')).toHaveTextContent('-Rp 12.500');
    // PPN 1.1 % of what is billed, rounded down; PPh 23 2 % (a company with an NPWP)
    expect(total('ppn')).toHaveTextContent('Rp 18.562');
    expect(total('total')).toHaveTextContent('Rp 1.706.062');
    expect(total('pph23')).toHaveTextContent('Rp 33.750');
    expect(screen.getByText('PPh 23 (estimated)')).toBeInTheDocument();
    expect(total('payable')).toHaveTextContent('Rp 1.672.312');

    // a PPN rate of 0: no PPN
    type(/^PPN %/, '0');
    expect(total('ppn')).toHaveTextContent('Rp 0');

    // unticked, the row is off the bill
    fireEvent.click(input(`Bill ${HO}`));
    expect(input(`Billed for ${HO}`)).toHaveValue('');
    expect(within(row(0)).queryByTestId('billable-difference')).toBeNull();
    expect(total('billed')).toHaveTextContent('Rp 1.200.000');
  });

  it('nothing ticked and no invoice number: said once save is pressed, nothing is sent', async () => {
    const api = billApi();
    await openForVendor();
    expect(input(INVOICE_NO)).toHaveAttribute('aria-invalid', 'false');
    save();
    await waitFor(() => expect(input(INVOICE_NO)).toHaveAccessibleDescription('The number on the vendor’s invoice'));
    expect(screen.getByTestId('billables-error')).toHaveTextContent('Pick at least one hand-over or manifest');
    await act(async () => {});
    expect(api.creates()).toHaveLength(0);
  });

  it('save sends exactly the bill, with one request id however often it is pressed; the done panel shows the number, the payable and the way to the drafts', async () => {
    const api = billApi();
    await openForVendor();
    type(INVOICE_NO, ' KC/INV/2611/077 ');
    const yy = todayLocal().slice(2, 4);
    type(/^Tax invoice no\./, `010.000-${yy}.00000077`);
    type(/^Notes/, 'November linehaul and last mile');
    fireEvent.click(input(`Bill ${HO}`));
    fireEvent.click(input(`Bill ${MF}`));
    type(`Billed for ${MF}`, '1.250.000');

    save();
    save();
    await screen.findByTestId('vendor-invoice-done');
    expect(api.creates()).toHaveLength(1);
    expect(api.creates()[0].body).toEqual({
      vendor_id: 7,
      bill_date: todayLocal(),
      vendor_invoice_no: 'KC/INV/2611/077',
      tax_invoice_no: `010.000-${yy}.00000077`,
      due_date: addDays(todayLocal(), 30),
      ppn_percent: 1.1,
      notes: 'November linehaul and last mile',
      items: [
        { source_type: 'VENDOR_HANDOVER', source_id: 11, billed: 500_000 },
        { source_type: 'MANIFEST', source_id: 21, billed: 1_250_000 },
      ],
      request_id: expect.stringMatching(UUID),
    });

    const done = screen.getByTestId('vendor-invoice-done');
    expect(within(done).getByTestId('vendor-invoice-number')).toHaveTextContent('VI-JKT-2611-00004');
    // 1.750.000 + PPN 19.250 − PPh 23 35.000
    expect(within(done).getByTestId('vendor-invoice-payable')).toHaveTextContent('Rp 1.734.250');
    expect(within(done).getByRole('link', { name: 'Go to the drafts to post it' })).toHaveAttribute('href', VENDOR_INVOICE.draft);

    fireEvent.click(within(done).getByRole('button', { name: 'Enter another' }));
    expect(input(VENDOR_LABEL)).toHaveValue('');
    expect(input(INVOICE_NO)).toHaveValue('');
    await nextFrame();
  });

  it("the tax invoice number: the declaration's rule and message at the field once left (the bill's own year), nothing sent; typed as printed, sent in its stored form", async () => {
    const api = billApi();
    const year = Number(todayLocal().slice(0, 4));
    const yy = String(year % 100).padStart(2, '0');
    const TAX = /^Tax invoice no\./;
    await openForVendor();
    type(INVOICE_NO, 'KC/INV/2611/080');
    fireEvent.click(input(`Bill ${HO}`));
    // a number three years off: not said while typed, said once the field is left
    type(TAX, `010.000-${String((year - 3) % 100).padStart(2, '0')}.12345678`);
    expect(input(TAX)).toHaveAttribute('aria-invalid', 'false');
    fireEvent.blur(input(TAX));
    expect(input(TAX)).toHaveAttribute('aria-invalid', 'true');
    expect(input(TAX)).toHaveAccessibleDescription(`This number is of ${year - 3}: the invoice is dated ${year}`);
    save();
    await act(async () => {});
    expect(api.creates()).toHaveLength(0);
    // not DJP's shape: the same message the API gives
    type(TAX, `010.000-${yy}.1234`);
    expect(input(TAX)).toHaveAccessibleDescription(/or Coretax’s 17 digits: this has 12/);
    type(TAX, `000.000-${yy}.12345678`);
    expect(input(TAX)).toHaveAccessibleDescription('00 is not a transaction code (kode transaksi 01–10)');
    // the year is the bill's own: a bill dated three years back takes that year's number
    type(TAX, `010.000-${yy}.12345678`);
    expect(input(TAX)).toHaveAttribute('aria-invalid', 'false');
    type(/^Bill date/, `${year - 3}-06-30`);
    expect(input(TAX)).toHaveAccessibleDescription(`This number is of ${year}: the invoice is dated ${year - 3}`);
    type(/^Bill date/, todayLocal());
    // typed with spaces: sent as e-Faktur writes it
    type(TAX, ` 01 000 0${yy}1234 5678 `);
    expect(input(TAX)).toHaveAttribute('aria-invalid', 'false');
    save();
    await screen.findByTestId('vendor-invoice-done');
    expect(api.creates()).toHaveLength(1);
    expect(api.creates()[0].body).toMatchObject({ tax_invoice_no: `010.000-${yy}.12345678`, bill_date: todayLocal() });
  });

  it('a tax invoice number refused by the API (400 on tax_invoice_no) is said at its field', async () => {
    const yy = todayLocal().slice(2, 4);
    billApi({
      [`POST ${CREATE}`]: () => {
        throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { tax_invoice_no: ['This number is of 2023: the invoice is dated 2026'] } });
      },
    });
    await openForVendor();
    type(INVOICE_NO, 'KC/INV/2611/081');
    fireEvent.click(input(`Bill ${HO}`));
    type(/^Tax invoice no\./, `04.00.${yy}.00000012345`);
    save();
    await waitFor(() => expect(input(/^Tax invoice no\./)).toHaveAccessibleDescription('This number is of 2023: the invoice is dated 2026'));
    expect(screen.getByTestId('vendor-invoice-error')).toHaveTextContent('Invalid body: check the highlighted fields');
  });

  it('an optional field left empty is not sent; without NPWP the PPh 23 estimate is 4 %', async () => {
    const api = billApi({ 'GET /datamaster/get/vendor/7': () => ok({ ...VENDOR, npwp: null }) });
    await openForVendor();
    fireEvent.click(input(`Bill ${HO}`));
    expect(total('pph23')).toHaveTextContent('Rp 20.000');
    expect(screen.getByTestId('bill-totals')).toHaveTextContent('4 % withheld; the server decides');
    type(INVOICE_NO, 'KC-1');
    save();
    await screen.findByTestId('vendor-invoice-done');
    expect(api.creates()[0].body).toEqual({
      vendor_id: 7,
      bill_date: todayLocal(),
      vendor_invoice_no: 'KC-1',
      due_date: addDays(todayLocal(), 30),
      ppn_percent: 1.1,
      items: [{ source_type: 'VENDOR_HANDOVER', source_id: 11, billed: 500_000 }],
      request_id: expect.stringMatching(UUID),
    });
  });

  it('a 400 on items.0.source_id is said on the row sent first, one on vendor_invoice_no at the field; a retry keeps the request id', async () => {
    let refuse = true;
    const api = billApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          throw apiError(400, {
            message: 'Invalid body: check the highlighted fields',
            errors: { 'items.0.source_id': ['Not an unbilled manifest of PT Kirim Cepat'], vendor_invoice_no: ['Already entered as VI-JKT-2611-00003'] },
          });
        }
        return ok(saved(body as Body));
      },
    });
    await openForVendor();
    type(INVOICE_NO, 'KC/INV/2611/077');
    // the manifest only: it is items.0 of what is sent
    fireEvent.click(input(`Bill ${MF}`));
    save();
    await waitFor(() => expect(input(INVOICE_NO)).toHaveAccessibleDescription('Already entered as VI-JKT-2611-00003'));
    expect(input(`Bill ${MF}`)).toHaveAccessibleDescription('Not an unbilled manifest of PT Kirim Cepat');
    expect(input(`Bill ${MF}`)).toHaveAttribute('aria-invalid', 'true');
    expect(row(1)).toHaveTextContent('Not an unbilled manifest of PT Kirim Cepat');
    expect(input(`Bill ${HO}`)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('vendor-invoice-error')).toHaveTextContent('Invalid body: check the highlighted fields');
    expect(toast.error).not.toHaveBeenCalled();

    // corrected, the messages go; the retry is the same fill
    type(INVOICE_NO, 'KC/INV/2611/078');
    expect(input(INVOICE_NO)).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(input(`Bill ${MF}`));
    fireEvent.click(input(`Bill ${HO}`));
    expect(input(`Bill ${MF}`)).toHaveAttribute('aria-invalid', 'false');
    save();
    await screen.findByTestId('vendor-invoice-done');
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.request_id).toBe(first.request_id);
    expect(second.vendor_invoice_no).toBe('KC/INV/2611/078');
    expect(second.items).toEqual([{ source_type: 'VENDOR_HANDOVER', source_id: 11, billed: 500_000 }]);
  });

  it("edits a draft (?id=): its own items ticked first, then what is still unbilled; the PUT carries the version read", async () => {
    resetRouter({ id: '41' });
    const draft = {
      id: 41,
      version: 3,
      number: 'VI-JKT-2511-00004',
      stage: 'draft',
      status: 'DRAFT',
      vendor_id: 7,
      vendor_id_label: VENDORS[0].label,
      bill_date: '2025-11-20',
      vendor_invoice_no: 'KC/INV/2511/050',
      tax_invoice_no: null,
      due_date: '2025-12-20',
      ppn_percent: '1.10',
      notes: null,
      lines: {
        items: [{ id: 1, source_type: 'VENDOR_HANDOVER', source_id: 5, source_number: 'HO-JKT-2511-00005', source_date: '2025-11-01', awb_count: 12, weight_kg: 30, expected: 290_000, billed: 300_000, difference: 10_000 }],
      },
    };
    const api = billApi({
      'GET /finance/get/vendor-invoice/41': () => ok(draft),
      'PUT /finance/update/vendor-invoice/41': ({ body }) => ok({ ...saved(body as Body), number: draft.number, version: 4 }),
    });
    renderWithClient(<VendorInvoiceAddPage />);
    await waitFor(() => expect(screen.getAllByTestId('billable-row')).toHaveLength(3));
    expect(screen.getByRole('heading', { name: 'Edit a draft vendor invoice' })).toBeInTheDocument();
    expect(input(VENDOR_LABEL)).toHaveValue(VENDORS[0].label);
    expect(input(INVOICE_NO)).toHaveValue('KC/INV/2511/050');
    expect(input(/^Due date/)).toHaveValue('2025-12-20');
    expect(input(/^PPN %/)).toHaveValue('1.1');
    expect(screen.getAllByTestId('billable-row').map((r) => r.getAttribute('data-key'))).toEqual(['VENDOR_HANDOVER:5', 'VENDOR_HANDOVER:11', 'MANIFEST:21']);
    expect(input('Bill HO-JKT-2511-00005')).toBeChecked();
    expect(input('Billed for HO-JKT-2511-00005')).toHaveValue('300.000');
    expect(within(row(0)).getByTestId('billable-difference')).toHaveTextContent('+Rp 10.000');
    expect(api.billableReads()[0].params).toEqual({ vendor_id: 7 });

    fireEvent.click(input(`Bill ${HO}`));
    type(/^Notes/, 'Added the November hand-over');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByTestId('vendor-invoice-done');
    expect(api.last('PUT', '/finance/update/vendor-invoice/41')!.body).toEqual({
      version: 3,
      bill_date: '2025-11-20',
      vendor_invoice_no: 'KC/INV/2511/050',
      tax_invoice_no: null,
      due_date: '2025-12-20',
      ppn_percent: 1.1,
      notes: 'Added the November hand-over',
      items: [
        { source_type: 'VENDOR_HANDOVER', source_id: 5, billed: 300_000 },
        { source_type: 'VENDOR_HANDOVER', source_id: 11, billed: 500_000 },
      ],
    });
    expect(api.creates()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Draft saved' })).toBeInTheDocument();
  });
});

describe('vendor invoice worklists', () => {
  it('the drafts are edited on the add screen and posted one by one or at once', () => {
    expect(VENDOR_INVOICE_DRAFTS.rowActions).toEqual(['update', 'book']);
    expect(VENDOR_INVOICE_DRAFTS.bulkActions).toEqual(['book']);
    expect(VENDOR_INVOICE_DRAFTS.editHref?.({ id: 41 } as never)).toBe(`${VENDOR_INVOICE.add}?id=41`);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import VendorHandoverAddPage from '@/pages/operational/delivery/delivery-vendor/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, field, options, pickRef } from './pos-harness';
import { printPdf } from '@/services/print-pdf';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The dispatcher's vendor hand-over screen against a fake hand-over API that keeps its own state (behind
 * the real axios client): hand-over 6 at the user's office (Gambir counter) to Lion Parcel, whose rates
 * are Rp 5.000 per AWB plus Rp 2.000 per kg. The AWBs 3000000000xx are here (2 koli, 4 kg: Rp 13.000 by the rates); 300000000901
 * is at Jakarta, 300000000903 on a runsheet.
 */

const DV = 'DV-MES-2611-00006';
const AT_JAKARTA = '300000000901';
const ON_RUNSHEET = '300000000903';
const BASE = '/operational/update/vendor-handover';
const SCAN = `${BASE}/scan/6`;
const SET_ITEM = `${BASE}/setItem/6`;
const TAKE_OUT = `${BASE}/takeOut/6`;
const BOOK = `${BASE}/book/6`;
const DETAIL = '/operational/get/vendor-handover/6';
const LIST = '/operational/get/vendor-handover';
const CREATE = '/operational/create/vendor-handover';
const PRINT = '/operational/print/vendor-handover/handover/6';
const RATE = 5_000 + 2_000 * 4;

interface ScanBody {
  awb: string;
  vendor_awb?: string | null;
  cost?: number | null;
}

function handoverApi(overrides: Record<string, Handler> = {}) {
  const awbs: Record<string, unknown>[] = [];
  let version = 3;
  const sum = (key: string) => awbs.reduce((n, r) => n + Number(r[key]), 0);
  const header = () => ({
    id: 6,
    version,
    number: DV,
    stage: 'draft',
    status: 'OPEN',
    handover_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 6,
    branch_id_label: 'Medan',
    vendor_id: 12,
    vendor_id_label: 'Lion Parcel',
    vendor_reference: 'LP-RCV-0091',
    awb_count: awbs.length,
    koli_count: sum('koli_count'),
    weight_kg: sum('weight_kg').toFixed(2),
    cost_total: sum('cost'),
    handed_over_at: null,
    notes: null,
    actions: [
      { key: 'scan', can: true },
      { key: 'setItem', can: true },
      { key: 'takeOut', can: true },
      awbs.length ? { key: 'book', can: true } : { key: 'book', can: false, reason: 'Nothing is on it yet: scan the AWBs first' },
      { key: 'cancel', can: false, reason: 'Your role may not do this' },
    ],
  });
  const refuse = (message: string) => apiError(409, { message, errors: { awb: [message] } });
  const lineOf = (awb: string) => {
    const line = awbs.find((a) => a.awb === awb);
    if (!line) throw refuse(`${awb} is not on this hand-over`);
    return line;
  };
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    'GET /datamaster/options/vendor': options([
      { id: 11, label: 'JNE Trucking' },
      { id: 12, label: 'Lion Parcel' },
    ]),
    [`GET ${LIST}`]: () => ok([header()], meta({ total: 1 })),
    [`GET ${DETAIL}`]: () => ok({ ...header(), lines: { awbs: awbs.map((a) => ({ ...a })) } }),
    [`PUT ${SCAN}`]: ({ body }) => {
      const { awb, vendor_awb, cost } = body as ScanBody;
      if (awb === AT_JAKARTA) throw refuse(`AWB ${awb} is at Jakarta, not here`);
      if (awb === ON_RUNSHEET) throw refuse(`AWB ${awb} is already on runsheet DRS-MES-2611-00002`);
      if (awbs.some((a) => a.awb === awb)) throw refuse(`AWB ${awb} is already on this hand-over`);
      awbs.push({
        id: awbs.length + 1,
        shipment_id: Number(awb.slice(-3)),
        awb,
        consignee_name: `Rina ${awb.slice(-2)}`,
        destination_area_id: 41,
        destination_area_id_label: 'Nias Selatan (Kab. Nias Selatan)',
        koli_count: 2,
        weight_kg: '4.00',
        vendor_awb: vendor_awb || null,
        cost: cost ?? RATE,
        cost_entered: cost != null,
        scanned_at: '2026-11-24T03:00:00.000Z',
        scanned_by: 'dispatcher',
      });
      version += 1;
      return { message: `AWB added to the hand-over: ${DV}`, data: header() };
    },
    [`PUT ${SET_ITEM}`]: ({ body }) => {
      const { awb, vendor_awb, cost } = body as ScanBody;
      const line = lineOf(awb);
      Object.assign(line, { vendor_awb: vendor_awb || null, cost: cost ?? RATE, cost_entered: cost != null });
      version += 1;
      return { message: 'Item updated', data: header() };
    },
    [`PUT ${TAKE_OUT}`]: ({ body }) => {
      const line = lineOf((body as ScanBody).awb);
      awbs.splice(awbs.indexOf(line), 1);
      version += 1;
      return { message: 'AWB taken off the hand-over', data: header() };
    },
    ...overrides,
  });
  return { ...api, header };
}

const scanInput = () => screen.getByTestId('handover-scan-input') as HTMLInputElement;
const vendorAwbInput = () => screen.getByTestId('handover-vendor-awb') as HTMLInputElement;
const costInput = () => screen.getByTestId('handover-cost') as HTMLInputElement;

/** The scanner types the code and Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.submit(scanInput().closest('form')!);
}

const results = () => screen.queryAllByTestId('scan-result');
const count = (which: 'awb' | 'koli' | 'kg' | 'cost') => screen.getByTestId(`handover-count-${which}`);
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);
const row = (awb: string) => screen.getAllByTestId('handover-awb').find((r) => r.getAttribute('data-awb') === awb)!;

async function openHandover() {
  renderWithClient(<VendorHandoverAddPage />);
  await waitFor(() => expect(screen.getByTestId('handover-vendor')).toHaveTextContent('→ Lion Parcel'));
  expect(screen.getByTestId('handover-number')).toHaveTextContent(DV);
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/delivery/delivery-vendor/add';
  resetRouter({ handover: '6' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('vendor hand-over scan: scans', () => {
  it('our AWB alone is sent as { awb }: the vendor prices it by its rates, the counts and the cost total follow', async () => {
    const { calls } = handoverApi();
    await openHandover();
    expect(within(screen.getByTestId('handover-counts')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0', '0 kg', 'Rp 0']);

    scan(' 300000000001 ');
    expect(scanInput()).toHaveValue('');
    expect(document.activeElement).toBe(scanInput());
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: '300000000001' });
    // one version on from the one read: what this AWB costs is told from the total
    expect(results()[0]).toHaveTextContent("Cost Rp 13.000 by the vendor's rates");
    expect(count('awb')).toHaveTextContent('1');
    expect(count('koli')).toHaveTextContent('2');
    expect(count('kg')).toHaveTextContent('4 kg');
    expect(count('cost')).toHaveTextContent('Rp 13.000');

    const line = await screen.findByTestId('handover-awb', {}, { timeout: 3000 });
    expect(line).toHaveAttribute('data-awb', '300000000001');
    expect(line).toHaveTextContent('Rina 01');
    expect(line).toHaveTextContent('Nias Selatan (Kab. Nias Selatan)');
    expect(within(line).getByTestId('handover-awb-vendor-awb')).toHaveTextContent('None yet');
    expect(within(line).getByTestId('handover-awb-cost')).toHaveTextContent('Rp 13.000by rates');
  });

  it("the vendor's AWB scanned into its box, and a cost entered, go with the next AWB only: then both boxes are empty", async () => {
    const { calls } = handoverApi();
    await openHandover();

    // the partner's label into its own box; Enter there goes back to the scan box, the value stays
    act(() => vendorAwbInput().focus());
    fireEvent.change(vendorAwbInput(), { target: { value: ' LP-778812 ' } });
    fireEvent.keyDown(vendorAwbInput(), { key: 'Enter' });
    expect(document.activeElement).toBe(scanInput());
    fireEvent.change(costInput(), { target: { value: 'Rp 25.000' } });

    scan('300000000001');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: '300000000001', vendor_awb: 'LP-778812', cost: 25_000 });
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Vendor AWB LP-778812');
    expect(results()[0]).toHaveTextContent('Cost Rp 25.000 entered');
    expect(vendorAwbInput()).toHaveValue('');
    expect(costInput()).toHaveValue('');
    expect(count('cost')).toHaveTextContent('Rp 25.000');

    // the next AWB goes alone
    scan('300000000002');
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN)[1].body).toEqual({ awb: '300000000002' });
    expect(count('cost')).toHaveTextContent('Rp 38.000');

    await waitFor(() => expect(screen.getAllByTestId('handover-awb')).toHaveLength(2), { timeout: 3000 });
    expect(within(row('300000000001')).getByTestId('handover-awb-vendor-awb')).toHaveTextContent('LP-778812');
    expect(within(row('300000000001')).getByTestId('handover-awb-cost')).toHaveTextContent('Rp 25.000entered');
  });

  it('a cost that is not whole rupiah is not sent: the scan is refused here and the boxes keep what was typed', async () => {
    const { calls } = handoverApi();
    await openHandover();
    fireEvent.change(vendorAwbInput(), { target: { value: 'LP-1' } });
    fireEvent.change(costInput(), { target: { value: '12.5' } });
    scan('300000000001');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent('Not sent: the cost must be whole rupiah, up to Rp 10.000.000');
    expect(costInput()).toHaveAttribute('aria-invalid', 'true');
    expect(costInput()).toHaveValue('12.5');
    expect(vendorAwbInput()).toHaveValue('LP-1');
    expect(callsTo(calls, 'PUT', SCAN)).toHaveLength(0);

    fireEvent.change(costInput(), { target: { value: '12500' } });
    scan('300000000001');
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: '300000000001', vendor_awb: 'LP-1', cost: 12_500 });
  });

  it("a refused AWB shows ✗ with the server's reason; the vendor's AWB and cost are not carried to the next one", async () => {
    const { calls } = handoverApi();
    await openHandover();
    fireEvent.change(vendorAwbInput(), { target: { value: 'LP-9' } });
    scan(AT_JAKARTA);
    scan(ON_RUNSHEET);
    scan('300000000001');
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['accepted', 'refused', 'refused']);
    expect(results()[2]).toHaveTextContent(`AWB ${AT_JAKARTA} is at Jakarta, not here`);
    expect(results()[1]).toHaveTextContent(`AWB ${ON_RUNSHEET} is already on runsheet DRS-MES-2611-00002`);
    expect(callsTo(calls, 'PUT', SCAN).map((c) => c.body)).toEqual([{ awb: AT_JAKARTA, vendor_awb: 'LP-9' }, { awb: ON_RUNSHEET }, { awb: '300000000001' }]);
    expect(count('awb')).toHaveTextContent('1');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('vendor hand-over scan: the lines', () => {
  it("Edit sets a line's vendor AWB and cost through setItem; an empty cost goes back to the vendor's rates", async () => {
    const { calls } = handoverApi();
    await openHandover();
    scan('300000000001');
    const line = await screen.findByTestId('handover-awb', {}, { timeout: 3000 });

    fireEvent.click(within(line).getByTestId('handover-awb-edit'));
    const vendorAwb = screen.getByTestId('handover-edit-vendor-awb');
    expect(document.activeElement).toBe(vendorAwb);
    expect(vendorAwb).toHaveValue('');
    expect(screen.getByTestId('handover-edit-cost')).toHaveValue('');
    fireEvent.change(vendorAwb, { target: { value: ' LP-5501 ' } });
    fireEvent.change(screen.getByTestId('handover-edit-cost'), { target: { value: '20.000' } });
    fireEvent.click(screen.getByTestId('handover-edit-save'));

    await waitFor(() => expect(callsTo(calls, 'PUT', SET_ITEM)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', SET_ITEM)[0].body).toEqual({ awb: '300000000001', vendor_awb: 'LP-5501', cost: 20_000 });
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Vendor AWB LP-5501 · cost Rp 20.000 entered');
    expect(count('cost')).toHaveTextContent('Rp 20.000');
    expect(document.activeElement).toBe(scanInput());
    await waitFor(() => expect(within(row('300000000001')).getByTestId('handover-awb-vendor-awb')).toHaveTextContent('LP-5501'), { timeout: 3000 });
    expect(within(row('300000000001')).getByTestId('handover-awb-cost')).toHaveTextContent('Rp 20.000entered');

    // the cost emptied: back to the rates, the vendor's AWB kept
    fireEvent.click(within(row('300000000001')).getByTestId('handover-awb-edit'));
    expect(screen.getByTestId('handover-edit-vendor-awb')).toHaveValue('LP-5501');
    expect(screen.getByTestId('handover-edit-cost')).toHaveValue('20000');
    fireEvent.change(screen.getByTestId('handover-edit-cost'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('handover-edit-save'));
    await waitFor(() => expect(callsTo(calls, 'PUT', SET_ITEM)).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SET_ITEM)[1].body).toEqual({ awb: '300000000001', vendor_awb: 'LP-5501', cost: null });
    await waitFor(() => expect(count('cost')).toHaveTextContent('Rp 13.000'));

    // nothing changed: nothing sent
    await waitFor(() => expect(within(row('300000000001')).getByTestId('handover-awb-cost')).toHaveTextContent('by rates'), { timeout: 3000 });
    fireEvent.click(within(row('300000000001')).getByTestId('handover-awb-edit'));
    fireEvent.click(screen.getByTestId('handover-edit-save'));
    expect(screen.queryByTestId('handover-edit-save')).toBeNull();
    expect(callsTo(calls, 'PUT', SET_ITEM)).toHaveLength(2);
  });

  it('Take out goes through the same queue with the AWB; the counts and the table follow', async () => {
    const { calls } = handoverApi();
    await openHandover();
    scan('300000000001');
    await screen.findByTestId('handover-awb', {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Take out 300000000001' }));
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results()[0]).toHaveTextContent('Taken off the hand-over');
    expect(callsTo(calls, 'PUT', TAKE_OUT)[0].body).toEqual({ awb: '300000000001' });
    expect(count('awb')).toHaveTextContent('0');
    expect(count('cost')).toHaveTextContent('Rp 0');
    await waitFor(() => expect(screen.queryAllByTestId('handover-awb')).toHaveLength(0), { timeout: 3000 });
    expect(document.activeElement).toBe(scanInput());
  });

  it('Hand over asks first (AWBs, kg, cost, lines without a vendor AWB), then sends the latest version; the hand-over sheet is offered after', async () => {
    vi.stubGlobal('open', vi.fn(() => ({}) as Window));
    URL.createObjectURL = vi.fn(() => 'blob:handover');
    URL.revokeObjectURL = vi.fn();
    const book = vi.fn(() => ok({ ...api.header(), stage: 'booked', status: 'HANDED_OVER', handed_over_at: '2026-11-24T08:00:00.000Z', version: 9 }));
    const print = vi.fn(() => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const api = handoverApi({ [`PUT ${BOOK}`]: book, [`GET ${PRINT}`]: print });
    await openHandover();
    expect(screen.getByTestId('handover-book').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'Nothing is on it yet: scan the AWBs first');

    fireEvent.change(vendorAwbInput(), { target: { value: 'LP-1' } });
    scan('300000000001');
    scan('300000000002');
    await waitFor(() => expect(screen.getAllByTestId('handover-awb')).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('handover-book')).toBeEnabled());
    fireEvent.click(screen.getByTestId('handover-book'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Hand over now?');
    expect(within(dialog).getByTestId('hand-over-summary')).toHaveTextContent(`${DV} to Lion Parcel: 2 AWBs, 4 koli, 8 kg, cost Rp 26.000.`);
    expect(within(dialog).getByTestId('hand-over-missing-vendor-awb')).toHaveTextContent("1 AWB without the vendor's AWB");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(book).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('handover-book'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    // version 3 as read, 5 after the two scans
    expect((book.mock.calls[0] as unknown as [ApiCall])[0].body).toEqual({ version: 5 });

    const done = await screen.findByTestId('handover-done');
    expect(done).toHaveTextContent(`${DV} handed over`);
    expect(done).toHaveTextContent('to Lion Parcel · Ref. LP-RCV-0091 · 2 AWBs · 4 koli · 8 kg · cost Rp 26.000 · Handed over');
    await waitFor(() => expect(router.query.handover).toBeUndefined());
    expect(screen.queryByTestId('handover-panel')).toBeNull();
    const printButton = within(done).getByTestId('print-handover');
    expect(printButton).toHaveTextContent('Print hand-over sheet');
    fireEvent.click(printButton);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // straight to the print dialog (tests/setup.ts), no tab
    await waitFor(() => expect(vi.mocked(printPdf)).toHaveBeenCalled());
    expect(window.open).not.toHaveBeenCalled();
  });
});

describe('vendor hand-over scan: a new hand-over', () => {
  beforeEach(() => resetRouter({}));

  it('lists the open hand-overs; needs the vendor; created with its reference and one request id, it becomes the one being scanned', async () => {
    const created = {
      id: 10,
      version: 1,
      number: 'DV-MES-2611-00010',
      stage: 'draft',
      status: 'OPEN',
      office_id: 3,
      vendor_id: 11,
      vendor_id_label: 'JNE Trucking',
      vendor_reference: 'JT-44',
      awb_count: 0,
      koli_count: 0,
      weight_kg: '0.00',
      cost_total: 0,
      actions: [{ key: 'scan', can: true }],
    };
    const { calls } = handoverApi({
      [`POST ${CREATE}`]: () => ok(created),
      'GET /operational/get/vendor-handover/10': () => ok({ ...created, lines: { awbs: [] } }),
    });
    renderWithClient(<VendorHandoverAddPage />);
    const card = await screen.findByTestId('open-hand-over');
    expect(card).toHaveTextContent(DV);
    expect(card).toHaveTextContent('→ Lion Parcel');
    expect(card).toHaveTextContent('0 AWBs · 0 kg · Rp 0');
    expect(screen.getByTestId('open-hand-overs')).toHaveTextContent('Open hand-overs at Gambir counter');
    expect(callsTo(calls, 'GET', LIST)[0].params).toEqual({ stage: 'draft', office_id: 3, limit: 50 });

    const form = screen.getByTestId('new-hand-over-form');
    fireEvent.click(within(form).getByTestId('new-hand-over-create'));
    await waitFor(() => expect(field('vendor_id')).toHaveAccessibleDescription(expect.stringContaining('Which vendor takes the AWBs')));
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);

    await pickRef('vendor_id', 'jne', 'JNE Trucking');
    fireEvent.change(field('vendor_reference'), { target: { value: ' JT-44 ' } });
    fireEvent.click(within(form).getByTestId('new-hand-over-create'));
    await waitFor(() => expect(router.query.handover).toBe('10'));
    const post = callsTo(calls, 'POST', CREATE)[0].body as Record<string, unknown>;
    expect(post).toEqual({ office_id: 3, vendor_id: 11, vendor_reference: 'JT-44', request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await screen.findByTestId('handover-number')).toHaveTextContent('DV-MES-2611-00010');
    expect(screen.getByTestId('handover-vendor')).toHaveTextContent('→ JNE Trucking');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RunsheetAddPage from '@/pages/operational/delivery/delivery-internal/add';
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
 * The dispatcher's runsheet screen against a fake runsheet API that keeps its own state (behind the real
 * axios client): runsheet 5 at the user's office (Gambir counter, branch Medan in this fake) for the
 * courier JOKO SUSILO on a motorbike. The AWBs 2000000000xx are here and delivered by the branch, the odd
 * ones with COD (Rp 150.000 each); the others are refused in the server's words: at Jakarta, for
 * Surabaya, on another runsheet, still on a manifest — but for 200000000905, received damaged: taken,
 * with the server's warning.
 */

const DRS = 'DRS-MES-2611-00005';
const AT_JAKARTA = '200000000901';
const SURABAYA = '200000000902';
const ON_OTHER = '200000000903';
const ON_MANIFEST = '200000000904';
const DAMAGED = '200000000905';
const DAMAGE_WARNING = `AWB ${DAMAGED} was received damaged (IN-MES-2611-00004: Kardus penyok): check the parcel with the courier before it goes out`;
const BASE = '/operational/update/delivery-runsheet';
const SCAN = `${BASE}/scan/5`;
const TAKE_OUT = `${BASE}/takeOut/5`;
const BOOK = `${BASE}/book/5`;
const DETAIL = '/operational/get/delivery-runsheet/5';
const LIST = '/operational/get/delivery-runsheet';
const CREATE = '/operational/create/delivery-runsheet';
const PRINT = '/operational/print/delivery-runsheet/runsheet/5';

const refs = {
  'GET /datamaster/get/user/counter': () => ok(USER),
  'GET /datamaster/options/driver': options([
    { id: 7, label: 'JOKO SUSILO' },
    { id: 8, label: 'ANDI WIJAYA' },
  ]),
  'GET /datamaster/options/vehicle': options([
    { id: 4, label: 'BK 4411 KXT (Motor)' },
    { id: 5, label: 'BK 9123 ABC (Van)' },
  ]),
} satisfies Record<string, Handler>;

const cod = (awb: string) => (Number(awb.slice(-1)) % 2 === 1 ? 150_000 : 0);

interface RunsheetApiOptions {
  /** How long each scan takes the server. */
  delayMs?: number;
  overrides?: Record<string, Handler>;
}

function runsheetApi({ delayMs = 0, overrides = {} }: RunsheetApiOptions = {}) {
  const awbs: Record<string, unknown>[] = [];
  let version = 3;
  let inFlight = 0;
  let mostInFlight = 0;
  const sum = (key: string) => awbs.reduce((n, r) => n + Number(r[key]), 0);
  const header = () => ({
    id: 5,
    version,
    number: DRS,
    stage: 'draft',
    status: 'OPEN',
    runsheet_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 6,
    branch_id_label: 'Medan',
    driver_id: 7,
    driver_id_label: 'JOKO SUSILO',
    vehicle_id: 4,
    vehicle_id_label: 'BK 4411 KXT (Motor)',
    awb_count: awbs.length,
    koli_count: sum('koli_count'),
    weight_kg: sum('weight_kg').toFixed(2),
    cod_total: sum('cod_amount'),
    delivered_count: 0,
    failed_count: 0,
    cod_collected: 0,
    dispatched_at: null,
    notes: null,
    actions: [
      { key: 'scan', can: true },
      { key: 'takeOut', can: true },
      awbs.length ? { key: 'book', can: true } : { key: 'book', can: false, reason: 'Nothing is on it yet: scan the AWBs first' },
      { key: 'cancel', can: false, reason: 'Your role may not do this' },
    ],
  });
  const refuse = (message: string) => apiError(409, { message, errors: { awb: [message] } });
  const scan: Handler = async ({ body }) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      if (delayMs) await new Promise((done) => setTimeout(done, delayMs));
      const awb = (body as { awb: string }).awb.trim().toUpperCase();
      if (awb === AT_JAKARTA) throw refuse(`AWB ${awb} is at Jakarta, not here`);
      if (awb === SURABAYA) throw refuse(`AWB ${awb} is for Gubeng, Kota Surabaya: Medan delivers there`);
      if (awb === ON_OTHER) throw refuse(`AWB ${awb} is already on runsheet DRS-MES-2611-00002`);
      if (awb === ON_MANIFEST) throw refuse(`AWB ${awb} is still on manifest MF-JKT-2611-00003: receive it first`);
      if (!/^\d{12}$/.test(awb)) throw refuse(`AWB ${awb} not found`);
      if (awbs.some((a) => a.awb === awb)) throw refuse(`AWB ${awb} is already on this runsheet`);
      awbs.push({
        id: awbs.length + 1,
        shipment_id: Number(awb.slice(-3)),
        awb,
        consignee_name: `Sari ${awb.slice(-2)}`,
        consignee_phone: '0813 3333 4444',
        consignee_address: 'Jl. Gatot Subroto 12, Medan Petisah',
        destination_area_id: 31,
        destination_area_id_label: 'Medan Petisah (Kota Medan)',
        koli_count: 2,
        weight_kg: '2.50',
        cod_amount: cod(awb),
        result: 'PENDING',
        scanned_at: '2026-11-24T03:00:00.000Z',
        scanned_by: 'dispatcher',
      });
      version += 1;
      return { message: `AWB added to the runsheet: ${DRS}`, data: awb === DAMAGED ? { ...header(), warning: DAMAGE_WARNING } : header() };
    } finally {
      inFlight -= 1;
    }
  };
  const takeOut: Handler = ({ body }) => {
    const { awb } = body as { awb: string };
    const at = awbs.findIndex((a) => a.awb === awb);
    if (at < 0) throw refuse(`${awb} is not on this runsheet`);
    awbs.splice(at, 1);
    version += 1;
    return { message: `AWB taken off the runsheet: ${DRS}`, data: header() };
  };
  const api = mockApi({
    ...refs,
    [`GET ${LIST}`]: () => ok([header()], meta({ total: 1 })),
    [`GET ${DETAIL}`]: () => ok({ ...header(), lines: { awbs: [...awbs] } }),
    [`PUT ${SCAN}`]: scan,
    [`PUT ${TAKE_OUT}`]: takeOut,
    ...overrides,
  });
  return { ...api, header, mostInFlight: () => mostInFlight };
}

const scanInput = () => screen.getByTestId('runsheet-scan-input') as HTMLInputElement;

/** The scanner types the code and Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.submit(scanInput().closest('form')!);
}

const results = () => screen.queryAllByTestId('scan-result');
const count = (which: 'awb' | 'koli' | 'kg') => screen.getByTestId(`runsheet-count-${which}`);
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);

async function openRunsheet() {
  renderWithClient(<RunsheetAddPage />);
  await waitFor(() => expect(screen.getByTestId('runsheet-crew')).toHaveTextContent('JOKO SUSILO · BK 4411 KXT (Motor)'));
  expect(screen.getByTestId('runsheet-number')).toHaveTextContent(DRS);
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/delivery/delivery-internal/add';
  resetRouter({ runsheet: '5' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('runsheet scan: scans', () => {
  it('an AWB scanned is sent as { awb } without a version, shows ✓, moves the counts and the COD to collect, and appears with its receiver, address and COD', async () => {
    const { calls } = runsheetApi();
    await openRunsheet();
    expect(within(screen.getByTestId('runsheet-counts')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0', '0 kg']);
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 0');

    scan(' 200000000001 ');
    // the box is empty at once, ready for the next code, and keeps the focus
    expect(scanInput()).toHaveValue('');
    expect(document.activeElement).toBe(scanInput());

    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ awb: '200000000001' });
    expect(count('awb')).toHaveTextContent('1');
    expect(count('koli')).toHaveTextContent('2');
    expect(count('kg')).toHaveTextContent('2.5 kg');
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 150.000');

    scan('200000000002');
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN)[1].body).toEqual({ awb: '200000000002' });
    expect(count('awb')).toHaveTextContent('2');
    // no COD on the second: the total to collect stays
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 150.000');

    // once the scans have settled, the runsheet is read again: its AWBs, newest first, with receiver, address and COD
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(2), { timeout: 3000 });
    const [second, first] = screen.getAllByTestId('runsheet-awb');
    expect(first).toHaveAttribute('data-awb', '200000000001');
    expect(first).toHaveTextContent('Sari 01');
    expect(first).toHaveTextContent('0813 3333 4444');
    expect(first).toHaveTextContent('Jl. Gatot Subroto 12, Medan Petisah');
    expect(first).toHaveTextContent('Medan Petisah (Kota Medan)');
    expect(within(first).getByTestId('runsheet-awb-cod')).toHaveTextContent('Rp 150.000');
    expect(second).toHaveAttribute('data-awb', '200000000002');
    expect(within(second).queryByTestId('runsheet-awb-cod')).toBeNull();
    expect(second).toHaveTextContent('no COD');
    expect(document.activeElement).toBe(scanInput());
  });

  it("a refused AWB shows ✗ with the server's reason, the counts and the COD stay, no toast", async () => {
    const { calls } = runsheetApi();
    await openRunsheet();
    scan(SURABAYA);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`AWB ${SURABAYA} is for Gubeng, Kota Surabaya: Medan delivers there`);
    expect(count('awb')).toHaveTextContent('0');
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 0');
    expect(toast.error).not.toHaveBeenCalled();

    // the others likewise, each with its own reason; a good one after goes on as usual
    scan(AT_JAKARTA);
    scan(ON_OTHER);
    scan(ON_MANIFEST);
    scan('200000000003');
    await waitFor(() => expect(results()).toHaveLength(5));
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['accepted', 'refused', 'refused', 'refused', 'refused']);
    expect(results()[3]).toHaveTextContent(`AWB ${AT_JAKARTA} is at Jakarta, not here`);
    expect(results()[2]).toHaveTextContent(`AWB ${ON_OTHER} is already on runsheet DRS-MES-2611-00002`);
    expect(results()[1]).toHaveTextContent(`AWB ${ON_MANIFEST} is still on manifest MF-JKT-2611-00003: receive it first`);
    expect(callsTo(calls, 'PUT', SCAN).map((c) => (c.body as { awb: string }).awb)).toEqual([SURABAYA, AT_JAKARTA, ON_OTHER, ON_MANIFEST, '200000000003']);
    expect(count('awb')).toHaveTextContent('1');
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 150.000');
  });

  it('a parcel received damaged is taken with the server\'s warning: amber, the reason said, not "Accepted" (issue 22)', async () => {
    runsheetApi();
    await openRunsheet();
    scan('200000000001');
    scan(DAMAGED);
    await waitFor(() => expect(results()).toHaveLength(2));
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['warning', 'accepted']);
    expect(results()[0]).toHaveAttribute('data-code', DAMAGED);
    expect(results()[0]).toHaveTextContent('Accepted with a warning');
    expect(within(results()[0]).getByTestId('scan-result-message')).toHaveTextContent(DAMAGE_WARNING);
    expect(results()[0].className).toContain('amber');
    // it is on the runsheet all the same
    expect(count('awb')).toHaveTextContent('2');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a burst from the scanner: every code sent once, one at a time, in order; the same code twice is refused the second time', async () => {
    const api = runsheetApi({ delayMs: 15 });
    await openRunsheet();
    const codes = ['200000000011', '200000000012', AT_JAKARTA, '200000000013', '200000000011', '200000000014'];
    for (const code of codes) scan(code);
    expect(screen.getAllByTestId('scan-pending')).toHaveLength(6);

    await waitFor(() => expect(results()).toHaveLength(6), { timeout: 3000 });
    expect(results().map((r) => r.getAttribute('data-code'))).toEqual([...codes].reverse());
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['accepted', 'refused', 'accepted', 'refused', 'accepted', 'accepted']);
    expect(results()[1]).toHaveTextContent('AWB 200000000011 is already on this runsheet');
    expect(callsTo(api.calls, 'PUT', SCAN).map((c) => (c.body as { awb: string }).awb)).toEqual(codes);
    expect(api.mostInFlight()).toBe(1);
    expect(count('awb')).toHaveTextContent('4');
    // 011 and 013 carry COD
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 300.000');
  });
});

describe('runsheet scan: the runsheet', () => {
  it('Take out goes through the same queue with the AWB; the counts, the COD and the table follow', async () => {
    const { calls } = runsheetApi();
    await openRunsheet();
    scan('200000000001');
    scan('200000000002');
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(2), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: 'Take out 200000000001' }));
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Taken off the runsheet');
    expect(callsTo(calls, 'PUT', TAKE_OUT)[0].body).toEqual({ awb: '200000000001' });
    expect(count('awb')).toHaveTextContent('1');
    expect(screen.getByTestId('runsheet-cod')).toHaveTextContent('Rp 0');
    await waitFor(() => expect(screen.getAllByTestId('runsheet-awb')).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByTestId('runsheet-awb')).toHaveAttribute('data-awb', '200000000002');
    expect(document.activeElement).toBe(scanInput());
  });

  it('Dispatch asks first (AWBs, kg, COD to collect), then sends the latest version; the dispatched runsheet offers the DRS to print', async () => {
    vi.stubGlobal('open', vi.fn(() => ({}) as Window));
    URL.createObjectURL = vi.fn(() => 'blob:drs');
    URL.revokeObjectURL = vi.fn();
    const book = vi.fn(() => ok({ ...api.header(), stage: 'booked', status: 'OUT', dispatched_at: '2026-11-24T07:05:00.000Z', version: 6 }));
    const print = vi.fn(() => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const api = runsheetApi({ overrides: { [`PUT ${BOOK}`]: book, [`GET ${PRINT}`]: print } });
    await openRunsheet();
    // nothing on it: the server's reason is on the button
    expect(screen.getByTestId('runsheet-dispatch').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'Nothing is on it yet: scan the AWBs first');
    // the DRS can be printed from the panel too
    expect(screen.getByTestId('print-runsheet')).toHaveTextContent('Print runsheet (DRS)');

    scan('200000000001');
    scan('200000000003');
    // enabled by the scans' answers, before the runsheet is read again
    await waitFor(() => expect(screen.getByTestId('runsheet-dispatch')).toBeEnabled());
    fireEvent.click(screen.getByTestId('runsheet-dispatch'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Dispatch now?');
    expect(within(dialog).getByTestId('dispatch-summary')).toHaveTextContent(`${DRS} with JOKO SUSILO · BK 4411 KXT (Motor): 2 AWBs, 4 koli, 5 kg; every AWB goes out for delivery.`);
    expect(within(dialog).getByTestId('dispatch-cod')).toHaveTextContent('COD to collect: Rp 300.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(book).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('runsheet-dispatch'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    // version 3 as read, 5 after the two scans: the last scan's answer is the latest
    expect((book.mock.calls[0] as unknown as [ApiCall])[0].body).toEqual({ version: 5 });

    const dispatched = await screen.findByTestId('runsheet-dispatched');
    expect(dispatched).toHaveTextContent(`${DRS} dispatched`);
    expect(dispatched).toHaveTextContent('JOKO SUSILO · BK 4411 KXT (Motor) · 2 AWBs · 4 koli · 5 kg · COD to collect Rp 300.000 · Out');
    await waitFor(() => expect(router.query.runsheet).toBeUndefined());
    expect(screen.queryByTestId('runsheet-panel')).toBeNull();
    const printButton = within(dispatched).getByTestId('print-runsheet');
    expect(printButton).toHaveTextContent('Print runsheet (DRS)');
    fireEvent.click(printButton);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // straight to the print dialog (tests/setup.ts), no tab
    await waitFor(() => expect(vi.mocked(printPdf)).toHaveBeenCalled());
    expect(window.open).not.toHaveBeenCalled();
  });

  it('a dispatch the server refuses shows its reason in the dialog and leaves the runsheet open', async () => {
    const book = vi.fn(() => {
      throw apiError(409, { message: 'Nothing is on it yet: scan the AWBs first' });
    });
    runsheetApi({ overrides: { [`PUT ${BOOK}`]: book } });
    await openRunsheet();
    scan('200000000001');
    await waitFor(() => expect(screen.getByTestId('runsheet-dispatch')).toBeEnabled());
    fireEvent.click(screen.getByTestId('runsheet-dispatch'));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispatch' }));
    await waitFor(() => expect(within(dialog).getByText(/Nothing is on it yet: scan the AWBs first/)).toBeInTheDocument());
    expect(screen.queryByTestId('runsheet-dispatched')).toBeNull();
    expect(router.query.runsheet).toBe('5');
  });
});

describe('runsheet scan: a new runsheet', () => {
  beforeEach(() => resetRouter({}));

  const created = (over: Record<string, unknown>) => ({
    id: 9,
    version: 1,
    number: 'DRS-MES-2611-00009',
    stage: 'draft',
    status: 'OPEN',
    office_id: 3,
    office_id_label: 'Gambir counter',
    driver_id: 8,
    driver_id_label: 'ANDI WIJAYA',
    vehicle_id: 5,
    vehicle_id_label: 'BK 9123 ABC (Van)',
    awb_count: 0,
    koli_count: 0,
    weight_kg: '0.00',
    cod_total: 0,
    actions: [{ key: 'scan', can: true }],
    ...over,
  });

  it('lists the open runsheets; needs a courier and a vehicle; a refusal shows at its field; created with one request id, it becomes the one being scanned', async () => {
    let refuseDriver = true;
    const { calls } = runsheetApi({
      overrides: {
        [`POST ${CREATE}`]: ({ body }) => {
          if (refuseDriver) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { driver_id: ['This courier is inactive'] } });
          return ok(created(body as Record<string, unknown>));
        },
        'GET /operational/get/delivery-runsheet/9': () => ok({ ...created({}), lines: { awbs: [] } }),
      },
    });
    renderWithClient(<RunsheetAddPage />);
    const card = await screen.findByTestId('open-runsheet');
    expect(card).toHaveTextContent(DRS);
    expect(card).toHaveTextContent('Courier JOKO SUSILO · BK 4411 KXT (Motor)');
    expect(card).toHaveTextContent('0 AWBs · 0 kg · COD Rp 0');
    expect(callsTo(calls, 'GET', LIST)[0].params).toEqual({ stage: 'draft', office_id: 3, limit: 50 });

    const form = screen.getByTestId('new-runsheet-form');
    fireEvent.click(within(form).getByTestId('new-runsheet-create'));
    await waitFor(() => expect(field('driver_id')).toHaveAccessibleDescription(expect.stringContaining('Who takes the runsheet out')));
    expect(field('vehicle_id')).toHaveAccessibleDescription(expect.stringContaining('In which vehicle'));
    expect(callsTo(calls, 'POST', CREATE)).toHaveLength(0);

    await pickRef('driver_id', 'joko', 'JOKO SUSILO');
    await pickRef('vehicle_id', 'van', 'BK 9123 ABC (Van)');
    fireEvent.click(within(form).getByTestId('new-runsheet-create'));
    await waitFor(() => expect(field('driver_id')).toHaveAccessibleDescription(expect.stringContaining('This courier is inactive')));
    expect(router.query.runsheet).toBeUndefined();

    refuseDriver = false;
    await pickRef('driver_id', 'andi', 'ANDI WIJAYA');
    fireEvent.change(field('notes'), { target: { value: ' Afternoon round ' } });
    fireEvent.click(within(form).getByTestId('new-runsheet-create'));
    await waitFor(() => expect(router.query.runsheet).toBe('9'));
    const [refused, post] = callsTo(calls, 'POST', CREATE).map((c) => c.body as Record<string, unknown>);
    expect(post).toEqual({ office_id: 3, driver_id: 8, vehicle_id: 5, notes: 'Afternoon round', request_id: refused.request_id });
    expect(post.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('runsheet-number')).toHaveTextContent('DRS-MES-2611-00009');
    expect(screen.getByTestId('runsheet-crew')).toHaveTextContent('ANDI WIJAYA · BK 9123 ABC (Van)');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import OutgoingManifestAddPage from '@/pages/operational/outgoing/outgoing/add';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta } from '../document/doc-harness';
import { USER, field, options, pickRef } from './pos-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'counter' }, accessToken: { token: 't' } } }),
}));

/*
 * The dispatcher's manifest screen against a fake manifest API that keeps its own state (behind the real
 * axios client): manifest 3 at Gambir counter for Surabaya, on our truck. BAG-JKT-2611-00004 is a sealed
 * bag for Surabaya (3 AWBs, 5 koli, 12.5 kg), BAG-JKT-2611-00008 is still open; the loose AWBs
 * 1000000000xx are booked for Surabaya, 100000000123 is in the sealed bag, 100000000555 goes to Medan
 * (loaded only with a reason).
 */

const MF = 'MF-JKT-2611-00003';
const SEALED_BAG = 'BAG-JKT-2611-00004';
const OPEN_BAG = 'BAG-JKT-2611-00008';
const IN_BAG = '100000000123';
const MEDAN = '100000000555';
const BASE = '/operational/update/outgoing-manifest';
const SCAN = `${BASE}/scan/3`;
const TAKE_OFF = `${BASE}/takeOut/3`;
const BOOK = `${BASE}/book/3`;
const DETAIL = '/operational/get/outgoing-manifest/3';
const CREATE = '/operational/create/outgoing-manifest';

const refs = {
  'GET /datamaster/get/user/counter': () => ok(USER),
  'GET /datamaster/options/branch': options([
    { id: 5, label: 'Surabaya' },
    { id: 6, label: 'Medan' },
    { id: 9, label: 'Hub Cikarang' },
  ]),
  'GET /setting/options/moda': options([
    { id: 1, label: 'Udara' },
    { id: 2, label: 'Darat' },
  ]),
  'GET /datamaster/options/vehicle': options([{ id: 4, label: 'B 9123 KXT (Box)' }]),
  'GET /datamaster/options/driver': options([
    { id: 7, label: 'JOKO SUSILO' },
    { id: 8, label: 'ANDI WIJAYA' },
  ]),
  'GET /datamaster/options/vendor': options([
    { id: 11, label: 'Garuda Cargo' },
    { id: 12, label: 'Lion Parcel' },
  ]),
} satisfies Record<string, Handler>;

function manifestApi(overrides: Record<string, Handler> = {}) {
  const bags: Record<string, unknown>[] = [];
  const awbs: Record<string, unknown>[] = [];
  let version = 3;
  const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
  const header = () => ({
    id: 3,
    version,
    number: MF,
    stage: 'draft',
    status: 'OPEN',
    manifest_date: '2026-11-24',
    office_id: 3,
    office_id_label: 'Gambir counter',
    branch_id: 1,
    branch_id_label: 'Jakarta',
    destination_branch_id: 5,
    destination_branch_id_label: 'Surabaya',
    transit_branch_id: null,
    moda_id: 2,
    moda_id_label: 'Darat',
    carrier_type: 'FLEET',
    vehicle_id: 4,
    vehicle_id_label: 'B 9123 KXT (Box)',
    driver_id: 7,
    driver_id_label: 'JOKO SUSILO',
    vendor_id: null,
    vendor_reference: null,
    departure_at: '2026-11-24T07:00:00.000Z',
    departed_at: null,
    bag_count: bags.length,
    awb_count: sum(bags, 'awb_count') + awbs.length,
    koli_count: sum(bags, 'koli_count') + sum(awbs, 'koli_count'),
    weight_kg: (sum(bags, 'weight_kg') + sum(awbs, 'weight_kg')).toFixed(2),
    notes: null,
    actions: [
      { key: 'update', can: true },
      { key: 'scan', can: true },
      { key: 'takeOut', can: true },
      bags.length + awbs.length ? { key: 'book', can: true } : { key: 'book', can: false, reason: 'Nothing is loaded yet: scan its bags and AWBs first' },
      { key: 'cancel', can: false, reason: 'Your role may not do this' },
    ],
  });
  const refuse = (message: string, key = 'code') => apiError(409, { message, errors: { [key]: [message] } });
  const scanned = { scanned_at: '2026-11-24T03:00:00.000Z', scanned_by: 'dispatcher' };
  const scan: Handler = ({ body }) => {
    const { code: raw, override_reason } = body as { code: string; override_reason?: string };
    const code = raw.trim().toUpperCase();
    if (code === SEALED_BAG) {
      if (bags.length) throw refuse(`Bag ${code} is already on this manifest`);
      bags.push({ id: 1, bag_id: 4, bag_number: code, seal_number: 'S-778', destination_branch_id: 5, destination_branch_id_label: 'Surabaya', awb_count: 3, koli_count: 5, weight_kg: '12.50', ...scanned });
    } else if (code === OPEN_BAG) {
      throw refuse(`Bag ${code} is still open: close and seal it first`);
    } else if (code === IN_BAG) {
      throw refuse(`AWB ${code} is in bag ${SEALED_BAG}: scan the bag`);
    } else if (/^\d{12}$/.test(code)) {
      if (awbs.some((a) => a.awb === code)) throw refuse(`AWB ${code} is already on this manifest`);
      if (code === MEDAN && !override_reason) throw refuse('For Medan, this manifest goes to Surabaya: give a reason to load it anyway', 'override_reason');
      awbs.push({
        id: awbs.length + 1,
        awb: code,
        shipment_id: Number(code.slice(-3)),
        destination_area_id: code === MEDAN ? 31 : 22,
        destination_area_id_label: code === MEDAN ? 'Medan Kota (Kota Medan)' : 'Genteng (Kota Surabaya)',
        koli_count: 2,
        weight_kg: '2.50',
        override_reason: override_reason ?? null,
        ...scanned,
      });
    } else {
      throw refuse(`No bag or AWB ${code} found`);
    }
    version += 1;
    return { message: `Added to the manifest: ${MF}`, data: header() };
  };
  const takeOff: Handler = ({ body }) => {
    const { code } = body as { code: string };
    const from = bags.some((b) => b.bag_number === code) ? bags : awbs;
    const at = from.findIndex((row) => row.bag_number === code || row.awb === code);
    if (at < 0) throw refuse(`${code} is not on this manifest`);
    from.splice(at, 1);
    version += 1;
    return { message: `Taken off the manifest: ${MF}`, data: header() };
  };
  const api = mockApi({
    ...refs,
    'GET /operational/get/outgoing-manifest': () => ok([header()], meta({ total: 1 })),
    [`GET ${DETAIL}`]: () => ok({ ...header(), lines: { bags: [...bags], awbs: [...awbs] } }),
    [`PUT ${SCAN}`]: scan,
    [`PUT ${TAKE_OFF}`]: takeOff,
    ...overrides,
  });
  return { ...api, header };
}

const scanInput = () => screen.getByTestId('manifest-scan-input') as HTMLInputElement;

/** The scanner types the code and Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.submit(scanInput().closest('form')!);
}

const results = () => screen.queryAllByTestId('scan-result');
const count = (which: 'bag' | 'awb' | 'koli' | 'kg') => screen.getByTestId(`manifest-count-${which}`);
const callsTo = (calls: ApiCall[], method: ApiCall['method'], url: string) => calls.filter((c) => c.method === method && c.url === url);

async function openManifest() {
  renderWithClient(<OutgoingManifestAddPage />);
  await waitFor(() => expect(screen.getByTestId('manifest-route')).toHaveTextContent('Gambir counter → Surabaya'));
  expect(screen.getByTestId('manifest-number')).toHaveTextContent(MF);
  await waitFor(() => expect(document.activeElement).toBe(scanInput()));
}

beforeEach(() => {
  router.pathname = '/operational/outgoing/outgoing/add';
  resetRouter({ manifest: '3' });
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('outgoing manifest scan: scans', () => {
  it('a sealed bag scanned is sent as its code without a version, shows ✓, moves every count, and appears among the bags', async () => {
    const { calls } = manifestApi();
    await openManifest();
    expect(screen.getByTestId('manifest-carrier')).toHaveTextContent('Darat · B 9123 KXT (Box) · JOKO SUSILO');
    expect(screen.getByTestId('manifest-departure')).toHaveTextContent(/^Departs /);
    expect(within(screen.getByTestId('manifest-counts')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0', '0', '0 kg']);

    scan(` ${SEALED_BAG.toLowerCase()} `);
    // the box is empty at once, ready for the next code, and keeps the focus
    expect(scanInput()).toHaveValue('');
    expect(document.activeElement).toBe(scanInput());

    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(callsTo(calls, 'PUT', SCAN)[0].body).toEqual({ code: SEALED_BAG.toLowerCase() });
    expect(count('bag')).toHaveTextContent('1');
    expect(count('awb')).toHaveTextContent('3');
    expect(count('koli')).toHaveTextContent('5');
    expect(count('kg')).toHaveTextContent('12.5 kg');

    // once the scans have settled, the manifest is read again: the bag is in its table, with its seal
    const bag = await screen.findByTestId('manifest-bag', {}, { timeout: 3000 });
    expect(bag).toHaveAttribute('data-bag', SEALED_BAG);
    expect(bag).toHaveTextContent('Seal S-778');
    expect(bag).toHaveTextContent('Surabaya');
    expect(screen.queryAllByTestId('manifest-awb')).toHaveLength(0);
    expect(document.activeElement).toBe(scanInput());
  });

  it("a loose AWB that is in a bag is refused: ✗ with the server's reason, the counts stay, no toast", async () => {
    const { calls } = manifestApi();
    await openManifest();
    scan(IN_BAG);
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(results()[0]).toHaveTextContent(`AWB ${IN_BAG} is in bag ${SEALED_BAG}: scan the bag`);
    expect(count('awb')).toHaveTextContent('0');
    expect(screen.queryByTestId('override-prompt')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    // an open bag, likewise; the next good scan goes on as usual
    scan(OPEN_BAG);
    scan('100000000001');
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results().map((r) => r.getAttribute('data-outcome'))).toEqual(['accepted', 'refused', 'refused']);
    expect(results()[1]).toHaveTextContent(`Bag ${OPEN_BAG} is still open: close and seal it first`);
    expect(callsTo(calls, 'PUT', SCAN).map((c) => (c.body as { code: string }).code)).toEqual([IN_BAG, OPEN_BAG, '100000000001']);
    expect(count('awb')).toHaveTextContent('1');
  });

  it('a loose AWB for another destination asks a reason without taking the focus; the reason sends the scan again with it', async () => {
    const { calls } = manifestApi();
    await openManifest();
    scan(MEDAN);
    const prompt = await screen.findByTestId('override-prompt');
    expect(prompt).toHaveAttribute('data-awb', MEDAN);
    expect(prompt).toHaveTextContent('For Medan, this manifest goes to Surabaya');
    expect(results()[0]).toHaveAttribute('data-outcome', 'refused');
    expect(document.activeElement).toBe(scanInput());

    fireEvent.click(within(prompt).getByTestId('override-submit'));
    expect(within(prompt).getByText('Say why it goes onto this manifest, or put it aside.')).toBeInTheDocument();

    fireEvent.change(within(prompt).getByLabelText('Reason to load it anyway'), { target: { value: ' Medan truck full ' } });
    fireEvent.click(within(prompt).getByTestId('override-submit'));
    await waitFor(() => expect(callsTo(calls, 'PUT', SCAN)).toHaveLength(2));
    expect(callsTo(calls, 'PUT', SCAN)[1].body).toEqual({ code: MEDAN, override_reason: 'Medan truck full' });
    await waitFor(() => expect(results()[0]).toHaveAttribute('data-outcome', 'warning'));
    expect(results()[0]).toHaveTextContent('Loaded anyway: Medan truck full');
    expect(screen.queryByTestId('override-prompt')).toBeNull();
    expect(count('awb')).toHaveTextContent('1');
    expect(document.activeElement).toBe(scanInput());

    const awb = await screen.findByTestId('manifest-awb', {}, { timeout: 3000 });
    expect(awb).toHaveAttribute('data-awb', MEDAN);
    expect(awb).toHaveTextContent('Other destination: Medan truck full');
  });
});

describe('outgoing manifest scan: the manifest', () => {
  it('Take off a bag and a loose AWB: each goes through the same queue with its code, and the counts and tables follow', async () => {
    const { calls } = manifestApi();
    await openManifest();
    scan(SEALED_BAG);
    scan('100000000001');
    await waitFor(() => expect(screen.getAllByTestId('manifest-awb')).toHaveLength(1), { timeout: 3000 });
    expect(count('awb')).toHaveTextContent('4');

    fireEvent.click(within(screen.getByTestId('manifest-bag')).getByTestId('manifest-bag-take-out'));
    await waitFor(() => expect(results()).toHaveLength(3));
    expect(results()[0]).toHaveAttribute('data-outcome', 'accepted');
    expect(results()[0]).toHaveTextContent('Taken off the manifest');
    expect(results()[0]).toHaveTextContent('Take off');
    expect(callsTo(calls, 'PUT', TAKE_OFF)[0].body).toEqual({ code: SEALED_BAG });
    expect(count('bag')).toHaveTextContent('0');
    expect(count('awb')).toHaveTextContent('1');
    await waitFor(() => expect(screen.queryAllByTestId('manifest-bag')).toHaveLength(0), { timeout: 3000 });

    fireEvent.click(screen.getByRole('button', { name: 'Take off 100000000001' }));
    await waitFor(() => expect(results()).toHaveLength(4));
    expect(callsTo(calls, 'PUT', TAKE_OFF)[1].body).toEqual({ code: '100000000001' });
    expect(count('awb')).toHaveTextContent('0');
    await waitFor(() => expect(screen.queryAllByTestId('manifest-awb')).toHaveLength(0), { timeout: 3000 });
    expect(document.activeElement).toBe(scanInput());
  });

  it('Depart asks first (bags, AWBs, kg; every AWB in transit), then sends the latest version; the departed manifest offers its print', async () => {
    vi.stubGlobal('open', vi.fn(() => ({}) as Window));
    URL.createObjectURL = vi.fn(() => 'blob:manifest');
    URL.revokeObjectURL = vi.fn();
    const book = vi.fn(() => ok({ ...api.header(), stage: 'booked', status: 'DEPARTED', departed_at: '2026-11-24T07:05:00.000Z', version: 5, lines: { bags: [], awbs: [] } }));
    const print = vi.fn(() => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const api = manifestApi({ [`PUT ${BOOK}`]: book, 'GET /operational/print/outgoing-manifest/manifest/3': print });
    await openManifest();
    // nothing loaded: the server's reason is on the button
    expect(screen.getByTestId('manifest-depart').closest('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', 'Nothing is loaded yet: scan its bags and AWBs first');

    scan(SEALED_BAG);
    // enabled by the scan's answer, before the manifest is read again
    await waitFor(() => expect(screen.getByTestId('manifest-depart')).toBeEnabled());
    fireEvent.click(screen.getByTestId('manifest-depart'));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Depart now?');
    expect(within(dialog).getByTestId('depart-summary')).toHaveTextContent(`${MF}: 1 bag, 3 AWBs, 12.5 kg; every AWB goes in transit.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(book).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('manifest-depart'));
    dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Depart' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    // version 3 as read, 4 after the scan: the scan's answer is the latest
    expect((book.mock.calls[0] as unknown as [ApiCall])[0].body).toEqual({ version: 4 });

    const departed = await screen.findByTestId('manifest-departed');
    expect(departed).toHaveTextContent(`${MF} departed`);
    expect(departed).toHaveTextContent('to Surabaya · Darat · B 9123 KXT (Box) · JOKO SUSILO · 1 bag · 3 AWBs · 12.5 kg · Departed');
    await waitFor(() => expect(router.query.manifest).toBeUndefined());
    expect(screen.queryByTestId('manifest-panel')).toBeNull();
    fireEvent.click(within(departed).getByTestId('print-manifest'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

describe('outgoing manifest scan: a new manifest', () => {
  beforeEach(() => resetRouter({}));

  const created = (over: Record<string, unknown>) => ({
    id: 9,
    version: 1,
    number: 'MF-JKT-2611-00009',
    stage: 'draft',
    status: 'OPEN',
    office_id: 3,
    office_id_label: 'Gambir counter',
    destination_branch_id: 5,
    destination_branch_id_label: 'Surabaya',
    moda_id: 1,
    moda_id_label: 'Udara',
    departure_at: '2026-11-24T08:00:00.000Z',
    bag_count: 0,
    awb_count: 0,
    koli_count: 0,
    weight_kg: '0.00',
    actions: [{ key: 'scan', can: true }],
    ...over,
  });
  const createCalls = (calls: ApiCall[]) => callsTo(calls, 'POST', CREATE);
  const openForm = async () => {
    renderWithClient(<OutgoingManifestAddPage />);
    const card = await screen.findByTestId('open-manifest');
    expect(card).toHaveTextContent(MF);
    expect(card).toHaveTextContent('→ Surabaya');
    expect(card).toHaveTextContent('0 bags · 0 AWBs · 0 kg');
    expect(screen.getByTestId('open-manifests')).toHaveTextContent('Open manifests at Gambir counter');
    // the departure starts at the next full hour
    expect(field('departure_at').value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
    return screen.getByTestId('new-manifest-form');
  };
  /** The error shown at a field: its input's description. */
  const errorAt = (name: string, message: string) => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));

  it('our fleet needs a vehicle and a driver; a server refusal shows at its field; the manifest is created with one request id and becomes the active one', async () => {
    let refuseDriver = true;
    const { calls } = manifestApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuseDriver) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { driver_id: ['This driver is inactive'] } });
        return ok(created(body as Record<string, unknown>));
      },
      'GET /operational/get/outgoing-manifest/9': () => ok({ ...created({}), lines: { bags: [], awbs: [] } }),
    });
    const form = await openForm();

    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => errorAt('destination_branch_id', 'Choose where the load goes'));
    errorAt('moda_id', 'Choose the moda');
    errorAt('vehicle_id', 'Which of our vehicles carries it');
    errorAt('driver_id', 'Who drives it');
    expect(document.querySelector('[name="vendor_id"]')).toBeNull();
    expect(createCalls(calls)).toHaveLength(0);

    await pickRef('destination_branch_id', 'sura', 'Surabaya');
    await pickRef('moda_id', 'ud', 'Udara');
    await pickRef('vehicle_id', 'b 9', 'B 9123 KXT (Box)');
    await pickRef('driver_id', 'joko', 'JOKO SUSILO');
    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    await waitFor(() => errorAt('driver_id', 'This driver is inactive'));
    expect(router.query.manifest).toBeUndefined();

    refuseDriver = false;
    await pickRef('driver_id', 'andi', 'ANDI WIJAYA');
    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => expect(router.query.manifest).toBe('9'));
    const [refused, post] = createCalls(calls).map((c) => c.body as Record<string, unknown>);
    expect(post).toMatchObject({ office_id: 3, destination_branch_id: 5, moda_id: 1, carrier_type: 'FLEET', vehicle_id: 4, driver_id: 8 });
    expect(post.departure_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00[+-]\d{2}:\d{2}$/);
    expect(post.vendor_id).toBeUndefined();
    // the same fill: the request sent again is the same request
    expect(post.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.request_id).toBe(post.request_id);
    expect(await screen.findByTestId('manifest-number')).toHaveTextContent('MF-JKT-2611-00009');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    await act(async () => undefined);
  });

  it('a vendor needs the vendor (no vehicle, no driver), its reference goes along; a refused vendor shows at its field', async () => {
    let refuseVendor = true;
    const { calls } = manifestApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuseVendor) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { vendor_id: ['This vendor is inactive'] } });
        return ok(created(body as Record<string, unknown>));
      },
      'GET /operational/get/outgoing-manifest/9': () => ok({ ...created({ carrier_type: 'VENDOR' }), lines: { bags: [], awbs: [] } }),
    });
    const form = await openForm();
    await pickRef('destination_branch_id', 'sura', 'Surabaya');
    await pickRef('moda_id', 'ud', 'Udara');
    fireEvent.click(within(form).getByTestId('carrier-VENDOR'));
    await waitFor(() => expect(document.querySelector('[name="vehicle_id"]')).toBeNull());
    expect(document.querySelector('[name="driver_id"]')).toBeNull();

    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => errorAt('vendor_id', 'Which vendor carries it'));
    expect(createCalls(calls)).toHaveLength(0);

    await pickRef('vendor_id', 'garuda', 'Garuda Cargo');
    fireEvent.change(field('vendor_reference'), { target: { value: ' GA 316 ' } });
    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => errorAt('vendor_id', 'This vendor is inactive'));

    refuseVendor = false;
    await pickRef('vendor_id', 'lion', 'Lion Parcel');
    fireEvent.click(within(form).getByTestId('new-manifest-create'));
    await waitFor(() => expect(router.query.manifest).toBe('9'));
    const post = createCalls(calls).at(-1)!.body as Record<string, unknown>;
    expect(post).toMatchObject({ office_id: 3, destination_branch_id: 5, moda_id: 1, carrier_type: 'VENDOR', vendor_id: 12, vendor_reference: 'GA 316' });
    expect(post).not.toHaveProperty('vehicle_id');
    expect(post).not.toHaveProperty('driver_id');
    expect(new Set(createCalls(calls).map((c) => (c.body as { request_id: string }).request_id)).size).toBe(1);
    expect(await screen.findByTestId('manifest-number')).toHaveTextContent('MF-JKT-2611-00009');
    await act(async () => undefined);
  });
});

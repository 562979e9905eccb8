// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import TripAllowanceAddPage from '@/pages/finance/trip-allowance/add';
import TripAllowanceDraftPage from '@/pages/finance/trip-allowance/draft';
import TripAllowanceListPage from '@/pages/finance/trip-allowance/list';
import { todayLocal } from '@/components/document/local-datetime';
import type { RowActionState } from '@/lib/resources/engine/define';
import type { TripCandidate } from '@/services/finance/trip-allowance-client';
import { apiError, mockApi, ok, renderWithClient, type ApiCall, type Handler } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, options, pickRef, rowOf } from '../document/doc-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { id: 'cashier' }, accessToken: { token: 't' } } }),
}));

/*
 * The trip allowance screens against a fake finance API (behind the real axios client). Manifest
 * OM-JKT-2611-00031 (Jakarta → Surabaya, driver Budi Santoso, truck B 9123 KX) waits for its allowance;
 * the rate of that route for a TRUCK_CDD is fuel Rp 850.000, tolls Rp 420.000, loading Rp 150.000, meals
 * Rp 100.000 (Rp 1.520.000). Jakarta → Bandung has a rate for a VAN; no other route has one.
 */

const BRANCHES = [
  { id: 1, label: 'Jakarta' },
  { id: 2, label: 'Surabaya' },
  { id: 3, label: 'Bandung' },
];
const DRIVERS = [
  { id: 7, label: 'Budi Santoso' },
  { id: 8, label: 'Agus Salim' },
];
const VEHICLES = [
  { id: 9, label: 'B 9123 KX' },
  { id: 10, label: 'B 1111 AA' },
];
const MANIFEST = 'OM-JKT-2611-00031';
const CANDIDATES = '/finance/get/trip-candidates';
const RATE = '/finance/get/trip-allowance-rate-for';
const CREATE = '/finance/create/trip-allowance';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NO_RATE = 'No rate for this route and vehicle: enter the amount';

type Body = Record<string, unknown>;

const candidate = (over: Partial<TripCandidate> = {}): TripCandidate => ({
  id: 31,
  number: MANIFEST,
  manifest_date: todayLocal(),
  branch_id: 1,
  destination_branch_id: 2,
  driver_id: 7,
  vehicle_id: 9,
  status: 'DEPARTED',
  awb_count: 42,
  weight_kg: 380.5,
  ...over,
});

/** The rate-for answer of a route and vehicle. */
function rateFor({ params }: ApiCall) {
  const route = `${String(params.origin_branch_id)}-${String(params.destination_branch_id)}-${String(params.vehicle_id)}`;
  if (route === '1-2-9') return ok({ vehicle_type: 'TRUCK_CDD', rate: { id: 4, fuel: 850_000, tolls: 420_000, loading: 150_000, meals: 100_000 } });
  if (route === '1-3-10') return ok({ vehicle_type: 'VAN', rate: { id: 5, fuel: 300_000, tolls: 150_000, loading: 50_000, meals: 75_000 } });
  return ok({ vehicle_type: params.vehicle_id === 10 ? 'VAN' : 'TRUCK_CDD', rate: null });
}

/** The draft the server makes of a body (the rate's amount for a component sent as null). */
function saved(body: Body, over: Body = {}) {
  const amounts = { fuel: body.fuel ?? 850_000, tolls: body.tolls ?? 420_000, loading: body.loading ?? 150_000, meals: body.meals ?? 100_000, other: body.other ?? 0 };
  return {
    id: 501,
    version: 1,
    number: 'UJ-JKT-2611-00001',
    stage: 'draft',
    status: 'DRAFT',
    trip_date: body.trip_date,
    outgoing_manifest_id: body.outgoing_manifest_id ?? null,
    manifest_number: body.outgoing_manifest_id ? MANIFEST : null,
    driver_id: body.driver_id,
    driver_id_label: DRIVERS.find((d) => d.id === body.driver_id)?.label,
    vehicle_id: body.vehicle_id,
    origin_branch_id: body.origin_branch_id ?? 1,
    origin_branch_id_label: 'Jakarta',
    destination_branch_id: body.destination_branch_id ?? 2,
    destination_branch_id_label: BRANCHES.find((b) => b.id === (body.destination_branch_id ?? 2))?.label,
    ...amounts,
    advance_total: Object.values(amounts).reduce((s: number, v) => s + Number(v), 0),
    notes: body.notes ?? null,
    ...over,
  };
}

function tripApi(overrides: Record<string, Handler> = {}) {
  const api = mockApi({
    [`GET ${CANDIDATES}`]: () => ok([candidate(), candidate({ id: 32, number: 'OM-JKT-2611-00032', destination_branch_id: 3, driver_id: 8, vehicle_id: 10 })]),
    'GET /datamaster/options/branch': options(BRANCHES),
    'GET /datamaster/options/driver': options(DRIVERS),
    'GET /datamaster/options/vehicle': options(VEHICLES),
    [`GET ${RATE}`]: rateFor,
    [`POST ${CREATE}`]: ({ body }) => ok(saved(body as Body)),
    'GET /finance/print/trip-allowance/slip/501': () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...overrides,
  });
  const of = (method: ApiCall['method'], url: string) => api.calls.filter((c) => c.method === method && c.url === url);
  return { ...api, creates: () => of('POST', CREATE), rateReads: () => of('GET', RATE) };
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const total = () => screen.getByTestId('trip-advance-total');
const combobox = (name: string) => within(screen.getByTestId(`ref-picker-${name}`)).getByRole('combobox');

/** Opens the add screen and picks the manifest; waits for its rate in the components. */
async function pickManifest(number = MANIFEST) {
  renderWithClient(<TripAllowanceAddPage />);
  fireEvent.click(await screen.findByRole('radio', { name: `Manifest ${number}` }));
  await waitFor(() => expect(screen.getByTestId('trip-rate')).toHaveAttribute('data-state', 'rate'));
}

beforeEach(() => {
  router.pathname = '/finance/trip-allowance/add';
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('trip allowance entry', () => {
  it('lists the manifests waiting with their route, driver and vehicle named; picking one fills the trip and loads its rate into the components', async () => {
    const api = tripApi();
    renderWithClient(<TripAllowanceAddPage />);
    const rows = await screen.findAllByTestId('trip-candidate');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Jakarta → Surabaya'));
    expect(rows[0]).toHaveTextContent('Budi Santoso');
    expect(rows[0]).toHaveTextContent('B 9123 KX');
    expect(rows[0]).toHaveTextContent('42 AWB');
    expect(screen.getByTestId('trip-rate')).toHaveAttribute('data-state', 'unknown');
    expect(api.rateReads()).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: `Manifest ${MANIFEST}` }));
    await waitFor(() => expect(screen.getByTestId('trip-route')).toHaveTextContent('Jakarta → Surabaya'));
    await waitFor(() => expect(combobox('driver_id')).toHaveValue('Budi Santoso'));
    await waitFor(() => expect(combobox('vehicle_id')).toHaveValue('B 9123 KX'));
    expect(input(/^Trip date/)).toHaveValue(todayLocal());

    await waitFor(() => expect(screen.getByTestId('trip-rate')).toHaveAttribute('data-state', 'rate'));
    expect(api.rateReads()[0].params).toEqual({ origin_branch_id: 1, destination_branch_id: 2, vehicle_id: 9, date: todayLocal() });
    expect(screen.getByTestId('trip-rate')).toHaveTextContent('Rate for a TRUCK_CDD');
    expect(input(/^Fuel/)).toHaveValue('850.000');
    expect(input(/^Tolls/)).toHaveValue('420.000');
    expect(input(/^Loading \/ unloading/)).toHaveValue('150.000');
    expect(input(/^Meals/)).toHaveValue('100.000');
    expect(input(/^Other/)).toHaveValue('');
    expect(total()).toHaveTextContent('Rp 1.520.000');

    // the other manifest: its own route, driver, vehicle and rate
    fireEvent.click(screen.getByRole('radio', { name: 'Manifest OM-JKT-2611-00032' }));
    await waitFor(() => expect(screen.getByTestId('trip-route')).toHaveTextContent('Jakarta → Bandung'));
    await waitFor(() => expect(input(/^Fuel/)).toHaveValue('300.000'));
    expect(total()).toHaveTextContent('Rp 575.000');
  });

  it('the advance total follows every amount typed; "Use the rate" puts the rate back', async () => {
    tripApi();
    await pickManifest();
    type(/^Other/, '50.000');
    expect(total()).toHaveTextContent('Rp 1.570.000');
    type(/^Fuel/, '900000');
    expect(total()).toHaveTextContent('Rp 1.620.000');
    // left empty, a component is the rate's
    type(/^Meals/, '');
    expect(total()).toHaveTextContent('Rp 1.620.000');
    type(/^Tolls/, 'abc');
    expect(input(/^Tolls/)).toHaveAccessibleDescription('Whole rupiah, not below 0');
    fireEvent.click(screen.getByRole('button', { name: 'Use the rate' }));
    expect(input(/^Fuel/)).toHaveValue('850.000');
    expect(input(/^Tolls/)).toHaveAttribute('aria-invalid', 'false');
    expect(total()).toHaveTextContent('Rp 1.570.000');
  });

  it('save sends the trip with the amounts shown and one request id; the done panel shows the number, the advance, the slip and the drafts', async () => {
    const api = tripApi();
    await pickManifest();
    type(/^Fuel/, '900.000');
    type(/^Other/, '25.000');
    type(/^Notes/, '  Via tol Cipali ');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    fireEvent.click(screen.getByRole('button', { name: /Save draft|Saving/ }));
    await screen.findByTestId('trip-done');
    expect(api.creates()).toHaveLength(1);
    expect(api.creates()[0].body).toEqual({
      trip_date: todayLocal(),
      outgoing_manifest_id: 31,
      driver_id: 7,
      vehicle_id: 9,
      fuel: 900_000,
      tolls: 420_000,
      loading: 150_000,
      meals: 100_000,
      other: 25_000,
      notes: 'Via tol Cipali',
      request_id: expect.stringMatching(UUID),
    });
    const done = screen.getByTestId('trip-done');
    expect(within(done).getByTestId('trip-number')).toHaveTextContent('UJ-JKT-2611-00001');
    expect(within(done).getByTestId('trip-done-advance')).toHaveTextContent('Rp 1.595.000');
    expect(within(done).getByRole('button', { name: 'Print trip allowance slip' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Go to the drafts to approve' })).toHaveAttribute('href', '/finance/trip-allowance/draft');

    // another: a fresh form, a new request id
    fireEvent.click(within(done).getByRole('button', { name: 'Add another' }));
    fireEvent.click(await screen.findByRole('radio', { name: `Manifest ${MANIFEST}` }));
    await waitFor(() => expect(input(/^Fuel/)).toHaveValue('850.000'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.creates()).toHaveLength(2));
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.request_id).toMatch(UUID);
    expect(second.request_id).not.toBe(first.request_id);
  });

  it('nothing picked: the missing trip is said once save is pressed, and nothing is sent', async () => {
    const api = tripApi();
    renderWithClient(<TripAllowanceAddPage />);
    await screen.findAllByTestId('trip-candidate');
    expect(screen.queryByTestId('trip-candidates-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('trip-candidates-error')).toHaveTextContent('Pick the manifest of the trip');
    expect(api.creates()).toHaveLength(0);
  });

  it('another trip without a rate: the amounts are required before sending', async () => {
    const api = tripApi();
    renderWithClient(<TripAllowanceAddPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Other trip' }));
    const form = screen.getByTestId('trip-allowance-form');
    await pickRef(form, 'origin_branch_id', 'Surabaya');
    await pickRef(form, 'destination_branch_id', 'Bandung');
    await pickRef(form, 'driver_id', 'Agus Salim');
    await pickRef(form, 'vehicle_id', 'B 1111 AA');
    await waitFor(() => expect(screen.getByTestId('trip-rate')).toHaveAttribute('data-state', 'none'));
    expect(screen.getByTestId('trip-rate')).toHaveTextContent('No rate for this route and a VAN');
    expect(input(/^Fuel/)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(input(/^Fuel/)).toHaveAccessibleDescription(NO_RATE));
    expect(input(/^Meals/)).toHaveAccessibleDescription(NO_RATE);
    expect(api.creates()).toHaveLength(0);

    type(/^Fuel/, '400.000');
    type(/^Tolls/, '0');
    type(/^Loading \/ unloading/, '0');
    type(/^Meals/, '60.000');
    expect(total()).toHaveTextContent('Rp 460.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByTestId('trip-done');
    expect(api.creates()[0].body).toEqual({
      trip_date: todayLocal(),
      origin_branch_id: 2,
      destination_branch_id: 3,
      driver_id: 8,
      vehicle_id: 10,
      fuel: 400_000,
      tolls: 0,
      loading: 0,
      meals: 60_000,
      other: null,
      notes: null,
      request_id: expect.stringMatching(UUID),
    });
  });

  it("a 400 naming fuel is said at the fuel input; corrected, the retry keeps the fill's request id", async () => {
    let refuse = true;
    const api = tripApi({
      [`POST ${CREATE}`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          // the rate was deleted meanwhile: an amount left to the rate has none
          throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { fuel: [NO_RATE] } });
        }
        return ok(saved(body as Body));
      },
    });
    await pickManifest();
    type(/^Fuel/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(input(/^Fuel/)).toHaveAccessibleDescription(NO_RATE));
    expect(input(/^Fuel/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Tolls/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('trip-error')).toHaveTextContent('Invalid body: check the highlighted fields');
    expect((api.creates()[0].body as Body).fuel).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();

    type(/^Fuel/, '850.000');
    expect(input(/^Fuel/)).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByTestId('trip-done');
    const [first, second] = api.creates().map((c) => c.body as Body);
    expect(second.fuel).toBe(850_000);
    expect(second.request_id).toBe(first.request_id);
  });

  it('edits a draft of ?id=: its stored amounts, saved with PUT and the version read', async () => {
    resetRouter({ id: '501' });
    const draft = saved({ trip_date: todayLocal(), outgoing_manifest_id: 31, driver_id: 7, vehicle_id: 9, fuel: 900_000, other: 25_000 }, {
      version: 3,
      actions: [{ key: 'update', can: true }, { key: 'book', can: false, reason: 'A trip allowance is approved by someone other than its author' }] as RowActionState[],
    });
    const api = tripApi({
      'GET /finance/get/trip-allowance/501': () => ok(draft),
      'PUT /finance/update/trip-allowance/501': ({ body }) => ok({ ...draft, ...(body as Body), version: 4, advance_total: 1_545_000 }),
    });
    renderWithClient(<TripAllowanceAddPage />);
    expect(await screen.findByTestId('trip-manifest-number')).toHaveTextContent(MANIFEST);
    expect(screen.queryByTestId('trip-candidates')).toBeNull();
    expect(input(/^Fuel/)).toHaveValue('900.000');
    expect(input(/^Other/)).toHaveValue('25.000');
    await waitFor(() => expect(screen.getByTestId('trip-route')).toHaveTextContent('Jakarta → Surabaya'));
    expect(total()).toHaveTextContent('Rp 1.595.000');
    type(/^Other/, '');
    expect(total()).toHaveTextContent('Rp 1.570.000');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByTestId('trip-done');
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({
      version: 3,
      trip_date: todayLocal(),
      driver_id: 7,
      vehicle_id: 9,
      origin_branch_id: 1,
      destination_branch_id: 2,
      fuel: 900_000,
      tolls: 420_000,
      loading: 150_000,
      meals: 100_000,
      other: null,
      notes: null,
    });
    expect(screen.queryByRole('button', { name: 'Add another' })).toBeNull();
  });

  it('a draft no longer a draft is not offered for editing', async () => {
    resetRouter({ id: '501' });
    tripApi({ 'GET /finance/get/trip-allowance/501': () => ok(saved({ driver_id: 7, vehicle_id: 9 }, { stage: 'booked', status: 'APPROVED' })) });
    renderWithClient(<TripAllowanceAddPage />);
    expect(await screen.findByTestId('trip-draft-problem')).toHaveTextContent('UJ-JKT-2611-00001 is approved now: only a draft can be edited.');
    expect(screen.queryByTestId('trip-allowance-form')).toBeNull();
  });
});

/** A trip allowance as the list answers it. */
function listRow(over: Record<string, unknown> = {}) {
  return {
    ...saved({ trip_date: '2026-11-20', outgoing_manifest_id: 31, driver_id: 7, vehicle_id: 9 }),
    id: 1,
    version: 4,
    stage: 'booked',
    status: 'PAID',
    vehicle_id_label: 'B 9123 KX',
    actual_total: null,
    difference: null,
    created_at: '2026-11-20T01:00:00.000Z',
    created_by: 'clerk',
    updated_at: '2026-11-20T02:00:00.000Z',
    updated_by: 'cashier',
    actions: [
      { key: 'payOut', can: false, reason: 'Already paid out: settle it' },
      { key: 'settle', can: true },
    ] as RowActionState[],
    ...over,
  };
}

const LIST = '/finance/get/trip-allowance';
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

describe('trip allowance list: paying out and settling', () => {
  beforeEach(() => {
    router.pathname = '/finance/trip-allowance/list';
  });

  it('settle: the spent amounts start at the advance; the difference is live, and a note is required when there is one', async () => {
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => ok([listRow()], meta({ total: 1 })),
      'PUT /finance/update/trip-allowance/settle/1': () => ok(listRow({ status: 'SETTLED', version: 5 })),
    });
    renderWithClient(<TripAllowanceListPage />);
    const row = await rowOf('UJ-JKT-2611-00001');
    expect(within(row).getByRole('button', { name: 'Pay out UJ-JKT-2611-00001' })).toBeDisabled();
    fireEvent.click(within(row).getByRole('button', { name: 'Settle UJ-JKT-2611-00001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

    expect(within(dialog).getByTestId('trip-action-advance')).toHaveTextContent('Rp 1.520.000');
    expect(box(/^Fuel spent/)).toHaveValue('850.000');
    expect(box(/^Tolls spent/)).toHaveValue('420.000');
    expect(box(/^Loading spent/)).toHaveValue('150.000');
    expect(box(/^Meals spent/)).toHaveValue('100.000');
    expect(box(/^Other spent/)).toHaveValue('0');
    expect(within(dialog).getByTestId('settle-difference')).toHaveTextContent('No difference: spent as advanced');

    fireEvent.change(box(/^Fuel spent/), { target: { value: '800.000' } });
    expect(within(dialog).getByTestId('settle-difference')).toHaveTextContent('The driver returns Rp 50.000');
    fireEvent.change(box(/^Tolls spent/), { target: { value: '500000' } });
    expect(within(dialog).getByTestId('settle-difference')).toHaveTextContent('The driver is owed Rp 30.000');
    expect(within(dialog).getByText(/^Settlement note/).closest('label')).toHaveTextContent('*');

    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    expect(await within(dialog).findByText('The driver is owed Rp 30.000: note why')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(box(/^Settlement note/), { target: { value: 'Tol tarif baru' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      actual_fuel: 800_000,
      actual_tolls: 500_000,
      actual_loading: 150_000,
      actual_meals: 100_000,
      actual_other: 0,
      settlement_note: 'Tol tarif baru',
      version: 4,
    });
  });

  it('settle as advanced needs no note', async () => {
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => ok([listRow()], meta({ total: 1 })),
      'PUT /finance/update/trip-allowance/settle/1': () => ok(listRow({ status: 'SETTLED', version: 5 })),
    });
    renderWithClient(<TripAllowanceListPage />);
    fireEvent.click(within(await rowOf('UJ-JKT-2611-00001')).getByRole('button', { name: 'Settle UJ-JKT-2611-00001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ actual_fuel: 850_000, actual_tolls: 420_000, actual_loading: 150_000, actual_meals: 100_000, actual_other: 0, version: 4 });
  });

  it('pay out: cash by default; a transfer needs its reference', async () => {
    const approved = listRow({ status: 'APPROVED', actions: [{ key: 'payOut', can: true }, { key: 'settle', can: false, reason: 'Pay it out first' }] });
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => ok([approved], meta({ total: 1 })),
      'PUT /finance/update/trip-allowance/payOut/1': () => ok(listRow({ version: 5 })),
    });
    renderWithClient(<TripAllowanceListPage />);
    fireEvent.click(within(await rowOf('UJ-JKT-2611-00001')).getByRole('button', { name: 'Pay out UJ-JKT-2611-00001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    const method = within(dialog).getByRole('combobox', { name: /^Paid out by/ });
    expect(method).toHaveValue('CASH');
    fireEvent.change(method, { target: { value: 'TRANSFER' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    expect(await within(dialog).findByText('The transfer reference')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Payout reference/ }), { target: { value: 'BCA 0099' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ payout_method: 'TRANSFER', payout_reference: 'BCA 0099', version: 4 });
  });
});

describe('trip allowance drafts and rates', () => {
  beforeEach(() => {
    router.pathname = '/finance/trip-allowance/draft';
  });

  it('the drafts to approve, edited on the add screen; the rates on their own tab', async () => {
    const draft = listRow({ stage: 'draft', status: 'DRAFT', actions: [{ key: 'update', can: true }, { key: 'book', can: true }, { key: 'cancel', can: true }] });
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => ok([draft], meta({ total: 1 })),
      'GET /finance/get/trip-allowance-rate': () =>
        ok(
          [
            {
              id: 4,
              version: 1,
              origin_branch_id: 1,
              origin_branch_id_label: 'Jakarta',
              destination_branch_id: 2,
              destination_branch_id_label: 'Surabaya',
              vehicle_type: 'TRUCK_CDD',
              fuel: 850_000,
              tolls: 420_000,
              loading: 150_000,
              meals: 100_000,
              effective_from: '2026-01-01',
              notes: null,
              created_at: '2026-01-01T00:00:00.000Z',
              created_by: 'finance',
              updated_at: '2026-01-01T00:00:00.000Z',
              updated_by: 'finance',
            },
          ],
          meta({ total: 1 }),
        ),
    });
    renderWithClient(<TripAllowanceDraftPage />);
    expect(await screen.findByRole('heading', { name: 'Approve trip allowances' })).toBeInTheDocument();
    const row = await rowOf('UJ-JKT-2611-00001');
    expect(calls.find((c) => c.url === LIST)!.params).toMatchObject({ stage: 'draft' });
    expect(within(row).getByRole('link', { name: 'Edit UJ-JKT-2611-00001' })).toHaveAttribute('href', '/finance/trip-allowance/add?id=1');
    expect(within(row).getByRole('button', { name: 'Approve UJ-JKT-2611-00001' })).toBeEnabled();

    await act(async () => {
      fireEvent.click(screen.getByTestId('trip-tab-rates'));
    });
    expect(router.query).toEqual({ tab: 'rates' });
    const rates = await screen.findByTestId('resource-screen');
    expect(rates).toHaveAttribute('data-resource', 'trip-allowance-rate');
    await waitFor(() => expect(within(rates).getAllByTestId('resource-row')).toHaveLength(1));
    expect(within(rates).getByTestId('resource-row')).toHaveTextContent('Jakarta');
    expect(within(rates).getByTestId('resource-add')).toHaveTextContent('Add trip allowance rate');
  });
});

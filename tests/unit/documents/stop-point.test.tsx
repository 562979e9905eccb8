// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import StopPointAddPage from '@/pages/operational/delivery/stop-point/add';
import { todayLocal } from '@/components/document/local-datetime';
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
 * The stop-point screen against a fake API that keeps its stops (behind the real axios client): the
 * user's office is 3; JOKO SUSILO (7) is out with runsheet DRS-SBY-2611-00007 (two AWBs), ANDI (8) has
 * none. 100000000999 does not exist. The tablet's location is granted or refused per test.
 */

const CREATE = '/operational/create/stop-point';
const LIST = '/operational/get/stop-point';
const RS_LIST = '/operational/get/delivery-runsheet';
const RS_DETAIL = '/operational/get/delivery-runsheet/7';
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Body = Record<string, unknown>;

const runsheet = {
  id: 7,
  version: 3,
  number: 'DRS-SBY-2611-00007',
  stage: 'booked',
  status: 'OUT',
  driver_id: 7,
  driver_id_label: 'JOKO SUSILO',
  awb_count: 2,
  actions: [],
};

function stopApi(overrides: Record<string, Handler> = {}) {
  const stops: Record<string, unknown>[] = [];
  const create: Handler = ({ body }) => {
    const b = body as Body & { awbs: string[] };
    const unknown = b.awbs.filter((a) => a === '100000000999');
    if (unknown.length) throw apiError(400, { message: 'Invalid body: check the highlighted fields', errors: { awbs: [`Not found: ${unknown.join(', ')}`] } });
    const row = {
      id: stops.length + 1,
      version: 1,
      number: `SP-SBY-2611-${String(stops.length + 1).padStart(5, '0')}`,
      stage: 'booked',
      status: 'RECORDED',
      stop_date: todayLocal(),
      office_id: 3,
      driver_id: b.driver_id,
      driver_id_label: b.driver_id === 7 ? 'JOKO SUSILO' : 'ANDI WIJAYA',
      delivery_runsheet_id: b.delivery_runsheet_id ?? null,
      runsheet_number: b.delivery_runsheet_id ? runsheet.number : null,
      stopped_at: b.stopped_at,
      latitude: b.latitude ?? null,
      longitude: b.longitude ?? null,
      accuracy_m: b.accuracy_m ?? null,
      place: b.place ?? null,
      awb_count: b.awbs.length,
      actions: [{ key: 'cancel', can: true }],
    };
    stops.unshift(row);
    return ok(row);
  };
  const api = mockApi({
    'GET /datamaster/get/user/counter': () => ok(USER),
    'GET /datamaster/options/driver': options([
      { id: 7, label: 'JOKO SUSILO' },
      { id: 8, label: 'ANDI WIJAYA' },
    ]),
    [`GET ${RS_LIST}`]: ({ params }) => ok(params.driver_id === 7 ? [runsheet] : [], meta({ total: params.driver_id === 7 ? 1 : 0 })),
    [`GET ${RS_DETAIL}`]: () =>
      ok({
        ...runsheet,
        lines: {
          awbs: [
            { id: 1, awb: '100000000001', consignee_name: 'SITI AMINAH', cod_amount: 0, result: 'PENDING' },
            { id: 2, awb: '100000000002', consignee_name: 'BUDI HARTONO', cod_amount: 0, result: 'PENDING' },
          ],
        },
      }),
    [`GET ${LIST}`]: () => ok([...stops], meta({ total: stops.length })),
    [`POST ${CREATE}`]: create,
    ...overrides,
  });
  return { ...api, stops, creates: () => api.calls.filter((c) => c.method === 'POST' && c.url === CREATE) };
}

const bodies = (calls: ApiCall[]) => calls.map((c) => c.body as Body);
const awbInput = () => screen.getByTestId('stop-awb-input') as HTMLInputElement;
function scanAwb(code: string) {
  fireEvent.change(awbInput(), { target: { value: code } });
  fireEvent.submit(awbInput().closest('form')!);
}
const chips = () => screen.queryAllByTestId('stop-awb-chip').map((c) => c.getAttribute('data-awb'));
const errorAt = (name: string, message: string) => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));

/** The tablet's answer to "where am I": a position, or a refusal with its code. */
function stubLocation(answer: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number }) {
  const getCurrentPosition = vi.fn((granted: PositionCallback, refused?: PositionErrorCallback | null) => {
    if ('coords' in answer) granted(answer as unknown as GeolocationPosition);
    else refused?.({ code: answer.code, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

async function openScreen() {
  renderWithClient(<StopPointAddPage />);
  await screen.findByTestId('stop-point-form');
  await waitFor(() => expect(screen.getByTestId('today-stops')).toHaveTextContent('No stop recorded today.'));
}

beforeEach(() => {
  router.pathname = '/operational/delivery/stop-point/add';
  resetRouter({});
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('stop point', () => {
  it('with the location granted: latitude, longitude and accuracy are sent (no place), the AWB chips go as awbs; saved, the form starts again for the same courier', async () => {
    const locate = stubLocation({ coords: { latitude: -7.26534512, longitude: 112.74251598, accuracy: 12.4 } });
    const api = stopApi();
    await openScreen();
    await pickRef('driver_id', 'joko', 'JOKO SUSILO');

    fireEvent.click(screen.getByTestId('stop-locate'));
    expect(locate).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('stop-location-value')).toHaveTextContent('-7.265345, 112.742516 (±12 m)');

    scanAwb(' 100000000001 ');
    scanAwb('100000000002');
    scanAwb('100000000003');
    scanAwb('100000000002');
    await waitFor(() => expect(chips()).toEqual(['100000000001', '100000000002', '100000000003']));
    expect(screen.getByTestId('stop-awb-note')).toHaveTextContent('100000000002 is already in the list');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 100000000001' }));
    await waitFor(() => expect(chips()).toEqual(['100000000002', '100000000003']));

    fireEvent.click(screen.getByTestId('stop-save'));
    await waitFor(() => expect(api.creates()).toHaveLength(1));
    const [body] = bodies(api.creates());
    expect(body).toEqual({
      office_id: 3,
      driver_id: 7,
      stopped_at: expect.stringMatching(ISO_WITH_OFFSET),
      latitude: -7.265345,
      longitude: 112.742516,
      accuracy_m: 12,
      awbs: ['100000000002', '100000000003'],
      request_id: expect.stringMatching(UUID),
    });
    expect(body).not.toHaveProperty('place');
    expect(body).not.toHaveProperty('delivery_runsheet_id');

    expect(await screen.findByTestId('stop-saved')).toHaveTextContent('Stop SP-SBY-2611-00001 recorded for JOKO SUSILO');
    expect(screen.getByTestId('stop-saved')).toHaveTextContent('2 AWBs');
    // the form starts again: same courier; no location, no AWBs
    await waitFor(() => expect(chips()).toEqual([]));
    expect(screen.queryByTestId('stop-location-value')).toBeNull();
    expect(field('driver_id')).toHaveValue('JOKO SUSILO');
    // today's stops are read again
    const row = await screen.findByTestId('today-stop');
    expect(row).toHaveTextContent('SP-SBY-2611-00001');
    expect(row).toHaveTextContent('-7.265345, 112.742516');
    await act(async () => undefined);
  });

  it('with the location refused: said, the place is asked for and sent instead; the runsheet and its AWBs are picked; an unknown AWB is refused at the chips', async () => {
    stubLocation({ code: 1 });
    const api = stopApi();
    await openScreen();
    await pickRef('driver_id', 'joko', 'JOKO SUSILO');

    fireEvent.click(screen.getByTestId('stop-locate'));
    expect(await screen.findByTestId('stop-location-problem')).toHaveTextContent('The location is not allowed on this device: type the place instead');
    await waitFor(() => expect(document.activeElement).toBe(field('place')));

    fireEvent.click(screen.getByTestId('stop-save'));
    await waitFor(() => errorAt('place', 'Where: the location, or the place typed'));
    expect(api.creates()).toHaveLength(0);

    fireEvent.change(field('place'), { target: { value: ' Ruko Galaxy Mall, Jl. Dharmahusada ' } });
    // the courier's runsheet, and one of its AWBs a tap away
    await waitFor(() => expect(within(field('delivery_runsheet_id')).getByRole('option', { name: /DRS-SBY-2611-00007/ })).toBeInTheDocument());
    fireEvent.change(field('delivery_runsheet_id'), { target: { value: '7' } });
    const pick = await screen.findAllByTestId('stop-awb-pick');
    expect(pick.map((p) => p.getAttribute('data-awb'))).toEqual(['100000000001', '100000000002']);
    fireEvent.click(pick[1]);
    scanAwb('100000000999');
    await waitFor(() => expect(chips()).toEqual(['100000000002', '100000000999']));
    expect(screen.getAllByTestId('stop-awb-pick').map((p) => p.getAttribute('data-awb'))).toEqual(['100000000001']);

    fireEvent.click(screen.getByTestId('stop-save'));
    expect(await screen.findByTestId('stop-awbs-error')).toHaveTextContent('Not found: 100000000999');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 100000000999' }));
    fireEvent.click(screen.getByTestId('stop-save'));
    expect(await screen.findByTestId('stop-saved')).toHaveTextContent('Stop SP-SBY-2611-00001 recorded');

    const [refused, saved] = bodies(api.creates());
    expect(saved).toEqual({
      office_id: 3,
      driver_id: 7,
      delivery_runsheet_id: 7,
      stopped_at: expect.stringMatching(ISO_WITH_OFFSET),
      place: 'Ruko Galaxy Mall, Jl. Dharmahusada',
      awbs: ['100000000002'],
      request_id: expect.stringMatching(UUID),
    });
    expect(saved).not.toHaveProperty('latitude');
    expect(saved).not.toHaveProperty('longitude');
    expect(refused.request_id).toBe(saved.request_id);
    // the runsheet stays for the next stop of the same run
    await waitFor(() => expect(field('delivery_runsheet_id')).toHaveValue('7'));
    expect(field('place')).toHaveValue('');
    await act(async () => undefined);
  });

  it('a stop entered by mistake is cancelled from today’s list with a reason and the version seen', async () => {
    const cancel = vi.fn<Handler>(({ body }) => ok({ ...api.stops[0], ...(body as Body), stage: 'cancelled', status: 'CANCELLED', version: 2 }));
    const api = stopApi({ 'PUT /operational/update/stop-point/cancel/1': cancel });
    api.stops.push({
      id: 1,
      version: 1,
      number: 'SP-SBY-2611-00001',
      stage: 'booked',
      status: 'RECORDED',
      driver_id: 8,
      driver_id_label: 'ANDI WIJAYA',
      runsheet_number: null,
      stopped_at: '2026-11-24T03:00:00.000Z',
      place: 'SPBU Jl. Ahmad Yani',
      latitude: null,
      longitude: null,
      awb_count: 0,
      actions: [{ key: 'cancel', can: true }],
    });
    renderWithClient(<StopPointAddPage />);
    const row = await screen.findByTestId('today-stop');
    expect(row).toHaveTextContent('ANDI WIJAYA');
    expect(row).toHaveTextContent('SPBU Jl. Ahmad Yani');
    fireEvent.click(within(row).getByTestId('action-cancel'));
    const dialog = await screen.findByTestId('document-action-dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'WRONG_INPUT' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect((cancel.mock.calls[0][0] as ApiCall).body).toEqual({ reason: 'WRONG_INPUT', note: '', version: 1 });
  });
});

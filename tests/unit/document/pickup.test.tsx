// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PickupAddPage from '@/pages/operational/pickup/add';
import PickupBookingPage from '@/pages/operational/pickup/booking';
import { mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, options, pickRef, pickupRow, rowOf } from './doc-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ data: { user: { id: 'dispatcher' }, accessToken: { token: 'token' } }, status: 'authenticated' }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const ASSIGNED = pickupRow({
  stage: 'booked',
  status: 'ASSIGNED',
  version: 4,
  driver_id: 7,
  driver_id_label: 'Joko Kurir',
  actions: [
    { key: 'update', can: false, reason: 'Not possible on a booked pickup' },
    { key: 'book', can: false, reason: 'Not possible on a booked pickup' },
    { key: 'pickedUp', can: true },
    { key: 'fail', can: true },
    { key: 'cancel', can: true },
  ],
});
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('pickup booking: the assigned ones', () => {
  beforeEach(() => {
    router.pathname = '/operational/pickup/booking';
    resetRouter({ view: 'assigned' });
  });

  it('Picked up sends the koli (the estimate by default) and leaves the time to the server when empty', async () => {
    const { calls } = mockApi({
      'GET /operational/get/pickup': () => ok([ASSIGNED], meta({ total: 1 })),
      'PUT /operational/update/pickup/pickedUp/1': () => ok({ ...ASSIGNED, status: 'PICKED_UP', version: 5 }),
    });
    renderWithClient(<PickupBookingPage />);
    const row = await rowOf('PU-JKT-2611-000001');
    expect(calls[0].params).toMatchObject({ status: 'ASSIGNED', order: 'asc' });
    fireEvent.click(within(row).getByRole('button', { name: 'Picked up PU-JKT-2611-000001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    expect(within(dialog).getByRole('textbox', { name: /Koli picked up/ })).toHaveValue('3');
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ picked_koli: 3, version: 4 });
  });

  it('Failed asks a reason from the pickup-failure list', async () => {
    const { calls } = mockApi({
      'GET /operational/get/pickup': () => ok([ASSIGNED], meta({ total: 1 })),
      'PUT /operational/update/pickup/fail/1': () => ok({ ...ASSIGNED, status: 'FAILED', version: 5 }),
    });
    renderWithClient(<PickupBookingPage />);
    fireEvent.click(within(await rowOf('PU-JKT-2611-000001')).getByRole('button', { name: 'Failed PU-JKT-2611-000001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toContain('Nobody at the address');
    fireEvent.change(reason, { target: { value: 'NOT_AT_HOME' } });
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ reason: 'NOT_AT_HOME', note: '', version: 4 });
  });
});

describe('pickup add', () => {
  it('sends the form with its window as instants with their offset and a request id; then the number, the print and "Add another"', async () => {
    router.pathname = '/operational/pickup/add';
    resetRouter();
    const { calls } = mockApi({
      'GET /datamaster/get/user/dispatcher': () => ok({ user_code: 'dispatcher', office_id: null, version: 1, user: { permissions: [] } }),
      'GET /datamaster/options/office': options([{ id: 3, label: 'Gambir counter' }]),
      'GET /datamaster/options/coverage-area': options([{ id: 11, label: 'Gambir (Kota Adm. Jakarta Pusat)' }]),
      'POST /operational/create/pickup': ({ body }) => ok(pickupRow(body as Record<string, unknown>)),
    });
    renderWithClient(<PickupAddPage />);
    const form = (await screen.findByTestId('document-create')).querySelector('form')!;
    const fill = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
    expect((form.querySelector('[name="pickup_date"]') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await pickRef(form, 'office_id', 'Gambir counter');
    await pickRef(form, 'area_id', 'Gambir (Kota Adm. Jakarta Pusat)');
    fill('pickup_date', '2026-11-24');
    fill('contact_name', 'Ibu Ani');
    fill('contact_phone', '0812 1111 2222');
    fill('address', 'Jl. Kebon Sirih 10');
    fill('window_from', '2026-11-24T13:00');
    fill('window_to', '2026-11-24T16:00');
    fill('estimated_koli', '3');
    fill('estimated_kg', '12.5');
    fireEvent.click(screen.getByTestId('document-create-save'));

    expect(await screen.findByTestId('create-number')).toHaveTextContent('PU-JKT-2611-000001');
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ office_id: 3, area_id: 11, pickup_date: '2026-11-24', estimated_koli: 3, estimated_kg: 12.5, customer_id: null, request_id: expect.any(String) });
    expect(body.window_from).toMatch(/^2026-11-24T13:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(body.window_from as string).getTime()).toBe(new Date(2026, 10, 24, 13, 0).getTime());
    expect(screen.getByTestId('print-sheet')).toHaveTextContent('Print pickup sheet');
    fireEvent.click(screen.getByTestId('create-another'));
    expect(await screen.findByTestId('document-create-save')).toBeInTheDocument();
  });
});

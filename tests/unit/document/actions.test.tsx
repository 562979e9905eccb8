// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentListScreen } from '@/components/document/DocumentListScreen';
import { PICKUP_BOOKING } from '@/components/documents/pickup/pickup-screens';
import { pickupDocument } from '@/lib/resources/documents/pickup';
import PickupCancelPage from '@/pages/operational/pickup/cancel';
import { mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, options, pickRef, pickupRow, rowOf } from './doc-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/layouts/AppLayout', () => ({ AppLayout: ({ children }: { children: unknown }) => children }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const DRIVERS = [{ id: 7, label: 'Joko Kurir (E-100)' }];
const VEHICLES = [{ id: 9, label: 'B 1234 XYZ (MOTORCYCLE)' }];
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('bulk actions', () => {
  it('books two selected drafts in one request with each {id, version}, then shows each one’s outcome', async () => {
    router.pathname = '/operational/pickup/booking';
    const { calls } = mockApi({
      'GET /operational/get/pickup': () => ok([pickupRow({ id: 1, version: 3 }), pickupRow({ id: 2, version: 5, number: 'PU-JKT-2611-000002' })], meta()),
      'GET /datamaster/options/driver': options(DRIVERS),
      'GET /datamaster/options/vehicle': options(VEHICLES),
      'PUT /operational/update/pickup/book': () =>
        ok(
          [
            { id: 1, number: 'PU-JKT-2611-000001', ok: true, message: 'Pickup assigned' },
            { id: 2, ok: false, status: 409, message: 'Pickup PU-JKT-2611-000002 was changed by someone else: reload it' },
          ],
          undefined,
        ),
    });
    renderWithClient(<DocumentListScreen def={pickupDocument} options={PICKUP_BOOKING} />);
    await rowOf('PU-JKT-2611-000002');
    expect(screen.getByTestId('bulk-book')).toBeDisabled();

    fireEvent.click(within(await rowOf('PU-JKT-2611-000001')).getByRole('checkbox', { name: 'Select PU-JKT-2611-000001' }));
    fireEvent.click(within(await rowOf('PU-JKT-2611-000002')).getByRole('checkbox', { name: 'Select PU-JKT-2611-000002' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    fireEvent.click(screen.getByTestId('bulk-book'));

    const dialog = await screen.findByTestId('document-action-dialog');
    expect(within(dialog).getByTestId('pickup-assign-totals')).toHaveTextContent('2 pickups · 6 koli · 25 kg');
    // the driver and the vehicle are required before anything is sent
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(puts(calls)).toHaveLength(0);

    await pickRef(dialog, 'driver_id', DRIVERS[0].label);
    await pickRef(dialog, 'vehicle_id', VEHICLES[0].label);
    fireEvent.click(within(dialog).getByTestId('document-action-confirm'));

    const results = await within(dialog).findAllByTestId('bulk-result');
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0].body).toEqual({ driver_id: 7, vehicle_id: 9, items: [{ id: 1, version: 3 }, { id: 2, version: 5 }] });
    expect(results.map((r) => [r.getAttribute('data-ok'), r.textContent])).toEqual([
      ['true', 'PU-JKT-2611-000001DonePickup assigned'],
      ['false', 'PU-JKT-2611-000002RefusedPickup PU-JKT-2611-000002 was changed by someone else: reload it'],
    ]);
    // the refused one stays selected, to try again
    fireEvent.click(within(dialog).getByTestId('document-action-close'));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected'));
  });

  it('leaves out a selected document the server already refuses, and says why', async () => {
    router.pathname = '/operational/pickup/booking';
    mockApi({
      'GET /operational/get/pickup': () =>
        ok([pickupRow({ id: 1 }), pickupRow({ id: 2, number: 'PU-JKT-2611-000002', actions: [{ key: 'book', can: false, reason: 'Your role may not do this' }] })], meta()),
    });
    renderWithClient(<DocumentListScreen def={pickupDocument} options={PICKUP_BOOKING} />);
    await rowOf('PU-JKT-2611-000002');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(screen.getByTestId('bulk-book')).toHaveTextContent('Assign driver (1)'));
    fireEvent.click(screen.getByTestId('bulk-book'));
    const dialog = await screen.findByTestId('document-action-dialog');
    expect(within(dialog).getByTestId('action-numbers')).toHaveTextContent('PU-JKT-2611-000001');
    expect(within(dialog).getByTestId('action-skipped')).toHaveTextContent('PU-JKT-2611-000002 — Your role may not do this');
  });
});

describe('an action the server refuses', () => {
  it('renders disabled with the server’s reason, in the row and in the detail', async () => {
    router.pathname = '/operational/pickup/cancel';
    const refused = pickupRow({ stage: 'booked', status: 'PICKED_UP', actions: [{ key: 'cancel', can: false, reason: 'Already picked up: its AWBs are on their way' }] });
    const { calls } = mockApi({
      'GET /operational/get/pickup': () => ok([refused], meta({ total: 1 })),
      'GET /operational/get/pickup/1': () => ok(refused),
      'GET /operational/history/pickup/1': () => ok([]),
    });
    renderWithClient(<PickupCancelPage />);
    const row = await rowOf('PU-JKT-2611-000001');
    const button = within(row).getByRole('button', { name: 'Void pickup PU-JKT-2611-000001' });
    expect(button).toBeDisabled();
    expect(button.closest('[title]')).toHaveAttribute('title', 'Already picked up: its AWBs are on their way');
    expect(lastList(calls).params).toMatchObject({ stage: 'draft,booked', status: 'REQUESTED,ASSIGNED' });

    fireEvent.click(within(row).getByRole('button', { name: 'View PU-JKT-2611-000001' }));
    const detail = await screen.findByTestId('document-detail');
    const inDetail = await within(detail).findByRole('button', { name: 'Void pickup PU-JKT-2611-000001' });
    expect(inDetail).toBeDisabled();
    expect(within(detail).getByText('Already picked up: its AWBs are on their way')).toBeInTheDocument();
  });

  it('an action the row does not mention is not offered', async () => {
    router.pathname = '/operational/pickup/cancel';
    mockApi({ 'GET /operational/get/pickup': () => ok([pickupRow({ actions: [] })], meta({ total: 1 })) });
    renderWithClient(<PickupCancelPage />);
    expect(within(await rowOf('PU-JKT-2611-000001')).getByRole('button', { name: 'Void pickup PU-JKT-2611-000001' })).toBeDisabled();
  });
});

const lastList = (calls: ApiCall[]) => calls.filter((c) => c.url === '/operational/get/pickup').at(-1)!;

describe('the cancel dialog', () => {
  it('requires a reason, and a note when the reason is Other; sends them with the version seen', async () => {
    router.pathname = '/operational/pickup/cancel';
    const { calls } = mockApi({
      'GET /operational/get/pickup': () => ok([pickupRow()], meta({ total: 1 })),
      'PUT /operational/update/pickup/cancel/1': ({ body }) => ok(pickupRow({ stage: 'cancelled', status: 'CANCELLED', version: 4, ...(body as object) })),
    });
    renderWithClient(<PickupCancelPage />);
    fireEvent.click(within(await rowOf('PU-JKT-2611-000001')).getByRole('button', { name: 'Void pickup PU-JKT-2611-000001' }));
    const dialog = await screen.findByTestId('document-action-dialog');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // issue 22: no button of the dialog says "Cancel"; the one that voids says what it voids
    expect(within(dialog).queryByRole('button', { name: /^cancel/i })).toBeNull();
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Void pickup PU-JKT-2611-000001');

    const confirm = within(dialog).getByTestId('document-action-confirm');
    expect(confirm).toHaveTextContent(/^Void pickup$/);
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Pick a reason')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'OTHER' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Shop closed for renovation' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ reason: 'OTHER', note: 'Shop closed for renovation', version: 3 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pickup voided: PU-JKT-2611-000001'));
  });
});

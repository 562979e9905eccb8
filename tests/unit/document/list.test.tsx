// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentListScreen } from '@/components/document/DocumentListScreen';
import { PICKUP_BOOKING, PICKUP_LIST } from '@/components/documents/pickup/pickup-screens';
import { CASH_REGISTER_BOOKING } from '@/components/documents/cash-register/cash-register-screens';
import { cashRegisterDocument } from '@/lib/resources/documents/cash-register';
import { pickupDocument } from '@/lib/resources/documents/pickup';
import { mockApi, ok, renderWithClient, type ApiCall } from '../resource/harness';
import { resetRouter, router } from '../../helpers/fake-router';
import { meta, pickupRow, registerRow, rowOf } from './doc-harness';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const lists = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/operational/get/pickup');

/** Page 1 ends with the cursor of page 2; page 2 (asked by that cursor) is the last. */
function api() {
  return mockApi({
    'GET /operational/get/pickup': ({ params }) =>
      params.after === 'CURSOR-2'
        ? ok([pickupRow({ id: 3, number: 'PU-JKT-2611-000003' })], meta({ page: 2, total: 11 }))
        : ok([pickupRow({ id: 1 }), pickupRow({ id: 2, number: 'PU-JKT-2611-000002', customer_id: 5, customer_id_label: 'PT Maju Jaya' })], meta({ total: 11, next_cursor: 'CURSOR-2' })),
  });
}

beforeEach(() => {
  router.pathname = '/operational/pickup/list';
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('the document list', () => {
  it('shows a field the screen shows its own way (a user code by name) so in its column too', async () => {
    resetRouter({});
    api();
    renderWithClient(<DocumentListScreen def={pickupDocument} options={{ ...PICKUP_LIST, fieldViews: { customer_id: (row) => `Account #${String(row.customer_id)}` } }} />);
    const row = await rowOf('PU-JKT-2611-000002');
    expect(row).toHaveTextContent('Account #5');
    expect(row).not.toHaveTextContent('PT Maju Jaya');
  });

  it('sends the date range, status and stage of the URL, shows reference labels, and pages on by the keyset cursor', async () => {
    resetRouter({ date_from: '2026-11-01', date_to: '2026-11-30', status: 'ASSIGNED', stage: 'booked' });
    const { calls } = api();
    renderWithClient(<DocumentListScreen def={pickupDocument} options={PICKUP_LIST} />);
    expect(await rowOf('PU-JKT-2611-000002')).toHaveTextContent('PT Maju Jaya');
    expect(lists(calls)[0].params).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30', status: 'ASSIGNED', stage: 'booked', page: 1, limit: 10 });
    // the filter bar shows what the URL says
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ASSIGNED');
    expect(screen.getByLabelText('Pickup date from')).toHaveValue('2026-11-01');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await rowOf('PU-JKT-2611-000003');
    expect(lists(calls).at(-1)!.params).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30', status: 'ASSIGNED', stage: 'booked', page: 2, limit: 10, after: 'CURSOR-2' });
    expect(router.query).toMatchObject({ page: '2', after: 'CURSOR-2', status: 'ASSIGNED' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await rowOf('PU-JKT-2611-000001');
    expect(lists(calls).at(-1)!.params).not.toHaveProperty('after');
    expect(lists(calls).at(-1)!.params.page).toBe(1);

    // the cursor is remembered: page 2 again goes by it, not by an offset
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await rowOf('PU-JKT-2611-000003');
    expect(lists(calls).at(-1)!.params).toMatchObject({ page: 2, after: 'CURSOR-2' });
  });

  it('a filter chosen goes to the URL and the API, back at page 1 without a cursor', async () => {
    resetRouter({ page: '2', after: 'CURSOR-2' });
    const { calls } = api();
    renderWithClient(<DocumentListScreen def={pickupDocument} options={PICKUP_LIST} />);
    await rowOf('PU-JKT-2611-000003');
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'cancelled' } });
    await waitFor(() => expect(lists(calls).at(-1)!.params).toEqual({ stage: 'cancelled', page: 1, limit: 10 }));
    expect(router.query).toEqual({ stage: 'cancelled' });
  });

  it('a worklist view sends its fixed filters (drafts, oldest first) and hides their controls', async () => {
    resetRouter({ stage: 'cancelled' });
    const { calls } = api();
    renderWithClient(<DocumentListScreen def={pickupDocument} options={PICKUP_BOOKING} />);
    await rowOf('PU-JKT-2611-000001');
    expect(lists(calls)[0].params).toMatchObject({ stage: 'draft', order: 'asc' });
    const filters = screen.getByTestId('document-filters');
    expect(within(filters).queryByRole('combobox', { name: 'Stage' })).toBeNull();
    expect(within(filters).queryByRole('combobox', { name: 'Order' })).toBeNull();

    fireEvent.click(screen.getByTestId('view-assigned'));
    await waitFor(() => expect(lists(calls).at(-1)!.params).toMatchObject({ status: 'ASSIGNED', order: 'asc' }));
    expect(lists(calls).at(-1)!.params).toMatchObject({ stage: 'cancelled' });
    expect(lists(calls).at(-1)!.params).not.toHaveProperty('view');
  });

  it('at 767 px shows the number, the status, the money and the actions: every other column waits for 768 px (no sideways scroll)', async () => {
    router.pathname = '/operational/pos/cash/cash-register/booking';
    resetRouter();
    mockApi({ 'GET /operational/get/cash-register': () => ok([registerRow()], meta({ total: 1 })) });
    renderWithClient(<DocumentListScreen def={cashRegisterDocument} options={CASH_REGISTER_BOOKING} />);
    const row = await rowOf('CR-JKT01-2611-00001');
    const headers = screen.getAllByRole('columnheader');
    const names = headers.map((h) => h.textContent);
    const cells = within(row).getAllByRole('cell');
    // jsdom has no layout: the classes are what hides a column below 768 px
    const shownAt767 = headers.map((h, i) => [names[i], !h.className.split(' ').includes('hidden') && !cells[i].className.split(' ').includes('hidden')]);
    expect(shownAt767.filter(([, shown]) => shown).map(([name]) => name)).toEqual(['Number', 'Status', 'Total', 'Actions']);
    for (const [i, h] of headers.entries()) {
      if (shownAt767[i][1]) continue;
      expect(h).toHaveClass('hidden', 'md:table-cell');
      expect(cells[i]).toHaveClass('hidden', 'md:table-cell');
    }
    // 1440 px: the sticky actions column never lies over the status, which sits next to the number
    expect(cells.at(-1)).toHaveClass('sticky', 'right-0');
    expect(names.indexOf('Status')).toBe(names.indexOf('Number') + 1);
  });
});

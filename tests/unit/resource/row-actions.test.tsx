// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { serviceResource } from '@/lib/resources/settings';
import { apiError, MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const LIST_META = { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null };

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /setting/get/service': () => ok([serviceRow()], LIST_META),
    'GET /setting/options/moda': () => ok(MODA_OPTIONS),
    ...overrides,
  });
}

async function menuAction(testId: string) {
  const [row] = await screen.findAllByTestId('resource-row');
  fireEvent.click(within(row).getByTestId('row-actions'));
  fireEvent.click(await screen.findByTestId(testId));
  return screen.findByTestId('confirm-dialog');
}

beforeEach(() => {
  resetRouter();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('row actions', () => {
  it('delete names the row, sends the version seen and toasts "Still used by …" when refused', async () => {
    const { calls } = api({
      'DELETE /setting/delete/service/1': () => {
        throw apiError(409, { message: 'Still used by 2 cost cases. Deactivate it instead: it stays on those records but cannot be picked any more.' });
      },
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const dialog = await menuAction('action-delete');
    expect(dialog).toHaveTextContent('Delete REG?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Still used by 2 cost cases\./)));
    expect(calls.find((c) => c.method === 'DELETE')?.params).toEqual({ version: 4 });
  });

  it('deactivate sends { active: false, version } to …/active/:id', async () => {
    const { calls } = api({
      'PUT /setting/update/service/active/1': ({ body }) => ok({ ...serviceRow(), ...(body as object), version: 5 }),
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const dialog = await menuAction('action-active');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Service REG deactivated'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false, version: 4 });
  });

  it('the detail view shows every field, the record information and the history, newest first', async () => {
    api({
      'GET /setting/get/service/1': () => ok(serviceRow({ description: 'Two to three days' })),
      'GET /setting/history/service/1': () =>
        ok([
          { id: 1, at: '2025-01-02T03:04:05.000Z', actor: 'ADMIN', action: 'create', entity: 'service', entityId: '1', before: null, after: serviceRow() },
          {
            id: 2,
            at: '2025-02-03T04:05:06.000Z',
            actor: 'OPS01',
            action: 'update',
            entity: 'service',
            entityId: '1',
            before: { moda_id: 1, min_kg: 1, updated_by: 'ADMIN' },
            after: { moda_id: 2, min_kg: 1.5, updated_by: 'OPS01' },
          },
        ]),
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    fireEvent.click(within(row).getByTestId('row-actions'));
    fireEvent.click(await screen.findByTestId('action-view'));
    const detail = await screen.findByTestId('resource-detail');
    await waitFor(() => expect(within(detail).getByText('Two to three days')).toBeInTheDocument());
    expect(detail.querySelector('[data-field="moda_id"]')).toHaveTextContent('Darat');
    expect(detail.querySelector('[data-field="rounding_tolerance"]')).toHaveTextContent('0.3 kg');
    expect(detail.querySelector('[data-field="active"]')).toHaveTextContent('Active');
    expect(detail.querySelector('[data-field="created"]')).toHaveTextContent('by ADMIN');

    const history = within(detail).getByTestId('resource-history');
    await waitFor(() => expect(within(history).getAllByTestId('history-entry')).toHaveLength(2));
    const [latest, first] = within(history).getAllByTestId('history-entry');
    expect(latest).toHaveTextContent('Updated');
    expect(latest).toHaveTextContent('OPS01');
    await waitFor(() => expect(latest.querySelector('[data-field="moda_id"]')).toHaveTextContent('Moda: Udara → changed to Darat'));
    expect(latest.querySelector('[data-field="min_kg"]')).toHaveTextContent('Minimum weight: 1 kg → changed to 1.5 kg');
    expect(latest.querySelector('[data-field="updated_by"]')).toBeNull();
    expect(first).toHaveTextContent('Created');
    expect(first.querySelectorAll('[data-field]')).toHaveLength(0);
  });
});

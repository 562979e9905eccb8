// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { adjustmentResource } from '@/lib/resources/customers';
import { apiError, mockApi, ok, renderWithClient } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
const access = vi.hoisted(() => ({ write: true }));
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => access.write }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

function adjustment(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    customer_id: 7,
    customer_id_label: 'PT Maju Jaya',
    service_id: 2,
    service_id_label: 'REG',
    adjustment_percent: -5,
    effective_from: '2026-01-01',
    effective_to: null,
    reason: 'Volume above 1 t a month',
    status: 'PENDING',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    version: 3,
    created_at: '2025-12-01T03:04:05.000Z',
    created_by: 'SALES01',
    updated_at: '2025-12-02T03:04:05.000Z',
    updated_by: 'SALES01',
    ...overrides,
    actions: actionsFor(String(overrides.status ?? 'PENDING')),
  };
}

/** What the server states for a writer (lib/server/crud/row-actions.ts): decisions only while pending. */
function actionsFor(status: string) {
  const decided = status === 'PENDING' ? null : `This adjustment was already ${status.toLowerCase()}`;
  const decision = (key: string) => (decided ? { key, can: false, reason: decided } : { key, can: true });
  return [{ key: 'update', can: true }, { key: 'delete', can: true }, decision('approve'), decision('reject')];
}

const ROWS = [
  adjustment(),
  adjustment({ id: 2, reason: 'Year-end promotion', status: 'APPROVED', decided_by: 'MGR01', version: 5 }),
  adjustment({ id: 3, reason: 'Too generous', status: 'REJECTED', decided_by: 'MGR01', version: 4 }),
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /datamaster/get/customer-adjustment': () => ok(ROWS, { page: 1, limit: 10, total: 3, total_capped: false, next_cursor: null }),
    ...overrides,
  });
}

/** The row-menu entries of the row whose reason is `reason`. */
async function menuOf(reason: string) {
  const row = (await screen.findAllByTestId('resource-row')).find((r) => r.textContent?.includes(reason))!;
  fireEvent.click(within(row).getByTestId('row-actions'));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('data-testid'));
}

beforeEach(() => {
  resetRouter();
  access.write = true;
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('approving and rejecting a price adjustment', () => {
  it('offers Approve and Reject as the server allows them: on a decided row disabled, with its reason', async () => {
    api();
    renderWithClient(<ResourceScreen def={adjustmentResource} />);
    expect(await menuOf('Volume above 1 t a month')).toEqual(['action-approve', 'action-reject', 'action-view', 'action-delete']);
    expect(screen.getByTestId('action-approve')).not.toHaveAttribute('aria-disabled');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuOf('Year-end promotion')).toEqual(['action-approve', 'action-reject', 'action-view', 'action-delete']);
    expect(screen.getByTestId('action-approve')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('action-approve')).toHaveTextContent('This adjustment was already approved');
    fireEvent.click(screen.getByTestId('action-approve'));
    expect(screen.queryByTestId('adjustment-decision')).toBeNull();
  });

  it('offers neither to a reader of the list', async () => {
    access.write = false;
    const viewOnly = ROWS.map((r) => ({ ...r, actions: r.actions.map(({ key }) => ({ key, can: false, reason: 'Your role may only view this screen' })) }));
    api({ 'GET /datamaster/get/customer-adjustment': () => ok(viewOnly, { page: 1, limit: 10, total: 3, total_capped: false, next_cursor: null }) });
    renderWithClient(<ResourceScreen def={adjustmentResource} />);
    const rows = await screen.findAllByTestId('resource-row');
    expect(screen.queryByTestId('row-actions')).toBeNull();
    expect(within(rows[0]).getByTestId('action-view')).toBeInTheDocument();
    expect(screen.queryByTestId('action-approve')).toBeNull();
  });

  it('rejects with a note, sending the version seen', async () => {
    const { calls } = api({
      'PUT /datamaster/update/customer-adjustment/reject/1': ({ body }) =>
        ok(adjustment({ status: 'REJECTED', decided_by: 'MGR01', decision_note: (body as { note?: string }).note, version: 4 })),
    });
    renderWithClient(<ResourceScreen def={adjustmentResource} />);
    await menuOf('Volume above 1 t a month');
    fireEvent.click(screen.getByTestId('action-reject'));
    const dialog = await screen.findByTestId('adjustment-decision');
    expect(dialog).toHaveTextContent('Reject price adjustment');
    expect(dialog.querySelector('[data-field="customer_id"]')).toHaveTextContent('PT Maju Jaya');
    expect(dialog.querySelector('[data-field="adjustment_percent"]')).toHaveTextContent('-5 %');

    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: '  Margin too thin  ' } });
    fireEvent.click(within(dialog).getByTestId('decision-confirm'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Price adjustment rejected'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3, note: 'Margin too thin' });
    await waitFor(() => expect(screen.queryByTestId('adjustment-decision')).toBeNull());
  });

  it("approves without a note; the server's refusal (four eyes) is toasted", async () => {
    const { calls } = api({
      'PUT /datamaster/update/customer-adjustment/approve/1': () => {
        throw apiError(403, { message: 'Someone other than its author must decide an adjustment' });
      },
    });
    renderWithClient(<ResourceScreen def={adjustmentResource} />);
    await menuOf('Volume above 1 t a month');
    fireEvent.click(screen.getByTestId('action-approve'));
    const dialog = await screen.findByTestId('adjustment-decision');
    fireEvent.click(within(dialog).getByTestId('decision-confirm'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Someone other than its author must decide an adjustment'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ version: 3 });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a decision already taken elsewhere (409) is toasted and the list fetched again', async () => {
    let lists = 0;
    api({
      'GET /datamaster/get/customer-adjustment': () => {
        lists += 1;
        return ok(ROWS, { page: 1, limit: 10, total: 3, total_capped: false, next_cursor: null });
      },
      'PUT /datamaster/update/customer-adjustment/approve/1': () => {
        throw apiError(409, { message: 'This adjustment was already approved' });
      },
    });
    renderWithClient(<ResourceScreen def={adjustmentResource} />);
    await menuOf('Volume above 1 t a month');
    fireEvent.click(screen.getByTestId('action-approve'));
    fireEvent.click(within(await screen.findByTestId('adjustment-decision')).getByTestId('decision-confirm'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This adjustment was already approved'));
    await waitFor(() => expect(lists).toBeGreaterThan(1));
  });
});

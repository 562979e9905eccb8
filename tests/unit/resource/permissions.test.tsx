// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { serviceResource } from '@/lib/resources/settings';
import { MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter } from '../../helpers/fake-router';

const held = { paths: [] as string[] };
vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({
  useHasAnyPermission: (paths: readonly string[]) => paths.some((p) => held.paths.includes(p)),
}));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function api() {
  return mockApi({
    'GET /setting/get/service': () => ok([serviceRow()], { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null }),
    'GET /setting/get/service/1': () => ok(serviceRow()),
    'GET /setting/history/service/1': () => ok([]),
    'GET /setting/options/moda': () => ok(MODA_OPTIONS),
  });
}

beforeEach(() => resetRouter());
afterEach(() => vi.restoreAllMocks());

describe('write actions and the write permission', () => {
  it('a reader (service is read on the price list screen) sees the list, the export and View, nothing that writes', async () => {
    held.paths = ['/app/master-data/price/list'];
    api();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    expect(screen.queryByTestId('resource-add')).toBeNull();
    expect(within(row).queryByTestId('action-edit')).toBeNull();
    expect(within(row).queryByTestId('row-actions')).toBeNull();
    expect(screen.getByTestId('resource-export-csv')).toBeInTheDocument();

    fireEvent.click(within(row).getByTestId('action-view'));
    const detail = await screen.findByTestId('resource-detail');
    await waitFor(() => expect(within(detail).getByText('Rounding tolerance')).toBeInTheDocument());
    expect(within(detail).queryByTestId('resource-detail-edit')).toBeNull();
  });

  it('a writer gets Add, Edit and the row menu (view, deactivate, delete)', async () => {
    held.paths = ['/misc/settings/service'];
    api();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    expect(screen.getByTestId('resource-add')).toHaveTextContent('Add service');
    expect(within(row).getByTestId('action-edit')).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('row-actions'));
    expect(await screen.findByTestId('action-active')).toHaveTextContent('Deactivate');
    expect(screen.getByTestId('action-delete')).toBeInTheDocument();
    expect(screen.getByTestId('action-view')).toBeInTheDocument();
  });
});

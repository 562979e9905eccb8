// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { dispositionFilename } from '@/services/resource/client';
import { serviceResource } from '@/lib/resources/settings';
import { apiError, MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => false }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const LIST_META = { page: 2, limit: 25, total: 30, total_capped: false, next_cursor: null };
const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  resetRouter({ page: '2', limit: '25', sort: '-min_kg', search: 'reg', moda_id: '2', active: 'all' });
  toast.error.mockClear();
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:export-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('export of a resource list', () => {
  it('downloads the list as filtered and sorted now (every page), in the chosen format, through the API client', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({
      'GET /setting/get/service': () => ok([serviceRow()], LIST_META),
      'GET /setting/options/moda': () => ok(MODA_OPTIONS),
      'GET /setting/export/service': ({ params }) =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              raw: {
                data: new Blob(['x'], { type: 'text/csv' }),
                headers: { 'content-disposition': `attachment; filename="services-2025-01-31.${String(params.format)}"` },
              },
            });
        }),
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findAllByTestId('resource-row');

    fireEvent.click(screen.getByTestId('resource-export-xlsx'));
    await waitFor(() => expect(screen.getByTestId('resource-export-xlsx')).toHaveTextContent('Exporting…'));
    expect(screen.getByTestId('resource-export-csv')).toBeDisabled();
    const call = calls.find((c) => c.url === '/setting/export/service')!;
    expect(call.params).toEqual({ format: 'xlsx', sort: '-min_kg', search: 'reg', moda_id: '2', active: 'all' });
    expect(call.config?.responseType).toBe('blob');

    release();
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export-1', download: 'services-2025-01-31.xlsx' }]));
    await waitFor(() => expect(screen.getByTestId('resource-export-xlsx')).toHaveTextContent('XLSX'));
    expect(screen.getByTestId('resource-export-csv')).toBeEnabled();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
  });

  it("toasts the server's message when the export fails (its JSON body arrives as a Blob)", async () => {
    mockApi({
      'GET /setting/get/service': () => ok([serviceRow()], LIST_META),
      'GET /setting/options/moda': () => ok(MODA_OPTIONS),
      'GET /setting/export/service': () => {
        const error = apiError(400, { message: 'x' });
        error.response!.data = new Blob([JSON.stringify({ message: 'Invalid query: check the highlighted fields' })], { type: 'application/json' });
        throw error;
      },
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findAllByTestId('resource-row');
    fireEvent.click(screen.getByTestId('resource-export-csv'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid query: check the highlighted fields'));
    expect(saved).toEqual([]);
  });

  it('reads the file name of the answer', () => {
    expect(dispositionFilename('attachment; filename="modas-2025-01-31.csv"')).toBe('modas-2025-01-31.csv');
    expect(dispositionFilename("attachment; filename*=UTF-8''cost%20types.xlsx")).toBe('cost types.xlsx');
    expect(dispositionFilename(undefined)).toBeNull();
  });
});

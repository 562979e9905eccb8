// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { filterParams } from '@/components/resource/filters';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { mobileVersionResource, serviceResource } from '@/lib/resources/settings';
import { MODA_OPTIONS, mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function serviceApi() {
  return mockApi({
    'GET /setting/get/service': () => ok([serviceRow()], { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null }),
    'GET /setting/options/moda': ({ params }) =>
      ok(MODA_OPTIONS.filter((o) => (params.ids ? String(o.id) === params.ids : o.label.toLowerCase().includes(String(params.search ?? '').toLowerCase())))),
  });
}

/** Types into a filter box and commits it (Enter), as a user does without waiting for the pause. */
function type(param: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[data-filter="${param}"]`)!;
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

beforeEach(() => resetRouter());
afterEach(() => vi.restoreAllMocks());

describe('the filter bar of a resource', () => {
  it('offers one parameter per filter field, by type, plus active for resources that deactivate', () => {
    expect(filterParams(serviceResource)).toEqual([
      'code.contains',
      'name.contains',
      'moda_id',
      'lead_time_min.gte',
      'lead_time_min.lte',
      'lead_time_max.gte',
      'lead_time_max.lte',
      'min_kg.gte',
      'min_kg.lte',
      'delivers_on_holidays',
      'active',
    ]);
    expect(filterParams(mobileVersionResource)).toEqual(['platform', 'force_update', 'released_on.gte', 'released_on.lte']);
  });

  it('turns text, reference, yes/no, range and active inputs into the list parameters of the URL and the API', async () => {
    const api = serviceApi();
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findByText('REG');

    type('code.contains', ' re ');
    const moda = screen.getByRole('combobox', { name: 'Moda' });
    act(() => moda.focus());
    fireEvent.change(moda, { target: { value: 'uda' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Udara' }, { timeout: 3000 }), { button: 0 });
    act(() => moda.blur());
    fireEvent.change(screen.getByRole('combobox', { name: 'Delivers on Sundays and holidays' }), { target: { value: 'true' } });
    type('lead_time_min.gte', '2');
    type('min_kg.lte', '2.5');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });

    const expected = {
      'code.contains': 're',
      moda_id: '1',
      delivers_on_holidays: 'true',
      'lead_time_min.gte': '2',
      'min_kg.lte': '2.5',
      active: 'all',
    };
    expect(router.query).toEqual(expected);
    await waitFor(() => expect(api.last('GET', '/setting/get/service')?.params).toEqual({ page: 1, limit: 10, ...expected }));
  });

  it('does not send a bound that is not a number, and clears a filter when emptied', async () => {
    serviceApi();
    resetRouter({ 'lead_time_max.lte': '5', moda_id: '2' });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findByText('REG');

    const input = type('lead_time_min.gte', '1.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(router.query).toEqual({ 'lead_time_max.lte': '5', moda_id: '2' });

    type('lead_time_max.lte', '');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Moda' })).toHaveValue('Darat'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Moda' }));
    expect(router.query).toEqual({});
  });

  it('shows a filter from the URL, its reference label included', async () => {
    const api = serviceApi();
    resetRouter({ moda_id: '2', 'min_kg.gte': '1', active: 'false' });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    await screen.findByText('REG');
    expect(document.querySelector('input[data-filter="min_kg.gte"]')).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('false');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Moda' })).toHaveDisplayValue('Darat'));
    expect(api.calls.some((c) => c.url === '/setting/options/moda' && c.params.ids === '2')).toBe(true);
  });

  it('filters a date field by a from–to range of date inputs', async () => {
    mockApi({
      'GET /setting/get/mobile-version': () => ok([], { page: 1, limit: 10, total: 0, total_capped: false, next_cursor: null }),
    });
    resetRouter();
    renderWithClient(<ResourceScreen def={mobileVersionResource} />);
    await screen.findByTestId('table-empty');
    expect(document.querySelector('input[data-filter="released_on.gte"]')).toHaveAttribute('type', 'date');
    type('released_on.gte', '2025-01-01');
    expect(router.query).toEqual({ 'released_on.gte': '2025-01-01' });
    // latest_version and min_version are searchable.
    expect(screen.getByRole('searchbox', { name: 'Search mobile versions' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
  });
});

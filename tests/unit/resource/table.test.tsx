// @vitest-environment jsdom
import { renderHook, screen, within } from '@testing-library/react';
import { ResourceScreen } from '@/components/resource/ResourceScreen';
import { useResourceColumns } from '@/components/resource/resource-columns';
import { customerResource } from '@/lib/resources/customers';
import { formatValue } from '@/components/resource/format';
import { holidayResource, serviceResource } from '@/lib/resources/settings';
import { mockApi, ok, renderWithClient, serviceRow } from './harness';
import { resetRouter } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
vi.mock('@/hooks/use-permissions', () => ({ useHasAnyPermission: () => true }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => resetRouter());
afterEach(() => vi.restoreAllMocks());

const cellOf = (row: HTMLElement, column: string) => {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
  return within(row).getAllByRole('cell')[headers.indexOf(column)];
};

describe('the list of a resource', () => {
  it('shows a column per list field: reference labels, yes/no, numbers with their unit on the right, the active state', async () => {
    mockApi({
      'GET /setting/get/service': () =>
        ok(
          [
            serviceRow(),
            serviceRow({ id: 2, code: 'ONS', name: 'Overnight', moda_id: 1, moda_id_label: 'Udara', lead_time_max: 1, lead_time_min: 1, min_kg: 1250, delivers_on_holidays: true, active: false }),
          ],
          { page: 1, limit: 10, total: 2, total_capped: false, next_cursor: null },
        ),
    });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const rows = await screen.findAllByTestId('resource-row');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual([
      'Code',
      'Name',
      'Moda',
      'Lead time from',
      'Lead time to',
      'Minimum weight',
      'Delivers on Sundays and holidays',
      'Status',
      'Actions',
    ]);
    expect(cellOf(rows[0], 'Moda')).toHaveTextContent('Darat');
    expect(cellOf(rows[1], 'Moda')).toHaveTextContent('Udara');
    expect(cellOf(rows[0], 'Lead time from')).toHaveTextContent('2 days');
    expect(cellOf(rows[0], 'Lead time from')).toHaveClass('text-right');
    expect(cellOf(rows[0], 'Minimum weight')).toHaveTextContent('1.5 kg');
    expect(cellOf(rows[1], 'Minimum weight')).toHaveTextContent('1,250 kg');
    expect(cellOf(rows[0], 'Delivers on Sundays and holidays')).toHaveTextContent('No');
    expect(cellOf(rows[1], 'Delivers on Sundays and holidays')).toHaveTextContent('Yes');
    expect(cellOf(rows[0], 'Status')).toHaveTextContent('Active');
    expect(cellOf(rows[1], 'Status')).toHaveTextContent('Inactive');
    // Sortable fields have a sort button; a reference (no `sort`) has none.
    expect(screen.getByRole('button', { name: 'Lead time from' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Moda' })).toBeNull();
  });

  it('shows dates readably and a capped total as "10,000+"', async () => {
    mockApi({
      'GET /setting/get/holiday': () =>
        ok(
          [{ id: 7, date: '2025-08-17', name: 'Hari Kemerdekaan', national: true, description: null, version: 1, created_at: '', created_by: null, updated_at: '', updated_by: null }],
          { page: 1, limit: 10, total: 10_000, total_capped: true, next_cursor: 'x' },
        ),
    });
    renderWithClient(<ResourceScreen def={holidayResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    expect(cellOf(row, 'Date')).toHaveTextContent('17 Aug 2025');
    expect(cellOf(row, 'National holiday')).toHaveTextContent('Yes');
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('1–10 of 10,000+');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    // A resource that deletes has no active column.
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });

  it('at 767 px shows what a row is read by, its status and its actions: the other columns wait for 768 px (no sideways scroll)', async () => {
    mockApi({ 'GET /setting/get/service': () => ok([serviceRow()], { page: 1, limit: 10, total: 1, total_capped: false, next_cursor: null }) });
    renderWithClient(<ResourceScreen def={serviceResource} />);
    const [row] = await screen.findAllByTestId('resource-row');
    const headers = screen.getAllByRole('columnheader');
    const cells = within(row).getAllByRole('cell');
    // jsdom has no layout: the classes are what hides a column below 768 px
    const shown = headers.filter((h, i) => !h.classList.contains('hidden') && !cells[i].classList.contains('hidden')).map((h) => h.textContent?.trim());
    expect(shown).toEqual(['Code', 'Status', 'Actions']);
    for (const [i, h] of headers.entries()) {
      if (shown.includes(h.textContent?.trim())) continue;
      expect(h).toHaveClass('hidden', 'md:table-cell');
      expect(cells[i]).toHaveClass('hidden', 'md:table-cell');
    }
  });

  it('a resource with money keeps its code, title, money and status at every width', () => {
    const { result } = renderHook(() => useResourceColumns(customerResource, true, () => {}));
    const always = result.current.filter((c) => c.meta?.priority === 'always').map((c) => c.id);
    expect(always).toEqual(['code', 'name', 'credit_limit', 'active', 'actions']);
    expect(result.current.filter((c) => !always.includes(c.id!)).every((c) => c.meta?.priority === 'md')).toBe(true);
  });

  it('formats every field type', () => {
    expect(formatValue({ type: 'money', label: 'Tariff' }, 150000)).toBe('Rp 150.000');
    expect(formatValue({ type: 'decimal', label: 'Share', unit: '%', scale: 2 }, 12.345)).toBe('12.35 %');
    expect(formatValue({ type: 'ref', label: 'Moda', resource: 'moda' }, 3, null)).toBe('#3');
    expect(formatValue({ type: 'text', label: 'Note', max: 10 }, null)).toBe('–');
    expect(formatValue({ type: 'bool', label: 'Force' }, null)).toBe('No');
  });
});

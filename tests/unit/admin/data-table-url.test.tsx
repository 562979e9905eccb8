// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data/DataTable';
import { SearchInput, SEARCH_DEBOUNCE_MS } from '@/components/data/SearchInput';
import {
  listStateToApiQuery,
  listStateToQuery,
  parseListState,
  useUrlListState,
} from '@/components/data/use-url-list-state';
import { navigate, resetRouter, router } from '../../helpers/fake-router';

vi.mock('next/router', async () => (await import('../../helpers/fake-router')).routerModule);
router.pathname = '/app/master-data/system/users';

interface Row {
  code: string;
  name: string;
}
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'code', header: 'Code', enableSorting: true, cell: ({ row }) => row.original.code },
  { id: 'name', header: 'Name', enableSorting: true, cell: ({ row }) => row.original.name },
  { id: 'note', header: 'Note', cell: () => '–' },
];

let lastApiQuery: unknown;
function Screen({ total = 53 }: { total?: number }) {
  const list = useUrlListState({ filterKeys: ['status'] });
  lastApiQuery = list.query;
  const [rows] = useState<Row[]>([
    { code: 'A1', name: 'Alpha' },
    { code: 'B2', name: 'Beta' },
  ]);
  return (
    <>
      <SearchInput value={list.state.search} onSearch={list.setSearch} label="Search users" />
      <button type="button" onClick={() => list.setFilter('status', 'AKTIF')}>
        Only active
      </button>
      <DataTable<Row> label="Users" columns={columns} rows={rows} total={total} list={list} getRowId={(r) => r.code} />
    </>
  );
}

beforeEach(() => resetRouter());

describe('list state in the URL', () => {
  it('parses page, limit, sort, search and filters, falling back on anything malformed', () => {
    expect(parseListState({ page: '3', limit: '25', sort: '-full_name', search: ' ana ', status: 'AKTIF' }, { filterKeys: ['status'] })).toEqual({
      page: 3,
      limit: 25,
      sort: '-full_name',
      search: 'ana',
      filters: { status: 'AKTIF' },
    });
    expect(parseListState({ page: '0', limit: 'x', other: 'y' })).toEqual({ page: 1, limit: 10, sort: null, search: '', filters: {} });
    expect(parseListState({ page: '-2', limit: '100000' }).limit).toBe(100);
  });

  it('leaves defaults out of the URL and always sends page and limit to the API', () => {
    const state = { page: 1, limit: 10, sort: null, search: '', filters: {} };
    expect(listStateToQuery(state)).toEqual({});
    expect(listStateToApiQuery(state)).toEqual({ page: 1, limit: 10 });
    expect(listStateToQuery({ ...state, page: 2, sort: 'email', filters: { status: 'AKTIF' } })).toEqual({
      page: '2',
      sort: 'email',
      status: 'AKTIF',
    });
  });
});

describe('<DataTable> with the URL as its state', () => {
  it('a page button puts the page in the query, keeping what else is there', async () => {
    router.query = { sort: 'code', search: 'al', other: 'kept' };
    render(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/app/master-data/system/users', query: { other: 'kept', page: '2', sort: 'code', search: 'al' } },
      undefined,
      { shallow: true, scroll: false },
    );
    expect(lastApiQuery).toEqual({ page: 2, limit: 10, sort: 'code', search: 'al' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('pagination-summary')).toHaveTextContent('11–20 of 53');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.query.page).toBe('3');
  });

  it('a sortable header cycles ascending → descending → default, back to page 1', () => {
    router.query = { page: '4' };
    render(<Screen />);
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.query).toEqual({ sort: 'name' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.query).toEqual({ sort: '-name' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(lastApiQuery).toEqual({ page: 1, limit: 10, sort: '-name' });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.query).toEqual({});
    // A column that does not sort has no sort button.
    expect(screen.queryByRole('button', { name: 'Note' })).toBeNull();
  });

  it('search waits for a pause in typing, replaces (not pushes) the entry and starts at page 1', () => {
    vi.useFakeTimers();
    try {
      router.query = { page: '3', sort: '-code' };
      render(<Screen />);
      const input = screen.getByRole('searchbox', { name: 'Search users' });
      fireEvent.change(input, { target: { value: 'be' } });
      fireEvent.change(input, { target: { value: 'bet' } });
      expect(router.replace).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(router.replace).toHaveBeenCalledTimes(1);
      expect(router.query).toEqual({ sort: '-code', search: 'bet' });
      expect(lastApiQuery).toEqual({ page: 1, limit: 10, sort: '-code', search: 'bet' });
      // Enter commits at once; clearing removes the parameter.
      fireEvent.change(input, { target: { value: '' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(router.query).toEqual({ sort: '-code' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rows per page and filters go to the query and back to page 1', () => {
    router.query = { page: '2' };
    render(<Screen />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    expect(router.query).toEqual({ limit: '25' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Only active' }));
    expect(router.query).toEqual({ limit: '25', status: 'AKTIF' });
    expect(lastApiQuery).toEqual({ page: 1, limit: 25, status: 'AKTIF' });
  });

  it('a URL naming a page past the end moves to the last page', () => {
    router.query = { page: '9' };
    render(<Screen total={25} />);
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/app/master-data/system/users', query: { page: '3' } },
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('the search box follows the URL when it changes elsewhere (back button)', () => {
    router.query = { search: 'old' };
    render(<Screen />);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('old');
    act(() => void navigate({ pathname: router.pathname, query: { search: 'new' } }));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('new');
  });
});

import { MAX_SEARCH_RESULTS, NO_DATA_FOUND, searchPages } from '@/lib/rules/page-search';
import { SEARCHABLE_PAGES } from '@/constants/menu';

const pages = [
  { label: 'Customers Add', value: '/c/add' },
  { label: 'Customers List', value: '/c/list' },
  { label: 'Customers Adjustment', value: '/c/adjustment' },
  { label: 'Customers Contract', value: '/c/contract' },
  { label: 'Target Customer', value: '/t/customer' },
  { label: 'Report Customer', value: '/r/customer' },
  { label: 'Shipping Bag Add', value: '/s/add' },
];
const all = pages.map((p) => p.value);

describe('searchPages', () => {
  it('exports the spec constants', () => {
    expect(MAX_SEARCH_RESULTS).toBe(5);
    expect(NO_DATA_FOUND).toBe('No data found');
  });

  it('returns at most 5 by default, in the given order', () => {
    const found = searchPages(pages, all, 'customer');
    expect(found.map((p) => p.value)).toEqual(['/c/add', '/c/list', '/c/adjustment', '/c/contract', '/t/customer']);
  });

  it('honours a given max', () => {
    expect(searchPages(pages, all, 'customer', 2)).toHaveLength(2);
    expect(searchPages(pages, all, 'customer', 10)).toHaveLength(6);
    expect(searchPages(pages, all, 'customer', 0)).toEqual([]);
  });

  it('is case-insensitive on both sides', () => {
    expect(searchPages(pages, all, 'SHIPPING bag').map((p) => p.value)).toEqual(['/s/add']);
    expect(searchPages(pages, all, 'ag ad').map((p) => p.value)).toEqual(['/s/add']);
  });

  it('matches anywhere in the label', () => {
    expect(searchPages(pages, all, 'tract').map((p) => p.value)).toEqual(['/c/contract']);
  });

  it('offers only pages whose route is a permission, exactly', () => {
    expect(searchPages(pages, ['/c/list', '/r/customer'], 'customer').map((p) => p.value)).toEqual([
      '/c/list',
      '/r/customer',
    ]);
    expect(searchPages(pages, ['/c'], 'customer')).toEqual([]);
    expect(searchPages(pages, ['/c/list/extra'], 'customer')).toEqual([]);
    expect(searchPages(pages, [], 'customer')).toEqual([]);
  });

  it('counts the limit over permitted pages only', () => {
    const perms = ['/c/add', '/c/list', '/c/adjustment', '/c/contract', '/t/customer', '/r/customer'];
    expect(searchPages([...pages].reverse(), perms, 'customer').map((p) => p.value)).toEqual([
      '/r/customer',
      '/t/customer',
      '/c/contract',
      '/c/adjustment',
      '/c/list',
    ]);
  });

  it('returns [] when nothing matches (the caller then shows NO_DATA_FOUND)', () => {
    expect(searchPages(pages, all, 'zzz')).toEqual([]);
  });

  it('returns [] for empty or blank text', () => {
    expect(searchPages(pages, all, '')).toEqual([]);
    expect(searchPages(pages, all, '   ')).toEqual([]);
  });

  it('trims the typed text', () => {
    expect(searchPages(pages, all, '  contract ').map((p) => p.value)).toEqual(['/c/contract']);
  });

  it('works over the real searchable pages', () => {
    const found = searchPages(SEARCHABLE_PAGES, ['/app/master-data/customers/list', '/dashboard/eis'], 'list');
    expect(found).toEqual([{ label: 'Customers List', value: '/app/master-data/customers/list' }]);
    expect(searchPages(SEARCHABLE_PAGES, ['/dashboard/eis'], 'corporate')).toEqual([
      { label: 'Corporate Performance', value: '/dashboard/eis' },
    ]);
    expect(searchPages(SEARCHABLE_PAGES, SEARCHABLE_PAGES.map((p) => p.value), 'add')).toHaveLength(5);
  });

  it('does not modify its inputs', () => {
    const copy = structuredClone(pages);
    searchPages(pages, all, 'customer');
    expect(pages).toEqual(copy);
  });
});

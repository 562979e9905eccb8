import { filterMenu, parsePermissions } from '@/lib/rules/menu-filter';
import { MENU_ITEMS, SCREEN_ROUTES, menuLeaves, type MenuItem } from '@/constants/menu';

const tree: MenuItem[] = [
  {
    label: 'DASHBOARD',
    value: '/dashboard',
    icon: 'dashboard',
    children: [
      { label: 'One', value: '/dashboard/one' },
      { label: 'Two', value: '/dashboard/two' },
    ],
  },
  {
    label: 'APP',
    value: '/app',
    icon: 'app',
    children: [
      {
        label: 'Master Data',
        value: '/app/master-data',
        children: [
          { label: 'List', value: '/app/master-data/customers/list' },
          { label: 'Add', value: '/app/master-data/customers/add' },
        ],
      },
      { label: 'Report', value: '/app/report', children: [{ label: 'HPP', value: '/app/report/hpp' }] },
    ],
  },
  { label: 'MISC', value: '/misc', children: [{ label: 'Logs', value: '/misc/logs' }] },
];

const labels = (items: MenuItem[]): unknown =>
  items.map((i) => (i.children ? { [i.label]: labels(i.children) } : i.label));

describe('filterMenu: top-level rule', () => {
  it('shows a top-level item when the second segment of a permission equals its lowercased label', () => {
    expect(labels(filterMenu(tree, ['/dashboard/one']))).toEqual([{ DASHBOARD: ['One'] }]);
  });

  it("uses index 1 after splitting on '/' (the first path element)", () => {
    // 'app' at index 2 is not enough: the second segment here is 'x'
    expect(filterMenu(tree, ['/x/app/master-data/customers/list'])).toEqual([]);
    // no leading slash: index 1 is 'master-data', not 'app'
    expect(filterMenu(tree, ['app/master-data/customers/list'])).toEqual([]);
  });

  it('compares the label lowercased, exactly', () => {
    expect(filterMenu(tree, ['/App/master-data/customers/list'])).toEqual([]);
    expect(filterMenu(tree, ['/apps/master-data/customers/list'])).toEqual([]);
  });

  it('hides a top-level item whose children are all hidden', () => {
    expect(filterMenu(tree, ['/dashboard'])).toEqual([]);
    expect(filterMenu(tree, ['/dashboard/three'])).toEqual([]);
  });

  it('shows a top-level leaf on the top-level rule alone', () => {
    const flat: MenuItem[] = [{ label: 'HOME', value: '/home' }];
    expect(filterMenu(flat, ['/home'])).toEqual(flat);
    expect(filterMenu(flat, ['/other'])).toEqual([]);
  });

  it('does not show a nested match under a top-level item the user lacks', () => {
    // contains '/dashboard/one' but its second segment is 'x'
    expect(filterMenu(tree, ['/x/dashboard/one'])).toEqual([]);
  });
});

describe('filterMenu: nested rule', () => {
  it('shows a nested item when some permission contains its route', () => {
    expect(labels(filterMenu(tree, ['/app/master-data/customers/list']))).toEqual([
      { APP: [{ 'Master Data': ['List'] }] },
    ]);
  });

  it('uses "contains", not equality', () => {
    expect(labels(filterMenu(tree, ['/app/report/hpp/detail']))).toEqual([{ APP: [{ Report: ['HPP'] }] }]);
    expect(labels(filterMenu(tree, ['/misc/logs/users']))).toEqual([{ MISC: ['Logs'] }]);
  });

  it('hides nested items no permission contains', () => {
    expect(labels(filterMenu(tree, ['/dashboard/two']))).toEqual([{ DASHBOARD: ['Two'] }]);
  });

  it('drops groups with no visible children, at every level', () => {
    const deep: MenuItem[] = [
      {
        label: 'APP',
        value: '/app',
        children: [
          { label: 'A', value: '/app/a', children: [{ label: 'B', value: '/app/a/b', children: [{ label: 'C', value: '/app/a/b/c' }] }] },
          { label: 'D', value: '/app/d', children: [{ label: 'E', value: '/app/d/e' }] },
          { label: 'Empty', value: '/app/empty', children: [] },
        ],
      },
    ];
    // '/app/a/b' contains the routes of A and B, but not of C: A and B are dropped as empty
    expect(labels(filterMenu(deep, ['/app/a/b', '/app/d/e', '/app/empty']))).toEqual([{ APP: [{ D: ['E'] }] }]);
  });

  it('keeps the order of the tree and the fields of each item', () => {
    const result = filterMenu(tree, ['/app/master-data/customers/add', '/app/master-data/customers/list', '/dashboard/two']);
    expect(labels(result)).toEqual([{ DASHBOARD: ['Two'] }, { APP: [{ 'Master Data': ['List', 'Add'] }] }]);
    expect(result[0].icon).toBe('dashboard');
    expect(result[1].value).toBe('/app');
  });

  it('does not modify the input tree', () => {
    const copy = structuredClone(tree);
    filterMenu(tree, ['/dashboard/one']);
    expect(tree).toEqual(copy);
  });

  it('shows nothing without permissions', () => {
    expect(filterMenu(tree, [])).toEqual([]);
  });
});

describe('filterMenu over the real menu', () => {
  it('shows the whole menu when every screen route is granted', () => {
    expect(filterMenu(MENU_ITEMS, SCREEN_ROUTES)).toEqual(MENU_ITEMS);
  });

  it('shows the granted leaf with its chain of groups for each single permission, and nothing unrelated', () => {
    for (const { item, trail } of menuLeaves()) {
      const shown = filterMenu(MENU_ITEMS, [item.value]);
      const visibleLeaves = menuLeaves(shown);
      // the substring rule may also reveal a sibling whose route is a prefix of this one
      expect(visibleLeaves.map((l) => l.item.value)).toContain(item.value);
      for (const l of visibleLeaves) expect(item.value.includes(l.item.value)).toBe(true);
      expect(visibleLeaves.find((l) => l.item.value === item.value)?.trail).toEqual(trail);
    }
  });

  it("reveals '/finance/ar/invoice/cancel' from '/finance/ar/invoice/cancel-draft-invoice' (substring rule)", () => {
    const shown = menuLeaves(filterMenu(MENU_ITEMS, ['/finance/ar/invoice/cancel-draft-invoice'])).map((l) => l.item.value);
    expect(shown).toEqual(['/finance/ar/invoice/cancel', '/finance/ar/invoice/cancel-draft-invoice']);
  });

  it('shows one top-level section for one area', () => {
    const shown = filterMenu(MENU_ITEMS, ['/operational/pickup/list', '/operational/pickup/add']);
    expect(labels(shown)).toEqual([{ OPERATIONAL: [{ Pickup: ['Add', 'List'] }] }]);
  });
});

describe('parsePermissions', () => {
  it('parses a JSON list of strings', () => {
    expect(parsePermissions('["/app/master-data/customers/list","/dashboard/eis"]')).toEqual([
      '/app/master-data/customers/list',
      '/dashboard/eis',
    ]);
  });

  it('keeps only strings', () => {
    expect(parsePermissions('["/a", 1, null, {"x":1}, ["/b"], true, "/c"]')).toEqual(['/a', '/c']);
  });

  it('returns [] for null, undefined, empty and blank', () => {
    expect(parsePermissions(null)).toEqual([]);
    expect(parsePermissions(undefined)).toEqual([]);
    expect(parsePermissions('')).toEqual([]);
    expect(parsePermissions('  ')).toEqual([]);
  });

  it('returns [] for invalid JSON', () => {
    expect(parsePermissions('[')).toEqual([]);
    expect(parsePermissions('/app/x')).toEqual([]);
    expect(parsePermissions("['/a']")).toEqual([]);
  });

  it('returns [] for JSON that is not a list', () => {
    expect(parsePermissions('{"a":"/x"}')).toEqual([]);
    expect(parsePermissions('"/x"')).toEqual([]);
    expect(parsePermissions('null')).toEqual([]);
    expect(parsePermissions('42')).toEqual([]);
  });

  it('returns [] for an empty list', () => {
    expect(parsePermissions('[]')).toEqual([]);
  });

  it('returns [] for a non-string at runtime', () => {
    expect(parsePermissions(42 as unknown as string)).toEqual([]);
  });
});

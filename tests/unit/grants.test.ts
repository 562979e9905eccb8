import { MENU_ITEMS } from '@/constants/menu';
import { normalizePermissions, unknownPermissions } from '@/lib/resources/role';
import { grantedScreens, grantsAny, modeOfMethod, readOnlyGrant, screenOf } from '@/lib/rules/grants';
import { filterMenu } from '@/lib/rules/menu-filter';
import { searchPages } from '@/lib/rules/page-search';

const PRICE = '/app/master-data/price/list';

describe('grants', () => {
  it('a read-only grant reads, never writes; a full grant does both', () => {
    expect(grantsAny([readOnlyGrant(PRICE)], [PRICE], 'read')).toBe(true);
    expect(grantsAny([readOnlyGrant(PRICE)], [PRICE], 'write')).toBe(false);
    expect(grantsAny([PRICE], [PRICE], 'write')).toBe(true);
    expect(grantsAny([PRICE], [PRICE], 'read')).toBe(true);
    // exact screens: a grant of another screen that contains this one's route grants nothing
    expect(grantsAny(['/finance/ar/invoice/cancel-draft-invoice'], ['/finance/ar/invoice/cancel'], 'read')).toBe(false);
  });

  it('methods: GET and HEAD read, everything else writes', () => {
    expect(modeOfMethod('GET')).toBe('read');
    expect(modeOfMethod('head')).toBe('read');
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(modeOfMethod(m)).toBe('write');
  });

  it('screenOf / readOnlyGrant round-trip and never stack suffixes', () => {
    expect(screenOf(readOnlyGrant(PRICE))).toBe(PRICE);
    expect(readOnlyGrant(readOnlyGrant(PRICE))).toBe(`${PRICE}:read`);
    expect([...grantedScreens([PRICE, '/x:read'])]).toEqual([PRICE, '/x']);
  });

  it('the spec menu rules still hold for read-only grants (module segment, route contained)', () => {
    const menu = filterMenu(MENU_ITEMS, [readOnlyGrant(PRICE)]);
    expect(menu.map((m) => m.label)).toEqual(['APP']);
    const flat = JSON.stringify(menu);
    expect(flat).toContain(PRICE);
    expect(flat).not.toContain('/app/master-data/price/import');
  });

  it('page search finds read-only screens', () => {
    const pages = [{ label: 'Price List', value: PRICE }];
    expect(searchPages(pages, [readOnlyGrant(PRICE)], 'price')).toEqual(pages);
  });

  it('roles store each screen once, in menu order, full over read-only; unknown screens are named', () => {
    expect(normalizePermissions([readOnlyGrant(PRICE), '/dashboard/eis:read', PRICE])).toEqual(['/dashboard/eis:read', PRICE]);
    expect(unknownPermissions(['/nope:read', readOnlyGrant(PRICE)])).toEqual(['/nope:read']);
  });
});

import { SCREEN_ROUTES } from '@/constants/menu';
import { canOpenRoute } from '@/lib/rules/route-access';

const USERS = '/app/master-data/system/users';
const ROLES = '/app/master-data/system/roles';

describe('canOpenRoute (spec §4: 403 inside the shell)', () => {
  it('opens a screen route only with its own permission', () => {
    expect(canOpenRoute(USERS, [USERS])).toBe(true);
    expect(canOpenRoute(USERS, [ROLES])).toBe(false);
    expect(canOpenRoute(USERS, [])).toBe(false);
  });

  it('needs the exact path: a permission that merely contains the route does not open it', () => {
    // The menu shows '/finance/ar/invoice/cancel' to whoever holds cancel-draft-invoice (spec §6 substring
    // rule); the page itself, like the server, wants the exact permission.
    expect(canOpenRoute('/finance/ar/invoice/cancel', ['/finance/ar/invoice/cancel-draft-invoice'])).toBe(false);
    expect(canOpenRoute('/finance/ar/invoice/cancel-draft-invoice', ['/finance/ar/invoice/cancel'])).toBe(false);
  });

  it('leaves pages that are not screens open to every signed-in user', () => {
    for (const route of ['/', '/profile', '/404', '/app', '/app/master-data/system']) {
      expect(canOpenRoute(route, [])).toBe(true);
    }
  });

  it('guards a page under a screen (a detail or edit page) by that screen', () => {
    expect(canOpenRoute(`${USERS}/[id]`, [])).toBe(false);
    expect(canOpenRoute(`${USERS}/[id]`, [USERS])).toBe(true);
    expect(canOpenRoute(`${USERS}-archive`, [])).toBe(true);
  });

  it('ignores a query, a hash and a trailing slash', () => {
    expect(canOpenRoute(`${USERS}?page=2`, [])).toBe(false);
    expect(canOpenRoute(`${USERS}/#top`, [USERS])).toBe(true);
  });

  it('covers every screen of the menu', () => {
    for (const route of SCREEN_ROUTES) {
      expect(canOpenRoute(route, [route])).toBe(true);
      expect(canOpenRoute(route, SCREEN_ROUTES.filter((r) => r !== route))).toBe(false);
    }
  });
});

describe('read-only grants (screen + ":read")', () => {
  it('open the page, like a full grant', () => {
    expect(canOpenRoute('/app/master-data/price/list', ['/app/master-data/price/list:read'])).toBe(true);
    expect(canOpenRoute('/app/master-data/price/list', ['/app/master-data/price/import:read'])).toBe(false);
  });
});

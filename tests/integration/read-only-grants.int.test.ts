import { count } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { isReadOnlyGrant, modeOfMethod, readOnlyGrant } from '@/lib/rules/grants';
import { STARTING_ROLES } from '@/lib/server/seed/seed-base';
import { auditLogs } from '@/lib/server/db/schema';
import { READ_ONLY_MESSAGE } from '@/lib/server/http/access';
import { routesOf, type DeclaredRoute } from '@/lib/server/http/app';
import { testEngines, useTestApp, type TestApp } from '../helpers/test-app';

/** A concrete URL for a route pattern: every parameter becomes a value that parses (an id of 1). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

/** A route that changes something: by its method, unless it declares itself a read (a POST whose body is a query). */
const writes = (r: DeclaredRoute) => ((r.access as { mode?: string }).mode ?? modeOfMethod(r.method)) === 'write';

/** Routes that need a screen grant (not public, not "any signed-in user"). */
const screenRoutes = (t: TestApp) =>
  routesOf(t.app).filter((r) => !r.access.public && 'screens' in r.access && r.access.screens.length > 0);

async function auditRows(t: TestApp) {
  const [{ n }] = await t.ctx.db.select({ n: count() }).from(auditLogs);
  return n;
}

describe.each(testEngines())('read-only grants (%s)', (engine) => {
  const t = useTestApp(engine);
  let viewer: string;
  let manager: string;
  let managerWrites: string[];

  beforeAll(async () => {
    const admin = await t.signIn('admin');
    // Every screen of the menu, each granted read-only.
    const role = await t.call('POST', '/api/datamaster/create/role', {
      token: admin,
      body: { name: 'Viewer of everything', permissions: SCREEN_ROUTES.map(readOnlyGrant) },
    });
    expect(role.status).toBe(201);
    expect(role.body.data.permissions).toEqual(SCREEN_ROUTES.map(readOnlyGrant));
    const user = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: 'viewer', full_name: 'VIEWER', role_id: role.body.data.id, password: 'Rahasia#2026' },
    });
    expect(user.status).toBe(201);
    viewer = await t.signIn('viewer', 'Rahasia#2026');
    manager = await t.signIn('manager');
    managerWrites = (STARTING_ROLES.find((r) => r.name === 'Manager')?.permissions ?? []).filter((p) => !isReadOnlyGrant(p));
    expect(managerWrites.every((p) => p.startsWith('/misc/helpdesk/') || p.startsWith('/misc/memo-internal/'))).toBe(true);
  });

  it('the registry has write routes to prove (the test is not vacuous)', () => {
    const writeRoutes = screenRoutes(t).filter(writes);
    // users, roles, site settings, every resource's create/update/delete/import …
    expect(writeRoutes.length).toBeGreaterThan(100);
  });

  it('no write route is reachable with read-only grants of every screen, nor for the demo Manager', async () => {
    const before = await auditRows(t);
    const events = t.realtime.events.length;
    const writeRoutes = screenRoutes(t).filter(writes);
    for (const route of writeRoutes) {
      for (const [who, token] of [['viewer', viewer], ['manager', manager]] as const) {
        // the helpdesk's supervisor and price screens and the memos are the Manager's in full (they approve what customer service asks)
        if (who === 'manager' && 'screens' in route.access && route.access.screens.some((s: string) => managerWrites.includes(s))) continue;
        const res = await t.call(route.method, concrete(route.url), { token, body: {} });
        expect(res.status, `${who}: ${route.method} ${route.url}`).toBe(403);
      }
    }
    expect(await auditRows(t)).toBe(before);
    expect(t.realtime.events.length).toBe(events);
  });

  it('every read route opens with a read-only grant of its screen', async () => {
    const reads = screenRoutes(t).filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(50);
    for (const route of reads) {
      const res = await t.call('GET', concrete(route.url), { token: viewer });
      // 404 (no row 1), 400 (a query a real screen would send) are fine: only a refusal is wrong.
      expect([401, 403], `${route.method} ${route.url}: ${res.text.slice(0, 200)}`).not.toContain(res.status);
    }
  });

  it('the Manager reads the price list but cannot change a tariff; the refusal says why', async () => {
    const list = await t.call('GET', '/api/datamaster/get/price?page=1&limit=1', { token: manager });
    expect(list.status).toBe(200);
    const update = await t.call('PUT', '/api/datamaster/update/price/1', { token: manager, body: { version: 1 } });
    expect(update.status).toBe(403);
    expect(update.body.message).toBe(READ_ONLY_MESSAGE);
    const create = await t.call('POST', '/api/datamaster/create/price', { token: manager, body: {} });
    expect(create.status).toBe(403);
    const remove = await t.call('DELETE', '/api/datamaster/delete/price/1?version=1', { token: manager });
    expect(remove.status).toBe(403);
  });

  it('a full grant of the same screen still writes (the check is the grant, not the method alone)', async () => {
    const admin = await t.signIn('admin');
    const res = await t.call('POST', '/api/setting/create/moda', {
      token: admin,
      body: { code: 'RO1', name: 'READ ONLY PROOF', transport: 'LAND', volumetric_divisor: 4000 },
    });
    expect(res.status, res.text).toBe(201);
  });

  it('a role keeps one grant per screen: a full grant wins over a read-only one of the same screen', async () => {
    const admin = await t.signIn('admin');
    const screen = '/app/master-data/price/list';
    const res = await t.call('POST', '/api/datamaster/create/role', {
      token: admin,
      body: { name: 'Mixed grants', permissions: [readOnlyGrant(screen), screen, readOnlyGrant('/app/master-data/vendor')] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.permissions).toEqual(['/app/master-data/vendor:read', screen]);
    const bad = await t.call('POST', '/api/datamaster/create/role', {
      token: admin,
      body: { name: 'Bad grant', permissions: ['/app/master-data/nothing:read'] },
    });
    expect(bad.status).toBe(400);
  });
});

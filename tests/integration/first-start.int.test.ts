import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SCREEN_ROUTES } from '@/constants/menu';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import { DEMO_API_KEY, DEMO_PASSWORD, disarmDemoCredentials, findDemoCredentials } from '@/lib/server/auth/demo-credentials';
import { AdministratorInputError, createAdministrator, createInitialAdminFromEnv } from '@/lib/server/auth/initial-admin';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { bootstrapDatabase, prepareDatabase } from '@/lib/server/seed/bootstrap';
import { openDatabase, type Database, type Engine } from '@/lib/server/db/client';
import { auditLogs, roles, siteSettings, users } from '@/lib/server/db/schema';
import { apiKeys } from '@/lib/server/db/schema/integration';
import { branches, coverageAreas, customers, customerTypes, tableOf } from '@/lib/server/db/schema/resources';
import { DEMO_USERS, seedMissingDemoData } from '@/lib/server/seed/seed';
import { ADMINISTRATOR_ROLE, seedMissingBaseData, STARTING_ROLES } from '@/lib/server/seed/seed-base';
import { REFERENCE_SEED } from '@/lib/server/seed/seed-reference';
import { hashKey } from '@/lib/server/integration/api-keys';
import { createPostgresDatabase, testEngines } from '../helpers/test-app';

/*
 * Issue 21 §1: a start without DEMO=1 makes no user and no key; the first administrator comes from
 * INITIAL_ADMIN_* or `npm run admin:create`; a production start refuses the demo's published password
 * and key unless DEMO=1.
 */

const STRONG = 'Kurir-Gudang!Timur47';
const quiet = () => undefined;

/** A fresh database of the engine, opened (not migrated) and how to get rid of it. */
async function emptyDatabase(engine: Engine): Promise<{ open: () => Promise<Database>; url?: string; dataDir?: string; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const pg = await createPostgresDatabase();
    return { url: pg.url, open: () => openDatabase({ url: pg.url, poolSize: 5 }), drop: pg.drop };
  }
  return { dataDir: 'memory://', open: () => openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
}

const countOf = async (database: Database, table: PgTable) => (await database.db.select({ n: count() }).from(table))[0].n;

/** A new empty database of this engine for the describe block, migrated and seeded by `seed`; dropped after. */
function useMigratedDatabase(engine: Engine, seed: (database: Database) => Promise<unknown>) {
  const holder = {} as { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    const made = await emptyDatabase(engine);
    holder.drop = made.drop;
    holder.database = await made.open();
    await holder.database.migrate();
    await seed(holder.database);
  }, 120_000);
  afterAll(async () => {
    await holder.database?.close();
    await holder.drop?.();
  });
  return holder;
}

describe.each(testEngines())('first start (%s)', (engine) => {
  describe('without DEMO=1', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const made = await emptyDatabase(engine);
      drop = made.drop;
      database = await bootstrapDatabase({ url: made.url, dataDir: made.dataDir, poolSize: 5, env: {}, log: quiet });
    }, 300_000);
    afterAll(async () => {
      await database?.close();
      await drop?.();
    });

    it('leaves no user, no API key, no customer and no branch, but the settings and reference lists', async () => {
      expect(await countOf(database, users)).toBe(0);
      expect(await countOf(database, apiKeys)).toBe(0);
      expect(await countOf(database, customers)).toBe(0);
      expect(await countOf(database, branches)).toBe(0);
      expect(await countOf(database, siteSettings)).toBe(SITE_SETTINGS.length);
      for (const [resource, rows] of REFERENCE_SEED) expect(await countOf(database, tableOf(resource)), resource).toBe(rows.length);
      expect(await countOf(database, coverageAreas)).toBeGreaterThan(7_000);
      // the roles an admin assigns, the Administrator with every screen
      const stored = await database.db.select({ name: roles.name, permissions: roles.permissions }).from(roles);
      expect(stored.map((r) => r.name).sort()).toEqual(STARTING_ROLES.map((r) => r.name).sort());
      expect(stored.find((r) => r.name === ADMINISTRATOR_ROLE)!.permissions).toEqual(expect.arrayContaining([...SCREEN_ROUTES]));
    });

    it('a restart loads nothing twice and still makes no user', async () => {
      const areas = await countOf(database, coverageAreas);
      await prepareDatabase(database.db, { env: {}, log: quiet, production: true });
      expect(await countOf(database, users)).toBe(0);
      expect(await countOf(database, roles)).toBe(STARTING_ROLES.length);
      expect(await countOf(database, coverageAreas)).toBe(areas);
      expect(await seedMissingBaseData(database.db)).toEqual({ settings: [], roles: false, reference: false, areas: 0 });
    });
  });

  describe('the first administrator', () => {
    const opened = useMigratedDatabase(engine, (d) => seedMissingBaseData(d.db, { areas: false }));
    let database: Database;
    beforeAll(() => {
      database = opened.database;
    });
    // each test starts on the empty user table of a new deployment
    beforeEach(async () => {
      await database.db.delete(users);
    });

    it('INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD make exactly one administrator, once', async () => {
      const env = { INITIAL_ADMIN_USER: 'owner', INITIAL_ADMIN_PASSWORD: STRONG, INITIAL_ADMIN_NAME: 'IBU PEMILIK' };
      const logs: string[] = [];
      // two instances starting together on the empty user table
      const results = await Promise.all([
        createInitialAdminFromEnv(database.db, env, (m) => logs.push(m)),
        createInitialAdminFromEnv(database.db, { ...env, INITIAL_ADMIN_USER: 'owner2' }, (m) => logs.push(m)),
      ]);
      expect(results.filter((r) => r?.created)).toHaveLength(1);
      const all = await database.db.select({ userCode: users.userCode, fullName: users.fullName, status: users.status, allBranches: users.allBranches, role: roles.name, hash: users.passwordHash }).from(users).innerJoin(roles, eq(roles.id, users.roleId));
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ fullName: 'IBU PEMILIK', status: 'AKTIF', allBranches: true, role: ADMINISTRATOR_ROLE });
      expect(await verifyPassword(all[0].hash, STRONG)).toBe(true);
      const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.entityId, all[0].userCode));
      expect(audit).toMatchObject({ actor: 'INITIAL_ADMIN_USER', action: 'create', entityId: all[0].userCode });
      expect(JSON.stringify(audit.after)).not.toMatch(/scrypt|password/i);

      // the next starts, with the variables still set (or changed): nothing more
      await prepareDatabase(database.db, { env, log: (m) => logs.push(m) });
      await prepareDatabase(database.db, { env: { INITIAL_ADMIN_USER: 'someone', INITIAL_ADMIN_PASSWORD: 'weak' }, log: (m) => logs.push(m) });
      expect(await countOf(database, users)).toBe(1);
      expect(logs.filter((m) => /ignored: the database already has users/.test(m))).toHaveLength(3);
    });

    it.each([
      ['the demo password', DEMO_PASSWORD, /published in the README/],
      ['the demo password with more around it', `${DEMO_PASSWORD.toLowerCase()}-Kantor!`, /published in the README/],
      ['a short one', 'Ab3$efgh', /at least 12 characters/],
      ['one of a single kind', 'correcthorsebattery', /three of/],
      ['one repeating a few characters', 'Aa1!Aa1!Aa1!Aa1!', /too few different characters/],
      ['one holding the user code', 'Owner-Rahasia-77', /user code/],
    ])('a start with INITIAL_ADMIN_PASSWORD = %s is refused, and no user is made', async (_label, password, problem) => {
      const env = { INITIAL_ADMIN_USER: 'owner', INITIAL_ADMIN_PASSWORD: password };
      await expect(prepareDatabase(database.db, { env, log: quiet })).rejects.toThrow(problem);
      await expect(prepareDatabase(database.db, { env, log: quiet })).rejects.toThrow(/INITIAL_ADMIN_USER \/ INITIAL_ADMIN_PASSWORD refused/);
      expect(await countOf(database, users)).toBe(0);
    });

    it('only one of the two variables set is refused', async () => {
      await expect(prepareDatabase(database.db, { env: { INITIAL_ADMIN_PASSWORD: STRONG }, log: quiet })).rejects.toThrow(/set both, or neither/);
      expect(await countOf(database, users)).toBe(0);
    });

    it('admin:create (createAdministrator) makes an active Administrator, also when users exist, never twice', async () => {
      const made = await createAdministrator(database.db, { userCode: 'budi.it', fullName: 'BUDI HARTONO', password: STRONG, email: 'Budi@Kurir.example' }, { actor: 'admin:create' });
      expect(made).toMatchObject({ created: true, userCode: 'budi.it' });
      const [row] = await database.db.select().from(users).where(eq(users.userCode, 'budi.it'));
      // head office: every branch, before any branch exists
      expect(row).toMatchObject({ fullName: 'BUDI HARTONO', email: 'budi@kurir.example', status: 'AKTIF', allBranches: true });
      const [role] = await database.db.select().from(roles).where(eq(roles.id, row.roleId));
      expect(role.name).toBe(ADMINISTRATOR_ROLE);
      expect(await verifyPassword(row.passwordHash, STRONG)).toBe(true);
      expect((await database.db.select({ actor: auditLogs.actor }).from(auditLogs).where(eq(auditLogs.entityId, 'budi.it')))[0].actor).toBe('admin:create');

      // a second administrator while users exist (a lost password, a new colleague): allowed
      expect((await createAdministrator(database.db, { userCode: 'sari', fullName: 'SARI', password: 'Lain-Sandi#9081x' })).created).toBe(true);
      // the same user code in another case, a weak password, a published one: refused, nothing written
      const refused = async (input: Parameters<typeof createAdministrator>[1]) => {
        const err = await createAdministrator(database.db, input).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AdministratorInputError);
        return (err as AdministratorInputError).problems;
      };
      expect(await refused({ userCode: 'BUDI.IT', fullName: 'X', password: STRONG })).toEqual({ userCode: expect.stringMatching(/already exists/) });
      expect(await refused({ userCode: 'eko', fullName: 'EKO', password: 'short' })).toEqual({ password: expect.stringMatching(/12 characters/) });
      expect(await refused({ userCode: 'eko', fullName: 'EKO', password: `Kantor ${DEMO_PASSWORD}` })).toEqual({ password: expect.stringMatching(/published/) });
      expect(await refused({ userCode: 'a b', fullName: '', password: STRONG })).toEqual({ userCode: expect.any(String), fullName: expect.any(String) });
      expect(await countOf(database, users)).toBe(2);
    });

    it('makes the Administrator role with every screen when an admin renamed it away', async () => {
      await database.db.update(roles).set({ name: 'Superuser' }).where(eq(roles.name, ADMINISTRATOR_ROLE));
      await createAdministrator(database.db, { userCode: 'owner', fullName: 'OWNER', password: STRONG });
      const [role] = await database.db.select().from(roles).where(eq(roles.name, ADMINISTRATOR_ROLE));
      expect(role.permissions).toEqual(expect.arrayContaining([...SCREEN_ROUTES]));
      const [made] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.userCode, 'owner'));
      expect(made.roleId).toBe(role.id);
    });
  });

  describe('a production start on a database holding the demo credentials', () => {
    const opened = useMigratedDatabase(engine, (d) => seedMissingDemoData(d.db, { volumes: false }));
    let database: Database;
    beforeAll(() => {
      database = opened.database;
    });
    const start = (opts: { demo?: boolean; production?: boolean }) => prepareDatabase(database.db, { seed: false, ...opts });

    it('refuses while users hold the demo password, naming them; DEMO=1 or development starts', async () => {
      const t0 = performance.now();
      const found = await findDemoCredentials(database.db);
      console.info(`[first-start ${engine}] demo-password check of ${DEMO_USERS.length} users: ${Math.round(performance.now() - t0)} ms`);
      expect(found).toEqual({ users: DEMO_USERS.map((u) => u.userCode).sort(), apiKeyCustomers: [] });
      await expect(start({ production: true })).rejects.toThrow(/refusing to start in production.*users .*admin.*demo password.*DEMO=1/);
      await expect(start({ production: true, demo: true })).resolves.toBeUndefined();
      await expect(start({ production: false })).resolves.toBeUndefined();

      // every user but one given a new password: that one is still named
      const fresh = await hashPassword('Sandi-Baru!2026x');
      await database.db.update(users).set({ passwordHash: fresh }).where(sql`${users.userCode} <> 'inactive'`);
      await expect(start({ production: true })).rejects.toThrow(/user inactive still signs in with the README's demo password/);
      await database.db.update(users).set({ passwordHash: fresh });
      await expect(start({ production: true })).resolves.toBeUndefined();
    });

    it('refuses while the demo API key is valid; its revocation lets it start', async () => {
      const [type] = await database.db.select({ id: customerTypes.id }).from(customerTypes).where(eq(customerTypes.code, 'CORP'));
      const [branch] = await database.db.insert(branches).values({ code: 'JKT', name: 'Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' }).returning({ id: branches.id });
      const [customer] = await database.db
        .insert(customers)
        .values({ code: 'C00002', name: 'PT Toko Online', customer_type_id: type.id, branch_id: branch.id, city: 'Jakarta', address: 'Jl. Daan Mogot 9' })
        .returning({ id: customers.id });
      const [key] = await database.db
        .insert(apiKeys)
        .values({ customer_id: customer.id as number, name: 'Demo shop backend', prefix: DEMO_API_KEY.slice(0, 12), key_hash: hashKey(DEMO_API_KEY) })
        .returning({ id: apiKeys.id });
      await expect(start({ production: true })).rejects.toThrow(/demo API key is valid for customer C00002\. Run `npm run demo:disarm`/);
      await expect(start({ production: true, demo: true })).resolves.toBeUndefined();
      await database.db.update(apiKeys).set({ revoked_at: new Date().toISOString(), revoked_by: 'admin' }).where(eq(apiKeys.id, key.id));
      await expect(start({ production: true })).resolves.toBeUndefined();
    });

    it('npm run demo:disarm (disarmDemoCredentials) gives the demo password holders a random one and revokes the demo key', async () => {
      const [customer] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'C00002'));
      await database.db.delete(apiKeys);
      await database.db.insert(apiKeys).values({ customer_id: customer.id as number, name: 'Demo shop backend', prefix: DEMO_API_KEY.slice(0, 12), key_hash: hashKey(DEMO_API_KEY) });
      await database.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(sql`${users.userCode} in ('admin', 'finance')`);
      const before = await database.db.select({ userCode: users.userCode, tokenVersion: users.tokenVersion }).from(users).where(eq(users.userCode, 'admin'));
      await expect(start({ production: true })).rejects.toThrow(/users admin, finance still sign in/);

      expect(await disarmDemoCredentials(database.db)).toEqual({ users: ['admin', 'finance'], apiKeyCustomers: ['C00002'] });
      await expect(start({ production: true })).resolves.toBeUndefined();
      const [admin] = await database.db.select().from(users).where(eq(users.userCode, 'admin'));
      expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(false);
      expect(admin.tokenVersion).toBe(before[0].tokenVersion + 1); // its open sessions end
      const [key] = await database.db.select().from(apiKeys);
      expect(key).toMatchObject({ revoked_by: 'demo:disarm', revoked_at: expect.any(String) });
      const audit = await database.db.select({ action: auditLogs.action, entity: auditLogs.entity, entityId: auditLogs.entityId }).from(auditLogs).where(eq(auditLogs.actor, 'demo:disarm'));
      expect(audit).toEqual(expect.arrayContaining([
        { action: 'reset-password', entity: 'user', entityId: 'admin' },
        { action: 'reset-password', entity: 'user', entityId: 'finance' },
        { action: 'revoke', entity: 'api-key', entityId: String(key.id) },
      ]));
      // a second run finds nothing
      expect(await disarmDemoCredentials(database.db)).toEqual({ users: [], apiKeyCustomers: [] });
    });
  });
});

import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { acquireFolderLock, openDatabase } from '@/lib/server/db/client';
import { roles, siteSettings, users } from '@/lib/server/db/schema';
import { DEMO_ROLES, DEMO_USERS, isEmpty, seedDemoData } from '@/lib/server/seed/seed';
import { REFERENCE_SEED, seedReferenceData } from '@/lib/server/seed/seed-reference';
import { tableOf } from '@/lib/server/db/schema/resources';
import { openTestDatabase, testEngines } from '../helpers/test-app';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-db-'));

/** A pid that surely belongs to no running process: one of a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe.each(testEngines())('migrations and seed (%s)', (engine) => {
  it('migrating twice changes nothing and the seed is complete', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    try {
      const tables = async () => {
        const result = (await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
        )) as unknown as { rows: { table_name: string }[] };
        return result.rows.map((r) => r.table_name);
      };
      const first = await tables();
      expect(first).toEqual(
        expect.arrayContaining(['audit_logs', 'auth_events', 'login_throttle', 'roles', 'site_settings', 'users']),
      );
      await database.migrate();
      await database.migrate();
      expect(await tables()).toEqual(first);

      expect(await isEmpty(database.db)).toBe(false);
      const [{ n: roleCount }] = await database.db.select({ n: count() }).from(roles);
      const [{ n: userCount }] = await database.db.select({ n: count() }).from(users);
      const [{ n: settingCount }] = await database.db.select({ n: count() }).from(siteSettings);
      expect([roleCount, userCount, settingCount]).toEqual([DEMO_ROLES.length, DEMO_USERS.length, SITE_SETTINGS.length]);
      const [inactive] = await database.db.select().from(users).where(eq(users.userCode, 'inactive'));
      expect(inactive.status).toBe('TIDAK AKTIF');
      expect(inactive.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
      // Seeding again is refused by the unique keys, in one transaction: nothing half-written.
      await expect(seedDemoData(database.db)).rejects.toThrow();
      const [{ n: after }] = await database.db.select({ n: count() }).from(users);
      expect(after).toBe(DEMO_USERS.length);

      // The settings' reference data: every seeded row, references resolved; a second run loads nothing.
      for (const [resource, rows] of REFERENCE_SEED) {
        const [{ n }] = await database.db.select({ n: count() }).from(tableOf(resource));
        expect(n, resource).toBe(rows.length);
      }
      expect(await seedReferenceData(database.db)).toBe(false);
    } finally {
      await dispose();
    }
  });

  it('the database refuses a second user code differing only in case, and a bad status', async () => {
    const { database, dispose } = await openTestDatabase(engine);
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.userCode, 'admin'));
      const row = { fullName: 'X', passwordHash: 'x', roleId: admin.roleId };
      await expect(database.db.insert(users).values({ ...row, userCode: 'ADMIN' })).rejects.toThrow();
      await expect(database.db.insert(users).values({ ...row, userCode: 'x1', status: 'MAYBE' })).rejects.toThrow();
    } finally {
      await dispose();
    }
  });
});

describe('PGlite data folder', () => {
  it('keeps data across close and reopen', async () => {
    const dir = path.join(tmp(), 'pglite');
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.migrate();
      await first.db.insert(siteSettings).values({ id: 1, key: 'app_name', label: 'Application name', value: 'PERSISTED' });
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      try {
        await second.migrate();
        const [row] = await second.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
        expect(row.value).toBe('PERSISTED');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('a second open of a folder held by a live process is refused', async () => {
    const dir = path.join(tmp(), 'pglite');
    const lockFile = `${dir}.lock`;
    try {
      fs.mkdirSync(dir, { recursive: true });
      // Our parent process is alive and is not us.
      fs.writeFileSync(lockFile, String(process.ppid));
      expect(() => acquireFolderLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use/);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('a stale lock of a dead process is taken over, and released on close', () => {
    const dir = path.join(tmp(), 'pglite');
    const lockFile = `${dir}.lock`;
    try {
      fs.mkdirSync(dir, { recursive: true });
      const pid = deadPid();
      expect(pid).toBeGreaterThan(0);
      fs.writeFileSync(lockFile, String(pid));
      const release = acquireFolderLock(dir);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('a real second process cannot open a folder this one holds', async () => {
    const dir = path.join(tmp(), 'pglite');
    try {
      const database = await openDatabase({ dataDir: dir });
      try {
        const script = `
          const { acquireFolderLock } = require(${JSON.stringify(path.resolve('lib/server/db/client.ts'))});
          try { acquireFolderLock(${JSON.stringify(dir)}); console.log('LOCKED'); } catch (e) { console.log('REFUSED ' + e.message); }
        `;
        const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
        expect(child.stdout + child.stderr).toMatch(new RegExp(`REFUSED .*in use by process ${process.pid}`));
      } finally {
        await database.close();
      }
      // After close the lock is gone and the folder opens again.
      expect(fs.existsSync(`${dir}.lock`)).toBe(false);
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});

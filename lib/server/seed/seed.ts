import { count, inArray } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../auth/demo-credentials';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { seedMissingBaseData, seedMissingRoles, STARTING_ROLES } from './seed-base';
import { seedMissingSiteSettings } from './seed-site-settings';
import { seedDemoFinance } from './seed-finance';
import { seedDemoHelpdesk } from './seed-helpdesk';
import { seedDemoOperations } from './seed-operations';
import { seedDemoVolumes } from './seed-volumes';

/*
 * The demo (DEMO=1: `npm run start:demo`, `npm run dev`, the browser tests; `npm run db:seed`): the
 * users of the README's table with its published password, 30 branches with staff, customers, prices,
 * two months of operations and finance, the integration API key. Never loaded without DEMO=1: a
 * production server refuses to start while any of it still opens the database (auth/demo-credentials).
 */

export { DEMO_PASSWORD };

/** The demo users' roles are the roles every database starts with (seed-base). */
export const DEMO_ROLES = STARTING_ROLES;

export const DEMO_USERS = [
  { userCode: 'admin', fullName: 'MUHAMMAD RIZKY PRATAMA', role: 'Administrator', email: 'admin@kurir.example', allBranches: true },
  { userCode: 'counter', fullName: 'SITI NURHALIZA', role: 'Counter', email: 'counter@kurir.example' },
  { userCode: 'dispatcher', fullName: 'BUDI SANTOSO', role: 'Dispatcher', email: 'dispatcher@kurir.example' },
  { userCode: 'finance', fullName: 'DEWI LESTARI WIJAYA KUSUMA', role: 'Finance', email: 'finance@kurir.example', allBranches: true },
  { userCode: 'manager', fullName: 'AGUS SETIAWAN', role: 'Manager', email: 'manager@kurir.example', allBranches: true },
  // the head office's customer-service desk answers for every branch
  { userCode: 'cs', fullName: 'PUTRI AYU LESTARI', role: 'Customer Service', email: 'cs@kurir.example', allBranches: true },
  // the other branch: Surabaya's counter (SUB-CTR) — they see nothing of Jakarta's, and Jakarta nothing of theirs
  { userCode: 'counter-sby', fullName: 'RATNA DEWI ANGGRAINI', role: 'Counter', email: 'counter.sby@kurir.example' },
  { userCode: 'dispatcher-sby', fullName: 'EKO PRASETYO', role: 'Dispatcher', email: 'dispatcher.sby@kurir.example' },
  {
    userCode: 'inactive',
    fullName: 'RINA MARLINA',
    role: 'Counter',
    email: 'inactive@kurir.example',
    status: 'TIDAK AKTIF',
  },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(roles);
  return n === 0;
}

async function hasNoUsers(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n === 0;
}

/** The demo users (and their roles where missing), in one transaction: an interrupted seed leaves nothing half-written. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedMissingRoles(tx);
    const found = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, [...new Set(DEMO_USERS.map((u) => u.role))]));
    const roleId = new Map(found.map((r) => [r.name, r.id]));
    await tx.insert(users).values(
      DEMO_USERS.map((u) => {
        const id = roleId.get(u.role);
        if (id === undefined) throw new Error(`demo seed: the role ${u.role} of ${u.userCode} is missing`);
        return {
          userCode: u.userCode,
          fullName: u.fullName,
          email: u.email,
          roleId: id,
          status: 'status' in u ? u.status : 'AKTIF',
          allBranches: 'allBranches' in u ? u.allBranches : false,
          passwordHash,
        };
      }),
    );
    await seedMissingSiteSettings(tx);
  });
}

/**
 * Everything a demo database starts with: the base data every database gets (seed-base), then each
 * demo part only when its own tables are still empty (the users when there is no user). The volumes
 * (branches, customers, the price list, operations) take a while: the API tests leave them out, and
 * the coverage areas with them.
 */
export async function seedMissingDemoData(db: Db, { volumes = true }: { volumes?: boolean } = {}) {
  const base = await seedMissingBaseData(db, { areas: volumes });
  const users = await hasNoUsers(db);
  if (users) await seedDemoData(db);
  const loaded = volumes ? await seedDemoVolumes(db) : null;
  const operations = volumes ? await seedDemoOperations(db) : null;
  const finance = volumes ? await seedDemoFinance(db) : null;
  const helpdesk = volumes ? await seedDemoHelpdesk(db) : null;
  return { users, settings: base.settings, reference: base.reference, volumes: loaded, operations, finance, helpdesk };
}

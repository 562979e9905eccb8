import { count } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { normalizePermissions } from '@/lib/resources/role';
import { readOnlyGrant } from '@/lib/rules/grants';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { roles, users } from './schema';
import { seedReferenceData } from './seed-reference';
import { seedMissingSiteSettings } from './seed-site-settings';
import { seedDemoFinance } from './seed-finance';
import { seedDemoOperations } from './seed-operations';
import { seedDemoVolumes } from './seed-volumes';

export const DEMO_PASSWORD = 'Demo#2026';

const under = (...prefixes: string[]) => SCREEN_ROUTES.filter((r) => prefixes.some((p) => r.startsWith(p)));

const FINANCE_REPORTS = [
  'aging-ap',
  'aging-ar-customer',
  'aging-ar-marketing',
  'monitoring-receivable',
  'sales-recap',
  'tax-sales',
  'tax-purchase',
  'hpp',
  'trip-allowance',
].map((r) => `/app/report/${r}`);

type RoleSeed = { name: string; description: string; permissions: string[] };

const ROLE_SEEDS: RoleSeed[] = [
  { name: 'Administrator', description: 'Every permission', permissions: [...SCREEN_ROUTES] },
  { name: 'Counter', description: 'Point of sale and tracking', permissions: under('/operational/pos/', '/operational/tracking/') },
  {
    name: 'Dispatcher',
    description: 'Pickup, outgoing, incoming, delivery, POD, tracking',
    permissions: under(
      '/operational/pickup/',
      '/operational/outgoing/',
      '/operational/incoming/',
      '/operational/delivery/',
      '/operational/pod/',
      '/operational/tracking/',
    ),
  },
  {
    name: 'Finance',
    description: 'Finance and finance reports',
    permissions: [...under('/finance/'), ...FINANCE_REPORTS.filter((r) => SCREEN_ROUTES.includes(r))],
  },
  {
    name: 'Manager',
    description: 'Dashboards, reports and read-only lists',
    // Looks at everything a manager reads, changes nothing: every grant is read-only.
    permissions: [
      ...under('/dashboard/', '/app/report/'),
      ...SCREEN_ROUTES.filter((r) => r.endsWith('/list') && !r.startsWith('/app/report/')),
      ...under('/app/master-data/').filter((r) => !r.startsWith('/app/master-data/system/') && !/\/(add|import)$/.test(r)),
    ].map(readOnlyGrant),
  },
];

/**
 * The demo roles of the platform issue; the role master can change them afterwards. Stored as the role
 * master stores permissions: each screen once, in menu order.
 */
export const DEMO_ROLES: RoleSeed[] = ROLE_SEEDS.map((r) => ({ ...r, permissions: normalizePermissions(r.permissions) }));

export const DEMO_USERS = [
  { userCode: 'admin', fullName: 'MUHAMMAD RIZKY PRATAMA', role: 'Administrator', email: 'admin@kurir.example' },
  { userCode: 'counter', fullName: 'SITI NURHALIZA', role: 'Counter', email: 'counter@kurir.example' },
  { userCode: 'dispatcher', fullName: 'BUDI SANTOSO', role: 'Dispatcher', email: 'dispatcher@kurir.example' },
  { userCode: 'finance', fullName: 'DEWI LESTARI WIJAYA KUSUMA', role: 'Finance', email: 'finance@kurir.example' },
  { userCode: 'manager', fullName: 'AGUS SETIAWAN', role: 'Manager', email: 'manager@kurir.example' },
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

/** Demo data in one transaction: an interrupted seed leaves nothing half-written. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(roles).values(DEMO_ROLES).returning({ id: roles.id, name: roles.name });
    const roleId = new Map(inserted.map((r) => [r.name, r.id]));
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        userCode: u.userCode,
        fullName: u.fullName,
        email: u.email,
        roleId: roleId.get(u.role)!,
        status: 'status' in u ? u.status : 'AKTIF',
        passwordHash,
      })),
    );
    await seedMissingSiteSettings(tx);
  });
}

/**
 * Everything a demo database starts with; each part only when its own tables are still empty — except
 * the site settings, where each missing row is added (an older database gets the settings appended
 * since) and existing ones are left as they are. The volumes (areas, branches, customers, the price
 * list) take a few seconds: the API tests leave them out.
 */
export async function seedMissingDemoData(db: Db, { volumes = true }: { volumes?: boolean } = {}) {
  const users = await isEmpty(db);
  if (users) await seedDemoData(db);
  const settings = await seedMissingSiteSettings(db);
  const reference = await seedReferenceData(db);
  const loaded = volumes ? await seedDemoVolumes(db) : null;
  const operations = volumes ? await seedDemoOperations(db) : null;
  const finance = volumes ? await seedDemoFinance(db) : null;
  return { users, settings, reference, volumes: loaded, operations, finance };
}

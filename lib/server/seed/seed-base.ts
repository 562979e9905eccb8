import { count } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { normalizePermissions } from '@/lib/resources/role';
import { readOnlyGrant } from '@/lib/rules/grants';
import type { Db } from '../db/client';
import { roles } from '../db/schema';
import { seedCoverageAreas } from './seed-areas';
import { seedReferenceData } from './seed-reference';
import { seedMissingSiteSettings } from './seed-site-settings';

/*
 * What every database starts with, demo or not: the site settings, the roles, the settings' reference
 * lists (modas, services, products, cost types, customer types, holidays …) and every Indonesian
 * district as a coverage area. No user, no customer, no key: the first administrator is made by
 * `npm run admin:create` or INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD (auth/initial-admin.ts).
 */

/** The role that holds every screen; the first administrator gets it. */
export const ADMINISTRATOR_ROLE = 'Administrator';

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
  { name: ADMINISTRATOR_ROLE, description: 'Every permission', permissions: [...SCREEN_ROUTES] },
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
    description: 'Dashboards, reports and read-only lists; approves helpdesk changes and internal memos',
    // Looks at everything a manager reads and changes nothing there (read-only grants); the helpdesk's
    // supervisor and price screens and the memos are theirs in full: they approve what customer service asks.
    permissions: [
      ...[
        ...under('/dashboard/', '/app/report/'),
        ...SCREEN_ROUTES.filter((r) => r.endsWith('/list') && !r.startsWith('/app/report/') && !r.startsWith('/misc/memo-internal/')),
        ...under('/app/master-data/').filter((r) => !r.startsWith('/app/master-data/system/') && !/\/(add|import)$/.test(r)),
      ].map(readOnlyGrant),
      ...under('/misc/helpdesk/', '/misc/memo-internal/'),
    ],
  },
  {
    name: 'Customer Service',
    description: 'Helpdesk: tracking, complaint tickets, change requests and internal memos',
    // every change of an AWB except setting its price by hand (a manager's), and the supervisor's report
    permissions: under('/misc/helpdesk/tracking-helpdesk', '/misc/helpdesk/change-', '/misc/memo-internal/', '/operational/tracking/').filter((r) => r !== '/misc/helpdesk/change-price'),
  },
];

/**
 * The roles a new database starts with; the role master can change them afterwards. Stored as the role
 * master stores permissions: each screen once, in menu order.
 */
export const STARTING_ROLES: RoleSeed[] = ROLE_SEEDS.map((r) => ({ ...r, permissions: normalizePermissions(r.permissions) }));

/** Inserts the starting roles when there are none (a database an admin has set up keeps its own). */
export async function seedMissingRoles(db: Pick<Db, 'select' | 'insert'>): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(roles);
  if (n > 0) return false;
  // Another instance starting at the same moment may have inserted them first.
  const inserted = await db.insert(roles).values(STARTING_ROLES).onConflictDoNothing().returning({ id: roles.id });
  return inserted.length > 0;
}

/**
 * Everything a courier needs before its first administrator signs in, each part only where it is
 * missing: runs on every start and by `npm run admin:create`. `areas: false` leaves the 7,000 coverage
 * areas out (the API tests, which make a database per file).
 */
export async function seedMissingBaseData(db: Db, { areas = true }: { areas?: boolean } = {}) {
  const settings = await seedMissingSiteSettings(db);
  const startingRoles = await seedMissingRoles(db);
  const reference = await seedReferenceData(db);
  const coverageAreas = areas ? await seedCoverageAreas(db) : 0;
  return { settings, roles: startingRoles, reference, areas: coverageAreas };
}

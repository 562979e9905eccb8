import { and, eq, gt } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { awbAllocations, branches, coverageAreas, modas, offices, prices, services } from '@/lib/server/db/schema/resources';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { seedCoverageAreas } from '@/lib/server/seed/seed-areas';
import { seedReferenceData } from '@/lib/server/seed/seed-reference';
import type { ShipmentRefs } from '../../scripts/lib/bulk-shipments';
import { signIn } from './ours';
import type { BenchEnv } from './types';

/*
 * What saving an AWB needs, made once per bench database and found again by the next scenario: the
 * reference data and every district (the same seeds price-import uses), a branch and a counter office
 * with AWB stock, a REG price from Gambir (Jakarta) to Gubeng (Surabaya), and the demo `counter` user
 * working at that office. Made through our own API as the demo admin — the way the documents
 * integration test sets it up — so every row is what the product writes.
 */

export const BENCH_OFFICE_CODE = 'BNC-CTR';
const ORIGIN_CODE = '31.71.01';
const DESTINATION_CODE = '35.78.01';
/** Enough stock for any run: saves take their numbers from it. */
const STOCK = 1_000_000;

export interface BenchRoute {
  branchId: number;
  officeId: number;
  originId: number;
  destinationId: number;
  serviceId: number;
  /** For the bulk loader: the same office, branch, route and service. */
  refs: ShipmentRefs;
}

async function create(baseUrl: string, token: string, path: string, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: { id?: number }; message?: string; errors?: unknown };
  if (res.status !== 201 || !json.data?.id) throw new Error(`POST ${path}: ${res.status} ${json.message ?? ''} ${JSON.stringify(json.errors ?? '')}`);
  return json.data.id;
}

/** Makes (or finds) the office, route, price and AWB stock; `baseUrl` is our API, already listening. */
export async function ensureShipmentRoute(env: BenchEnv, baseUrl: string): Promise<BenchRoute> {
  const db = env.database.db;
  await seedReferenceData(db);
  await seedCoverageAreas(db);
  let token: string | undefined;
  const admin = async () => (token ??= await signIn(baseUrl, 'admin', DEMO_PASSWORD));

  const area = async (code: string) => {
    const [row] = await db.select({ id: coverageAreas.id }).from(coverageAreas).where(eq(coverageAreas.area_code, code));
    if (!row) throw new Error(`coverage area ${code} is missing`);
    return row.id as number;
  };
  const originId = await area(ORIGIN_CODE);
  const destinationId = await area(DESTINATION_CODE);
  const [reg] = await db.select({ id: services.id, moda: services.moda_id }).from(services).where(eq(services.code, 'REG'));
  const [air] = await db.select({ id: modas.id }).from(modas).where(eq(modas.code, 'AIR'));

  let [office] = await db.select({ id: offices.id, branchId: offices.branch_id }).from(offices).where(eq(offices.code, BENCH_OFFICE_CODE));
  if (!office) {
    env.log('bench route: creating a branch, a counter office and its AWB stock through the API');
    const branchId = await create(baseUrl, await admin(), '/api/datamaster/create/branch', { code: 'BNC', name: 'Bench Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' });
    const officeId = await create(baseUrl, await admin(), '/api/datamaster/create/office', { code: BENCH_OFFICE_CODE, name: 'Counter Bench', branch_id: branchId, kind: 'COUNTER', address: 'Jl. Gambir 1' });
    office = { id: officeId, branchId };
  }
  const officeId = office.id as number;
  const branchId = office.branchId as number;

  const [price] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.origin_id, originId), eq(prices.destination_id, destinationId), eq(prices.service_id, reg.id)));
  if (!price) {
    await create(baseUrl, await admin(), '/api/datamaster/create/price', {
      origin_id: originId,
      destination_id: destinationId,
      service_id: reg.id,
      moda_id: reg.moda ?? air.id,
      rate_per_kg: 10_000,
      min_kg: 1,
      lead_time_min: 2,
      lead_time_max: 4,
      effective_from: '2020-01-01',
    });
  }

  const [stock] = await db
    .select({ id: awbAllocations.id })
    .from(awbAllocations)
    .where(and(eq(awbAllocations.office_id, officeId), gt(awbAllocations.remaining, 10_000)));
  if (!stock) await create(baseUrl, await admin(), '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: officeId, quantity: STOCK, allocated_on: '2026-01-02' });

  await db.update(users).set({ officeId }).where(eq(users.userCode, 'counter'));
  const [branch] = await db.select({ city: branches.city }).from(branches).where(eq(branches.id, branchId));
  return {
    branchId,
    officeId,
    originId,
    destinationId,
    serviceId: reg.id as number,
    refs: { officeId, branchId, place: String(branch?.city ?? 'JAKARTA').toUpperCase(), originAreaIds: [originId], destinationAreaIds: [destinationId], serviceIds: [reg.id as number] },
  };
}

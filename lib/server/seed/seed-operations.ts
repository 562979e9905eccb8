import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { FIRST_AWB_NUMBER } from '@/lib/resources/awb';
import { getDocument } from '@/lib/resources/documents/registry';
import { SCREEN_ROUTES } from '@/constants/menu';
import { ReferenceCache } from '../cache/reference-cache';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { DEMO_API_KEY } from '../auth/demo-credentials';
import { hashKey } from '../integration/api-keys';
import { apiKeys } from '../db/schema/integration';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { shipments, shippingBags } from '../db/schema/documents';
import { awbAllocations, contracts, coverageAreas, customers, drivers, employees, modas, offices, prices, services, vehicles } from '../db/schema/resources';
import { seedDeliveries } from './seed-deliveries';
import { seededRandom } from './seed-volumes';

/*
 * The operations of the last 60 days, through the document engine itself (so every row, line, audit
 * row and tracking event is what the product writes): AWB stock for the counters and for one credit
 * customer with an active contract, a few hundred shipments in every state (cash and credit, booked,
 * drafts, cancelled), pickups from requested to picked up / failed / cancelled, and the daily cash
 * registers. Deterministic: every demo database looks the same (dates move with today).
 */

export const DEMO_CREDIT_CUSTOMER = 'C00002';
export const DEMO_CONTRACT_NO = 'KTR/2026/0001';
/** The demo users who work at each demo counter (the user form's Office): their documents are that branch's. */
export const DEMO_OFFICE_USERS: Record<string, readonly string[]> = {
  'JKT-CTR': ['counter', 'dispatcher', 'inactive', 'admin'],
  'SUB-CTR': ['counter-sby', 'dispatcher-sby'],
};
/** The demo credit customer's API key (the README prints it): a production start refuses while it is valid. */
export { DEMO_API_KEY };

const DAY = 86_400_000;
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];
const NAMES = ['Budi Santoso', 'Siti Aminah', 'Andi Wijaya', 'Dewi Lestari', 'Rudi Hartono', 'Ayu Kartika', 'Joko Susilo', 'Maya Sari', 'Hendra Gunawan', 'Lina Marlina'];
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Pahlawan', 'Jl. Gajah Mada'];
const GOODS = ['Pakaian', 'Dokumen', 'Sepatu', 'Elektronik kecil', 'Kosmetik', 'Buku', 'Suku cadang', 'Makanan kering'];

/** A principal that may do everything: the seed acts as the system. */
export function systemContext(db: Db): AppContext {
  return { db, realtime: { emit: () => undefined }, references: new ReferenceCache() } as unknown as AppContext;
}

/** A refusal the counter would meet too (a route without a price for the drawn service) is skipped; anything else is a bug. */
export function skipRefusal(err: unknown) {
  if (process.env.SEED_DEBUG) console.log("seed refusal:", (err as Error).message, (err as { errors?: unknown }).errors);
  if (!(err instanceof HttpError)) throw err;
}

export async function seedDemoOperations(db: Db): Promise<{ shipments: number; pickups: number; registers: number; bags: number; manifests: number; incomings: number; runsheets: number; deliveries: number } | null> {
  const [{ n }] = await db.select({ n: count() }).from(shipments);
  if (n > 0) return null;
  const [counter] = await db.select({ id: offices.id, branchId: offices.branch_id }).from(offices).where(eq(offices.code, 'JKT-CTR'));
  if (!counter) return null; // no demo volumes (the API tests): nothing to operate on

  const random = seededRandom(2611);
  const ctx = systemContext(db);
  const principal = { userCode: 'counter', fullName: 'SEED', userGroup: 'Administrator', roleId: 0, status: 'AKTIF', permissions: [...SCREEN_ROUTES], tokenVersion: 0, active: true, branches: null };
  const at = (now: Date, actor = 'counter'): ActionContext => ({ ctx, actor, principal: { ...principal, userCode: actor }, now });

  // who works where; the counters' AWB stock and the credit customer's own
  const counterOffices = await db.select({ id: offices.id, code: offices.code }).from(offices).where(eq(offices.kind, 'COUNTER')).orderBy(asc(offices.id));
  for (const [code, userCodes] of Object.entries(DEMO_OFFICE_USERS)) {
    const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, code));
    if (office) await db.update(users).set({ officeId: office.id }).where(inArray(users.userCode, [...userCodes]));
  }
  const [{ top }] = await db.select({ top: sql<string | null>`max(${awbAllocations.range_end})` }).from(awbAllocations);
  let next = top ? Number(top) + 1 : FIRST_AWB_NUMBER;
  const allocate = (holder: Record<string, unknown>, quantity: number) => {
    const row = { ...holder, quantity, range_start: next, range_end: next + quantity - 1, used: 0, remaining: quantity, allocated_on: '2026-01-02', created_by: 'system', updated_by: 'system' };
    next += quantity;
    return row;
  };
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, DEMO_CREDIT_CUSTOMER));
  // the demo shop sends from Jakarta: its parcels are received at the Jakarta counter
  await db.update(customers).set({ branch_id: counter.branchId }).where(eq(customers.id, customer.id));
  await db.insert(awbAllocations).values([
    ...counterOffices.map((o) => allocate({ holder_type: 'OFFICE', office_id: o.id }, o.id === counter.id ? 20_000 : 1_000)),
    allocate({ holder_type: 'CUSTOMER', customer_id: customer.id, notes: 'Integration API stock' }, 10_000),
  ]);
  await db.insert(apiKeys).values({ customer_id: customer.id, name: 'Demo shop backend', prefix: DEMO_API_KEY.slice(0, 12), key_hash: hashKey(DEMO_API_KEY), created_by: 'system' });
  const [reg] = await db.select({ id: services.id }).from(services).where(eq(services.code, 'REG'));
  const today = new Date();
  const year = today.getUTCFullYear();
  await db.insert(contracts).values({
    contract_no: DEMO_CONTRACT_NO,
    customer_id: customer.id,
    start_date: `${year - 1}-01-01`,
    end_date: `${year + 1}-12-31`,
    service_id: reg.id,
    special_rate_per_kg: null,
    discount_percent: 10,
    top_days: 30,
    credit_limit: 250_000_000,
    notes: 'Demo: online shop sending through the integration API',
    created_by: 'system',
    updated_by: 'system',
  });

  // routes the price list covers: from Jakarta's first district to the served districts
  const [origin] = await db
    .select({ id: prices.origin_id })
    .from(prices)
    .innerJoin(coverageAreas, eq(coverageAreas.id, prices.origin_id))
    .where(eq(coverageAreas.branch_id, counter.branchId))
    .limit(1);
  const destinations = (await db.selectDistinct({ id: prices.destination_id }).from(prices).where(eq(prices.origin_id, origin.id)).limit(400)).map((d) => d.id as number);
  const offered = await db.select({ id: services.id }).from(services).where(inArray(services.code, ['REG', 'YES', 'OKE']));

  const shipmentDef = getDocument('shipment');
  const pickupDef = getDocument('pickup');
  const registerDef = getDocument('cash-register');
  const counts = { shipments: 0, pickups: 0, registers: 0, bags: 0, manifests: 0, incomings: 0, runsheets: 0, deliveries: 0 };
  // Jakarta's couriers and their motorbikes and van, for the pickups
  if (!(await db.select({ id: drivers.id }).from(drivers).limit(1)).length) {
    const couriers = await db.select({ id: employees.id, name: employees.full_name }).from(employees).where(eq(employees.branch_id, counter.branchId)).limit(3);
    if (couriers.length) {
      await db.insert(drivers).values(couriers.map((c, i) => ({ employee_id: c.id, name: c.name, licence_no: `SIM-JKT-${1001 + i}`, licence_type: i === 2 ? 'A' : 'C', licence_expiry: `${year + 3}-06-30`, phone: `0812 5555 00${10 + i}`, created_by: 'system', updated_by: 'system' })));
      await db.insert(vehicles).values(
        ['B 3101 KRX', 'B 3102 KRX', 'B 9120 KRY'].map((plate, i) => ({ plate_no: plate, vehicle_type: i === 2 ? 'VAN' : 'MOTORCYCLE', capacity_kg: i === 2 ? 800 : 80, ownership: 'OWNED', branch_id: counter.branchId, stnk_expiry: `${year + 2}-03-31`, created_by: 'system', updated_by: 'system' })),
      );
    }
  }
  const [employee] = await db.select({ id: drivers.id }).from(drivers).limit(1);
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).limit(1);

  for (let daysAgo = 60; daysAgo >= 0; daysAgo--) {
    const dayStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - daysAgo * DAY + 1 * 3_600_000); // 08:00 WIB
    const perDay = daysAgo === 0 ? 6 : 3 + Math.floor(random() * 4);
    for (let i = 0; i < perDay; i++) {
      // today's: the last hours before the seed runs (whatever its time of day), the last two left as drafts
      const when =
        daysAgo === 0 ? new Date(today.getTime() - (perDay - i) * 20 * 60_000) : new Date(dayStart.getTime() + i * 40 * 60_000 + Math.floor(random() * 30) * 60_000);
      const drawn = random() < 0.3;
      // today's two drafts: one for each booking worklist (cash, credit)
      const credit = daysAgo === 0 && i >= perDay - 2 ? i === perDay - 1 : drawn;
      const koli = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        weight_kg: Math.round((0.3 + random() * 12) * 100) / 100,
        length_cm: 10 + Math.floor(random() * 40),
        width_cm: 10 + Math.floor(random() * 30),
        height_cm: 5 + Math.floor(random() * 30),
      }));
      const body = {
        payment_type: credit ? 'CREDIT' : 'CASH',
        office_id: counter.id,
        customer_id: credit ? customer.id : null,
        customer_reference: credit ? `ORD-${String(counts.shipments + 1).padStart(6, '0')}` : null,
        origin_area_id: origin.id,
        destination_area_id: pick(random, destinations),
        service_id: pick(random, offered).id,
        shipper_name: credit ? 'PT Toko Online Nusantara' : pick(random, NAMES),
        shipper_phone: `0812${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
        shipper_address: `${pick(random, STREETS)} No. ${1 + Math.floor(random() * 200)}, Jakarta`,
        consignee_name: pick(random, NAMES),
        consignee_phone: `0813${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
        consignee_address: `${pick(random, STREETS)} No. ${1 + Math.floor(random() * 200)}`,
        goods_description: pick(random, GOODS),
        goods_value: 100_000 + Math.floor(random() * 20) * 50_000,
        insured: random() < 0.2,
        cod_amount: random() < 0.1 ? 150_000 : null,
        cost_case_ids: [],
        koli,
        payment_method: credit ? null : pick(random, ['CASH', 'CASH', 'CASH', 'QRIS', 'CARD']),
        payment_reference: null as string | null,
        amount_received: null as number | null,
      };
      if (body.payment_method && body.payment_method !== 'CASH') body.payment_reference = `REF${Math.floor(random() * 1e8)}`;
      // cash: what the customer hands over, rounded up to the next Rp 50,000
      if (body.payment_method === 'CASH') body.amount_received = 5_000_000;
      try {
        const { doc } = await createDocument(at(when), shipmentDef, handlersOf(shipmentDef), body);
        counts.shipments++;
        const fate = random();
        const recentDraft = daysAgo === 0 && i >= perDay - 2;
        if (recentDraft) continue; // the office's drafts waiting to be booked
        if (fate < 0.05) {
          await runDocumentAction(at(new Date(when.getTime() + 10 * 60_000)), shipmentDef, handlersOf(shipmentDef), 'cancel', doc.id, { version: doc.version, reason: 'WRONG_INPUT', note: 'Demo' });
          continue;
        }
        await runDocumentAction(at(new Date(when.getTime() + 5 * 60_000)), shipmentDef, handlersOf(shipmentDef), 'book', doc.id, { version: doc.version });
      } catch (err) {
        // a route without a price for the drawn service: the counter would pick another; so does the seed
        skipRefusal(err);
      }
    }
    // the evening hand-over of the day's cash (not today's: still at the counter)
    if (daysAgo > 0) {
      const cutoff = new Date(dayStart.getTime() + 10 * 3_600_000);
      try {
        const { doc } = await createDocument(at(cutoff), registerDef, handlersOf(registerDef), { office_id: counter.id, cutoff_at: cutoff.toISOString() });
        counts.registers++;
        const expected = Number((doc as DocRow).total_cash ?? 0);
        const short = random() < 0.1 ? -5_000 : 0;
        if (daysAgo > 1) {
          await runDocumentAction(at(new Date(cutoff.getTime() + 15 * 60_000)), registerDef, handlersOf(registerDef), 'book', doc.id, {
            version: doc.version,
            counted_amount: expected + short,
            difference_reason: short ? 'COUNTING_ERROR' : null,
          });
        }
      } catch (err) {
        // a day without cash AWBs
        skipRefusal(err);
      }
    }
    // pickups: a couple a day
    if (daysAgo % 2 === 0 && employee && vehicle) {
      const date = new Date(dayStart.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      for (let k = 0; k < 2; k++) {
        const when = new Date(dayStart.getTime() + k * 3_600_000);
        try {
          const { doc } = await createDocument(at(when, 'dispatcher'), pickupDef, handlersOf(pickupDef), {
            pickup_date: date,
            office_id: counter.id,
            customer_id: k === 0 ? customer.id : null,
            contact_name: k === 0 ? 'Gudang Toko Online' : pick(random, NAMES),
            contact_phone: '0812 7777 8888',
            address: `${pick(random, STREETS)} No. ${1 + Math.floor(random() * 200)}, Jakarta`,
            area_id: origin.id,
            window_from: new Date(when.getTime() + 2 * 3_600_000).toISOString(),
            window_to: new Date(when.getTime() + 5 * 3_600_000).toISOString(),
            estimated_koli: 1 + Math.floor(random() * 10),
            estimated_kg: 5 + Math.floor(random() * 50),
            service_id: reg.id,
          });
          counts.pickups++;
          if (daysAgo === 0 && k === 1) continue; // today's request, not assigned yet
          const booked = await runDocumentAction(at(new Date(when.getTime() + 30 * 60_000), 'dispatcher'), pickupDef, handlersOf(pickupDef), 'book', doc.id, { version: doc.version, driver_id: employee.id, vehicle_id: vehicle.id });
          if (daysAgo === 0) continue; // on its way
          const fate = random();
          const later = at(new Date(when.getTime() + 3 * 3_600_000), 'dispatcher');
          if (fate < 0.7) await runDocumentAction(later, pickupDef, handlersOf(pickupDef), 'pickedUp', doc.id, { version: booked.version, picked_koli: 3, shipment_ids: [] });
          else if (fate < 0.85) await runDocumentAction(later, pickupDef, handlersOf(pickupDef), 'fail', doc.id, { version: booked.version, reason: 'NOT_AT_HOME', note: '' });
          else await runDocumentAction(later, pickupDef, handlersOf(pickupDef), 'cancel', doc.id, { version: booked.version, reason: 'CUSTOMER_REQUEST', note: '' });
        } catch (err) {
          skipRefusal(err);
        }
      }
    }
  }
  counts.bags = await seedBags(db, at, counter.id);
  counts.manifests = await seedManifests(db, at, counter.id);
  Object.assign(counts, await seedDeliveries(db, at, counter.branchId as number, DEMO_CREDIT_CUSTOMER));
  return counts;
}

/**
 * The sealed bags leave on manifests, one per destination, by the Jakarta van — all departed but the
 * busiest destination's last two bags, which wait on an open manifest to be joined by more.
 */
async function seedManifests(db: Db, at: (now: Date, actor?: string) => ActionContext, officeId: number) {
  const manifestDef = getDocument('outgoing-manifest');
  const handlers = handlersOf(manifestDef);
  const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vehicle_type, 'VAN')).limit(1);
  const [driver] = await db.select({ id: drivers.id }).from(drivers).limit(1);
  const [land] = await db.select({ id: modas.id }).from(modas).where(eq(modas.code, 'LAND'));
  if (!vehicle || !driver || !land) return 0;
  const sealed = await db
    .select({ number: shippingBags.number, to: shippingBags.destination_branch_id, sealedAt: shippingBags.sealed_at })
    .from(shippingBags)
    .where(and(eq(shippingBags.stage, 'booked'), eq(shippingBags.office_id, officeId)))
    .orderBy(asc(shippingBags.id));
  const byDestination = new Map<number, typeof sealed>();
  for (const bag of sealed) byDestination.set(bag.to as number, [...(byDestination.get(bag.to as number) ?? []), bag]);
  let made = 0;
  for (const [i, [destination, bags]] of [...byDestination.entries()].entries()) {
    const leaving = i === 0 ? bags.slice(0, -2) : bags;
    for (const load of [leaving, i === 0 ? bags.slice(-2) : []]) {
      if (!load.length) continue;
      const open = load !== leaving;
      // the departed ones loaded an hour after their last seal; the open one this past hour, leaving this evening
      const loadedAt = open ? new Date(Date.now() - 60 * 60_000) : new Date(Date.parse(String(load[load.length - 1].sealedAt)) + 60 * 60_000);
      const { doc } = await createDocument(at(loadedAt, 'dispatcher'), manifestDef, handlers, {
        office_id: officeId,
        destination_branch_id: destination,
        moda_id: land.id,
        carrier_type: 'FLEET',
        vehicle_id: vehicle.id,
        driver_id: driver.id,
        departure_at: new Date(loadedAt.getTime() + (open ? 6 : 2) * 3_600_000).toISOString(),
      });
      let manifest = doc;
      for (const bag of load) manifest = await runDocumentAction(at(loadedAt, 'dispatcher'), manifestDef, handlers, 'scan', doc.id, { code: bag.number });
      made++;
      if (!open) await runDocumentAction(at(new Date(loadedAt.getTime() + 2 * 3_600_000), 'dispatcher'), manifestDef, handlers, 'book', doc.id, { version: manifest.version });
    }
  }
  return made;
}

/**
 * Bags of the booked AWBs up to two days ago, per destination branch, packed by the dispatcher: the
 * older ones sealed, the latest open with AWBs still to scan, one cancelled. Today's and yesterday's
 * booked AWBs stay unbagged, for the scan screen.
 */
async function seedBags(db: Db, at: (now: Date, actor?: string) => ActionContext, officeId: number) {
  const bagDef = getDocument('shipping-bag');
  const handlers = handlersOf(bagDef);
  const cutoff = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
  const awbs = await db
    .select({ number: shipments.number, date: shipments.shipment_date, branchId: coverageAreas.branch_id })
    .from(shipments)
    .innerJoin(coverageAreas, eq(coverageAreas.id, shipments.destination_area_id))
    .where(and(eq(shipments.stage, 'booked'), eq(shipments.office_id, officeId), lte(shipments.shipment_date, cutoff), isNotNull(coverageAreas.branch_id)))
    .orderBy(asc(shipments.shipment_date), asc(shipments.id));
  const byBranch = new Map<number, typeof awbs>();
  for (const awb of awbs) byBranch.set(awb.branchId as number, [...(byBranch.get(awb.branchId as number) ?? []), awb]);
  const [counterOffice] = await db.select({ branchId: offices.branch_id }).from(offices).where(eq(offices.id, officeId));
  const groups = [...byBranch.entries()].filter(([branchId]) => branchId !== counterOffice.branchId).sort((a, b) => b[1].length - a[1].length).slice(0, 3);
  let made = 0;
  for (const [g, [branchId, group]] of groups.entries()) {
    // bags of up to 8 AWBs, in the order they were booked
    for (let from = 0; from < group.length; from += 8) {
      const items = group.slice(from, from + 8);
      const packedAt = new Date(Date.parse(`${String(items[items.length - 1].date)}T10:00:00Z`));
      const { doc } = await createDocument(at(packedAt, 'dispatcher'), bagDef, handlers, { office_id: officeId, destination_branch_id: branchId });
      let bag = doc;
      for (const item of items) bag = await runDocumentAction(at(packedAt, 'dispatcher'), bagDef, handlers, 'scan', doc.id, { awb: item.number });
      made++;
      const last = from + 8 >= group.length;
      if (g === 0 && last) continue; // the latest bag of the busiest destination stays open
      if (g === 2 && from === 0) {
        await runDocumentAction(at(packedAt, 'dispatcher'), bagDef, handlers, 'cancel', doc.id, { version: bag.version, reason: 'WRONG_INPUT', note: 'Packed for the wrong destination' });
        continue;
      }
      await runDocumentAction(at(new Date(packedAt.getTime() + 30 * 60_000), 'dispatcher'), bagDef, handlers, 'book', doc.id, { version: bag.version, seal_number: `SL-${String(doc.number).slice(-9)}` });
    }
  }
  return made;
}

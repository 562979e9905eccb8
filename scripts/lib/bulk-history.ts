/*
 * A year of realistic shipments for reports and load trials (`npm run db:scale -- --shipments N`):
 * written by the database itself, INSERT … SELECT FROM generate_series in one transaction per batch
 * (50,000 AWBs), nothing travelling row by row between Node and the database.
 *
 * What a batch writes, all consistent with each other and with what the engine would have written:
 * - shipments over the last `days` Jakarta days (volume growing through the year, fewer on Sundays),
 *   booked at every active office (weighted: the big cities busier, counters busier than agents), to
 *   served districts everywhere, over the services (REG most, then OKE, YES, trucking …), priced by
 *   zone and service as the demo price list is (PPN 1.1 % of the taxable part), 1–5 koli;
 * - a share paid on credit (`creditShare`, default 35 %) by the credit customers (pareto: a few send
 *   most), booked at their branch's counter or through the API (e-commerce), some COD, some discounted;
 * - their life up to now: bagged and departed the evening of the booking, arrived, out for delivery on
 *   a courier's runsheet, delivered 1–5 days after booking (a few late), about one in nine after one or
 *   two failed attempts (`failed_attempts` counted), 1.5 % returned to the shipper after two, 1 % voided
 *   the day they were booked, 0.4 % stuck in transit; the recent ones still pending, in transit, out for
 *   delivery or failed — whatever their clock says at `now`;
 * - every step's tracking event (the codes and texts of lib/resources/documents/tracking-texts.ts), a
 *   runsheet per courier and day (lines, counts, DONE or still OUT) and a POD (delivery_statuses) per
 *   attempt made, numbered in the engine's own series (document_series counted up, so the next runsheet
 *   or POD the app books gets the number after them).
 * The rollup triggers of migration 0023 keep the report rollups exact: statement-level for shipments and
 * tracking events (one aggregated delta per key and batch), row-level for PODs. Nothing is ever updated
 * afterwards (a row-level update trigger would fire per AWB): every value is final when inserted.
 *
 * Not generated (reports reading them see only the demo's): shipping bags, manifests and incomings (the
 * events name no bag or manifest), cash registers, pickups, return AWBs (a return's POD and event name
 * `R<number>`, no shipment row), paper POD returns (a customer that wants its paper POD back gets
 * `pod_paper_received_at` four days after delivery, so its AWBs can be billed, nothing more). Staff on
 * events are codes (`jkt-ctr-1`, `sub-ops`, `kurir-12`), not users.
 *
 * Couriers: every branch gets couriers as its volume needs (ensureCouriers), each a driver with a
 * motorcycle, once, before the first batch.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../lib/server/db/client';
import { REASON_LISTS } from '../../lib/resources/engine/define-document';
import { RECEIVER_RELATION_TEXTS, type ReceiverRelation } from '../../lib/resources/documents/delivery-status';
import { TRACKING_CODES } from '../../lib/resources/documents/tracking-texts';
import { jakartaDay } from '../../lib/rules/jakarta-clock';
import { GENERATED_AWB_BASE } from './bulk-shipments';

const GENERATED_AWB_TOP = 999_999_999_999;

export interface HistoryOptions {
  count: number;
  /** Dates over this many Jakarta days up to today (default 365). */
  days?: number;
  /** AWBs per statement and transaction (default 50,000). */
  batch?: number;
  /** Share of AWBs on credit, when there are credit customers (default 0.35). */
  creditShare?: number;
  /** The clock the statuses are worked out at (default: now). */
  now?: Date;
  log?: (message: string) => void;
}

export interface LoadedHistory {
  first: string;
  last: string;
  shipments: number;
  koli: number;
  events: number;
  pods: number;
  runsheets: number;
  ms: number;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
const affected = (result: unknown) => Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Shipments per branch, relative (the rest 2): the big cities send most. */
const BRANCH_WEIGHTS: Record<string, number> = { JKT: 20, SUB: 10, BDG: 7, MES: 6, TNG: 6, BKS: 6, SRG: 5, UPG: 4, DPK: 4, BGR: 4, JOG: 3, MLG: 3, DPS: 3, PLM: 3, BPN: 3 };
/** Service mix (relative; an unknown active service 2). */
const SERVICE_WEIGHTS: Record<string, number> = { REG: 55, OKE: 18, YES: 12, TRC: 7, KRG: 3, SS: 3 };
const FAILURE_WEIGHTS: Record<string, number> = { NOT_AT_HOME: 45, BAD_ADDRESS: 14, CLOSED: 12, REFUSED: 8, UNKNOWN_CONSIGNEE: 6, WEATHER: 5, COD_NOT_READY: 4, VEHICLE_BREAKDOWN: 2, MISROUTE: 2, OTHER: 2 };
const RETURN_REASONS = ['REFUSED', 'BAD_ADDRESS', 'UNKNOWN_CONSIGNEE'];
const RELATION_WEIGHTS: Record<ReceiverRelation, number> = { SELF: 45, SPOUSE: 10, PARENT: 8, HOUSEHOLD_STAFF: 6, NEIGHBOUR: 6, SECURITY: 6, CHILD: 4, SIBLING: 4, OTHER_FAMILY: 3, RECEPTIONIST: 4, COLLEAGUE: 3, OTHER: 1 };
const NAMES = ['Budi Santoso', 'Siti Aminah', 'Andi Wijaya', 'Dewi Lestari', 'Rudi Hartono', 'Ayu Kartika', 'Joko Susilo', 'Maya Sari', 'Hendra Gunawan', 'Lina Marlina', 'Toko Sinar Jaya', 'CV Maju Bersama', 'Rina Tanjung', 'Agus Salim', 'Putri Halim', 'Teguh Permana'];
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Pahlawan', 'Jl. Gajah Mada', 'Jl. Raya Gubeng', 'Jl. Mangga Dua', 'Jl. Veteran', 'Jl. Hasanuddin'];
const GOODS = ['Pakaian', 'Dokumen', 'Sepatu', 'Elektronik kecil', 'Kosmetik', 'Buku', 'Suku cadang', 'Makanan kering', 'Obat-obatan', 'Aksesoris'];
const RECEIVERS = ['Pak Rahmat', 'Bu Sari', 'Andi', 'Satpam Joko', 'Resepsionis', 'Mbak Lia', 'Pak Dedi', 'Bu Wati'];

/** The engine's wording of each code, `{var}` left for SQL's replace(). */
const text = (code: keyof typeof TRACKING_CODES) => TRACKING_CODES[code].text;

/** What the batches look things up in: built once, handed to each batch as JSON. */
interface Lookups {
  offices: { office_id: number; branch_id: number; area_id: number; area_code: string; place: string; staff: string; weight: number }[];
  branches: { branch_id: number; code: string; place: string; office_id: number; drivers: number }[];
  drivers: { branch_id: number; k: number; driver_id: number; vehicle_id: number; name: string }[];
  destinations: { area_id: number; branch_id: number; area_code: string; weight: number }[];
  services: { service_id: number; code: string; weight: number }[];
  customers: { idx: number; customer_id: number; name: string; branch_id: number; office_id: number; area_id: number; area_code: string; place: string; staff: string; ecom: boolean; paper: boolean }[];
  reasons: { code: string; words: string; weight: number }[];
  relations: { code: string; words: string; weight: number }[];
}

/**
 * Every branch with an office gets couriers as its volume needs (half its weight, at least two: the
 * busiest cities' couriers then carry 40–60 AWBs a day at 1,000,000 a year), each a driver with a
 * motorcycle: made once, found again by the next run.
 */
async function ensureCouriers(db: Db) {
  const today = jakartaDay(new Date());
  const targets = Object.entries(BRANCH_WEIGHTS).map(([code, weight]) => ({ code, couriers: Math.max(2, Math.ceil(weight / 2)) }));
  await db.transaction(async (tx) => {
    // couriers added up to the branch's need (numbered after the ones made before)
    await tx.execute(sql`
      insert into employees (employee_no, full_name, branch_id, office_id, department, position, joined_on, created_by, updated_by)
      select 'GEN-KRR-' || b.code || '-' || n, 'KURIR ' || upper(b.city) || ' ' || n, b.id,
        (select o.id from offices o where o.branch_id = b.id and o.active order by (o.kind = 'COUNTER') desc, o.id limit 1), 'COURIER', 'Kurir', ${today}::date - 400, 'generator', 'generator'
      from branches b
      left join jsonb_to_recordset(${json(targets)}) as t(code text, couriers int) on t.code = b.code
      cross join lateral (select count(*)::int as have from employees e where e.branch_id = b.id and e.department = 'COURIER' and e.active) h
      cross join lateral generate_series(h.have + 1, coalesce(t.couriers, 2)) n
      where exists (select 1 from offices o where o.branch_id = b.id and o.active)
        and not exists (select 1 from employees e where e.employee_no = 'GEN-KRR-' || b.code || '-' || n)`);
    // every active courier employee drives
    await tx.execute(sql`
      insert into drivers (employee_id, licence_no, licence_type, licence_expiry, phone, name, created_by, updated_by)
      select e.id, 'SIM-GEN-' || e.id, 'C', ${today}::date + 1000, e.phone, e.full_name, 'generator', 'generator'
      from employees e where e.department = 'COURIER' and e.active and not exists (select 1 from drivers d where d.employee_id = e.id)
        and not exists (select 1 from drivers d where lower(d.licence_no) = lower('SIM-GEN-' || e.id))`);
    // a motorcycle per driver of the branch, as many as are missing
    await tx.execute(sql`
      insert into vehicles (plate_no, vehicle_type, capacity_kg, ownership, branch_id, stnk_expiry, created_by, updated_by)
      select 'GEN ' || b.code || ' ' || (m.have + n), 'MOTORCYCLE', 80, 'OWNED', b.id, ${today}::date + 700, 'generator', 'generator'
      from branches b
      cross join lateral (select count(*)::int as need from drivers d join employees e on e.id = d.employee_id where e.branch_id = b.id and d.active) d
      cross join lateral (select count(*)::int as have from vehicles v where v.branch_id = b.id and v.active and v.vehicle_type = 'MOTORCYCLE') m
      cross join lateral generate_series(1, greatest(d.need - m.have, 0)) n`);
  });
}

async function buildLookups(db: Db): Promise<Lookups> {
  const q = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const branches = await q<{ branch_id: number; code: string; place: string; office_id: number | null }>(sql`
    select b.id as branch_id, b.code, upper(b.city) as place,
      (select o.id from offices o where o.branch_id = b.id and o.active order by (o.kind = 'COUNTER') desc, o.id limit 1) as office_id
    from branches b where b.active order by b.id`);
  const weightOf = (code: string) => BRANCH_WEIGHTS[code] ?? 2;
  const branchCode = new Map(branches.map((b) => [Number(b.branch_id), b.code]));
  const offices = (
    await q<{ office_id: number; branch_id: number; area_id: number | null; area_code: string | null; code: string; kind: string; place: string }>(sql`
      select o.id as office_id, o.branch_id, coalesce(o.area_id, fa.id) as area_id, coalesce(a.area_code, fa.area_code) as area_code, o.code, o.kind, upper(b.city) as place
      from offices o join branches b on b.id = o.branch_id and b.active
      left join coverage_areas a on a.id = o.area_id
      left join lateral (select x.id, x.area_code from coverage_areas x where x.branch_id = o.branch_id and x.active order by x.id limit 1) fa on true
      where o.active order by o.id`)
  )
    .filter((o) => o.area_id !== null)
    .map((o) => ({
      office_id: Number(o.office_id),
      branch_id: Number(o.branch_id),
      area_id: Number(o.area_id),
      area_code: String(o.area_code),
      place: o.place,
      staff: o.code.toLowerCase(),
      weight: weightOf(branchCode.get(Number(o.branch_id)) ?? '') * (o.kind === 'COUNTER' ? 3 : 1),
    }));
  if (!offices.length) throw new Error('no active office with a coverage area: run `npm run db:seed` first');
  const destinations = (
    await q<{ area_id: number; branch_id: number; area_code: string; code: string }>(sql`
      select a.id as area_id, a.branch_id, a.area_code, b.code from coverage_areas a join branches b on b.id = a.branch_id and b.active
      where a.active and exists (select 1 from offices o where o.branch_id = a.branch_id and o.active) order by a.id`)
  ).map((a) => ({ area_id: Number(a.area_id), branch_id: Number(a.branch_id), area_code: String(a.area_code), code: a.code, weight: 0 }));
  // a branch's share of the deliveries is its weight, spread over its districts
  const areasOf = new Map<string, number>();
  for (const a of destinations) areasOf.set(a.code, (areasOf.get(a.code) ?? 0) + 1);
  for (const a of destinations) a.weight = Math.max(1, Math.round((weightOf(a.code) * 60) / (areasOf.get(a.code) ?? 1)));
  if (!destinations.length) throw new Error('no served coverage area: run `npm run db:seed` first');
  const services = (await q<{ service_id: number; code: string }>(sql`select id as service_id, code from services where active order by id`)).map((s) => ({
    service_id: Number(s.service_id),
    code: String(s.code),
    weight: SERVICE_WEIGHTS[String(s.code)] ?? 2,
  }));
  if (!services.length) throw new Error('no active service: run `npm run db:seed` first');
  const drivers = await q<{ branch_id: number; k: number; driver_id: number; vehicle_id: number; name: string }>(sql`
    with d as (
      select e.branch_id, d.id as driver_id, coalesce(d.name, e.full_name) as name, row_number() over (partition by e.branch_id order by d.id) - 1 as k
      from drivers d join employees e on e.id = d.employee_id where d.active),
    v as (select branch_id, id as vehicle_id, row_number() over (partition by branch_id order by (vehicle_type = 'MOTORCYCLE') desc, id) - 1 as k, count(*) over (partition by branch_id) as n from vehicles where active)
    select d.branch_id, d.k::int as k, d.driver_id, v.vehicle_id, d.name
    from d join v on v.branch_id = d.branch_id and v.k = d.k % v.n order by 1, 2`);
  const driverCount = new Map<number, number>();
  for (const d of drivers) driverCount.set(Number(d.branch_id), (driverCount.get(Number(d.branch_id)) ?? 0) + 1);
  const customers = (
    await q<{ customer_id: number; name: string; branch_id: number; office_id: number | null; type: string; paper: boolean }>(sql`
      select c.id as customer_id, c.name, c.branch_id, t.code as type, c.requires_paper_pod as paper,
        (select o.id from offices o where o.branch_id = c.branch_id and o.active order by (o.kind = 'COUNTER') desc, o.id limit 1) as office_id
      from customers c join customer_types t on t.id = c.customer_type_id
      where c.active and t.payment = 'CREDIT' and c.credit_limit is not null order by c.id limit 5000`)
  ).flatMap((c) => {
    const office = offices.find((o) => o.office_id === Number(c.office_id));
    return office ? [{ customer_id: Number(c.customer_id), name: c.name, branch_id: Number(c.branch_id), office_id: office.office_id, area_id: office.area_id, area_code: office.area_code, place: office.place, staff: office.staff, ecom: c.type === 'ECOM', paper: Boolean(c.paper) }] : [];
  });
  // the pareto order: a seeded shuffle, so the biggest senders are spread over the branches
  let seed = 20_261_125;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  for (let i = customers.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [customers[i], customers[j]] = [customers[j], customers[i]];
  }
  const failureWords = new Map<string, string>(REASON_LISTS.deliveryFailure.map((r) => [r.code, r.words]));
  return {
    offices,
    branches: branches
      .filter((b) => b.office_id !== null)
      .map((b) => ({ branch_id: Number(b.branch_id), code: b.code, place: b.place, office_id: Number(b.office_id), drivers: driverCount.get(Number(b.branch_id)) ?? 0 })),
    drivers: drivers.map((d) => ({ branch_id: Number(d.branch_id), k: Number(d.k), driver_id: Number(d.driver_id), vehicle_id: Number(d.vehicle_id), name: String(d.name) })),
    destinations,
    services,
    customers: customers.map((c, idx) => ({ ...c, idx })),
    reasons: Object.entries(FAILURE_WEIGHTS).map(([code, weight]) => ({ code, words: failureWords.get(code) ?? code, weight })),
    relations: Object.entries(RELATION_WEIGHTS).map(([code, weight]) => ({ code, words: RECEIVER_RELATION_TEXTS[code as ReceiverRelation].words, weight })),
  };
}

/** Temp tables of the lookups (dropped at commit); weighted ones get a `slot` per unit of weight. */
async function lookupTables(tx: Db, l: Lookups) {
  const weighted = (name: string, data: unknown, columns: string, order: string) =>
    tx.execute(sql`create temp table ${sql.raw(name)} on commit drop as
      select (row_number() over (order by ${sql.raw(order)}, n) - 1)::int as slot, x.*
      from jsonb_to_recordset(${json(data)}) as x(${sql.raw(columns)}) cross join generate_series(1, x.weight) n`).then(() => keyed(tx, name, 'slot'));
  await weighted('gen_office', l.offices, 'office_id int, branch_id int, area_id int, area_code text, place text, staff text, weight int', 'x.office_id');
  await weighted('gen_dest', l.destinations, 'area_id int, branch_id int, area_code text, weight int', 'x.area_id');
  await weighted('gen_service', l.services, 'service_id int, code text, weight int', 'x.service_id');
  await weighted('gen_reason', l.reasons, 'code text, words text, weight int', 'x.code');
  await weighted('gen_relation', l.relations, 'code text, words text, weight int', 'x.code');
  await tx.execute(sql`create temp table gen_branch on commit drop as select * from jsonb_to_recordset(${json(l.branches)}) as x(branch_id int, code text, place text, office_id int, drivers int)`);
  await tx.execute(sql`create temp table gen_driver on commit drop as select * from jsonb_to_recordset(${json(l.drivers)}) as x(branch_id int, k int, driver_id int, vehicle_id int, name text)`);
  await tx.execute(sql`create temp table gen_customer on commit drop as
    select * from jsonb_to_recordset(${json(l.customers)}) as x(idx int, customer_id int, name text, branch_id int, office_id int, area_id int, area_code text, place text, staff text, ecom boolean, paper boolean)`);
  await keyed(tx, 'gen_branch', 'branch_id');
  await keyed(tx, 'gen_driver', 'branch_id, k');
  await keyed(tx, 'gen_customer', 'idx');
}

/** A temp table's key (an index the joins use) and its statistics (temp tables get none by themselves). */
async function keyed(tx: Db, table: string, columns: string) {
  await tx.execute(sql.raw(`create index on ${table} (${columns})`));
  await tx.execute(sql.raw(`analyze ${table}`));
}

const slots = (rows: { weight: number }[]) => rows.reduce((a, r) => a + r.weight, 0);
/** A text[] parameter (one bind), parenthesised so it can be subscripted. */
const textArray = (values: readonly string[]) => sql`(${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[])`;

/** The next free generated number (after the highest one already there). */
async function nextGenerated(db: Db): Promise<number> {
  const [row] = rowsOf<{ top: string | null }>(
    await db.execute(sql`select max(number) as top from shipments where number >= ${String(GENERATED_AWB_BASE)} and number <= ${String(GENERATED_AWB_TOP)}`),
  );
  return row?.top ? Number(row.top) + 1 : GENERATED_AWB_BASE + 1;
}

/**
 * Claims `n` numbers per key of a document series in one statement (the engine's counter rows, counted
 * up), into temp table `into` (key, last, n): a key's numbers are last − n + 1 … last.
 */
const claimSeries = (into: string, keys: SQL) => sql`
  with wanted as (${keys}),
  bumped as (insert into document_series (key, last) select key, n from wanted on conflict (key) do update set last = document_series.last + excluded.last returning key, last)
  insert into ${sql.raw(into)} (key, last, n) select b.key, b.last, w.n from bumped b join wanted w on w.key = b.key`;

const padded = (value: string, digits: number) => sql.raw(`case when length((${value})::text) >= ${digits} then (${value})::text else lpad((${value})::text, ${digits}, '0') end`);

/** HISTORY_TIMINGS=1: each statement's time on stderr (to see where a batch goes). */
function timedDb(tx: Db): Db {
  if (!process.env.HISTORY_TIMINGS) return tx;
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const t = performance.now();
        const out = await target.execute(query);
        const words = (query as unknown as { queryChunks: { value?: string[] }[] }).queryChunks.flatMap((c) => c.value ?? []).join(' ').replace(/\s+/g, ' ').trim().slice(0, 70);
        process.stderr.write(`  ${(performance.now() - t).toFixed(0).padStart(6)} ms  ${words}\n`);
        return out;
      };
    },
  });
}

/** Writes `count` shipments with their history in batches; returns what it wrote and how long it took. */
export async function loadShipmentHistory(db: Db, opts: HistoryOptions): Promise<LoadedHistory> {
  const { count } = opts;
  if (!Number.isSafeInteger(count) || count < 0) throw new Error('shipment history: count must be a whole number');
  const batch = Math.max(1, opts.batch ?? 50_000);
  const days = Math.max(1, opts.days ?? 365);
  const now = opts.now ?? new Date();
  const today = jakartaDay(now);
  const log = opts.log ?? (() => undefined);
  const t0 = performance.now();
  await ensureCouriers(db);
  const l = await buildLookups(db);
  const creditShare = l.customers.length ? Math.min(1, Math.max(0, opts.creditShare ?? 0.35)) : 0;
  const start = await nextGenerated(db);
  const last = start + count - 1;
  if (last > GENERATED_AWB_TOP) throw new Error('shipment history: the generated number space is full');
  const totals = { koli: 0, events: 0, pods: 0, runsheets: 0 };
  const nowIso = now.toISOString();

  for (let lo = start; lo <= last; lo += batch) {
    const hi = Math.min(last, lo + batch - 1);
    await db.transaction(async (txRaw) => {
      const tx = timedDb(txRaw);
      // a batch's statements are planned once each: compiling them (PostgreSQL's JIT) costs more than it saves
      await tx.execute(sql`set local jit = off`);
      // its sorts and hashes (a few hundred thousand events) in memory, not in temp files
      await tx.execute(sql`set local work_mem = '64MB'`);
      await lookupTables(tx, l);
      // k: the constants; r: the draws of each AWB; then what follows from them
      await tx.execute(sql`
        create temp table gen_plan on commit drop as
        with k as (
          select ${today}::date as today, ${nowIso}::timestamptz as now, ${days}::int as days, ${start}::bigint as first, ${count}::bigint as n,
            ${creditShare}::float8 as credit_share, ${slots(l.offices)}::int as office_slots, ${slots(l.destinations)}::int as dest_slots,
            ${slots(l.services)}::int as service_slots, ${l.customers.length}::int as customers,
            ${textArray(NAMES)} as names, ${textArray(STREETS)} as streets, ${textArray(GOODS)} as goods
        ),
        r as (
          select g, random() as r_sun, random() as r_sun_day, random() as r_time, random() as r_pay, random() as r_cust, random() as r_office, random() as r_dest,
            random() as r_svc, random() as r_k, random() as r_w, random() as r_vol, random() as r_lead, random() as r_late, random() as r_out, random() as r_ins,
            random() as r_add, random() as r_disc, random() as r_cod, random() as r_goods, random() as r_meth, random() as r_chan, random() as r_staff
          from generate_series(${lo}::bigint, ${hi}::bigint) g
        ),
        d as materialized (
          -- the day: volume grows by half over the period (density 1 + t/2), fewer on Sundays (most moved into the week before)
          select r.*, k.today - least(k.days - 1, floor(k.days * (1 - (sqrt(1 + 2 * 0.5 * ((r.g - k.first + 0.5) / k.n) * 1.25) - 1) / 0.5)))::int as day0
          from r cross join k
        ),
        p as (
          -- the lookups' slots (plain numbers: the joins below are hash joins on them)
          select d.*, case when extract(isodow from d.day0) = 7 and d.r_sun < 0.6 then d.day0 - 1 - floor(d.r_sun_day * 6)::int else d.day0 end as day,
            (k.customers > 0 and d.r_pay < k.credit_share) as credit,
            least(k.customers - 1, floor(k.customers * power(d.r_cust, 2.5))::int) as customer_slot, floor(d.r_office * k.office_slots)::int as office_slot,
            floor(d.r_dest * k.dest_slots)::int as dest_slot, floor(d.r_svc * k.service_slots)::int as service_slot
          from d cross join k
        ),
        o as materialized (
          -- where it was booked: the customer's counter (credit) or a weighted office (cash)
          select p.*, coalesce(c.office_id, fo.office_id) as office_id, coalesce(c.branch_id, fo.branch_id) as branch_id, coalesce(c.area_id, fo.area_id) as origin_area_id,
            coalesce(c.area_code, fo.area_code) as origin_code, coalesce(c.place, fo.place) as place, coalesce(c.staff, fo.staff) as staff,
            c.customer_id, c.name as customer_name, coalesce(c.ecom, false) as ecom, coalesce(c.paper, false) as paper,
            fd.area_id as destination_area_id, fd.branch_id as dest_branch_id, fd.area_code as dest_code, s.service_id, s.code as service
          from p cross join k
          left join gen_customer c on p.credit and c.idx = p.customer_slot
          join gen_office fo on fo.slot = p.office_slot
          join gen_dest fd on fd.slot = p.dest_slot
          join gen_service s on s.slot = p.service_slot
        ),
        z as materialized (
          -- zone (as the demo price list): same regency, province, island, or across islands
          select o.*, case when left(o.origin_code, 5) = left(o.dest_code, 5) then 8000 when left(o.origin_code, 2) = left(o.dest_code, 2) then 11000
              when left(o.origin_code, 1) = left(o.dest_code, 1) then 16000 else 27000 end as zone_rate,
            case when left(o.origin_code, 1) <> left(o.dest_code, 1) then 2 when left(o.origin_code, 2) <> left(o.dest_code, 2) then 1 else 0 end as far,
            case when o.r_k < 0.70 then 1 when o.r_k < 0.88 then 2 when o.r_k < 0.95 then 3 when o.r_k < 0.98 then 4 else 5 end as koli,
            o.service in ('TRC', 'KRG') as heavy
          from o
        ),
        w as materialized (
          select z.*,
            least(60, round((case when z.heavy then 6 else 0.3 end + -ln(greatest(z.r_w, 0.000001)) * case when z.heavy then 9 else 2.2 end)::numeric, 1)) as koli_kg,
            case z.service when 'YES' then 1 when 'SS' then 1 when 'OKE' then 2 + z.far when 'TRC' then 2 + z.far when 'KRG' then 4 + z.far else 1 + z.far end as lead_min,
            case z.service when 'YES' then 1 when 'SS' then 1 when 'OKE' then 3 + z.far when 'TRC' then 3 + z.far when 'KRG' then 6 + z.far else 2 + z.far end as lead_max,
            round(z.zone_rate * case z.service when 'YES' then 1.8 when 'OKE' then 0.8 when 'SS' then 2.5 when 'TRC' then 0.45 when 'KRG' then 0.3 else 1 end / 500) * 500 as rate
          from z
        ),
        c as materialized (
          select w.*, round(w.koli_kg * w.koli, 2) as actual_kg, round((w.koli_kg * w.koli * (0.4 + w.r_vol * 0.9))::numeric, 2) as volumetric_kg,
            (1 + floor(w.r_goods * 40)::int) * 50000 as goods_value, w.r_ins < 0.12 as insured,
            case when w.credit and w.ecom and w.r_cod < 0.3 then (1 + floor(w.r_goods * 40)::int) * 50000 end as cod_amount,
            case when w.r_add < 0.04 then 25000 * (1 + floor(w.r_add * 75)::int) else 0 end as additional
          from w
        ),
        m as materialized (
          select c.*, greatest(case when c.heavy then 10 else 1 end, floor(greatest(c.actual_kg, c.volumetric_kg)) + case when greatest(c.actual_kg, c.volumetric_kg) - floor(greatest(c.actual_kg, c.volumetric_kg)) >= 0.3 then 1 else 0 end) as chargeable_kg
          from c
        ),
        f as materialized (
          select m.*, m.chargeable_kg * m.rate as freight,
            case when m.insured then round(m.goods_value * 0.002) + 5000 else 0 end as insurance,
            case when m.cod_amount is not null then round(m.cod_amount * 0.03) else 0 end as cod_fee,
            case when m.credit and m.r_disc < 0.4 then floor(m.chargeable_kg * m.rate * 0.05 / 100) * 100 else 0 end as discount,
            m.lead_min + floor(m.r_lead * (m.lead_max - m.lead_min + 1))::int + case when m.r_late < 0.08 then 1 + floor(m.r_late * 37)::int % 3 else 0 end as lead,
            case when m.r_out < 0.010 then 'cancelled' when m.r_out < 0.014 then 'stuck' when m.r_out < 0.029 then 'returned'
              when m.r_out < 0.049 then 'failed2' when m.r_out < 0.139 then 'failed1' else 'delivered' end as fate
          from m
        )
        select f.g, f.g::text as number, f.day, f.credit, f.office_id, f.branch_id, f.origin_area_id, f.place, f.staff || '-' || (1 + floor(f.r_staff * 3)::int) as staff,
          f.customer_id, f.customer_name, f.ecom, f.paper, f.destination_area_id, f.dest_branch_id, f.service_id, f.service, f.koli, f.actual_kg, f.volumetric_kg, f.chargeable_kg,
          f.rate, f.freight, f.additional, f.insurance, f.cod_fee, f.discount, f.goods_value, f.insured, f.cod_amount,
          floor((f.freight - f.discount + f.additional + f.cod_fee) * 11 / 1000) as tax,
          f.freight - f.discount + f.additional + f.insurance + f.cod_fee + floor((f.freight - f.discount + f.additional + f.cod_fee) * 11 / 1000) as total,
          f.day + f.lead_min as eta_from, f.day + f.lead_max as eta_to, f.day + f.lead as first_attempt, f.fate, f.dest_branch_id = f.branch_id as local,
          case when f.credit then null when f.r_meth < 0.65 then 'CASH' when f.r_meth < 0.87 then 'QRIS' when f.r_meth < 0.95 then 'CARD' else 'TRANSFER' end as payment_method,
          case when f.credit and f.ecom and f.r_chan < 0.7 then 'INTEGRATION' else 'COUNTER' end as channel,
          -- 00:00 WIB of the day; booked 08:00–20:00 WIB (today: before now)
          (f.day::timestamp - interval '7 hours') at time zone 'UTC' as ds,
          least((f.day::timestamp - interval '7 hours') at time zone 'UTC' + interval '8 hours' + f.r_time * interval '12 hours', k.now - f.r_time * interval '20 minutes') as booked_at,
          k.names[1 + floor(f.r_goods * 997)::int % cardinality(k.names)] as shipper_name, k.names[1 + floor(f.r_w * 991)::int % cardinality(k.names)] as consignee_name,
          k.streets[1 + floor(f.r_vol * 983)::int % cardinality(k.streets)] as shipper_street, k.streets[1 + floor(f.r_dest * 977)::int % cardinality(k.streets)] as consignee_street,
          k.goods[1 + floor(f.r_svc * 971)::int % cardinality(k.goods)] as goods
        from f cross join k`);
      await keyed(tx, 'gen_plan', 'g');

      // every attempt to deliver that has started by now: its day, courier and runsheet, result and times
      await tx.execute(sql`
        create temp table gen_attempt on commit drop as
        with a as (
          select p.g, p.number, p.dest_branch_id as branch_id, i, p.first_attempt + (i - 1) as day, p.fate,
            case p.fate when 'returned' then 2 when 'failed2' then 3 when 'failed1' then 2 else 1 end as attempts, ra, rb, rc, rd
          from gen_plan p cross join lateral (select i, random() as ra, random() as rb, random() as rc, random() as rd
            from generate_series(1, case p.fate when 'cancelled' then 0 when 'stuck' then 0 when 'returned' then 2 when 'failed2' then 3 when 'failed1' then 2 else 1 end) i) x
        ),
        t as (
          select a.*, (a.day::timestamp - interval '7 hours') at time zone 'UTC' + interval '8 hours' + a.ra * interval '1 hour' as ofd_at,
            (a.day::timestamp - interval '7 hours') at time zone 'UTC' + interval '10 hours' + a.rb * interval '8 hours' as result_at,
            case when a.fate = 'returned' or a.i < a.attempts then 'FAILED' else 'DELIVERED' end as result
          from a
        )
        select t.g, t.number, t.i, t.day, t.branch_id, b.office_id, b.place, b.code as branch_code, t.ofd_at, t.result_at, t.result, t.result_at <= ${nowIso}::timestamptz as done,
          d.driver_id, d.vehicle_id, d.name as driver,
          case when t.result = 'FAILED' then case when t.fate = 'returned' then ${textArray(RETURN_REASONS)}[1 + floor(t.rc * 3)::int] else fr.code end end as reason,
          case when t.result = 'FAILED' then case when t.fate = 'returned' and t.i = t.attempts then 'RETURN' else 'REDELIVER' end end as next_step,
          case when t.result = 'DELIVERED' then rel.code end as relation, null::int as runsheet_id, null::text as runsheet_number
        from t
        join gen_branch b on b.branch_id = t.branch_id
        join gen_driver d on d.branch_id = t.branch_id and d.k = floor(t.rd * b.drivers)::int
        cross join lateral (select count(*)::int as n from gen_reason) nr
        join gen_reason fr on fr.slot = floor(t.rc * nr.n)::int
        cross join lateral (select count(*)::int as n from gen_relation) nl
        join gen_relation rel on rel.slot = floor(t.rd * 7919)::int % nl.n
        where t.ofd_at <= ${nowIso}::timestamptz`);
      await keyed(tx, 'gen_attempt', 'g, i');

      // every event that has happened by now; the AWB's status is its last one's
      await tx.execute(sql`
        create temp table gen_event on commit drop as
        with e as (
          select p.g, 1 as seq, p.booked_at - interval '4 minutes' as at, case when p.channel = 'INTEGRATION' then 'INTEGRATION_CREATED' else 'ENTRY' end as code, 'origin' as side, null::int as i from gen_plan p
          union all select p.g, 2, p.booked_at, case when p.channel = 'INTEGRATION' then 'PICKED_UP' else 'ACCEPTED' end, 'origin', null from gen_plan p
          union all select p.g, 3, p.ds + interval '20 hours 30 minutes', 'IN_CASH_REGISTER', 'origin', null from gen_plan p where not p.credit and p.fate <> 'cancelled'
          union all select p.g, 4, p.booked_at + least(interval '20 minutes', (${nowIso}::timestamptz - p.booked_at) / 2), 'CANCELLED', 'origin', null from gen_plan p where p.fate = 'cancelled'
          union all select p.g, 5, p.ds + interval '21 hours', 'BAGGED', 'origin', null from gen_plan p where p.fate <> 'cancelled' and not p.local
          union all select p.g, 6, p.ds + interval '23 hours', 'DEPARTED', 'origin', null from gen_plan p where p.fate <> 'cancelled' and not p.local
          union all select p.g, 7, case when p.first_attempt - p.day <= 2 then (p.first_attempt::timestamp - interval '7 hours') at time zone 'UTC' + interval '5 hours'
              else (p.first_attempt::timestamp - interval '7 hours') at time zone 'UTC' - interval '8 hours' end, 'ARRIVED', 'dest', null
            from gen_plan p where p.fate <> 'cancelled' and not p.local
          union all select a.g, 10 + 3 * a.i, a.ofd_at, 'OUT_FOR_DELIVERY', 'courier', a.i from gen_attempt a
          union all select a.g, 11 + 3 * a.i, a.result_at, case when a.result = 'DELIVERED' then 'DELIVERED' else 'DELIVERY_FAILED' end, 'courier', a.i from gen_attempt a where a.done
          union all select a.g, 12 + 3 * a.i, a.result_at + interval '2 hours', 'RETURN_BOOKED', 'dest', a.i from gen_attempt a where a.done and a.next_step = 'RETURN'
        )
        select e.* from e where e.at <= ${nowIso}::timestamptz`);
      await tx.execute(sql`analyze gen_event`);

      // the runsheets these attempts went out on: found (an earlier batch made it) or made, numbered in the engine's series
      await tx.execute(sql`
        create temp table gen_runsheet on commit drop as
        select a.day, a.branch_id, a.driver_id, min(a.vehicle_id) as vehicle_id, min(a.office_id) as office_id, min(a.branch_code) as branch_code, min(a.ofd_at) as dispatched_at,
          null::int as id, null::text as number
        from gen_attempt a group by 1, 2, 3`);
      await keyed(tx, 'gen_runsheet', 'day, branch_id, driver_id');
      await tx.execute(sql`update gen_runsheet r set id = d.id, number = d.number from delivery_runsheets d
        where d.branch_id = r.branch_id and d.runsheet_date = r.day and d.driver_id = r.driver_id and d.created_by = 'generator' and d.stage = 'booked'`);
      await tx.execute(sql`create temp table gen_series (key text, last bigint, n bigint) on commit drop`);
      await tx.execute(claimSeries('gen_series', sql`select 'DRS-' || branch_code || '-' || to_char(day, 'YYMM') as key, count(*) as n from gen_runsheet where id is null group by 1`));
      const made = await tx.execute(sql`
        with wanted as (
          select r.day, r.branch_id, r.driver_id, r.vehicle_id, r.office_id, r.dispatched_at,
            s.key || '-' || ${padded('s.last - s.n + row_number() over (partition by s.key order by r.day, r.driver_id)', 5)} as number
          from gen_runsheet r join gen_series s on s.key = 'DRS-' || r.branch_code || '-' || to_char(r.day, 'YYMM') where r.id is null
        ),
        ins as (
          insert into delivery_runsheets (number, stage, status, runsheet_date, office_id, branch_id, driver_id, vehicle_id, dispatched_at, booked_at, booked_by, created_at, created_by, updated_at, updated_by)
          select number, 'booked', 'OUT', day, office_id, branch_id, driver_id, vehicle_id, dispatched_at, dispatched_at - interval '10 minutes', 'generator',
            dispatched_at - interval '30 minutes', 'generator', dispatched_at, 'generator'
          from wanted returning id, number, runsheet_date, branch_id, driver_id
        )
        update gen_runsheet r set id = ins.id, number = ins.number from ins where ins.runsheet_date = r.day and ins.branch_id = r.branch_id and ins.driver_id = r.driver_id`);
      totals.runsheets += affected(made);
      await tx.execute(sql`update gen_attempt a set runsheet_id = r.id, runsheet_number = r.number from gen_runsheet r where r.day = a.day and r.branch_id = a.branch_id and r.driver_id = a.driver_id`);

      // each AWB's state now: its last event's status, its delivery, its failed attempts, its last runsheet
      await tx.execute(sql`
        create temp table gen_state on commit drop as
        select st.g, st.at, st.status, a.delivered_at, coalesce(a.failed, 0) as failed, a.runsheet_id
        from (select distinct on (e.g) e.g, e.at,
                case e.code when 'CANCELLED' then 'cancelled' when 'DEPARTED' then 'in_transit' when 'ARRIVED' then 'in_transit' when 'OUT_FOR_DELIVERY' then 'out_for_delivery'
                  when 'DELIVERED' then 'delivered' when 'DELIVERY_FAILED' then 'delivery_failed' when 'RETURN_BOOKED' then 'return_to_sender' when 'PICKED_UP' then 'picked_up' else 'pending' end as status
              from gen_event e order by e.g, e.at desc, e.seq desc) st
        left join (select g, max(result_at) filter (where done and result = 'DELIVERED') as delivered_at, count(*) filter (where done and result = 'FAILED')::int as failed,
                     (array_agg(runsheet_id order by i desc))[1] as runsheet_id
                   from gen_attempt group by g) a on a.g = st.g`);
      await keyed(tx, 'gen_state', 'g');

      // the AWBs, final as written (their status, delivery and failed attempts from their history)
      await tx.execute(sql`
        insert into shipments (
          number, stage, status, shipment_date, payment_type, channel, office_id, branch_id, customer_id, customer_reference,
          origin_area_id, destination_area_id, service_id,
          shipper_name, shipper_phone, shipper_address, consignee_name, consignee_phone, consignee_address,
          goods_description, goods_value, insured, cod_amount, payment_method, amount_received,
          actual_kg, volumetric_kg, chargeable_kg, koli_count, rate_per_kg, freight, additional, insurance, cod_fee, discount, tax, total, change_given,
          eta_from, eta_to, booked_at, booked_by, cancelled_at, cancelled_by, cancel_reason, created_at, created_by, updated_at, updated_by,
          delivered_at, failed_attempts, delivery_runsheet_id, pod_paper_received_at)
        select p.number, case when p.fate = 'cancelled' then 'cancelled' else 'booked' end, st.status, p.day, case when p.credit then 'CREDIT' else 'CASH' end, p.channel,
          p.office_id, p.branch_id, p.customer_id, case when p.credit then 'PO-' || lpad((p.g % 1000000)::text, 6, '0') end,
          p.origin_area_id, p.destination_area_id, p.service_id,
          coalesce(p.customer_name, p.shipper_name), '0812' || lpad(((p.g * 7919) % 10000000)::text, 7, '0'), p.shipper_street || ' No. ' || (1 + p.g % 200) || ', ' || initcap(p.place),
          p.consignee_name, '0813' || lpad(((p.g * 104729) % 10000000)::text, 7, '0'), p.consignee_street || ' No. ' || (1 + (p.g / 3) % 300),
          p.goods, p.goods_value, p.insured, p.cod_amount, p.payment_method,
          case when p.payment_method = 'CASH' then ceil(p.total / 50000.0) * 50000 when p.payment_method is not null then p.total end,
          p.actual_kg, p.volumetric_kg, p.chargeable_kg, p.koli, p.rate, p.freight, p.additional, p.insurance, p.cod_fee, p.discount, p.tax, p.total,
          case when p.payment_method = 'CASH' then ceil(p.total / 50000.0) * 50000 - p.total when p.payment_method is not null then 0 end,
          p.eta_from, p.eta_to, p.booked_at, p.staff,
          case when p.fate = 'cancelled' then st.at end, case when p.fate = 'cancelled' then p.staff end, case when p.fate = 'cancelled' then 'CUSTOMER_REQUEST' end,
          p.booked_at - interval '4 minutes', p.staff, st.at, p.staff,
          st.delivered_at, st.failed, st.runsheet_id,
          -- a customer who wants the signed POD back: it came back four days after delivery
          case when p.paper and st.delivered_at + interval '4 days' <= ${nowIso}::timestamptz then st.delivered_at + interval '4 days' end
        from gen_plan p join gen_state st on st.g = p.g
        order by p.g`);
      await tx.execute(sql`create temp table gen_id on commit drop as select s.id, s.number::bigint as g from shipments s where s.number between ${String(lo)} and ${String(hi)}`);
      await keyed(tx, 'gen_id', 'g');

      const k = await tx.execute(sql`
        insert into shipment_koli (document_id, position, weight_kg, length_cm, width_cm, height_cm, volumetric_kg)
        select i.id, n, round(p.actual_kg / p.koli, 2), 10 + n * 5 + (i.id % 20), 10 + (i.id % 30), 8 + (i.id % 25),
          round((10 + n * 5 + (i.id % 20)) * (10 + (i.id % 30)) * (8 + (i.id % 25)) / 6000.0, 2)
        from gen_plan p join gen_id i on i.g = p.g cross join lateral generate_series(1, p.koli) n`);
      totals.koli += affected(k);

      // the PODs of the attempts made, numbered in the engine's series
      await tx.execute(sql`truncate gen_series`);
      await tx.execute(claimSeries('gen_series', sql`select 'POD-' || branch_code || '-' || to_char(day, 'YYMM') as key, count(*) as n from gen_attempt where done group by 1`));
      await tx.execute(sql`
        create temp table gen_pod on commit drop as
        select a.*, s.key || '-' || ${padded('s.last - s.n + row_number() over (partition by s.key order by a.result_at, a.g)', 6)} as pod_number,
          case when a.result = 'DELIVERED' then case when a.relation = 'SELF' then p.consignee_name else ${textArray(RECEIVERS)}[1 + (a.g % ${RECEIVERS.length})::int] end end as receiver
        from gen_attempt a join gen_series s on s.key = 'POD-' || a.branch_code || '-' || to_char(a.day, 'YYMM') join gen_plan p on p.g = a.g
        where a.done`);
      await keyed(tx, 'gen_pod', 'g, i');
      const pods = await tx.execute(sql`
        insert into delivery_statuses (number, stage, status, pod_date, office_id, branch_id, shipment_id, awb, delivery_runsheet_id, runsheet_number, result, event_at,
          receiver_name, receiver_relation, failure_reason, next_step, return_awb, cod_collected, previous_status, booked_at, booked_by, created_at, created_by, updated_at, updated_by)
        select d.pod_number, 'booked', d.result, d.day, d.office_id, d.branch_id, i.id, d.number, d.runsheet_id, d.runsheet_number, d.result, d.result_at,
          d.receiver, d.relation, d.reason, d.next_step, case when d.next_step = 'RETURN' then 'R' || d.number end,
          case when d.result = 'DELIVERED' then coalesce(p.cod_amount, 0) else 0 end, 'out_for_delivery',
          d.result_at + interval '1 minute', 'kurir-' || d.driver_id, d.result_at + interval '1 minute', 'kurir-' || d.driver_id, d.result_at + interval '1 minute', 'kurir-' || d.driver_id
        from gen_pod d join gen_id i on i.g = d.g join gen_plan p on p.g = d.g`);
      totals.pods += affected(pods);

      // the runsheets' lines (after any an earlier batch gave them) and their counts
      await tx.execute(sql`
        insert into delivery_runsheet_awbs (document_id, position, shipment_id, awb, consignee_name, consignee_phone, consignee_address, destination_area_id, koli_count, weight_kg, cod_amount, result, scanned_at, scanned_by)
        select a.runsheet_id, coalesce(x.top, 0) + row_number() over (partition by a.runsheet_id order by a.ofd_at, a.g), i.id, a.number, p.consignee_name,
          '0813' || lpad(((p.g * 104729) % 10000000)::text, 7, '0'), p.consignee_street || ' No. ' || (1 + (p.g / 3) % 300), p.destination_area_id, p.koli, p.actual_kg, p.cod_amount,
          case when a.done then a.result else 'PENDING' end, a.ofd_at - interval '30 minutes', 'generator'
        from gen_attempt a join gen_id i on i.g = a.g join gen_plan p on p.g = a.g
        left join (select document_id, max(position) as top from delivery_runsheet_awbs where document_id in (select id from gen_runsheet) group by 1) x on x.document_id = a.runsheet_id`);
      await tx.execute(sql`
        update delivery_runsheets d set awb_count = t.awbs, koli_count = t.koli, weight_kg = t.kg, cod_total = t.cod, delivered_count = t.delivered, failed_count = t.failed,
          cod_collected = t.collected, status = case when t.pending > 0 then 'OUT' else 'DONE' end
        from (select l.document_id, count(*)::int as awbs, sum(l.koli_count)::int as koli, sum(l.weight_kg) as kg, coalesce(sum(l.cod_amount), 0) as cod,
                count(*) filter (where l.result = 'DELIVERED')::int as delivered, count(*) filter (where l.result = 'FAILED')::int as failed,
                coalesce(sum(l.cod_amount) filter (where l.result = 'DELIVERED'), 0) as collected, count(*) filter (where l.result = 'PENDING') as pending
              from delivery_runsheet_awbs l where l.document_id in (select id from gen_runsheet) group by 1) t
        where d.id = t.document_id`);

      // the tracking events, with the places, people and documents they name
      const e = await tx.execute(sql`
        insert into tracking_events (shipment_id, event_at, input_at, status, code, text, office_id, branch_id, place, user_code, document_type, document_number, public)
        select i.id, e.at, e.at + case when e.side = 'courier' then interval '1 minute' else interval '0' end,
          case e.code when 'CANCELLED' then 'cancelled' when 'DEPARTED' then 'in_transit' when 'ARRIVED' then 'in_transit' when 'OUT_FOR_DELIVERY' then 'out_for_delivery'
            when 'DELIVERED' then 'delivered' when 'DELIVERY_FAILED' then 'delivery_failed' when 'RETURN_BOOKED' then 'return_to_sender' when 'PICKED_UP' then 'picked_up' else 'pending' end,
          e.code,
          case e.code
            when 'ENTRY' then replace(${text('ENTRY')}, '{place}', p.place)
            when 'INTEGRATION_CREATED' then ${text('INTEGRATION_CREATED')}
            when 'ACCEPTED' then replace(${text('ACCEPTED')}, '{place}', p.place)
            when 'PICKED_UP' then replace(${text('PICKED_UP')}, '{place}', p.place)
            when 'IN_CASH_REGISTER' then replace(${text('IN_CASH_REGISTER')}, '{place}', p.place)
            when 'CANCELLED' then ${text('CANCELLED')}
            when 'BAGGED' then replace(${text('BAGGED')}, '{place}', p.place)
            when 'DEPARTED' then replace(replace(${text('DEPARTED')}, '{place}', p.place), '{destination}', db.place)
            when 'ARRIVED' then replace(${text('ARRIVED')}, '{place}', db.place)
            when 'OUT_FOR_DELIVERY' then replace(${text('OUT_FOR_DELIVERY')}, '{courier}', a.driver)
            when 'DELIVERED' then replace(replace(${text('DELIVERED')}, '{receiver}', coalesce(pod.receiver, '')), '{relation}', coalesce(rel.words, ''))
            when 'DELIVERY_FAILED' then replace(${text('DELIVERY_FAILED')}, '{reason}', coalesce(fr.words, ''))
            when 'RETURN_BOOKED' then replace(${text('RETURN_BOOKED')}, '{return_awb}', 'R' || p.number)
          end,
          case when e.side = 'origin' then p.office_id else db.office_id end, case when e.side = 'origin' then p.branch_id else p.dest_branch_id end,
          case when e.side = 'origin' then p.place else db.place end,
          case when e.side = 'origin' then p.staff when e.side = 'courier' then 'kurir-' || a.driver_id else lower(db.code) || '-ops' end,
          case when e.seq in (1, 2, 4) then 'shipment' when e.code = 'OUT_FOR_DELIVERY' then 'delivery-runsheet' when e.code in ('DELIVERED', 'DELIVERY_FAILED', 'RETURN_BOOKED') then 'delivery-status' end,
          case when e.seq in (1, 2, 4) then p.number when e.code = 'OUT_FOR_DELIVERY' then a.runsheet_number when e.code in ('DELIVERED', 'DELIVERY_FAILED', 'RETURN_BOOKED') then pod.pod_number end,
          case e.code when 'ENTRY' then ${TRACKING_CODES.ENTRY.public} when 'IN_CASH_REGISTER' then ${TRACKING_CODES.IN_CASH_REGISTER.public} else true end
        from gen_event e join gen_plan p on p.g = e.g join gen_id i on i.g = e.g
        join gen_branch db on db.branch_id = p.dest_branch_id
        left join gen_attempt a on a.g = e.g and a.i = e.i
        left join gen_pod pod on pod.g = e.g and pod.i = e.i
        left join (select distinct code, words from gen_relation) rel on rel.code = a.relation
        left join (select distinct code, words from gen_reason) fr on fr.code = a.reason
        order by i.id, e.at, e.seq`);
      totals.events += affected(e);
    });
    const done = hi - start + 1;
    const seconds = (performance.now() - t0) / 1000;
    log(
      `${done.toLocaleString('en')} / ${count.toLocaleString('en')} shipments (${totals.koli.toLocaleString('en')} koli, ${totals.events.toLocaleString('en')} events, ` +
        `${totals.pods.toLocaleString('en')} PODs, ${totals.runsheets.toLocaleString('en')} runsheets), ${seconds.toFixed(1)} s, ${Math.round(done / seconds).toLocaleString('en')}/s`,
    );
  }
  if (count > 0) await db.execute(sql`analyze shipments, shipment_koli, tracking_events, delivery_statuses, delivery_runsheets, delivery_runsheet_awbs`);
  return { first: String(start), last: String(last), shipments: count, ...totals, ms: performance.now() - t0 };
}

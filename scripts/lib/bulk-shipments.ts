/*
 * Bulk shipments for load trials: N booked cash AWBs with 1–3 koli and 2–3 tracking events each, written
 * by the database itself (INSERT … SELECT FROM generate_series, three statements per batch, one
 * transaction per batch) — nothing travels row by row between Node and the database, so it runs at the
 * same speed on PGlite and on PostgreSQL. Used by `npm run db:scale -- --shipments N` and by the
 * tracking-lookup benchmark.
 *
 * Numbers are 12 digits from 900000000001 up, far above the AWB stock's ranges (they start at
 * 100000000001): a load appends after the highest generated number already there, so running it again
 * adds fresh AWBs. Dates run from `days` ago to today in number order (ids and dates grow together, as
 * they do at a real counter). Every foreign key points at one existing office, its branch, real coverage
 * areas and services: nothing is made up but the shipments.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/server/db/client';

/** The generated numbers' space: above every AWB stock range. */
export const GENERATED_AWB_BASE = 900_000_000_000;
const GENERATED_AWB_TOP = 999_999_999_999;

export interface ShipmentRefs {
  officeId: number;
  branchId: number;
  /** The branch's city as tracking shows it ("JAKARTA"). */
  place: string;
  originAreaIds: number[];
  destinationAreaIds: number[];
  serviceIds: number[];
}

export interface LoadShipmentsOptions {
  count: number;
  refs: ShipmentRefs;
  /** Shipments per statement and transaction (default 50,000). */
  batch?: number;
  /** Dates spread over this many days up to today (default 365). */
  days?: number;
  log?: (message: string) => void;
}

export interface LoadedShipments {
  /** The first and last number written. */
  first: string;
  last: string;
  shipments: number;
  koli: number;
  events: number;
  ms: number;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];

const ints = (name: string, values: number[]) => {
  if (!values.length || !values.every((v) => Number.isSafeInteger(v))) throw new Error(`bulk shipments: ${name} must be a non-empty list of ids`);
  return sql.raw(`(ARRAY[${values.join(',')}]::int[])`);
};

const texts = (values: string[]) => sql.raw(`(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);

const NAMES = ['Budi Santoso', 'Siti Aminah', 'Andi Wijaya', 'Dewi Lestari', 'Rudi Hartono', 'Ayu Kartika', 'Joko Susilo', 'Maya Sari', 'Hendra Gunawan', 'Lina Marlina', 'Toko Sinar Jaya', 'CV Maju Bersama'];
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Pahlawan', 'Jl. Gajah Mada', 'Jl. Raya Gubeng', 'Jl. Mangga Dua'];
const GOODS = ['Pakaian', 'Dokumen', 'Sepatu', 'Elektronik kecil', 'Kosmetik', 'Buku', 'Suku cadang', 'Makanan kering'];

/**
 * An office to load shipments at, for a demo database: the Jakarta counter of the demo volumes if it is
 * there, else the first active office; the areas its branch serves as origins (any area else), served
 * areas as destinations, and the REG / YES / OKE services (any active service else).
 */
export async function resolveShipmentRefs(db: Db): Promise<ShipmentRefs> {
  const [office] = rowsOf<{ id: number; branch_id: number; city: string }>(
    await db.execute(sql`
      select o.id, o.branch_id, b.city from offices o join branches b on b.id = o.branch_id
      where o.active order by (o.code = 'JKT-CTR') desc, o.id limit 1`),
  );
  if (!office) throw new Error('no office to load shipments at: run `npm run db:seed` first');
  const areaIds = async (where: ReturnType<typeof sql>) =>
    rowsOf<{ id: number }>(await db.execute(sql`select id from coverage_areas where active and ${where} order by id limit 200`)).map((r) => Number(r.id));
  let origins = await areaIds(sql`branch_id = ${office.branch_id}`);
  let destinations = await areaIds(sql`branch_id is not null`);
  if (!origins.length) origins = await areaIds(sql`true`);
  if (!destinations.length) destinations = origins;
  let services = rowsOf<{ id: number }>(await db.execute(sql`select id from services where active and code in ('REG', 'YES', 'OKE') order by id`)).map((r) => Number(r.id));
  if (!services.length) services = rowsOf<{ id: number }>(await db.execute(sql`select id from services where active order by id limit 3`)).map((r) => Number(r.id));
  if (!origins.length || !services.length) throw new Error('no coverage areas or services yet: run `npm run db:seed` first');
  return { officeId: Number(office.id), branchId: Number(office.branch_id), place: String(office.city).toUpperCase(), originAreaIds: origins, destinationAreaIds: destinations, serviceIds: services };
}

/** The next free generated number (after the highest one already loaded). */
async function nextGenerated(db: Db): Promise<number> {
  const [row] = rowsOf<{ top: string | null }>(
    await db.execute(sql`select max(number) as top from shipments where number >= ${String(GENERATED_AWB_BASE)} and number <= ${String(GENERATED_AWB_TOP)}`),
  );
  return row?.top ? Number(row.top) + 1 : GENERATED_AWB_BASE + 1;
}

/** Writes `count` shipments in batches; returns what it wrote and how long it took. */
export async function loadShipments(db: Db, opts: LoadShipmentsOptions): Promise<LoadedShipments> {
  const { count, refs } = opts;
  const batch = Math.max(1, opts.batch ?? 50_000);
  const days = Math.max(1, opts.days ?? 365);
  const log = opts.log ?? (() => undefined);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error('bulk shipments: count must be a whole number');
  const start = await nextGenerated(db);
  const last = start + count - 1;
  if (last > GENERATED_AWB_TOP) throw new Error('bulk shipments: the generated number space is full');
  const t0 = performance.now();
  const origins = ints('originAreaIds', refs.originAreaIds);
  const destinations = ints('destinationAreaIds', refs.destinationAreaIds);
  const services = ints('serviceIds', refs.serviceIds);
  const names = texts(NAMES);
  const streets = texts(STREETS);
  const goods = texts(GOODS);
  const place = refs.place.replace(/'/g, "''");
  let koli = 0;
  let events = 0;

  for (let lo = start; lo <= last; lo += batch) {
    const hi = Math.min(last, lo + batch - 1);
    const loText = String(lo);
    const hiText = String(hi);
    await db.transaction(async (tx) => {
      // g: the number; day: older numbers are older; w: each koli's weight (kg); k: the koli count
      await tx.execute(sql`
        insert into shipments (
          number, stage, status, shipment_date, payment_type, channel, office_id, branch_id,
          origin_area_id, destination_area_id, service_id,
          shipper_name, shipper_phone, shipper_address, consignee_name, consignee_phone, consignee_address,
          goods_description, goods_value, insured, payment_method, amount_received,
          actual_kg, volumetric_kg, chargeable_kg, koli_count, rate_per_kg, freight, additional, insurance, cod_fee, discount, tax, total, change_given,
          eta_from, eta_to, booked_at, booked_by, created_at, created_by, updated_at, updated_by)
        select
          g::text, 'booked', 'pending', v.day, 'CASH', 'COUNTER', ${refs.officeId}, ${refs.branchId},
          ${origins}[(1 + g % cardinality(${origins}))::int], ${destinations}[(1 + (g / 7) % cardinality(${destinations}))::int], ${services}[(1 + (g / 3) % cardinality(${services}))::int],
          ${names}[(1 + g % cardinality(${names}))::int], '0812' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
          ${streets}[(1 + (g / 5) % cardinality(${streets}))::int] || ' No. ' || (1 + g % 200) || ', Jakarta',
          ${names}[(1 + (g / 11) % cardinality(${names}))::int], '0813' || lpad(((g * 104729) % 10000000)::text, 7, '0'),
          ${streets}[(1 + (g / 13) % cardinality(${streets}))::int] || ' No. ' || (1 + (g / 3) % 300),
          ${goods}[(1 + (g / 17) % cardinality(${goods}))::int], 100000 + (g % 20) * 50000, false, 'CASH', 5000000,
          v.w * v.k, 0, ceil(v.w * v.k), v.k, 10000, ceil(v.w * v.k) * 10000, 0, 0, 0, 0,
          round(ceil(v.w * v.k) * 10000 * 0.011), ceil(v.w * v.k) * 10000 + round(ceil(v.w * v.k) * 10000 * 0.011),
          5000000 - (ceil(v.w * v.k) * 10000 + round(ceil(v.w * v.k) * 10000 * 0.011)),
          v.day + 2, v.day + 4, v.at + interval '5 minutes', 'generator', v.at, 'generator', v.at + interval '5 minutes', 'generator'
        from generate_series(${lo}::bigint, ${hi}::bigint) g
        cross join lateral (
          select
            (current_date - ((${last}::bigint - g) * ${days} / greatest(${count}::bigint, 1))::int) as day,
            (current_date - ((${last}::bigint - g) * ${days} / greatest(${count}::bigint, 1))::int)::timestamp
              + interval '1 hour' + (g % 600) * interval '1 minute' as at,
            round(0.5 + (g % 97) / 10.0, 2) as w,
            (1 + g % 3)::int as k
        ) v`);
      const k = await tx.execute(sql`
        insert into shipment_koli (document_id, position, weight_kg, length_cm, width_cm, height_cm, volumetric_kg)
        select s.id, p, s.actual_kg / s.koli_count, 10 + p * 5, 10 + (s.id % 30), 10 + (s.id % 20), round((10 + p * 5) * (10 + (s.id % 30)) * (10 + (s.id % 20)) / 6000.0, 2)
        from shipments s cross join lateral generate_series(1, s.koli_count) p
        where s.number between ${loText} and ${hiText}`);
      const e = await tx.execute(sql`
        insert into tracking_events (shipment_id, event_at, input_at, status, code, text, office_id, branch_id, place, user_code, document_type, document_number, public)
        select s.id, s.created_at + (n - 1) * interval '5 minutes', s.created_at + (n - 1) * interval '5 minutes', 'pending',
          (array['ENTRY', 'ACCEPTED', 'IN_CASH_REGISTER'])[n],
          (array['Data kiriman dibuat di ', 'Paket diterima di counter ', 'Pembayaran diserahkan ke kasir '])[n] || ${place},
          ${refs.officeId}, ${refs.branchId}, ${place}, 'generator', 'shipment', s.number, (array[false, true, false])[n]
        from shipments s cross join lateral generate_series(1, 2 + (s.id % 2)) n
        where s.number between ${loText} and ${hiText}`);
      koli += Number((k as { affectedRows?: number; rowCount?: number }).affectedRows ?? (k as { rowCount?: number }).rowCount ?? 0);
      events += Number((e as { affectedRows?: number; rowCount?: number }).affectedRows ?? (e as { rowCount?: number }).rowCount ?? 0);
    });
    const done = hi - start + 1;
    const seconds = (performance.now() - t0) / 1000;
    log(`${done.toLocaleString('en')} / ${count.toLocaleString('en')} shipments (${koli.toLocaleString('en')} koli, ${events.toLocaleString('en')} events), ${seconds.toFixed(1)} s, ${Math.round(done / seconds).toLocaleString('en')}/s`);
  }
  // fresh statistics for the planner (PGlite has no autovacuum to take them)
  if (count > 0) await db.execute(sql`analyze shipments, shipment_koli, tracking_events`);
  return { first: String(start), last: String(last), shipments: count, koli, events, ms: performance.now() - t0 };
}

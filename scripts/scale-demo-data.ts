// npm run db:scale -- [--customers N] [--prices N] [--shipments N] [--days N] [--booked-only] [--finance [N]]: adds generated
// customers, price rates and shipments to the configured database (DATABASE_URL, else the embedded one in
// .data/), for reports, benchmarks and load trials; run `npm run db:seed` first. Only the kinds named are
// added; with no option at all, 10,000 customers and 1,000,000 price rates (no shipments).
// Customers and prices go in through the import's bulk insert, in one transaction per kind. Shipments are
// written by the database itself in transactions of 50,000, with a progress line per batch; a second run
// appends fresh AWB numbers: a year of history (scripts/lib/bulk-history.ts: every office, service and
// credit customer, delivered or failed or still on the way as their clock says, with tracking events,
// runsheets and PODs; --days N spreads them over N days instead of 365), or with --booked-only the plain
// booked cash AWBs at one counter that the benchmarks load (scripts/lib/bulk-shipments.ts). --finance bills
// the delivered credit AWBs of the last 12 whole months through the real document engine (CDR, invoice,
// issue, payments as customers pay: scripts/lib/bulk-finance.ts), at most N invoices if N is given. The
// report rollups are merged at the end (the triggers keep them exact meanwhile).
import path from 'node:path';
import { count, max, sql } from 'drizzle-orm';
import { getResource } from '../lib/resources/registry';
import { loadConfig } from '../lib/server/config';
import { insertBatch } from '../lib/server/crud/import';
import { openDatabase, type Db } from '../lib/server/db/client';
import { shipments } from '../lib/server/db/schema/documents';
import { branches, coverageAreas, customerTypes, customers, modas, prices, services } from '../lib/server/db/schema/resources';
import { demoLeadTime, demoRate, seededRandom } from '../lib/server/seed/seed-volumes';
import { mergeRollups } from '../lib/server/reports/rollups';
import { loadFinanceHistory } from './lib/bulk-finance';
import { loadShipmentHistory } from './lib/bulk-history';
import { loadShipments, resolveShipmentRefs } from './lib/bulk-shipments';

const KINDS = ['customers', 'prices', 'shipments'] as const;
/** Only the kinds named on the command line; none named: the customers and prices of old. */
const named = [...KINDS, 'finance'].some((k) => process.argv.includes(`--${k}`));

/** A whole-number option; a kind not named is 0 when others are (`--days` is not a kind: its default always holds). */
function option(name: (typeof KINDS)[number] | 'days', fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return named && name !== 'days' ? 0 : fallback;
  const value = Number(String(process.argv[at + 1]).replace(/[,_]/g, ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main() {
  const wantCustomers = option('customers', 10_000);
  const wantPrices = option('prices', 1_000_000);
  const wantShipments = option('shipments', 0);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const db = database.db;
  try {
    await database.migrate();
    const [{ n: branchCount }] = await db.select({ n: count() }).from(branches);
    if (!branchCount) throw new Error('no demo master data yet: run `npm run db:seed` first');
    const random = seededRandom(Date.now());

    const branchIds = (await db.select({ id: branches.id }).from(branches)).map((b) => b.id as number);
    const typeIds = (await db.select({ id: customerTypes.id }).from(customerTypes)).map((t) => t.id as number);
    const [{ last }] = await db.select({ last: max(customers.id) }).from(customers);
    const customerRows = Array.from({ length: wantCustomers }, (_, i) => ({
      code: `G${String((Number(last) || 0) + i + 1).padStart(9, '0')}`,
      name: `PT Generated ${i + 1}`,
      customer_type_id: typeIds[i % typeIds.length],
      branch_id: branchIds[i % branchIds.length],
      city: 'Jakarta',
      address: 'Generated for a benchmark',
    }));
    const customerDef = getResource('customer');
    if (customerRows.length) {
      await db.transaction(async (tx) => {
        for (let at = 0; at < customerRows.length; at += 10_000) await insertBatch(tx, customerDef, customerRows.slice(at, at + 10_000), 'generator');
      });
      console.log(`${customerRows.length} customers added`);
    }

    if (wantPrices) await addPrices(db, random, wantPrices);

    if (wantShipments && process.argv.includes('--booked-only')) {
      const refs = await resolveShipmentRefs(db);
      console.log(`loading ${wantShipments.toLocaleString('en')} booked shipments at office ${refs.officeId} (${refs.place})`);
      const loaded = await loadShipments(db, { count: wantShipments, refs, days: option('days', 365), log: (line) => console.log(line) });
      const [{ n: total }] = await db.select({ n: count() }).from(shipments);
      console.log(
        `${loaded.shipments.toLocaleString('en')} shipments added (AWB ${loaded.first}–${loaded.last}, ${loaded.koli.toLocaleString('en')} koli, ` +
          `${loaded.events.toLocaleString('en')} tracking events) in ${(loaded.ms / 1000).toFixed(1)} s (${Math.round(loaded.shipments / (loaded.ms / 1000)).toLocaleString('en')}/s); ${total.toLocaleString('en')} in all`,
      );
    } else if (wantShipments) {
      const days = option('days', 365);
      console.log(`loading ${wantShipments.toLocaleString('en')} shipments over the last ${days} days, every office and service, with their history`);
      const loaded = await loadShipmentHistory(db, { count: wantShipments, days, log: (line) => console.log(line) });
      const [{ n: total }] = await db.select({ n: count() }).from(shipments);
      console.log(
        `${loaded.shipments.toLocaleString('en')} shipments added (AWB ${loaded.first}–${loaded.last}, ${loaded.koli.toLocaleString('en')} koli, ` +
          `${loaded.events.toLocaleString('en')} tracking events, ${loaded.pods.toLocaleString('en')} PODs, ${loaded.runsheets.toLocaleString('en')} runsheets) ` +
          `in ${(loaded.ms / 1000).toFixed(1)} s (${Math.round(loaded.shipments / (loaded.ms / 1000)).toLocaleString('en')}/s); ${total.toLocaleString('en')} in all`,
      );
      const mix = (await db.execute(sql`select status, count(*)::int as n from shipments where number between ${loaded.first} and ${loaded.last} group by 1 order by 2 desc`)) as unknown as { rows: { status: string; n: number }[] };
      console.log(`status mix: ${mix.rows.map((r) => `${r.status} ${((100 * r.n) / Math.max(1, loaded.shipments)).toFixed(1)} %`).join(', ')}`);
    }
    const financeAt = process.argv.indexOf('--finance');
    if (financeAt >= 0) {
      const next = process.argv[financeAt + 1];
      const maxInvoices = next && /^\d[\d,_]*$/.test(next) ? Number(next.replace(/[,_]/g, '')) : undefined;
      console.log(`billing the last 12 months of delivered credit AWBs through the document engine${maxInvoices ? ` (at most ${maxInvoices.toLocaleString('en')} invoices)` : ''}`);
      const billed = await loadFinanceHistory(db, { maxInvoices, log: (line) => console.log(line) });
      console.log(
        `${billed.cdrs.toLocaleString('en')} CDRs, ${billed.invoices.toLocaleString('en')} invoices issued, ${billed.payments.toLocaleString('en')} payments in ${(billed.ms / 1000).toFixed(1)} s` +
          (Object.keys(billed.refused).length ? `; refused and skipped: ${Object.entries(billed.refused).map(([m, n]) => `${n}× ${m}`).join('; ')}` : ''),
      );
    }
    if (wantShipments || financeAt >= 0) {
      const t = performance.now();
      const merged = await mergeRollups(db, database.engine);
      // the deltas' dead rows out of the way now, not when autovacuum comes round (every report scans them)
      await db.execute(sql`vacuum analyze`);
      console.log(`report rollups merged (${merged.toLocaleString('en')} delta rows) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

/** Price rates for origin/destination pairs not priced yet, effective from a new date per run. */
async function addPrices(db: Db, random: () => number, wantPrices: number) {
  const areas = (await db.select({ id: coverageAreas.id, code: coverageAreas.area_code }).from(coverageAreas)).map((a) => ({ id: a.id as number, code: String(a.code) }));
  const serviceRows = (await db.select({ id: services.id, code: services.code, moda: services.moda_id }).from(services)).filter((s) => ['REG', 'YES', 'OKE'].includes(String(s.code)));
  const [air] = await db.select({ id: modas.id }).from(modas).where(sql`${modas.code} = 'AIR'`);
  const day = new Date(Date.UTC(2027, 0, 1) + Math.floor(random() * 3000) * 86_400_000).toISOString().slice(0, 10);
  const priceDef = getResource('price');
  let added = 0;
  await db.transaction(async (tx) => {
    let batch: Record<string, unknown>[] = [];
    for (let o = 0; o < areas.length && added + batch.length < wantPrices; o++) {
      for (let d = 0; d < areas.length && added + batch.length < wantPrices; d++) {
        const service = serviceRows[(o + d) % serviceRows.length];
        const [lead_time_min, lead_time_max] = demoLeadTime(areas[o].code, areas[d].code, String(service.code));
        batch.push({
          origin_id: areas[o].id,
          destination_id: areas[d].id,
          service_id: service.id,
          moda_id: service.moda ?? air.id,
          rate_per_kg: demoRate(areas[o].code, areas[d].code, String(service.code)),
          min_kg: 1,
          lead_time_min,
          lead_time_max,
          effective_from: day,
        });
        if (batch.length === 10_000) {
          await insertBatch(tx, priceDef, batch, 'generator');
          added += batch.length;
          batch = [];
        }
      }
    }
    if (batch.length) await insertBatch(tx, priceDef, batch, 'generator');
    added += batch.length;
  });
  const [{ n: total }] = await db.select({ n: count() }).from(prices);
  console.log(`${added} price rates added (effective ${day}); ${total} in all`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

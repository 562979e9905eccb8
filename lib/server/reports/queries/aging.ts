import { sql } from 'drizzle-orm';
import { agingBucket, agingLabels, type AgingBasis } from '@/lib/finance/aging';
import { AGING_BUCKET_COLUMNS, AGING_MAX_BOUNDS, agingApReport, agingArCustomerReport, agingArMarketingReport, agingBucketKey } from '@/lib/resources/reports/finance';
import { ReferenceCache } from '../../cache/reference-cache';
import { agingByParty, agingItems, type AgingQuery, type AgingRow } from '../../finance/aging';
import { financeSettings } from '../../finance/settings';
import type { Db } from '../../db/client';
import type { ReportAnswer, ReportModule, ReportQueryContext, ReportRow } from '../types';
import { intList, rowsOf } from '../sql';

/*
 * Aging, AR and AP, as of any date: the ledger's own aging (lib/server/finance/aging.ts agingByParty —
 * one aggregate pass over the open items, the statement of account uses the same) in the buckets of the
 * finance settings, narrowed to the user's branches by the ledger entries' branch. The drill-down lists
 * the open items behind a figure (agingItems), bucketed by the same rule (lib/finance/aging.ts).
 */

/** The settings' bounds, as many as the declared bucket columns hold, and the note when some were folded. */
async function agingSetup(q: ReportQueryContext) {
  // the app's settings cache when the runner passes it (one statement fewer a run; a miss reads the
  // report's own connection), else read now
  const all = (await financeSettings(q.db, q.references ?? new ReferenceCache(0))).aging_bounds;
  const bounds = all.slice(0, AGING_MAX_BOUNDS);
  const labels = agingLabels(bounds);
  const notes = all.length > bounds.length ? [`The aging setting has ${all.length + 1} overdue buckets: this report shows the first ${bounds.length} and everything beyond ${bounds[bounds.length - 1]} days in the last.`] : [];
  return { bounds, labels, notes };
}

function agingQuery(q: ReportQueryContext, side: 'AR' | 'AP', bounds: number[], partyIds?: readonly number[]): AgingQuery {
  return { side, asOf: String(q.params.as_of), basis: String(q.params.basis ?? 'due') as AgingBasis, bounds, branchIds: q.branches, ...(partyIds ? { partyIds } : {}) };
}

/** One party's figures in the declared columns (buckets beyond the setting's are empty). */
function figures(r: AgingRow): ReportRow {
  const out: ReportRow = {};
  for (let i = 0; i < AGING_BUCKET_COLUMNS; i++) out[agingBucketKey(i)] = i < r.buckets.length ? r.buckets[i] : null;
  return { ...out, total: r.total, credit: r.credit, balance: r.total - r.credit, items: r.items };
}

/** What the screen shows in place of the declared bucket names, and the labels in order. */
function labelSummary(labels: string[], q: ReportQueryContext, bounds: number[]) {
  const column_labels: Record<string, string> = {};
  for (let i = 0; i < AGING_BUCKET_COLUMNS; i++) column_labels[agingBucketKey(i)] = labels[i] ?? '—';
  return { as_of: q.params.as_of, basis: q.params.basis, bounds, bucket_labels: labels, column_labels };
}

const bucketsNote = (labels: string[], q: ReportQueryContext) =>
  `Aged from the ${q.params.basis === 'invoice' ? 'invoice date' : 'due date'} as of ${String(q.params.as_of)}: ${labels.join(' · ')} days (finance settings).`;

async function customersOfSales(db: Db, salesId: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db, sql`select id from customers where sales_id = ${salesId}`);
  return rows.map((r) => Number(r.id));
}

async function agingRun(q: ReportQueryContext, side: 'AR' | 'AP', partyKey: 'customer_id' | 'vendor_id'): Promise<ReportAnswer> {
  const { bounds, labels, notes } = await agingSetup(q);
  const party = q.params[partyKey];
  const result = await agingByParty(q.db, agingQuery(q, side, bounds, party ? [Number(party)] : undefined));
  const name = partyKey === 'customer_id' ? 'customer' : 'vendor';
  const rows = result.rows.map((r) => ({ [name]: `${r.party_code} ${r.party_name}`, ...figures(r), [partyKey]: r.party_id }) as ReportRow);
  return { rows, summary: labelSummary(labels, q, bounds), notes: [bucketsNote(labels, q), ...notes] };
}

/** The customers' aging grouped by their sales person (customers.sales_id), a subtotal after each. */
async function agingBySales(q: ReportQueryContext): Promise<ReportAnswer> {
  const { bounds, labels, notes } = await agingSetup(q);
  const salesId = q.params.sales_id ? Number(q.params.sales_id) : null;
  const only = salesId ? await customersOfSales(q.db, salesId) : undefined;
  const result = only && !only.length ? { rows: [] as AgingRow[] } : await agingByParty(q.db, agingQuery(q, 'AR', bounds, only));
  const ids = result.rows.map((r) => r.party_id);
  const sales = ids.length
    ? await rowsOf<{ id: number; sales_id: number | null; employee_no: string | null; full_name: string | null }>(
        q.db,
        sql`select c.id, c.sales_id, e.employee_no, e.full_name from customers c left join employees e on e.id = c.sales_id where c.id = any(${intList(ids)})`,
      )
    : [];
  const salesOf = new Map(sales.map((s) => [Number(s.id), s]));
  const rows = result.rows.map((r) => {
    const s = salesOf.get(r.party_id);
    const person = s?.sales_id ? `${s.employee_no ?? ''} ${s.full_name ?? ''}`.trim() : '(no sales person)';
    return { sales: person, customer: `${r.party_code} ${r.party_name}`, ...figures(r), customer_id: r.party_id, sales_id: s?.sales_id ?? null } as ReportRow;
  });
  // grouped: by sales person (those without one last), then the largest debts first, as agingByParty ordered them
  const order = new Map(rows.map((r, i) => [r, i]));
  rows.sort((a, b) => {
    const na = a.sales_id === null ? 1 : 0;
    const nb = b.sales_id === null ? 1 : 0;
    if (na !== nb) return na - nb;
    if (a.sales !== b.sales) return String(a.sales) < String(b.sales) ? -1 : 1;
    return order.get(a)! - order.get(b)!;
  });
  return { rows, summary: labelSummary(labels, q, bounds), notes: [bucketsNote(labels, q), ...notes] };
}

const KIND_WORDS: Record<string, string> = { invoice: 'Invoice', receivable: 'Receivable', payment: 'Deposit', 'credit-note': 'Credit note', 'vendor-invoice': 'Vendor bill' };

/** The open items behind one figure of a party's row: a bucket (b0…), what is owed, the credits, or all. */
function itemsOf(side: 'AR' | 'AP', partyKey: 'customer_id' | 'vendor_id') {
  return async (q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) => {
    const party = Number(keys[partyKey]);
    if (!party) return [];
    const { bounds, labels } = await agingSetup(q);
    // one party's open items: a few hundred at most, bucketed here by the very rule the aggregate uses
    const items = await agingItems(q.db, { ...agingQuery(q, side, bounds, [party]), limit: 20_000 });
    const set = String(keys.set ?? 'all');
    const bucketOf = (age: number) => agingBucketKey(agingBucket(age, bounds));
    const chosen = items.filter((i) => (set === 'all' ? true : set === 'credit' ? i.balance < 0 : set === 'owed' ? i.balance > 0 : i.balance > 0 && bucketOf(i.age) === set));
    return chosen.slice(page.offset, page.offset + page.limit).map((i) => ({
      number: i.number,
      kind: KIND_WORDS[i.item_type] ?? i.item_type,
      date: i.date,
      due_date: i.due_date,
      age: i.age,
      bucket: i.balance > 0 ? labels[agingBucket(i.age, bounds)] : 'Credit',
      balance: i.balance,
    }));
  };
}

export const agingArCustomer: ReportModule = { definition: agingArCustomerReport, run: (q) => agingRun(q, 'AR', 'customer_id'), drills: { items: itemsOf('AR', 'customer_id') } };
export const agingArMarketing: ReportModule = { definition: agingArMarketingReport, run: agingBySales, drills: { items: itemsOf('AR', 'customer_id') } };
export const agingAp: ReportModule = { definition: agingApReport, run: (q) => agingRun(q, 'AP', 'vendor_id'), drills: { items: itemsOf('AP', 'vendor_id') } };

import { sql } from 'drizzle-orm';
import { expectedPph23, PPH23_TOLERANCE, withholdsPph23, type Pph23Withholding } from '@/lib/finance/pph23';
import { pph23StillDue } from '@/lib/finance/receipt';
import { INVOICE_LOCATION_LABELS } from '@/lib/resources/documents/invoice';
import { monitoringReceivableReport, tripAllowanceReport } from '@/lib/resources/reports/finance';
import { ReferenceCache } from '../../cache/reference-cache';
import { financeSettings } from '../../finance/settings';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';
import { agingAp, agingArCustomer, agingArMarketing } from './aging';

/*
 * The finance reports' SQL: aging (queries/aging.ts), the receivable monitoring (open invoices from
 * the ledger as of a date, per collector and customer) and the trip allowances (the documents).
 */

/* ---------------------------------------------------------------- monitoring receivable */

interface OpenInvoice {
  id: number;
  number: string;
  invoice_date: string;
  due_date: string;
  days_overdue: number;
  customer_id: number;
  customer: string;
  collector_id: number;
  collector: string;
  location: string;
  total: number;
  outstanding: number;
  pph23_awaiting: number;
}

/**
 * The invoices open as of the date (their ledger balance up to it > 0), with their collector — the one
 * holding the invoice now on a collection or a delivery sheet, else the invoice's own (0: none) — and the PPh 23 still
 * awaiting its slip: a customer who withholds paid the invoice net of its PPh 23 without the slip, so
 * what is open is (within Rp 1) the PPh 23 not yet withheld (lib/finance/receipt.ts).
 */
async function openInvoices(q: ReportQueryContext, narrow: { customer_id?: unknown; collector_id?: unknown } = {}): Promise<OpenInvoice[]> {
  const asOf = String(q.params.as_of);
  const customerId = narrow.customer_id ?? q.params.customer_id;
  const collectorId = narrow.collector_id ?? q.params.collector_id;
  const rows = await rowsOf(
    q.db,
    sql`with items as (
        select e.item_id, sum(e.amount) as balance,
          coalesce(-sum(e.amount) filter (where e.kind = 'PAYMENT'), 0) as paid,
          coalesce(-sum(e.amount) filter (where e.kind = 'PPH23'), 0) as withheld,
          max(e.item_due) as due
        from ledger_entries e
        where e.side = 'AR' and e.item_type = 'invoice' and e.entry_date <= ${asOf}::date
          and ${inBranches(sql.raw('e.branch_id'), q.branches)} and ${equalsIfSet(sql.raw('e.customer_id'), customerId)}
        group by e.item_id
        having sum(e.amount) > 0)
      select i.id, i.number, i.invoice_date::text as invoice_date, x.due::text as due_date, ${asOf}::date - x.due as days_overdue,
        i.customer_id, c.code as customer_code, c.name as customer_name, i.location, i.total, x.balance, x.paid, x.withheld, i.amount,
        coalesce(ci.collector_id, ds.collector_id, i.collector_id, 0) as collector_id, m.employee_no, m.full_name,
        c.pph23_withholding, t.withholds_pph23,
        case when x.paid > 0 then (select coalesce(sum(a.credited), 0) from invoice_awbs a where a.document_id = i.id) else 0 end as credited
      from items x
      join invoices i on i.id = x.item_id
      join customers c on c.id = i.customer_id
      left join customer_types t on t.id = c.customer_type_id
      left join collector_invoices ci on ci.id = i.collector_invoice_id and ci.stage = 'draft'
      left join delivery_sheet_invoices ds on ds.id = i.delivery_sheet_invoice_id and ds.stage = 'draft'
      left join employees m on m.id = coalesce(ci.collector_id, ds.collector_id, i.collector_id)
      where ${equalsIfSet(sql.raw('coalesce(ci.collector_id, ds.collector_id, i.collector_id, 0)'), collectorId)}
      order by x.due, i.id`,
  );
  const settings = await financeSettings(q.db, q.references ?? new ReferenceCache(0));
  const rates = { pph23_percent: settings.pph23_percent, pph23_no_tax_id_percent: settings.pph23_no_tax_id_percent };
  return rows.map((r) => {
    const n = numeric(r, ['id', 'customer_id', 'collector_id', 'days_overdue', 'total', 'balance', 'paid', 'withheld', 'amount', 'credited']) as Record<string, number> & Record<string, unknown>;
    const withholds = withholdsPph23((r.pph23_withholding as Pph23Withholding | null) ?? null, Boolean(r.withholds_pph23));
    let awaiting = 0;
    if (withholds && n.paid > 0) {
      const due = pph23StillDue(expectedPph23({ withholds, base: Math.max(0, n.amount - n.credited), payeeHasTaxId: Boolean(settings.company_npwp), rates }), n.withheld);
      if (due > 0 && n.balance <= due + PPH23_TOLERANCE) awaiting = n.balance;
    }
    return {
      id: n.id,
      number: String(r.number),
      invoice_date: String(r.invoice_date),
      due_date: String(r.due_date),
      days_overdue: Math.max(0, n.days_overdue),
      customer_id: n.customer_id,
      customer: `${String(r.customer_code)} ${String(r.customer_name)}`,
      collector_id: n.collector_id,
      collector: n.collector_id ? `${String(r.employee_no ?? '')} ${String(r.full_name ?? '')}`.trim() : '(no collector)',
      location: INVOICE_LOCATION_LABELS[r.location as keyof typeof INVOICE_LOCATION_LABELS] ?? String(r.location ?? ''),
      total: n.total,
      outstanding: n.balance,
      pph23_awaiting: awaiting,
    };
  });
}

async function monitoring(q: ReportQueryContext) {
  const invoices = await openInvoices(q);
  const rows = new Map<string, ReportRow & { days_overdue: number | null }>();
  for (const i of invoices) {
    const key = `${i.collector_id}:${i.customer_id}`;
    let row = rows.get(key);
    if (!row) {
      row = { collector: i.collector, customer: i.customer, invoices: 0, not_due: 0, overdue: 0, overdue_invoices: 0, days_overdue: null, outstanding: 0, pph23_awaiting: 0, pph23_slips: 0, collector_id: i.collector_id, customer_id: i.customer_id };
      rows.set(key, row);
    }
    const add = (k: string, v: number) => (row![k] = Number(row![k]) + v);
    add('invoices', 1);
    add('outstanding', i.outstanding);
    if (i.days_overdue > 0) {
      add('overdue', i.outstanding);
      add('overdue_invoices', 1);
      row.days_overdue = Math.max(row.days_overdue ?? 0, i.days_overdue);
    } else add('not_due', i.outstanding);
    if (i.pph23_awaiting > 0) {
      add('pph23_awaiting', i.pph23_awaiting);
      add('pph23_slips', 1);
    }
  }
  // collectors by name (the unassigned last), then the customers owing the most overdue
  const out = [...rows.values()].sort((a, b) => {
    const na = a.collector_id ? 0 : 1;
    const nb = b.collector_id ? 0 : 1;
    if (na !== nb) return na - nb;
    if (a.collector !== b.collector) return String(a.collector) < String(b.collector) ? -1 : 1;
    return Number(b.overdue) - Number(a.overdue) || Number(b.outstanding) - Number(a.outstanding) || String(a.customer).localeCompare(String(b.customer));
  });
  const awaiting = invoices.filter((i) => i.pph23_awaiting > 0).length;
  return {
    rows: out,
    summary: { as_of: q.params.as_of },
    notes: [
      'Invoices only (manual receivables and deposits are in the aging). The collector is who holds the invoice now (a collection or a delivery sheet), else the invoice’s own collector.',
      ...(awaiting ? [`${awaiting} invoice${awaiting === 1 ? '' : 's'} paid net of PPh 23 await${awaiting === 1 ? 's' : ''} the customer’s withholding slip.`] : []),
    ],
  };
}

async function monitoringInvoices(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const invoices = await openInvoices(q, { customer_id: keys.customer_id, collector_id: keys.collector_id });
  const set = String(keys.set ?? 'all');
  const chosen = invoices.filter((i) => (set === 'overdue' ? i.days_overdue > 0 : set === 'not_due' ? i.days_overdue <= 0 : set === 'pph23' ? i.pph23_awaiting > 0 : true));
  return chosen.slice(page.offset, page.offset + page.limit) as unknown as ReportRow[];
}

/* ---------------------------------------------------------------- trip allowances */

const TRIP_STATUS_WORDS: Record<string, string> = { APPROVED: 'Approved', PAID: 'Paid out', SETTLED: 'Settled' };

/**
 * The approved trip allowances of the period (drafts are not money yet, voided ones never were) of the
 * branches the user works for — the branch that pays them out, their origin.
 */
async function trips(q: ReportQueryContext, number?: string) {
  const p = q.params;
  const rows = await rowsOf(
    q.db,
    sql`select t.id, t.number, t.trip_date::text as trip_date, t.status, t.manifest_number, t.driver_id, d.name as driver_name, d.licence_no,
        t.origin_branch_id as branch_id, o.code as origin_code, o.name as origin_name, x.code as destination_code,
        t.fuel, t.tolls, t.loading, t.meals, t.other, t.advance_total, t.actual_total, t.difference
      from trip_allowances t
      left join drivers d on d.id = t.driver_id
      left join branches o on o.id = t.origin_branch_id
      left join branches x on x.id = t.destination_branch_id
      where t.stage = 'booked' and t.trip_date between ${String(p.date_from)}::date and ${String(p.date_to)}::date
        and ${inBranches(sql.raw('t.origin_branch_id'), q.branches)} and ${equalsIfSet(sql.raw('t.driver_id'), p.driver_id)}
        and ${equalsIfSet(sql.raw('t.number'), number)}
      order by ${p.by === 'branch' ? sql.raw('o.code, t.trip_date, t.id') : sql.raw('d.name, t.driver_id, t.trip_date, t.id')}`,
  );
  return rows.map((r) => {
    const money = (k: string) => Number(r[k] ?? 0);
    const status = String(r.status);
    const advance = money('advance_total');
    const settled = status === 'SETTLED';
    const driver = r.driver_name ? `${String(r.driver_name)}${r.licence_no ? ` (${String(r.licence_no)})` : ''}` : '—';
    return {
      number: String(r.number),
      trip_date: String(r.trip_date),
      manifest_number: (r.manifest_number as string | null) ?? '',
      driver_id: Number(r.driver_id),
      branch_id: Number(r.branch_id),
      fuel: money('fuel'),
      tolls: money('tolls'),
      loading: money('loading'),
      meals: money('meals'),
      other: money('other'),
      driver,
      branch: `${String(r.origin_code ?? '')} ${String(r.origin_name ?? '')}`.trim(),
      route: `${String(r.origin_code ?? '?')} → ${String(r.destination_code ?? '?')}`,
      status: TRIP_STATUS_WORDS[status] ?? status,
      advance,
      paid_out: status === 'PAID' || settled ? advance : 0,
      spent: settled ? money('actual_total') : 0,
      difference: settled ? money('difference') : 0,
      unsettled: status === 'PAID' ? advance : 0,
    };
  });
}

async function tripAllowances(q: ReportQueryContext) {
  const list = await trips(q);
  const byBranch = q.params.by === 'branch';
  return {
    rows: list.map((t) => ({
      group: byBranch ? t.branch : t.driver,
      number: t.number,
      trip_date: t.trip_date,
      driver: t.driver,
      route: t.route,
      status: t.status,
      advance: t.advance,
      paid_out: t.paid_out,
      spent: t.spent,
      difference: t.difference,
      unsettled: t.unsettled,
      driver_id: t.driver_id,
      branch_id: t.branch_id,
    })) as ReportRow[],
    summary: { column_labels: { group: byBranch ? 'Branch' : 'Driver' } },
    notes: ['Approved trip allowances of the paying (origin) branch; drafts and voided ones are left out.'],
  };
}

async function tripDocuments(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const list = await trips(q, keys.number ? String(keys.number) : undefined);
  return list.slice(page.offset, page.offset + page.limit).map((t) => ({
    number: t.number,
    trip_date: t.trip_date,
    manifest_number: t.manifest_number,
    driver: t.driver,
    route: t.route,
    status: t.status,
    fuel: t.fuel,
    tolls: t.tolls,
    loading: t.loading,
    meals: t.meals,
    other: t.other,
    advance: t.advance,
    spent: t.spent,
    difference: t.difference,
  })) as ReportRow[];
}

const monitoringReceivable: ReportModule = { definition: monitoringReceivableReport, run: monitoring, drills: { invoices: monitoringInvoices } };
const tripAllowance: ReportModule = { definition: tripAllowanceReport, run: tripAllowances, drills: { trips: tripDocuments } };

export const FINANCE_MODULES: readonly ReportModule[] = [agingArCustomer, agingArMarketing, agingAp, monitoringReceivable, tripAllowance];

import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CHANGE_KIND_DEFS, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import { getDocument } from '@/lib/resources/documents/registry';
import { RECEIVABLE } from '@/lib/resources/documents/screens';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema/audit';
import { customerDataReportAwbs, customerDataReports, invoiceAwbs, invoices, shipmentCosts, shipmentKoli, shipments } from '../db/schema/documents';
import { cashAdjustments } from '../db/schema/finance';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/integration';
import { columnOf } from '../db/schema/resources';
import { billedAmount, taxableAmount } from '../documents/customer-data-report/candidates';
import { cdrTotals } from '../documents/customer-data-report/totals';
import { createDocument } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow, TrackingInput } from '../documents/engine/types';
import { figuresOf } from '../documents/invoice/figures';
import { handlersOf } from '../documents/registry';
import { derivedRequestId } from '../finance/request-id';
import { addDays } from '../finance/parties';
import { financeSettings } from '../finance/settings';
import { HttpError } from '../errors';
import { insertRows } from '../engine/insert-rows';
import { actThrough, creditEnteredAndApproved } from './act-through';
import { anyInt } from './awb-states';
import type { AwbPlan } from './plan-change';

/*
 * Writes the AWBs of an approved change request, set-based (a batch of a thousand is a handful of
 * statements): the shipment columns, the koli and costs priced again, a tracking event each, an audit
 * row each (what changed), a webhook to an integration customer — and the money consequence
 * (lib/helpdesk/money-consequence.ts): cash adjustments for the counter's next register; CDR and
 * draft invoice lines; on an issued invoice a credit note or a debit receivable, made and posted
 * through the finance documents themselves (their engine, their ledger entries), linked both ways.
 * Runs inside the approval's transaction: it all stands or falls together.
 */

export interface ApplyContext {
  ac: ActionContext;
  /** The change request (number, kind, who asked). */
  request: DocRow;
  kind: ChangeKind;
}

/** The result of each AWB applied: the money document its consequence made, if any. */
export type MoneyDocuments = Map<string, string>;

/** A column of the AWB as the plan leaves it: its new value (null too), else the one it has (a plan keeps only what changes). */
const valueAfter = (p: AwbPlan, key: string): unknown => (key in p.set ? p.set[key] : p.state!.row[key]);

/** A column's new value is its old one (a numeric may come back as text). */
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a != null && b != null && String(a) === String(b));

/** The columns of its set a plan really changes on the AWB as it was worked out on. */
export function changedColumns(p: AwbPlan): string[] {
  const row: Record<string, unknown> = p.state?.row ?? {};
  return Object.keys(p.set).filter((k) => !sameValue(row[k], p.set[k]));
}

/** `update shipments set … from jsonb_to_recordset(…)`: one statement for every AWB of the batch. */
function shipmentsUpdate(plans: readonly AwbPlan[], ac: ActionContext): SQLWrapper | null {
  if (!plans.length) return null;
  // only the columns some AWB really changes (a new account at the same price moves one column, not fifteen)
  const keys = [...new Set(plans.flatMap(changedColumns))];
  const columns = keys.map((k) => [k, columnOf(shipments, k) as PgColumn] as const);
  const rows = plans.map((p) => {
    const row: Record<string, unknown> = { id: p.state!.row.id };
    for (const k of keys) row[k] = valueAfter(p, k) ?? null;
    return row;
  });
  const recordType = sql.join([sql`id int`, ...columns.map(([k, c]) => sql`${sql.identifier(k)} ${sql.raw(c.getSQLType())}`)], sql`, `);
  const sets = sql.join([...columns.map(([k]) => sql`${sql.identifier(k)} = v.${sql.identifier(k)}`), sql`version = ${shipments.version} + 1`, sql`updated_at = ${ac.now.toISOString()}`, sql`updated_by = ${ac.actor}`], sql`, `);
  return sql`update ${shipments} set ${sets} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${recordType}) where ${shipments.id} = v.id`;
}

/** The costs (and for a koli or weight change the koli) stored instead of the old ones. */
async function replaceLines(tx: Db, plans: readonly AwbPlan[]) {
  const withCosts = plans.filter((p) => p.costs);
  if (withCosts.length) {
    await tx.delete(shipmentCosts).where(anyInt(shipmentCosts.document_id, withCosts.map((p) => p.state!.row.id)));
    const rows = withCosts.flatMap((p) => p.costs!.map((c, i) => ({ document_id: p.state!.row.id, position: i + 1, ...c })));
    if (rows.length) await tx.execute(insertRows(tx, shipmentCosts, rows).getSQL());
  }
  const withKoli = plans.filter((p) => p.koli);
  if (withKoli.length) {
    await tx.delete(shipmentKoli).where(anyInt(shipmentKoli.document_id, withKoli.map((p) => p.state!.row.id)));
    await tx.execute(insertRows(tx, shipmentKoli, withKoli.flatMap((p) => p.koli!.map((k, i) => ({ document_id: p.state!.row.id, position: i + 1, ...k })))).getSQL());
  }
}

/** What the audit keeps of one AWB: the columns that changed, before and after. */
function auditRows(plans: readonly AwbPlan[], c: ApplyContext) {
  return plans.map((p) => {
    const row = p.state!.row;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const k of Object.keys(p.set)) {
      if (String(row[k] ?? '') === String(p.set[k] ?? '')) continue;
      before[k] = row[k] ?? null;
      after[k] = p.set[k] ?? null;
    }
    before.change_request = c.request.number;
    if (p.koli) after.koli = p.koli.length;
    after.change_request = c.request.number;
    after.kind = c.kind;
    return { actor: c.ac.actor, action: 'change-request', entity: 'shipment', entityId: String(row.id), before, after };
  });
}

/** The customers' integrations hear of every applied change (their own copy of the AWB is now wrong). */
async function webhookRows(tx: Db, plans: readonly AwbPlan[], c: ApplyContext): Promise<SQLWrapper | null> {
  // only the AWBs of customers with an active endpoint (most have none: nothing to build for a thousand AWBs)
  const customerOf = (p: AwbPlan) => (valueAfter(p, 'customer_id') ?? null) as number | null;
  const customers = [...new Set(plans.map(customerOf).filter((id): id is number => typeof id === 'number'))];
  if (!customers.length) return null;
  const w = webhookEndpoints;
  const listening = new Set((await tx.select({ customer: w.customer_id }).from(w).where(and(anyInt(w.customer_id, customers), eq(w.active, 1)))).map((r) => r.customer as number));
  const heard = plans.filter((p) => listening.has(customerOf(p) as number));
  if (!heard.length) return null;
  const rows = heard.map((p) => ({ id: p.state!.row.id, before: p.before, after: p.after, total: p.total_after }));
  return sql`insert into ${webhookDeliveries} (endpoint_id, shipment_id, event, payload)
    select w.id, s.id, 'changed', jsonb_build_object('event', 'changed', 'awb', s.number, 'reference', s.customer_reference, 'change', ${c.kind}::text,
      'change_request', ${String(c.request.number)}::text, 'before', v.before, 'after', v.after, 'total', v.total, 'at', ${c.ac.now.toISOString()}::text)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, before text, after text, total bigint)
    join ${shipments} s on s.id = v.id
    join ${webhookEndpoints} w on w.customer_id = s.customer_id and w.active = 1`;
}

/** The tracking events of the applied AWBs: customer-facing where the kind says so. */
export function trackingOfPlans(plans: readonly AwbPlan[], c: ApplyContext): TrackingInput[] {
  return plans.map((p) => ({
    shipment_id: p.state!.row.id,
    status: p.state!.row.status as TrackingInput['status'],
    code: p.tracking?.code ?? 'DATA_CHANGED',
    vars: p.tracking?.vars,
    office_id: (p.state!.row.office_id as number) ?? null,
    document_type: 'change-request',
    document_number: String(c.request.number),
    detail: { kind: c.kind, before: p.before, after: p.after },
  }));
}

/** The CDR and draft-invoice lines of these AWBs read their figures from the AWB again; their headers are summed again. */
async function refreshBillingLines(tx: Db, plans: readonly AwbPlan[], c: ApplyContext) {
  const ids = plans.map((p) => p.state!.row.id);
  if (!ids.length) return [] as { document: string; id: number; action: string }[];
  const s = shipments;
  const l = customerDataReportAwbs;
  await tx.execute(sql`update ${l} set koli_count = ${s.koli_count}, chargeable_kg = ${s.chargeable_kg}, service_id = ${s.service_id}, destination_area_id = ${s.destination_area_id},
      freight = ${s.freight}, additional = ${s.additional}, insurance = ${s.insurance}, cod_fee = ${s.cod_fee}, discount = ${s.discount}, amount = ${billedAmount}, taxable = ${taxableAmount}
    from ${s} where ${s.id} = ${l.shipment_id} and ${l.document_id} = ${s.customer_data_report_id} and ${s.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const touched: { document: string; id: number; action: string }[] = [];
  for (const cdrId of new Set(plans.map((p) => p.state!.place.cdrId).filter((v): v is number => v !== null))) {
    await tx.update(customerDataReports).set({ ...(await cdrTotals(tx, cdrId)), version: sql`${customerDataReports.version} + 1` }).where(eq(customerDataReports.id, cdrId));
    touched.push({ document: 'customer-data-report', id: cdrId, action: 'change-request' });
  }
  const drafts = plans.filter((p) => p.consequence === 'DRAFT_INVOICE');
  if (drafts.length) {
    const il = invoiceAwbs;
    await tx.execute(sql`update ${il} set koli_count = ${s.koli_count}, chargeable_kg = ${s.chargeable_kg}, service_id = ${s.service_id}, destination_area_id = ${s.destination_area_id},
        amount = ${billedAmount}, taxable = ${taxableAmount}
      from ${s} where ${s.id} = ${il.shipment_id} and ${il.document_id} = ${s.invoice_id} and ${s.id} in (${sql.join(drafts.map((p) => sql`${p.state!.row.id}`), sql`, `)})`);
    const settings = await financeSettings(tx, c.ac.ctx.references);
    for (const invoiceId of new Set(drafts.map((p) => p.state!.place.invoiceId!))) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
      const { awb_count: _n, topDays: _t, ...money } = await figuresOf(tx, { id: invoiceId, customer_id: invoice.customer_id as number, invoice_date: String(invoice.invoice_date) }, settings);
      await tx.update(invoices).set({ ...money, outstanding: money.total, version: sql`${invoices.version} + 1` }).where(eq(invoices.id, invoiceId));
      touched.push({ document: 'invoice', id: invoiceId, action: 'change-request' });
    }
  }
  return touched;
}

/**
 * An issued invoice: a credit note for what its AWBs now cost less (entered as the requester, approved
 * as the approver: the four eyes of the request), a debit receivable for what they cost more.
 */
async function invoicedConsequences(tx: Db, plans: readonly AwbPlan[], c: ApplyContext, made: MoneyDocuments) {
  const touched: { document: string; id: number; action: string }[] = [];
  const today = jakartaDay(c.ac.now);
  const requester = String(c.request.created_by);
  const label = CHANGE_KIND_DEFS[c.kind].label.toLowerCase();
  const byInvoice = new Map<number, AwbPlan[]>();
  for (const p of plans) if (p.consequence === 'CREDIT_NOTE' || p.consequence === 'DEBIT') byInvoice.set(p.state!.place.invoiceId!, [...(byInvoice.get(p.state!.place.invoiceId!) ?? []), p]);
  for (const [invoiceId, list] of byInvoice) {
    const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, invoiceId))) as DocRow[];
    const credits = list.filter((p) => p.consequence === 'CREDIT_NOTE');
    if (credits.length) {
      const lineIds = await tx
        .select({ id: invoiceAwbs.id, shipment_id: invoiceAwbs.shipment_id })
        .from(invoiceAwbs)
        .where(and(eq(invoiceAwbs.document_id, invoiceId), inArray(invoiceAwbs.shipment_id, credits.map((p) => p.state!.row.id))));
      const lineOf = new Map(lineIds.map((r) => [r.shipment_id as number, r.id as number]));
      const billedDelta = (p: AwbPlan) => Number(p.state!.row.total) - Number(p.state!.row.tax ?? 0) - (Number(valueAfter(p, 'total')) - Number(valueAfter(p, 'tax') ?? 0));
      const lines = credits.filter((p) => lineOf.has(p.state!.row.id) && billedDelta(p) > 0).map((p) => ({ invoice_line_id: lineOf.get(p.state!.row.id)!, amount: billedDelta(p) }));
      if (lines.length) {
        const note = await creditEnteredAndApproved(c.ac, tx, 'credit-note', {
          invoice_id: invoiceId,
          cn_date: today,
          kind: 'PRICE_REVISION',
          reason: `Change request ${String(c.request.number)}: ${label} of ${credits.map((p) => p.awb).join(', ')}`.slice(0, 500),
          notes: `Made by change request ${String(c.request.number)}`,
          lines,
          request_id: derivedRequestId(`change-request:${c.request.id}`, `cn:${invoiceId}`),
        }, requester);
        for (const p of credits) made.set(p.awb, String(note.number));
        touched.push({ document: 'credit-note', id: note.id, action: 'create' });
      }
    }
    const debits = list.filter((p) => p.consequence === 'DEBIT');
    if (debits.length) {
      const def = getDocument('receivable');
      const handlers = handlersOf(def);
      const amount = debits.reduce((a, p) => a + p.delta, 0);
      const body = handlers.create.body.parse({
        receivable_date: today,
        customer_id: invoice.customer_id,
        kind: 'OTHER_CHARGE',
        amount,
        due_date: addDays(today, Number(invoice.top_days ?? 0)),
        reference: String(c.request.number),
        description: `Debit for invoice ${String(invoice.number)} — change request ${String(c.request.number)}: ${label} of ${debits.map((p) => p.awb).join(', ')}`.slice(0, 500),
        request_id: derivedRequestId(`change-request:${c.request.id}`, `ar:${invoiceId}`),
      }) as Record<string, unknown>;
      const { doc: debit } = await createDocument(actThrough(c.ac, tx, c.ac.actor, [RECEIVABLE.add]), def, handlers, body);
      for (const p of debits) made.set(p.awb, String(debit.number));
      touched.push({ document: 'receivable', id: debit.id, action: 'create' });
    }
  }
  return touched;
}

/** Applies the plans that may be applied; answers the money documents made and the other documents touched. */
export async function applyChange(tx: Db, plans: readonly AwbPlan[], c: ApplyContext) {
  const made: MoneyDocuments = new Map();
  if (!plans.length) return { made, touched: [], tracking: [] as TrackingInput[], writes: [] as SQLWrapper[] };
  const update = shipmentsUpdate(plans, c.ac);
  const updating = update ? tx.execute(update.getSQL()) : null;
  // built while the database updates the AWBs (nothing is awaited before the update is)
  const audit = insertRows(tx, auditLogs, auditRows(plans, c));
  const tracking = trackingOfPlans(plans, c);
  await updating;
  await replaceLines(tx, plans);
  const touched = await refreshBillingLines(
    tx,
    plans.filter((p) => p.consequence === 'CDR_LINE' || p.consequence === 'DRAFT_INVOICE'),
    c,
  );
  const cash = plans.filter((p) => p.consequence === 'CASH_ADJUSTMENT');
  if (cash.length) {
    await tx.insert(cashAdjustments).values(
      cash.map((p) => ({
        office_id: p.state!.row.office_id as number,
        branch_id: p.state!.row.branch_id as number,
        shipment_id: p.state!.row.id,
        awb: p.awb,
        amount: p.delta,
        source_type: 'change-request',
        source_id: c.request.id,
        source_number: String(c.request.number),
        memo: `${CHANGE_KIND_DEFS[c.kind].label} changed (register ${p.state!.place.register?.number ?? ''})`.slice(0, 200),
        created_by: c.ac.actor,
      })),
    );
    for (const p of cash) made.set(p.awb, `${p.delta > 0 ? 'Collect' : 'Refund'} in next register`);
  }
  touched.push(...(await invoicedConsequences(tx, plans, c, made)));
  const writes: SQLWrapper[] = [audit];
  const hooks = await webhookRows(tx, plans, c);
  if (hooks) writes.push(hooks);
  return { made, touched, tracking, writes };
}

/** A refusal as the approval answers it when not one AWB could be applied. */
export const nothingApplied = (refusals: readonly { awb: string; message: string }[]) =>
  new HttpError(409, `Not one AWB could be changed: ${refusals.slice(0, 3).map((r) => `${r.awb}: ${r.message}`).join('; ')}${refusals.length > 3 ? ` (and ${refusals.length - 3} more)` : ''}`);

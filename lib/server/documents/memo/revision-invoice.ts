import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceFigures } from '@/lib/finance/invoice';
import { divRound } from '@/lib/pricing/fixed-point';
import type { revisionInvoiceBody } from '@/lib/resources/documents/memo-api';
import { getDocument } from '@/lib/resources/documents/registry';
import { INVOICE } from '@/lib/resources/documents/screens';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { customerDataReports, invoiceAwbs, invoices, memoAwbs, shipments } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { ledgerWrite } from '../../finance/ledger';
import { addDays, customerOf } from '../../finance/parties';
import { derivedRequestId } from '../../finance/request-id';
import { financeSettings } from '../../finance/settings';
import { customerTerms } from '../../finance/tax-rules';
import { actThrough, creditEnteredAndApproved } from '../../helpdesk/act-through';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { canSeeDocument } from '../engine/branch-scope';
import { createDocument } from '../engine/run-document-action';
import type { ActionContext, AnyHandlers, DocRow, DocumentChange } from '../engine/types';
import { handlersOf } from '../registry';

/*
 * Revision invoice: an issued invoice's AWB amounts (and its date) corrected. On approval a credit note
 * takes back what is left of the old figures (entered as the requester, approved by the approver: the
 * memo's four eyes), and a corrected invoice — issued, posted to the ledger, holding the AWBs and CDRs
 * from now on — bills the revised ones. Each names the other; the corrected one notes that its tax
 * invoice needs a replacement (faktur pengganti).
 */

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

type Line = typeof invoiceAwbs.$inferSelect;

async function issuedInvoice(tx: Db, id: number, ac: ActionContext, lock = false) {
  const q = tx.select().from(invoices).where(eq(invoices.id, id));
  const [invoice] = (lock ? await q.for('update') : await q) as DocRow[];
  if (!invoice || !(await canSeeDocument(tx, invoiceDocument as unknown as DocumentDefinition, invoice, ac.principal.branches ?? null))) return null;
  return invoice;
}

/** The corrected figures: each line's revised amount, its taxable part in the line's own proportion, the PPN rule of its service. */
async function revisedFigures(tx: Db, ac: ActionContext, invoice: DocRow, lines: readonly Line[], revised: ReadonlyMap<number, number>, date: string) {
  const settings = await financeSettings(tx, ac.ctx.references);
  const terms = await customerTerms(tx, invoice.customer_id as number, date, lines.map((l) => l.service_id as number).filter(Boolean), settings);
  const rows = lines.map((l) => {
    const amount = revised.get(l.id as number) ?? Number(l.amount) - Number(l.credited ?? 0);
    const taxable = Number(l.amount) ? divRound(BigInt(amount) * BigInt(Number(l.taxable)), Number(l.amount)) : 0;
    return { line: l, amount, taxable };
  });
  const figures = invoiceFigures(
    rows.map((r) => ({ amount: r.amount, taxable: r.taxable, rule: terms.ruleOf((r.line.service_id as number | null) ?? null) })),
    { amount: settings.stamp_duty_amount, threshold: settings.stamp_duty_threshold, charged: settings.stamp_duty_charged },
  );
  return { rows, figures, topDays: terms.topDays };
}

export async function planRevisionInvoice(tx: Db, input: z.infer<typeof revisionInvoiceBody>, ac: ActionContext) {
  const invoice = await issuedInvoice(tx, input.invoice_id as number, ac);
  if (!invoice) throw invalid({ invoice_id: ['No such invoice'] });
  if (invoice.stage !== 'booked') throw invalid({ invoice_id: [`Invoice ${invoice.number} is ${invoice.stage === 'draft' ? 'still a draft: edit it instead' : 'cancelled'}`] });
  if (invoice.replaced_by_number) throw invalid({ invoice_id: [`Invoice ${invoice.number} was replaced by ${String(invoice.replaced_by_number)} already`] });
  const lines = await tx.select().from(invoiceAwbs).where(eq(invoiceAwbs.document_id, invoice.id)).orderBy(asc(invoiceAwbs.position));
  const ofInvoice = new Set(lines.map((l) => l.id as number));
  const revised = new Map<number, number>();
  input.lines.forEach((l, i) => {
    if (!ofInvoice.has(l.invoice_line_id)) throw invalid({ [`lines.${i}.invoice_line_id`]: [`Not an AWB of invoice ${invoice.number}`] });
    revised.set(l.invoice_line_id, l.revised);
  });
  const date = input.new_invoice_date ? String(input.new_invoice_date) : jakartaDay(ac.now);
  if (date > jakartaDay(ac.now)) throw invalid({ new_invoice_date: ['Cannot be in the future'] });
  const { rows, figures } = await revisedFigures(tx, ac, invoice, lines, revised, date);
  const unchanged = rows.every((r) => r.amount === Number(r.line.amount) - Number(r.line.credited ?? 0)) && !input.new_invoice_date;
  if (unchanged) throw invalid({ lines: ['Nothing is revised: change an amount or the date'] });
  return {
    branchId: invoice.branch_id as number,
    set: { invoice_id: invoice.id, invoice_number: invoice.number, new_invoice_date: input.new_invoice_date ?? null, old_total: Number(invoice.total) - Number(invoice.credited_amount ?? 0), new_total: figures.total, customer_id: invoice.customer_id },
    lines: { awbs: rows.map((r) => ({ invoice_line_id: r.line.id, shipment_id: r.line.shipment_id, awb: r.line.awb, billed: Number(r.line.amount) - Number(r.line.credited ?? 0), revised: r.amount })) },
  };
}

export async function approveRevisionInvoice(tx: Db, memo: DocRow, ac: ActionContext): Promise<DocumentChange> {
  const invoice = await issuedInvoice(tx, memo.invoice_id as number, { ...ac, principal: { ...ac.principal, branches: null } }, true);
  if (!invoice || invoice.stage !== 'booked' || invoice.replaced_by_number) throw new HttpError(409, `Invoice ${String(memo.invoice_number)} is no longer an issued invoice to revise`);
  const lines = await tx.select().from(invoiceAwbs).where(eq(invoiceAwbs.document_id, invoice.id)).orderBy(asc(invoiceAwbs.position));
  const memoLines = await tx.select().from(memoAwbs).where(eq(memoAwbs.document_id, memo.id));
  const revised = new Map(memoLines.map((l) => [l.invoice_line_id as number, Number(l.revised)]));
  const date = memo.new_invoice_date ? String(memo.new_invoice_date) : jakartaDay(ac.now);
  const requester = String(memo.created_by);
  const today = jakartaDay(ac.now);

  // 1. the old figures taken back: a credit note of what is left on each line
  const left = lines.filter((l) => Number(l.amount) - Number(l.credited ?? 0) > 0).map((l) => ({ invoice_line_id: l.id as number, amount: Number(l.amount) - Number(l.credited ?? 0) }));
  let creditNumber: string | null = null;
  if (left.length) {
    const approved = await creditEnteredAndApproved(ac, tx, 'credit-note', {
      invoice_id: invoice.id,
      cn_date: today,
      kind: 'PRICE_REVISION',
      reason: `Revision memo ${String(memo.number)}: invoice ${String(invoice.number)} replaced by a corrected invoice`,
      notes: `Made by revision memo ${String(memo.number)}`,
      lines: left,
      request_id: derivedRequestId(`memo:${memo.id}`, 'credit-note'),
    }, requester);
    creditNumber = String(approved.number);
  }

  // 2. the corrected invoice: issued at once, holding the old one's AWBs and CDRs
  const { rows, figures, topDays } = await revisedFigures(tx, ac, invoice, lines, revised, date);
  const customer = await customerOf(tx, ac.ctx.references, invoice.customer_id as number);
  const invoiceDef = getDocument('invoice');
  const due = addDays(date, topDays);
  const plan = {
    scopeCode: customer.branchCode,
    booked: true,
    set: {
      invoice_date: date,
      customer_id: customer.id,
      branch_id: invoice.branch_id,
      period_from: invoice.period_from,
      period_to: invoice.period_to,
      top_days: topDays,
      due_date: due,
      collector_id: invoice.collector_id ?? null,
      line_mode: invoice.line_mode,
      notes: `Replaces invoice ${String(invoice.number)} (revision memo ${String(memo.number)}): its tax invoice needs a replacement (faktur pengganti)`.slice(0, 500),
      replaces_number: invoice.number,
      customer_name: customer.name,
      customer_npwp: customer.npwp,
      billing_address: customer.address,
      awb_count: rows.length,
      ...figures,
      paid_amount: 0,
      pph23_amount: 0,
      write_off_amount: 0,
      credited_amount: 0,
      outstanding: figures.total,
      location: 'OFFICE',
      status: 'ISSUED',
    },
    lines: {
      awbs: rows.map((r) => ({
        shipment_id: r.line.shipment_id,
        awb: r.line.awb,
        cdr_number: r.line.cdr_number,
        shipment_date: r.line.shipment_date,
        service_id: r.line.service_id,
        destination_area_id: r.line.destination_area_id,
        consignee_name: r.line.consignee_name,
        koli_count: r.line.koli_count,
        chargeable_kg: r.line.chargeable_kg,
        amount: r.amount,
        taxable: r.taxable,
        credited: 0,
      })),
    },
    writesFor: (t: Db, doc: DocRow) => {
      const write = ledgerWrite(
        t,
        [{ side: 'AR', party: customer.id, branch: invoice.branch_id as number, date, kind: 'INVOICE', amount: figures.total, item: { type: 'invoice', id: doc.id, number: doc.number, date, due }, document: { type: 'invoice', id: doc.id, number: doc.number } }],
        ac.actor,
      );
      return write ? [write] : [];
    },
  };
  const corrected: AnyHandlers = { ...handlersOf(invoiceDef), create: { body: { parse: (v: unknown) => v } as never, build: async () => plan } };
  const { doc: next } = await createDocument(actThrough(ac, tx, ac.actor, [INVOICE.generate]), invoiceDef, corrected, { request_id: derivedRequestId(`memo:${memo.id}`, 'invoice') });
  await tx.update(invoices).set({ replaced_by_number: next.number, version: Number(invoice.version) + 1 }).where(eq(invoices.id, invoice.id));
  await tx.update(customerDataReports).set({ invoice_id: next.id }).where(eq(customerDataReports.invoice_id, invoice.id));
  const ids = rows.map((r) => r.line.shipment_id as number).filter(Boolean);
  if (ids.length) await tx.update(shipments).set({ invoice_id: next.id }).where(and(inArray(shipments.id, ids), eq(shipments.invoice_id, invoice.id)));
  return {
    set: { credit_note_number: creditNumber, new_invoice_number: next.number, new_total: figures.total },
    touched: [
      { document: 'invoice', id: invoice.id, action: 'revised' },
      { document: 'invoice', id: next.id, action: 'create' },
    ],
  };
}

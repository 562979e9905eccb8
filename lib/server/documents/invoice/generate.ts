import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceFigures } from '@/lib/finance/invoice';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { dateSchema } from '@/lib/resources/engine/date-schema';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { customerDataReportAwbs, customerDataReports, invoiceAwbs, shipments } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { addDays, checkPeriod, customerOf } from '../../finance/parties';
import { guardInvoiceDate } from '../../finance/dates';
import { financeSettings } from '../../finance/settings';
import { customerTerms } from '../../finance/tax-rules';
import type { CreateHandler } from '../engine/types';

const f = invoiceDocument.fields;
const ids = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500);

export const invoiceBody = z.object({
  customer_id: fieldSchema(f.customer_id),
  period_from: dateSchema(),
  period_to: dateSchema(),
  invoice_date: dateSchema().optional(),
  /** Exactly these posted CDRs (else: the customer's posted CDRs ending in the period). */
  cdr_ids: ids.optional(),
  collector_id: fieldSchema(f.collector_id),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof invoiceBody>;

/**
 * Generate a draft from the customer's posted CDRs not yet invoiced: it holds them (and their AWBs),
 * its lines are copied from theirs by one INSERT … SELECT, and its figures worked out with the PPN
 * rule of the contract or each service. The due date follows the contract's terms of payment.
 */
export const generateInvoice: CreateHandler<Input> = {
  body: invoiceBody,
  async build(tx, input, ac) {
    const refs = ac.ctx.references;
    const customer = await customerOf(tx, refs, input.customer_id as number, { active: true });
    const today = jakartaDay(ac.now);
    checkPeriod(input.period_from, input.period_to, today);
    const invoiceDate = input.invoice_date ?? today;
    const c = customerDataReports;
    const cdrs = await tx
      .select({ id: c.id, number: c.number, from: c.period_from, to: c.period_to })
      .from(c)
      .where(
        and(
          eq(c.customer_id, customer.id),
          eq(c.stage, 'booked'),
          isNull(c.invoice_id),
          input.cdr_ids ? inArray(c.id, input.cdr_ids) : between(c.period_to, input.period_from, input.period_to),
        ),
      )
      .orderBy(asc(c.period_from), asc(c.id))
      .for('update');
    if (input.cdr_ids && cdrs.length !== new Set(input.cdr_ids).size) {
      throw badRequest('Invalid body: check the highlighted fields', { cdr_ids: ['Every CDR must be posted, not yet invoiced and of this customer'] });
    }
    if (!cdrs.length) throw badRequest(`No posted CDR of ${customer.name} waits for an invoice in this period`, { customer_id: ['Nothing to invoice in this period'] });
    const cdrIds = cdrs.map((r) => r.id as number);
    await guardInvoiceDate(tx, invoiceDate, cdrIds);
    const l = customerDataReportAwbs;
    const groups = await tx
      .select({ service: l.service_id, count: sql<number>`count(*)`, amount: sql<string>`sum(${l.amount})`, taxable: sql<string>`sum(${l.taxable})` })
      .from(l)
      .where(and(inArray(l.document_id, cdrIds), eq(l.included, true)))
      .groupBy(l.service_id);
    const settings = await financeSettings(tx, refs);
    const terms = await customerTerms(tx, customer.id, invoiceDate, groups.map((g) => g.service as number).filter(Boolean), settings);
    const figures = invoiceFigures(
      groups.map((g) => ({ amount: Number(g.amount), taxable: Number(g.taxable), rule: terms.ruleOf((g.service as number | null) ?? null) })),
      { amount: settings.stamp_duty_amount, threshold: settings.stamp_duty_threshold, charged: settings.stamp_duty_charged },
    );
    const from = cdrs.reduce((a, r) => (String(r.from) < a ? String(r.from) : a), String(cdrs[0].from));
    const until = cdrs.reduce((a, r) => (String(r.to) > a ? String(r.to) : a), String(cdrs[0].to));
    return {
      scopeCode: customer.branchCode,
      set: {
        invoice_date: invoiceDate,
        customer_id: customer.id,
        branch_id: customer.branchId,
        period_from: from,
        period_to: until,
        top_days: terms.topDays,
        due_date: addDays(invoiceDate, terms.topDays),
        collector_id: input.collector_id ?? null,
        line_mode: 'DETAIL',
        notes: input.notes ?? null,
        customer_name: customer.name,
        customer_npwp: customer.npwp,
        billing_address: customer.address,
        awb_count: groups.reduce((a, g) => a + Number(g.count), 0),
        ...figures,
        paid_amount: 0,
        pph23_amount: 0,
        write_off_amount: 0,
        credited_amount: 0,
        outstanding: figures.total,
        location: 'OFFICE',
        status: 'DRAFT',
      },
      linesWritten: true,
      touched: cdrIds.map((id) => ({ document: 'customer-data-report', id, action: 'invoiced' })),
      afterInsert: async (t, invoice) => {
        await t.execute(sql`insert into ${invoiceAwbs} (document_id, position, shipment_id, awb, cdr_number, shipment_date, service_id, destination_area_id, consignee_name, koli_count, chargeable_kg, amount, taxable, credited)
          select ${invoice.id}, row_number() over (order by l.shipment_date, l.shipment_id), l.shipment_id, l.awb, c.number, l.shipment_date, l.service_id, l.destination_area_id, l.consignee_name, l.koli_count, l.chargeable_kg, l.amount, l.taxable, 0
          from ${l} l join ${c} c on c.id = l.document_id
          where l.document_id in (select unnest(${`{${cdrIds.join(',')}}`}::int[])) and l.included`);
        const held = await t.update(c).set({ invoice_id: invoice.id, status: 'INVOICED' }).where(and(inArray(c.id, cdrIds), isNull(c.invoice_id))).returning({ id: c.id });
        if (held.length !== cdrIds.length) throw new HttpError(409, 'Some of these CDRs were invoiced meanwhile: generate again');
        await t.update(shipments).set({ invoice_id: invoice.id }).where(inArray(shipments.customer_data_report_id, cdrIds));
      },
    };
  },
};

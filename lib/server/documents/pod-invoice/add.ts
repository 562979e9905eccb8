import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { podInvoiceDocument } from '@/lib/resources/documents/pod-invoice';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoiceAwbs, invoices, shipments } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { customerOf } from '../../finance/parties';
import { allBranches } from '../shared/office';
import type { CreateHandler } from '../engine/types';

const f = podInvoiceDocument.fields;
const body = z.object({
  invoice_id: z.number({ error: 'Pick the invoice' }).int().positive().max(2_147_483_647),
  sent_date: fieldSchema(f.sent_date),
  sent_via: fieldSchema(f.sent_via),
  collector_id: fieldSchema(f.collector_id),
  tracking_no: fieldSchema(f.tracking_no),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** Record the paper PODs sent with an issued invoice to a customer that requires them: every AWB of it whose paper is back. */
export const addPodSending: CreateHandler<z.infer<typeof body>> = {
  body,
  async build(tx, input, ac) {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoice_id)).for('update');
    if (!invoice || invoice.stage !== 'booked') throw invalid({ invoice_id: ['Only an issued invoice'] });
    if (invoice.pod_invoice_id) throw invalid({ invoice_id: [`Its PODs were already sent (${String(invoice.number)})`] });
    const customer = await customerOf(tx, ac.ctx.references, invoice.customer_id as number);
    if (!customer.requiresPaperPod) throw invalid({ invoice_id: [`${customer.name} does not ask for the paper PODs`] });
    const date = String(input.sent_date);
    if (date > jakartaDay(ac.now)) throw invalid({ sent_date: ['Cannot be in the future'] });
    if (input.sent_via === 'COLLECTOR' && !input.collector_id) throw invalid({ collector_id: ['Which collector takes them'] });
    if (input.sent_via !== 'COLLECTOR' && !input.tracking_no) throw invalid({ tracking_no: ['The tracking number of the sending'] });
    const pods = await tx
      .select({ shipment_id: shipments.id, awb: shipments.number, delivered_at: shipments.delivered_at, paper_received_at: shipments.pod_paper_received_at })
      .from(invoiceAwbs)
      .innerJoin(shipments, eq(shipments.id, invoiceAwbs.shipment_id))
      .where(and(eq(invoiceAwbs.document_id, invoice.id), isNotNull(shipments.pod_paper_received_at)))
      .orderBy(asc(invoiceAwbs.position));
    if (!pods.length) throw invalid({ invoice_id: ['None of its paper PODs is back at the office yet'] });
    const branch = (await allBranches(tx, ac.ctx.references)).get(invoice.branch_id as number);
    return {
      scopeCode: branch?.code ?? 'HO',
      booked: true,
      set: {
        sent_date: date,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        customer_id: invoice.customer_id,
        branch_id: invoice.branch_id,
        sent_via: input.sent_via,
        collector_id: input.collector_id ?? null,
        tracking_no: input.tracking_no ?? null,
        pod_count: pods.length,
        notes: input.notes ?? null,
        status: 'SENT',
      },
      lines: { pods },
      touched: [{ document: 'invoice', id: invoice.id as number, action: 'pods-sent' }],
      afterInsert: async (t, doc) => {
        const held = await t.update(invoices).set({ pod_invoice_id: doc.id }).where(and(eq(invoices.id, invoice.id as number))).returning({ id: invoices.id });
        if (!held.length) throw new HttpError(409, 'The invoice is gone');
      },
    };
  },
};

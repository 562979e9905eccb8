import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoices } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { itemBalances } from '../../finance/ledger';
import { collectorOf } from '../delivery-sheet-invoice/add';
import { allBranches } from '../shared/office';
import type { CreateHandler } from '../engine/types';

const f = collectorInvoiceDocument.fields;
const body = z.object({
  assign_date: fieldSchema(f.assign_date),
  collector_id: fieldSchema(f.collector_id),
  invoice_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Pick at least one invoice').max(500),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** Add: open invoices (something left to pay) given to a collector to collect; each is held by this collection. */
export const addCollection: CreateHandler<z.infer<typeof body>> = {
  body,
  async build(tx, input, ac) {
    await collectorOf(tx, input.collector_id as number);
    const date = String(input.assign_date);
    if (date > jakartaDay(ac.now)) throw invalid({ assign_date: ['Cannot be in the future'] });
    const ids = [...new Set(input.invoice_ids)];
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.id, ids), eq(invoices.stage, 'booked'), inArray(invoices.status, ['ISSUED', 'PARTLY_PAID']), isNull(invoices.collector_invoice_id)))
      .orderBy(asc(invoices.id))
      .for('update');
    if (rows.length !== ids.length) throw invalid({ invoice_ids: ['Only issued invoices with something left to pay, not with another collector'] });
    const owed = await itemBalances(tx, 'invoice', ids);
    const branch = (await allBranches(tx, ac.ctx.references)).get(rows[0].branch_id as number);
    return {
      scopeCode: branch?.code ?? 'HO',
      set: {
        assign_date: date,
        collector_id: input.collector_id,
        branch_id: rows[0].branch_id,
        invoice_count: rows.length,
        total_outstanding: rows.reduce((s, r) => s + (owed.get(r.id as number) ?? 0), 0),
        collected_total: 0,
        payment_count: 0,
        notes: input.notes ?? null,
        status: 'ASSIGNED',
      },
      lines: {
        invoices: rows.map((r) => ({ invoice_id: r.id, invoice_number: r.number, customer_id: r.customer_id, due_date: r.due_date, outstanding: owed.get(r.id as number) ?? 0, collected_amount: 0, pph23: 0 })),
      },
      touched: rows.map((r) => ({ document: 'invoice', id: r.id as number, action: 'to-collect' })),
      afterInsert: async (t, doc) => {
        const held = await t.update(invoices).set({ collector_invoice_id: doc.id }).where(and(inArray(invoices.id, ids), isNull(invoices.collector_invoice_id))).returning({ id: invoices.id });
        if (held.length !== ids.length) throw new HttpError(409, 'Some of these invoices went to another collector meanwhile: pick again');
      },
    };
  },
};

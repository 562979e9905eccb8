import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoices } from '../../db/schema/documents';
import { employees } from '../../db/schema/resources';
import { badRequest, HttpError } from '../../errors';
import { allBranches } from '../shared/office';
import type { CreateHandler } from '../engine/types';

const f = deliverySheetInvoiceDocument.fields;
const body = z.object({
  sheet_date: fieldSchema(f.sheet_date),
  collector_id: fieldSchema(f.collector_id),
  invoice_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Pick at least one invoice').max(500),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** An active employee to send out (a collector). */
export async function collectorOf(tx: Parameters<CreateHandler<unknown>['build']>[0], id: number) {
  const [e] = await tx.select({ id: employees.id, name: employees.full_name, active: employees.active }).from(employees).where(eq(employees.id, id));
  if (!e || !e.active) throw invalid({ collector_id: ['No such employee, or inactive'] });
  return e;
}

/** Add: issued invoices at the office go out with the collector (held by the sheet, where: with the collector). */
export const addDeliverySheet: CreateHandler<z.infer<typeof body>> = {
  body,
  async build(tx, input, ac) {
    await collectorOf(tx, input.collector_id as number);
    const date = String(input.sheet_date);
    if (date > jakartaDay(ac.now)) throw invalid({ sheet_date: ['Cannot be in the future'] });
    const ids = [...new Set(input.invoice_ids)];
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.id, ids), eq(invoices.stage, 'booked'), eq(invoices.location, 'OFFICE'), isNull(invoices.delivery_sheet_invoice_id)))
      .orderBy(asc(invoices.id))
      .for('update');
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      throw invalid({ invoice_ids: [`${missing.length} of these invoice(s) are not issued invoices at the office (already out, with the customer or cancelled)`] });
    }
    const branch = (await allBranches(tx, ac.ctx.references)).get(rows[0].branch_id as number);
    return {
      scopeCode: branch?.code ?? 'HO',
      set: {
        sheet_date: date,
        collector_id: input.collector_id,
        branch_id: rows[0].branch_id,
        invoice_count: rows.length,
        total_amount: rows.reduce((s, r) => s + Number(r.total), 0),
        received_count: 0,
        not_received_count: 0,
        notes: input.notes ?? null,
        status: 'OUT',
      },
      lines: {
        invoices: rows.map((r) => ({ invoice_id: r.id, invoice_number: r.number, customer_id: r.customer_id, invoice_date: r.invoice_date, total: r.total, result: 'PENDING' })),
      },
      touched: rows.map((r) => ({ document: 'invoice', id: r.id as number, action: 'with-collector' })),
      afterInsert: async (t, sheet) => {
        const held = await t
          .update(invoices)
          .set({ delivery_sheet_invoice_id: sheet.id, location: 'COLLECTOR' })
          .where(and(inArray(invoices.id, ids), isNull(invoices.delivery_sheet_invoice_id)))
          .returning({ id: invoices.id });
        if (held.length !== ids.length) throw new HttpError(409, 'Some of these invoices went out on another sheet meanwhile: pick again');
      },
    };
  },
};

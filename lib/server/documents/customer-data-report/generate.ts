import { asc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { customerDataReportAwbs, shipments } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import { checkPeriod, customerOf } from '../../finance/parties';
import type { CreateHandler } from '../engine/types';
import { billedAmount, cdrCandidates, taxableAmount } from './candidates';

const f = customerDataReportDocument.fields;

export const cdrBody = z.object({
  customer_id: fieldSchema(f.customer_id),
  period_from: fieldSchema(f.period_from),
  period_to: fieldSchema(f.period_to),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof cdrBody>;

/**
 * Generate: the customer's AWBs to bill for the period (candidates.ts), locked and claimed in the same
 * transaction — a CDR generated at the same moment finds them taken — and copied into the lines by one
 * INSERT … SELECT, so a CDR of thousands of AWBs costs a few statements.
 */
export const generateCdr: CreateHandler<Input> = {
  body: cdrBody,
  async build(tx, input, ac) {
    const customer = await customerOf(tx, ac.ctx.references, input.customer_id as number, { active: true });
    const from = String(input.period_from);
    const until = String(input.period_to);
    checkPeriod(from, until, jakartaDay(ac.now));
    const rows = await tx
      .select({ id: shipments.id, koli: shipments.koli_count, kg: shipments.chargeable_kg, amount: billedAmount, taxable: taxableAmount })
      .from(shipments)
      .where(cdrCandidates(customer, from, until))
      .orderBy(asc(shipments.shipment_date), asc(shipments.id))
      .for('update', { of: shipments });
    if (!rows.length) {
      throw badRequest(`Nothing to post for ${customer.name} from ${from} to ${until}: no delivered AWBs outside a CDR${customer.requiresPaperPod ? ' with their paper POD back' : ''}`, {
        customer_id: ['Nothing to post in this period'],
      });
    }
    const ids = rows.map((r) => r.id as number);
    const sum = (pick: (r: (typeof rows)[number]) => unknown) => rows.reduce((a, r) => a + Number(pick(r) ?? 0), 0);
    return {
      scopeCode: customer.branchCode,
      set: {
        cdr_date: jakartaDay(ac.now),
        customer_id: customer.id,
        branch_id: customer.branchId,
        period_from: from,
        period_to: until,
        notes: input.notes ?? null,
        awb_count: rows.length,
        excluded_count: 0,
        koli_count: sum((r) => r.koli),
        chargeable_kg: Math.round(sum((r) => r.kg) * 100) / 100,
        amount: sum((r) => r.amount),
        taxable_amount: sum((r) => r.taxable),
        status: 'REVIEW',
      },
      linesWritten: true,
      touched: ids.map((id) => ({ document: 'shipment', id, action: 'cdr' })),
      afterInsert: async (t, cdr) => {
        const s = shipments;
        await t.execute(sql`insert into ${customerDataReportAwbs} (document_id, position, shipment_id, awb, shipment_date, service_id, destination_area_id, consignee_name,
            koli_count, chargeable_kg, freight, additional, insurance, cod_fee, discount, amount, taxable, delivered_at, included)
          select ${cdr.id}, row_number() over (order by ${s.shipment_date}, ${s.id}), ${s.id}, ${s.number}, ${s.shipment_date}, ${s.service_id}, ${s.destination_area_id}, ${s.consignee_name},
            ${s.koli_count}, ${s.chargeable_kg}, ${s.freight}, ${s.additional}, ${s.insurance}, ${s.cod_fee}, ${s.discount}, ${billedAmount}, ${taxableAmount}, ${s.delivered_at}, true
          from ${s} where ${s.id} in (select unnest(${`{${ids.join(',')}}`}::int[]))`);
        const claimed = await t.update(s).set({ customer_data_report_id: cdr.id }).where(inArray(s.id, ids)).returning({ id: s.id });
        if (claimed.length !== ids.length) throw new HttpError(409, 'Some of these AWBs were taken into another CDR meanwhile: generate again');
      },
    };
  },
};

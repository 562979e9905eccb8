import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { cashRegisterDocument } from '@/lib/resources/documents/cash-register';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { shipments } from '../../db/schema/documents';
import { cashAdjustments } from '../../db/schema/finance';
import { badRequest, HttpError } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { officeOf } from '../shared/office';

const f = cashRegisterDocument.fields;

const body = z.object({
  office_id: fieldSchema(f.office_id),
  cutoff_at: fieldSchema(f.cutoff_at),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof body>;

const METHOD_TOTAL = { CASH: 'total_cash', CARD: 'total_card', QRIS: 'total_qris', TRANSFER: 'total_transfer' } as const;

/**
 * Generate: the office's booked cash AWBs not yet in a register, booked up to the cut-off, with totals
 * per payment method. The AWBs are locked and claimed in the same transaction: a second register made
 * at the same moment finds them taken (an AWB is in at most one live register).
 */
export const generateCashRegister: CreateHandler<Input> = {
  body,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const cutoff = String(input.cutoff_at);
    if (Date.parse(cutoff) > ac.now.getTime() + 60_000) throw badRequest('Invalid body: check the highlighted fields', { cutoff_at: ['Cannot be in the future'] });
    const rows = await tx
      .select({ id: shipments.id, number: shipments.number, booked_at: shipments.booked_at, method: shipments.payment_method, reference: shipments.payment_reference, total: shipments.total })
      .from(shipments)
      .where(
        and(
          eq(shipments.office_id, office.id),
          eq(shipments.payment_type, 'CASH'),
          eq(shipments.stage, 'booked'),
          isNull(shipments.cash_register_id),
          // a return AWB (booked by a failed delivery) takes no money at the counter
          isNull(shipments.return_of_id),
          lte(shipments.booked_at, cutoff),
        ),
      )
      .orderBy(asc(shipments.booked_at), asc(shipments.id))
      .for('update');
    // cash to collect or refund for AWBs of earlier registers (a helpdesk change, a voided receipt): counted in cash here
    const adjustments = await tx
      .select()
      .from(cashAdjustments)
      .where(and(eq(cashAdjustments.office_id, office.id), isNull(cashAdjustments.cash_register_id), lte(cashAdjustments.created_at, new Date(cutoff))))
      .orderBy(asc(cashAdjustments.id))
      .for('update');
    if (!rows.length && !adjustments.length) throw badRequest('No booked cash AWBs of this office up to the cut-off are waiting for a register', { cutoff_at: ['Nothing to hand over up to this time'] });
    const totals = { total_cash: 0, total_card: 0, total_qris: 0, total_transfer: 0 };
    for (const r of rows) totals[METHOD_TOTAL[(r.method as keyof typeof METHOD_TOTAL) ?? 'CASH'] ?? 'total_cash'] += Number(r.total);
    const adjusted = adjustments.reduce((a, r) => a + Number(r.amount), 0);
    totals.total_cash += adjusted;
    const total = rows.reduce((a, r) => a + Number(r.total), 0) + adjusted;
    return {
      scopeCode: office.code,
      set: {
        office_id: office.id,
        branch_id: office.branchId,
        register_date: jakartaDay(ac.now),
        cutoff_at: cutoff,
        notes: input.notes ?? null,
        awb_count: rows.length,
        ...totals,
        total_adjustments: adjusted,
        total_amount: total,
        status: 'OPEN',
      },
      lines: {
        awbs: rows.map((r) => ({ shipment_id: r.id, awb: r.number, booked_at: r.booked_at, payment_method: r.method ?? 'CASH', payment_reference: r.reference, amount: Number(r.total) })),
        adjustments: adjustments.map((a) => ({ adjustment_id: a.id, shipment_id: a.shipment_id, awb: a.awb, source_number: a.source_number, memo: a.memo, amount: Number(a.amount) })),
      },
      touched: rows.map((r) => ({ document: 'shipment', id: r.id as number, action: 'cash-register' })),
      afterInsert: async (t, register) => {
        const claimed = await t
          .update(shipments)
          .set({ cash_register_id: register.id })
          .where(and(inArray(shipments.id, rows.map((r) => r.id as number)), isNull(shipments.cash_register_id)))
          .returning({ id: shipments.id });
        if (claimed.length !== rows.length) throw new HttpError(409, 'Some of these AWBs were taken into another register meanwhile: generate again');
        if (adjustments.length) {
          await t
            .update(cashAdjustments)
            .set({ cash_register_id: register.id })
            .where(inArray(cashAdjustments.id, adjustments.map((a) => a.id)));
        }
      },
    };
  },
};

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { offices } from '../../db/schema/resources';
import { renderCashRegisterSheet } from '../../prints/cash-register-sheet';
import type { PrintHandler } from '../engine/types';
import { providerName } from '../shared/site';

export const printCashRegisterSheet: PrintHandler = {
  async render(ctx, docs, ac) {
    const d = docs[0];
    const [office] = await ctx.db.select({ name: offices.name }).from(offices).where(eq(offices.id, d.office_id as number));
    const [clerk] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.userCode, String(d.created_by)));
    const lines = ((d.lines as Record<string, Record<string, unknown>[]>)?.awbs ?? []) as Record<string, unknown>[];
    return renderCashRegisterSheet(
      {
        providerName: await providerName(ctx.db, ctx.references),
        registerNumber: d.number,
        office: office?.name ?? '',
        clerk: clerk?.name ?? String(d.created_by ?? ''),
        openedAt: String(d.created_at),
        cutOffAt: String(d.cutoff_at),
        totals: { CASH: Number(d.total_cash ?? 0), CARD: Number(d.total_card ?? 0), QRIS: Number(d.total_qris ?? 0), TRANSFER: Number(d.total_transfer ?? 0) },
        // before the hand-over is booked nothing is counted yet: the sheet shows the expected cash
        countedCash: d.counted_amount === null ? Number(d.total_cash ?? 0) : Number(d.counted_amount),
        difference: d.difference === null ? 0 : Number(d.difference),
        differenceReason: (d.difference_reason as string | null) ?? null,
        rows: lines.map((l) => ({ awb: String(l.awb), time: String(l.booked_at), method: l.payment_method as 'CASH' | 'CARD' | 'QRIS' | 'TRANSFER', reference: (l.payment_reference as string | null) ?? null, amount: Number(l.amount) })),
      },
      { printedAt: ac.now },
    );
  },
};

import { inArray } from 'drizzle-orm';
import { terbilang } from '@/lib/finance/terbilang';
import { users } from '../../db/schema';
import { customers } from '../../db/schema/resources';
import { financeSettings } from '../../finance/settings';
import { renderPaymentReceipts, type PaymentReceiptData } from '../../prints/payment-receipt';
import type { PrintHandler } from '../engine/types';

type Line = Record<string, unknown>;

const METHOD_WORDS: Record<string, string> = { TRANSFER: 'Transfer bank', CASH: 'Tunai', GIRO: 'Giro', CHEQUE: 'Cek', DEPOSIT: 'Deposit' };

/** The receipt (kwitansi) of a payment. */
export const printPaymentReceipt: PrintHandler = {
  async render(ctx, docs, ac) {
    const settings = await financeSettings(ctx.db, ctx.references);
    const rows = await ctx.db.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(inArray(customers.id, docs.map((d) => d.customer_id as number)));
    const byId = new Map(rows.map((c) => [c.id as number, c]));
    const [signer] = await ctx.db.select({ name: users.fullName }).from(users).where(inArray(users.userCode, [ac.actor]));
    const items: PaymentReceiptData[] = docs.map((d) => {
      const c = byId.get(d.customer_id as number);
      const lines = ((d as unknown as { lines?: { allocations?: Line[] } }).lines?.allocations ?? []) as Line[];
      const received = Number(d.amount_received ?? 0);
      return {
        company: { name: settings.company_name, address: settings.company_address, npwp: settings.company_npwp },
        number: d.number,
        date: String(d.payment_date),
        customer: { code: String(c?.code ?? ''), name: String(c?.name ?? '') },
        method: METHOD_WORDS[String(d.method)] ?? String(d.method),
        reference: (d.reference as string | null) ?? null,
        bankAccount: (d.bank_account as string | null) ?? null,
        received,
        amountInWords: terbilang(received),
        lines: lines.map((l) => ({ number: String(l.item_number), date: String(l.item_date), amount: Number(l.amount ?? 0), pph23: Number(l.pph23 ?? 0), writeOff: Number(l.write_off ?? 0) })),
        pph23: Number(d.pph23_amount ?? 0),
        pph23SlipNo: (d.pph23_slip_no as string | null) ?? null,
        writeOff: Number(d.write_off_amount ?? 0),
        bankCharge: Number(d.bank_charge ?? 0),
        depositApplied: Number(d.deposit_applied ?? 0),
        depositCreated: Number(d.deposit_created ?? 0),
        signer: signer?.name ?? ac.actor,
        status: d.stage === 'cancelled' ? 'CANCELLED' : String(d.status),
      };
    });
    return renderPaymentReceipts(items, { printedAt: ac.now });
  },
};

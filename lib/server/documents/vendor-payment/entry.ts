import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatRupiah } from '@/lib/pricing/money';
import { vendorPaymentDocument } from '@/lib/resources/documents/vendor-payment';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { vendorInvoices } from '../../db/schema/documents';
import { vendors } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import { itemBalances, ledgerWrite } from '../../finance/ledger';
import { vendorOf } from '../../finance/parties';
import { allBranches } from '../shared/office';
import type { CreateHandler } from '../engine/types';

const f = vendorPaymentDocument.fields;
const rupiah = (label: string) => z.number({ error: label }).int('Whole rupiah').min(0, 'Not below 0').max(100_000_000_000);

const body = z.object({
  vendor_id: fieldSchema(f.vendor_id),
  payment_date: fieldSchema(f.payment_date),
  method: fieldSchema(f.method),
  from_account: fieldSchema(f.from_account),
  reference: fieldSchema(f.reference),
  bank_charge: rupiah('Bank charges').default(0),
  pph23_slip_no: fieldSchema(f.pph23_slip_no),
  notes: fieldSchema(f.notes),
  allocations: z
    .array(z.object({ vendor_invoice_id: z.number().int().positive().max(2_147_483_647), amount: rupiah('The amount paid') }))
    .min(1, 'Pay at least one bill')
    .max(500),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof body>;

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** A posted bill's own figures after a payment (or its cancel, negative). */
export async function payBills(tx: Db, changes: readonly { id: number; amount: number }[], balances: ReadonlyMap<number, number>) {
  for (const c of changes) {
    const outstanding = (balances.get(c.id) ?? 0) - c.amount;
    const v = vendorInvoices;
    const [row] = await tx
      .update(v)
      .set({ paid_amount: sql`${v.paid_amount} + ${c.amount}`, outstanding, version: sql`${v.version} + 1` })
      .where(eq(v.id, c.id))
      .returning({ paid: v.paid_amount });
    await tx.update(v).set({ status: outstanding <= 0 ? 'PAID' : Number(row.paid) > 0 ? 'PARTLY_PAID' : 'POSTED' }).where(eq(v.id, c.id));
  }
}

/** Vendor payment entry: the vendor row locked (payments of one vendor in turn), its bills locked, balances from the ledger. */
export const enterVendorPayment: CreateHandler<Input> = {
  body,
  async build(tx, input, ac) {
    const vendor = await vendorOf(tx, input.vendor_id as number);
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendor.id)).for('update');
    const date = String(input.payment_date);
    if (date > jakartaDay(ac.now)) throw invalid({ payment_date: ['Cannot be in the future'] });
    const ids = input.allocations.map((a) => a.vendor_invoice_id);
    if (new Set(ids).size !== ids.length) throw invalid({ allocations: ['A bill is listed twice'] });
    const bills = await tx
      .select()
      .from(vendorInvoices)
      .where(and(inArray(vendorInvoices.id, ids), eq(vendorInvoices.vendor_id, vendor.id), eq(vendorInvoices.stage, 'booked')))
      .orderBy(asc(vendorInvoices.id))
      .for('update');
    const byId = new Map(bills.map((b) => [b.id as number, b]));
    const balances = await itemBalances(tx, 'vendor-invoice', ids);
    const errors: Record<string, string[]> = {};
    input.allocations.forEach((a, i) => {
      const bill = byId.get(a.vendor_invoice_id);
      if (!bill) errors[`allocations.${i}.vendor_invoice_id`] = [`Not a posted bill of ${vendor.name}`];
      else if (a.amount <= 0) errors[`allocations.${i}.amount`] = ['More than 0'];
      else if (a.amount > (balances.get(bill.id as number) ?? 0)) errors[`allocations.${i}.amount`] = [`${String(bill.number)} has ${formatRupiah(balances.get(bill.id as number) ?? 0)} left to pay`];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const paid = input.allocations.reduce((s, a) => s + a.amount, 0);
    const pph23 = bills.reduce((s, b) => s + Number(b.pph23 ?? 0), 0);
    if (pph23 > 0 && !input.pph23_slip_no) throw invalid({ pph23_slip_no: ['These bills had PPh 23 withheld: the number of the slip handed to the vendor'] });
    const branchId = bills[0].branch_id as number;
    const branch = (await allBranches(tx, ac.ctx.references)).get(branchId);
    return {
      scopeCode: branch?.code ?? 'HO',
      booked: true,
      set: {
        payment_date: date,
        vendor_id: vendor.id,
        branch_id: branchId,
        method: input.method,
        from_account: input.from_account ?? null,
        reference: input.reference ?? null,
        amount_paid: paid,
        bank_charge: input.bank_charge,
        pph23_slip_no: input.pph23_slip_no ?? null,
        pph23_amount: pph23,
        notes: input.notes ?? null,
        status: 'POSTED',
      },
      lines: {
        allocations: input.allocations.map((a) => {
          const b = byId.get(a.vendor_invoice_id)!;
          const before = balances.get(a.vendor_invoice_id) ?? 0;
          return { vendor_invoice_id: b.id, bill_number: b.number, vendor_invoice_no: b.vendor_invoice_no, due_date: b.due_date, outstanding_before: before, amount: a.amount, outstanding_after: before - a.amount };
        }),
      },
      touched: ids.map((id) => ({ document: 'vendor-invoice', id, action: 'paid' })),
      afterInsert: (t) => payBills(t, input.allocations.map((a) => ({ id: a.vendor_invoice_id, amount: a.amount })), balances),
      writesFor: (t, payment) => {
        const write = ledgerWrite(
          t,
          input.allocations.map((a) => {
            const b = byId.get(a.vendor_invoice_id)!;
            return {
              side: 'AP' as const,
              party: vendor.id,
              branch: b.branch_id as number,
              date,
              kind: 'VENDOR_PAYMENT' as const,
              amount: -a.amount,
              item: { type: 'vendor-invoice', id: b.id as number, number: String(b.number), date: String(b.bill_date), due: String(b.due_date) },
              document: { type: 'vendor-payment', id: payment.id, number: payment.number },
            };
          }),
          ac.actor,
        );
        return write ? [write] : [];
      },
    };
  },
};

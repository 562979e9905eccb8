import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { settlePayment } from '@/lib/finance/payment';
import { pph23Mismatch } from '@/lib/finance/pph23';
import { allocateReceipt, pph23StillDue } from '@/lib/finance/receipt';
import { OPEN_ITEM_TYPES, PPH23_OVERRIDE_SCREENS, paymentDocument } from '@/lib/resources/documents/payment';
import { grantsAny } from '@/lib/rules/grants';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoices, receivables } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import { lockCustomerMoney } from '../../finance/customer-lock';
import { itemBalances, ledgerWrite, openCredits, type LedgerEntry } from '../../finance/ledger';
import { customerOf } from '../../finance/parties';
import { financeSettings } from '../../finance/settings';
import type { Db } from '../../db/client';
import { invoicesPph23 } from '../../finance/pph23';
import type { ActionContext, CreateHandler, DocRow } from '../engine/types';
import { applyToItems } from './settle-items';

const f = paymentDocument.fields;
const rupiah = (label: string) => z.number({ error: label }).int('Whole rupiah').min(0, 'Not below 0').max(100_000_000_000);

export const paymentBody = z.object({
  customer_id: fieldSchema(f.customer_id),
  payment_date: fieldSchema(f.payment_date),
  method: fieldSchema(f.method),
  bank_account: fieldSchema(f.bank_account),
  reference: fieldSchema(f.reference),
  giro_due_date: fieldSchema(f.giro_due_date),
  amount_received: rupiah('The amount received'),
  bank_charge: rupiah('Bank charges').default(0),
  deposit_applied: rupiah('Deposit applied').default(0),
  pph23_slip_no: fieldSchema(f.pph23_slip_no),
  pph23_override_reason: fieldSchema(f.pph23_override_reason),
  write_off_reason: fieldSchema(f.write_off_reason),
  notes: fieldSchema(f.notes),
  /** Per invoice (or receivable); absent: the money goes over the open items oldest first (gross of PPh 23 when a slip is given). */
  allocations: z
    .array(
      z.object({
        item_type: z.enum(OPEN_ITEM_TYPES).default('invoice'),
        item_id: z.number().int().positive().max(2_147_483_647),
        amount: rupiah('The amount paid').default(0),
        pph23: rupiah('PPh 23').default(0),
        write_off: rupiah('Write-off').default(0),
      }),
    )
    .max(500)
    .optional(),
  request_id: z.string().uuid('A UUID').optional(),
});
export type PaymentInput = z.infer<typeof paymentBody>;

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/**
 * PPh 23 checked, not typed (lib/finance/pph23.ts): each line's figure against the computed one; one
 * that differs needs a reason, given by a role that may override. Answers the reason kept (null when
 * every figure is the computed one).
 */
async function checkPph23(tx: Db, ac: ActionContext, customerId: number, items: readonly { pph23: number; item: { type: string; id: number; number: string } }[], reason: string | null) {
  const ids = items.filter((a) => a.item.type === 'invoice' && a.pph23 > 0).map((a) => a.item.id);
  if (!items.some((a) => a.pph23 > 0)) return null;
  const { withholds, invoices: figures } = await invoicesPph23(tx, ac.ctx.references, customerId, ids);
  const errors: Record<string, string[]> = {};
  items.forEach((a, i) => {
    const f = figures.get(a.item.id);
    const wrong = pph23Mismatch({ number: a.item.number, invoice: a.item.type === 'invoice', withholds, expected: f?.expected ?? 0, withheldBefore: f?.withheldBefore ?? 0, given: a.pph23 });
    if (wrong) errors[`allocations.${i}.pph23`] = [wrong];
  });
  if (!Object.keys(errors).length) return null;
  if (!reason) throw invalid(errors);
  if (!grantsAny(ac.principal.permissions, PPH23_OVERRIDE_SCREENS, 'write')) throw invalid({ ...errors, pph23_override_reason: ['Your role may not override the computed PPh 23'] });
  return reason;
}

/**
 * Payment entry: a receipt already posted. The customer row is locked first, so two payments of one
 * customer (racing for the same last outstanding, or the same deposit) run one after the other and the
 * second sees what the first took; then the items paid are locked and their balances read from the
 * ledger; lib/finance/payment.ts decides.
 */
export const enterPayment: CreateHandler<PaymentInput> = {
  body: paymentBody,
  async build(tx, input, ac) {
    const refs = ac.ctx.references;
    const customer = await customerOf(tx, refs, input.customer_id as number);
    await lockCustomerMoney(tx, customer.id);
    const date = String(input.payment_date);
    if (date > jakartaDay(ac.now)) throw invalid({ payment_date: ['Cannot be in the future'] });
    if (input.method === 'GIRO' && !input.giro_due_date) throw invalid({ giro_due_date: ['A giro needs its due date'] });
    if (input.method === 'DEPOSIT' && input.amount_received > 0) throw invalid({ amount_received: ['Deposit only: no money is received'] });
    const settings = await financeSettings(tx, refs);
    const credits = await openCredits(tx, customer.id);
    const depositAvailable = -credits.reduce((a, c) => a + c.balance, 0);

    // the open items, locked (ids in order: two payments lock in the same order)
    const openInvoices = await tx
      .select({ id: invoices.id, number: invoices.number, date: invoices.invoice_date, due: invoices.due_date, branch: invoices.branch_id, stage: invoices.stage, customer: invoices.customer_id })
      .from(invoices)
      .where(and(eq(invoices.customer_id, customer.id), eq(invoices.stage, 'booked'), inArray(invoices.status, ['ISSUED', 'PARTLY_PAID'])))
      .orderBy(asc(invoices.id))
      .for('update');
    const openReceivables = await tx
      .select({ id: receivables.id, number: receivables.number, date: receivables.receivable_date, due: receivables.due_date, branch: receivables.branch_id })
      .from(receivables)
      .where(and(eq(receivables.customer_id, customer.id), eq(receivables.stage, 'booked'), eq(receivables.status, 'OPEN')))
      .orderBy(asc(receivables.id))
      .for('update');
    const invBal = await itemBalances(tx, 'invoice', openInvoices.map((i) => i.id as number));
    const recBal = await itemBalances(tx, 'receivable', openReceivables.map((r) => r.id as number));
    const known = new Map<string, { type: 'invoice' | 'receivable'; id: number; number: string; date: string; due: string; branch: number; outstanding: number }>();
    for (const i of openInvoices) known.set(`invoice:${i.id}`, { type: 'invoice', id: i.id as number, number: String(i.number), date: String(i.date), due: String(i.due), branch: i.branch as number, outstanding: invBal.get(i.id as number) ?? 0 });
    for (const r of openReceivables) known.set(`receivable:${r.id}`, { type: 'receivable', id: r.id as number, number: String(r.number), date: String(r.date), due: String(r.due), branch: r.branch as number, outstanding: recBal.get(r.id as number) ?? 0 });

    let wanted = input.allocations;
    if (!wanted) {
      // oldest first, gross of the PPh 23 the customer withheld when it sent the slip (lib/finance/receipt.ts, as the payment form)
      const open = [...known.values()].filter((k) => k.outstanding > 0).sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
      const slip = Boolean(input.pph23_slip_no);
      const pph23 = slip ? await invoicesPph23(tx, refs, customer.id, open.filter((k) => k.type === 'invoice').map((k) => k.id)) : null;
      const due = (k: (typeof open)[number]) => {
        const f = k.type === 'invoice' ? pph23?.invoices.get(k.id) : undefined;
        return f ? pph23StillDue(f.expected, f.withheldBefore) : 0;
      };
      const { lines } = allocateReceipt({
        received: input.amount_received,
        bank_charge: input.bank_charge,
        deposit_applied: input.deposit_applied,
        withholds: Boolean(pph23?.withholds),
        items: open.map((k) => ({ outstanding: k.outstanding, pph23Due: due(k) })),
      });
      wanted = open.flatMap((k, n) => (lines[n].amount + lines[n].pph23 > 0 ? [{ item_type: k.type, item_id: k.id, amount: lines[n].amount, pph23: lines[n].pph23, write_off: 0 }] : []));
      if (!wanted.length) throw invalid({ allocations: [`${customer.name} has no open invoice to pay`] });
    }
    if (!wanted.length) throw invalid({ allocations: ['Allocate the payment to at least one invoice'] });
    const seen = new Set<string>();
    const items = wanted.map((a, i) => {
      const key = `${a.item_type}:${a.item_id}`;
      if (seen.has(key)) throw invalid({ [`allocations.${i}.item_id`]: ['Listed twice'] });
      seen.add(key);
      const item = known.get(key);
      if (!item) throw invalid({ [`allocations.${i}.item_id`]: [`Not an open ${a.item_type} of ${customer.name}`] });
      return { ...a, item };
    });
    const settlement = settlePayment({
      received: input.amount_received,
      bank_charge: input.bank_charge,
      deposit_applied: input.deposit_applied,
      deposit_available: depositAvailable,
      write_off_limit: settings.write_off_limit,
      write_off_reason: (input.write_off_reason as string | null | undefined) ?? null,
      lines: items.map((a) => ({ number: a.item.number, outstanding: a.item.outstanding, amount: a.amount, pph23: a.pph23, write_off: a.write_off })),
    });
    if (Object.keys(settlement.errors).length) {
      throw invalid(Object.fromEntries(Object.entries(settlement.errors).map(([k, v]) => [k.replace(/^lines\./, 'allocations.'), v])));
    }
    if (settlement.pph23 > 0 && !input.pph23_slip_no) throw invalid({ pph23_slip_no: ['PPh 23 withheld needs the number of the withholding slip'] });
    const overridden = await checkPph23(tx, ac, customer.id, items, (input.pph23_override_reason as string | null | undefined)?.trim() || null);

    // the deposits applied, oldest first
    let toApply = input.deposit_applied;
    const applied = credits.flatMap((c) => {
      const take = Math.min(toApply, -c.balance);
      toApply -= take;
      return take > 0 ? [{ credit: c, amount: take }] : [];
    });

    return {
      scopeCode: customer.branchCode,
      booked: true,
      set: {
        payment_date: date,
        customer_id: customer.id,
        branch_id: customer.branchId,
        method: input.method,
        bank_account: input.bank_account ?? null,
        reference: input.reference ?? null,
        giro_due_date: input.giro_due_date ?? null,
        amount_received: input.amount_received,
        bank_charge: input.bank_charge,
        deposit_applied: input.deposit_applied,
        allocated: settlement.allocated,
        pph23_amount: settlement.pph23,
        pph23_slip_no: input.pph23_slip_no ?? null,
        pph23_override_reason: overridden,
        write_off_amount: settlement.write_off,
        write_off_reason: settlement.write_off ? (input.write_off_reason ?? null) : null,
        deposit_created: settlement.deposit_created,
        notes: input.notes ?? null,
        status: 'POSTED',
      },
      lines: {
        allocations: items.map((a, i) => ({
          item_type: a.item.type,
          item_id: a.item.id,
          item_number: a.item.number,
          item_date: a.item.date,
          due_date: a.item.due,
          outstanding_before: a.item.outstanding,
          amount: a.amount,
          pph23: a.pph23,
          write_off: a.write_off,
          outstanding_after: settlement.remaining[i],
        })),
      },
      touched: items.filter((a) => a.item.type === 'invoice').map((a) => ({ document: 'invoice', id: a.item.id, action: 'paid' })),
      afterInsert: async (t) => {
        const balances = new Map([...known.entries()].map(([k, v]) => [k, v.outstanding]));
        await applyToItems(t, items.map((a) => ({ item_type: a.item.type, item_id: a.item.id, amount: a.amount, pph23: a.pph23, write_off: a.write_off, paid_on: date })), balances);
      },
      writesFor: (t, payment: DocRow) => {
        const doc = { type: 'payment', id: payment.id, number: payment.number };
        const entry = (item: LedgerEntry['item'], branch: number, kind: LedgerEntry['kind'], amount: number, memo?: string): LedgerEntry => ({
          side: 'AR',
          party: customer.id,
          branch,
          date,
          kind,
          amount,
          item,
          document: doc,
          memo,
        });
        const entries: LedgerEntry[] = [];
        for (const a of items) {
          const item = { type: a.item.type, id: a.item.id, number: a.item.number, date: a.item.date, due: a.item.due };
          entries.push(entry(item, a.item.branch, 'PAYMENT', -a.amount));
          entries.push(entry(item, a.item.branch, 'PPH23', -a.pph23, (input.pph23_slip_no as string | null) ?? undefined));
          entries.push(entry(item, a.item.branch, 'WRITE_OFF', -a.write_off, (input.write_off_reason as string | null) ?? undefined));
        }
        for (const { credit, amount } of applied) {
          entries.push(entry({ type: credit.type, id: credit.id, number: credit.number, date: credit.date, due: credit.due }, credit.branch, 'DEPOSIT_APPLIED', amount));
        }
        if (settlement.deposit_created > 0) {
          entries.push(entry({ type: 'payment', id: payment.id, number: payment.number, date, due: date }, customer.branchId, 'DEPOSIT', -settlement.deposit_created, 'Paid over the invoices'));
        }
        const write = ledgerWrite(t, entries, ac.actor);
        return write ? [write] : [];
      },
    };
  },
};

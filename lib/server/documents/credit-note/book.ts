import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceStatus } from '@/lib/finance/invoice';
import { creditNoteAwbs, invoices } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { itemBalances, ledgerWrite } from '../../finance/ledger';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler, DocRow } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';
import { creditInvoiceLines, creditLines } from './lines';

/**
 * Approve (by someone other than whoever entered or changed its figures): checked again against the invoice as it is now (locked),
 * then posted — off what the invoice still owes, the rest (a paid invoice) to a deposit.
 */
export const approveCreditNote: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A credit note'),
  lockFirst: lockCustomerOf('credit-note'),
  async run(tx, doc, _input, ac) {
    const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, doc.invoice_id as number)).for('update')) as DocRow[];
    if (!invoice || invoice.stage !== 'booked') throw new HttpError(409, `Invoice ${String(doc.invoice_number)} is no longer issued: cancel this credit note`);
    const lines = await tx.select().from(creditNoteAwbs).where(eq(creditNoteAwbs.document_id, doc.id)).orderBy(asc(creditNoteAwbs.position));
    const wanted = lines.map((l) => ({ invoice_line_id: l.invoice_line_id as number, amount: Number(l.amount) }));
    const { errors, figures } = await creditLines(tx, ac.ctx.references, invoice, wanted);
    if (Object.keys(errors).length) throw new HttpError(409, `The invoice changed meanwhile: ${Object.values(errors).flat().join('; ')}`);
    const owed = (await itemBalances(tx, 'invoice', [invoice.id])).get(invoice.id) ?? 0;
    const toInvoice = Math.min(figures.total, Math.max(0, owed));
    const toDeposit = figures.total - toInvoice;
    const outstanding = owed - toInvoice;
    const settledByPayments = Number(invoice.paid_amount ?? 0) + Number(invoice.pph23_amount ?? 0) + Number(invoice.write_off_amount ?? 0);
    await tx
      .update(invoices)
      .set({ credited_amount: Number(invoice.credited_amount ?? 0) + figures.total, outstanding, status: invoiceStatus(outstanding, settledByPayments), version: Number(invoice.version) + 1 })
      .where(eq(invoices.id, invoice.id));
    await creditInvoiceLines(tx, wanted, 1);
    const date = String(doc.cn_date);
    const base = { side: 'AR' as const, party: invoice.customer_id as number, branch: invoice.branch_id as number, date, document: { type: 'credit-note', id: doc.id, number: doc.number } };
    const write = ledgerWrite(
      tx,
      [
        { ...base, kind: 'CREDIT_NOTE', amount: -toInvoice, item: { type: 'invoice', id: invoice.id, number: invoice.number, date: String(invoice.invoice_date), due: String(invoice.due_date) }, memo: String(doc.reason).slice(0, 200) },
        { ...base, kind: 'DEPOSIT', amount: -toDeposit, item: { type: 'credit-note', id: doc.id, number: doc.number, date, due: date }, memo: 'Credit on a paid invoice' },
      ],
      ac.actor,
    );
    return {
      set: { ...figures, to_invoice: toInvoice, to_deposit: toDeposit },
      writes: write ? [write] : [],
      touched: [{ document: 'invoice', id: invoice.id, action: 'credited' }],
    };
  },
};

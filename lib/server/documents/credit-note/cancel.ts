import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceStatus } from '@/lib/finance/invoice';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { creditNoteAwbs, invoices } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { documentsOnItem, itemBalances, reversalWrite } from '../../finance/ledger';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler, DocRow } from '../engine/types';
import { creditInvoiceLines } from './lines';

/** Cancel: a draft simply; an approved one is reversed on the ledger and on its invoice — refused once its deposit was applied. */
export const cancelCreditNote: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  lockFirst: lockCustomerOf('credit-note'),
  async run(tx, doc, _input, ac) {
    if (doc.stage === 'draft') return {};
    const users = await documentsOnItem(tx, 'credit-note', doc.id, { type: 'credit-note', id: doc.id });
    if (users.length) throw new HttpError(409, `Credit note ${doc.number}'s deposit was applied by ${users.map((u) => `${u.type} ${u.number}`).join(', ')}: cancel that first`);
    const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, doc.invoice_id as number)).for('update')) as DocRow[];
    const owed = (await itemBalances(tx, 'invoice', [invoice.id])).get(invoice.id) ?? 0;
    const outstanding = owed + Number(doc.to_invoice ?? 0);
    const settledByPayments = Number(invoice.paid_amount ?? 0) + Number(invoice.pph23_amount ?? 0) + Number(invoice.write_off_amount ?? 0);
    await tx
      .update(invoices)
      .set({
        credited_amount: Number(invoice.credited_amount ?? 0) - Number(doc.total ?? 0),
        outstanding: invoice.stage === 'booked' ? outstanding : invoice.outstanding,
        ...(invoice.stage === 'booked' ? { status: invoiceStatus(outstanding, settledByPayments) } : {}),
        version: Number(invoice.version) + 1,
      })
      .where(eq(invoices.id, invoice.id));
    const lines = await tx.select().from(creditNoteAwbs).where(eq(creditNoteAwbs.document_id, doc.id)).orderBy(asc(creditNoteAwbs.position));
    await creditInvoiceLines(tx, lines.map((l) => ({ invoice_line_id: l.invoice_line_id as number, amount: Number(l.amount) })), -1);
    return {
      writes: [reversalWrite(tx, { type: 'credit-note', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)],
      touched: [{ document: 'invoice', id: invoice.id, action: 'credit-cancelled' }],
    };
  },
};

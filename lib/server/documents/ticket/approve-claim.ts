import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatRupiah } from '@/lib/pricing/money';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoiceAwbs, invoices, tickets } from '../../db/schema/documents';
import type { Db } from '../../db/client';
import { creditLines } from '../credit-note/lines';
import { cashAdjustments } from '../../db/schema/finance';
import { HttpError } from '../../errors';
import { lockCustomerMoney } from '../../finance/customer-lock';
import { derivedRequestId } from '../../finance/request-id';
import { creditEnteredAndApproved } from '../../helpdesk/act-through';
import type { ActionContext, ActionHandler, DocRow } from '../engine/types';
import { capOf } from './claim';
import { noteLine } from './clock';

/** The AWB's charge still on an issued invoice (what a credit note can take back, and its total with PPN), if any. */
async function chargeOnInvoice(tx: Db, ac: ActionContext, shipment: DocRow) {
  if (!shipment.invoice_id) return null;
  const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, shipment.invoice_id as number))) as DocRow[];
  if (!invoice || invoice.stage !== 'booked') return null;
  const [line] = await tx.select().from(invoiceAwbs).where(and(eq(invoiceAwbs.document_id, invoice.id), eq(invoiceAwbs.shipment_id, shipment.id)));
  const amount = line ? Number(line.amount) - Number(line.credited ?? 0) : 0;
  if (!line || amount <= 0) return null;
  const { errors, figures } = await creditLines(tx, ac.ctx.references, invoice, [{ invoice_line_id: line.id as number, amount }]);
  return Object.keys(errors).length ? null : { invoice, lineId: line.id as number, amount, total: figures.total };
}

/**
 * Approve a claim (a supervisor, not whoever entered it): a credit customer is credited — the AWB's
 * charge on its issued invoice by a credit note (when the claim covers it), the rest by a correction
 * receivable, each entered as the claimant and approved here, lowering what they owe (a deposit once
 * nothing is owed); a cash customer is refunded through the counter's next register.
 */
export const approveClaim: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc, asker) => {
    if (doc.claim_status !== 'REQUESTED') return 'No claim waits for approval';
    return doc.claim_by === asker.userCode ? `A claim is approved by someone other than whoever entered it (${String(doc.claim_by)})` : null;
  },
  async lockFirst(tx, id) {
    const [t] = await tx.select({ customer: tickets.customer_id }).from(tickets).where(eq(tickets.id, id));
    if (t?.customer) await lockCustomerMoney(tx, Number(t.customer));
  },
  async run(tx, doc, _input, ac) {
    const { shipment, cap } = await capOf(tx, doc);
    const amount = Number(doc.claim_amount);
    if (!shipment) throw new HttpError(409, 'The AWB of this claim is gone');
    if (amount > cap) throw new HttpError(409, `The claim of ${formatRupiah(amount)} is now above the AWB’s liability cap of ${formatRupiah(cap)}: reject it and claim again`);
    const today = jakartaDay(ac.now);
    let settled: string;
    if (shipment.customer_id && shipment.payment_type === 'CREDIT') {
      const made: string[] = [];
      // the charge refunded on its invoice first — a credit note, PPN with it — when the claim covers it all
      const refund = await chargeOnInvoice(tx, ac, shipment);
      let left = amount;
      if (refund && refund.total <= amount) {
        const approved = await creditEnteredAndApproved(ac, tx, 'credit-note', {
          invoice_id: refund.invoice.id,
          cn_date: today,
          kind: 'CLAIM',
          reason: `Claim ${String(doc.number)}: ${String(doc.kind).toLowerCase()} parcel, AWB ${String(shipment.number)} — its charge refunded`,
          notes: `Made by ticket ${String(doc.number)}`,
          lines: [{ invoice_line_id: refund.lineId, amount: refund.amount }],
          request_id: derivedRequestId(`ticket-claim:${doc.id}`, `cn:${String(doc.version)}`),
        }, String(doc.claim_by));
        made.push(String(approved.number));
        left -= Number(approved.total);
      }
      // the compensation beyond it: a credit on the customer's account (no PPN: it pays for goods, not a service)
      if (left > 0) {
        const credit = await creditEnteredAndApproved(ac, tx, 'receivable', {
          receivable_date: today,
          customer_id: shipment.customer_id,
          kind: 'CORRECTION',
          amount: -left,
          due_date: today,
          reference: String(doc.number),
          description: `Claim ${String(doc.number)}: ${String(doc.kind).toLowerCase()} parcel, AWB ${String(shipment.number)}`,
          request_id: derivedRequestId(`ticket-claim:${doc.id}`, String(doc.version)),
        }, String(doc.claim_by));
        made.push(String(credit.number));
      }
      settled = made.join(', ');
    } else {
      await tx.insert(cashAdjustments).values({
        office_id: shipment.office_id as number,
        branch_id: shipment.branch_id as number,
        shipment_id: shipment.id,
        awb: String(shipment.number),
        amount: -amount,
        source_type: 'ticket',
        source_id: doc.id,
        source_number: String(doc.number),
        memo: `Claim refund (${String(doc.kind).toLowerCase()} parcel)`,
        created_by: ac.actor,
      });
      settled = 'Refund in the next register';
    }
    return {
      set: { claim_status: 'APPROVED', claim_document: settled },
      addLines: { notes: [noteLine(ac, 'CLAIM', `Claim of ${formatRupiah(amount)} approved: ${settled}`)] },
    };
  },
};

import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { HttpError } from '../../errors';
import { documentsOnItem, reversalWrite } from '../../finance/ledger';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler, DocRow } from '../engine/types';
import { releaseInvoice } from './release';

/** Settled by something (a payment, a credit note): then it cannot be cancelled. */
const settledBySomething = (doc: DocRow) =>
  Number(doc.paid_amount ?? 0) + Number(doc.pph23_amount ?? 0) + Number(doc.write_off_amount ?? 0) + Number(doc.credited_amount ?? 0) > 0;

/**
 * Cancel an issued invoice: refused while a live payment or credit note settles it (naming them: cancel
 * those first); else the ledger entry is reversed (dated today) and its CDRs are free for a new invoice.
 */
export const cancelIssuedInvoice: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  lockFirst: lockCustomerOf('invoice'),
  refusal: (doc) => (settledBySomething(doc) ? 'Payments or credit notes settle it: cancel them first' : null),
  lockedRefusal: async (tx, doc) => {
    const holders = await documentsOnItem(tx, 'invoice', doc.id, { type: 'invoice', id: doc.id });
    if (!holders.length) return null;
    return `Invoice ${doc.number} is held by ${holders.map((h) => `${h.type.replace(/-/g, ' ')} ${h.number}`).join(', ')}: cancel ${holders.length > 1 ? 'them' : 'it'} first`;
  },
  async run(tx, doc, _input, ac) {
    const holders = await documentsOnItem(tx, 'invoice', doc.id, { type: 'invoice', id: doc.id });
    if (holders.length) throw new HttpError(409, (await cancelIssuedInvoice.lockedRefusal!(tx, doc))!);
    return {
      set: { outstanding: 0 },
      writes: [reversalWrite(tx, { type: 'invoice', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)],
      touched: await releaseInvoice(tx, doc.id),
    };
  },
};

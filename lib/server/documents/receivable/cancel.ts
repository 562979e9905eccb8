import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { HttpError } from '../../errors';
import { lockCustomerOf } from '../../finance/customer-lock';
import { documentsOnItem, reversalWrite } from '../../finance/ledger';
import type { ActionHandler } from '../engine/types';

/** Cancel posts the reversing entry; refused while a payment settles it (or, for a correction, applied it as a credit). */
export const cancelReceivable: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  lockFirst: lockCustomerOf('receivable'),
  refusal: (doc) => (Number(doc.settled_amount ?? 0) !== 0 ? 'A payment settles it: cancel the payment first' : null),
  lockedRefusal: async (tx, doc) => {
    const holders = await documentsOnItem(tx, 'receivable', doc.id, { type: 'receivable', id: doc.id });
    return holders.length ? `Receivable ${doc.number} is held by ${holders.map((h) => `${h.type} ${h.number}`).join(', ')}: cancel that first` : null;
  },
  async run(tx, doc, _input, ac) {
    if (doc.stage === 'draft') return {}; // a correction never approved: nothing was posted
    const holders = await documentsOnItem(tx, 'receivable', doc.id, { type: 'receivable', id: doc.id });
    if (holders.length) throw new HttpError(409, `Receivable ${doc.number} is held by ${holders.map((h) => `${h.type} ${h.number}`).join(', ')}: cancel that first`);
    return { set: { outstanding: 0 }, writes: [reversalWrite(tx, { type: 'receivable', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)] };
  },
};

import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { HttpError } from '../../errors';
import { documentsOnItem, reversalWrite } from '../../finance/ledger';
import type { ActionHandler } from '../engine/types';

/** Cancel frees its hand-overs and manifests for another bill; a posted one is reversed — refused while a payment holds it. */
export const cancelVendorInvoice: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (Number(doc.paid_amount ?? 0) > 0 ? 'A payment pays it: cancel the payment first' : null),
  lockedRefusal: async (tx, doc) => {
    const holders = await documentsOnItem(tx, 'vendor-invoice', doc.id, { type: 'vendor-invoice', id: doc.id });
    return holders.length ? `Vendor invoice ${doc.number} is held by ${holders.map((h) => `${h.type.replace(/-/g, ' ')} ${h.number}`).join(', ')}: cancel that first` : null;
  },
  async run(tx, doc, _input, ac) {
    // its hand-overs and manifests the engine releases
    if (doc.stage === 'draft') return { set: { outstanding: 0 } };
    const holders = await documentsOnItem(tx, 'vendor-invoice', doc.id, { type: 'vendor-invoice', id: doc.id });
    if (holders.length) throw new HttpError(409, `Vendor invoice ${doc.number} is held by ${holders.map((h) => `${h.type.replace(/-/g, ' ')} ${h.number}`).join(', ')}: cancel that first`);
    return { set: { outstanding: 0 }, writes: [reversalWrite(tx, { type: 'vendor-invoice', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)] };
  },
};

import { eq } from 'drizzle-orm';
import { CLAIMABLE_KINDS, liabilityCap } from '@/lib/helpdesk/claims';
import { formatRupiah } from '@/lib/pricing/money';
import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import { shipments } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { ActionHandler, DocRow } from '../engine/types';
import { noteLine } from './clock';

type Body = { amount: number; text: string };

/** The liability cap of the ticket's AWB. */
export async function capOf(tx: Parameters<ActionHandler<unknown>['run']>[0], doc: DocRow) {
  const [s] = await tx.select().from(shipments).where(eq(shipments.id, doc.shipment_id as number));
  if (!s) return { shipment: null, cap: 0 };
  return {
    shipment: s as DocRow,
    cap: liabilityCap({ insured: Boolean(s.insured), goods_value: s.goods_value === null ? null : Number(s.goods_value), total: Number(s.total ?? 0), tax: Number(s.tax ?? 0), insurance: Number(s.insurance ?? 0) }),
  };
}

/** A claim for a lost or damaged parcel: at most the liability cap; a supervisor other than whoever enters it approves it. */
export const claimTicket: ActionHandler<Body> = {
  body: ticketActionBodies.claim as never,
  refusal: (doc) => {
    if (!doc.shipment_id) return 'A claim is for an AWB: this ticket names none';
    if (!(CLAIMABLE_KINDS as readonly string[]).includes(String(doc.kind))) return 'Only a lost or damaged parcel is claimed';
    if (doc.claim_status === 'REQUESTED' || doc.claim_status === 'APPROVED') return doc.claim_status === 'APPROVED' ? 'The claim was approved already' : 'A claim waits for approval';
    return null;
  },
  async run(tx, doc, input, ac) {
    const { cap } = await capOf(tx, doc);
    if (input.amount > cap) throw badRequest('Invalid body: check the highlighted fields', { amount: [`At most ${formatRupiah(cap)}: the liability cap of this AWB`] });
    return {
      set: { claim_status: 'REQUESTED', claim_amount: input.amount, claim_cap: cap, claim_by: ac.actor, claim_document: null },
      addLines: { notes: [noteLine(ac, 'CLAIM', `Claim of ${formatRupiah(input.amount)} (cap ${formatRupiah(cap)}): ${input.text}`)] },
    };
  },
};

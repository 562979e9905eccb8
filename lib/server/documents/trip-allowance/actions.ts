import { z } from 'zod';
import { PAYOUT_METHODS } from '@/lib/resources/documents/trip-allowance';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';

/** Approve: by someone other than whoever entered or changed its figures. */
export const approveTripAllowance: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A trip allowance'),
  async run() {
    return {};
  },
};

const payOutBody = z.object({ payout_method: z.enum(PAYOUT_METHODS, { message: 'Cash or transfer' }), payout_reference: z.string().trim().max(60).nullish() });

/** Pay out the advance to the driver (cash from the cashier, or a transfer with its reference). */
export const payOutTripAllowance: ActionHandler<z.infer<typeof payOutBody>> = {
  body: payOutBody,
  refusal: (doc) => (doc.status === 'APPROVED' ? null : doc.status === 'PAID' ? 'Already paid out: settle it' : 'Already settled'),
  async run(_tx, _doc, input, ac) {
    if (input.payout_method === 'TRANSFER' && !input.payout_reference) throw badRequest('Invalid body: check the highlighted fields', { payout_reference: ['The transfer reference'] });
    return { set: { payout_method: input.payout_method, payout_reference: input.payout_reference ?? null, paid_at: ac.now.toISOString(), paid_by: ac.actor } };
  },
};

const spent = (label: string) => z.number({ error: label }).int('Whole rupiah').min(0).max(100_000_000);
const settleBody = z.object({
  actual_fuel: spent('Fuel spent'),
  actual_tolls: spent('Tolls spent'),
  actual_loading: spent('Loading spent'),
  actual_meals: spent('Meals spent'),
  actual_other: spent('Other spent').default(0),
  settlement_note: z.string().trim().max(500).nullish(),
});

/** Settle with the receipts: what was spent per component; the difference is returned (positive) or paid to the driver (negative). */
export const settleTripAllowance: ActionHandler<z.infer<typeof settleBody>> = {
  body: settleBody,
  refusal: (doc) => (doc.status === 'PAID' ? null : doc.status === 'APPROVED' ? 'Pay it out first' : 'Already settled'),
  async run(_tx, doc, input, ac) {
    const total = input.actual_fuel + input.actual_tolls + input.actual_loading + input.actual_meals + input.actual_other;
    const difference = Number(doc.advance_total) - total;
    if (difference !== 0 && !input.settlement_note) {
      throw badRequest('Invalid body: check the highlighted fields', { settlement_note: [difference > 0 ? `The driver returns Rp ${difference.toLocaleString('id-ID')}: note it` : `The driver is owed Rp ${(-difference).toLocaleString('id-ID')}: note it`] });
    }
    return { set: { ...input, actual_total: total, difference, settled_at: ac.now.toISOString(), settlement_note: input.settlement_note ?? null } };
  },
};

/** Cancel while not paid out. */
export const cancelTripAllowance: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (doc.status === 'PAID' || doc.status === 'SETTLED' ? 'Paid out: it is settled, not cancelled' : null),
  async run() {
    return {};
  },
};

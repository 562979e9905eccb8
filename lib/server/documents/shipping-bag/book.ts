import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { shippingBags } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler } from '../engine/types';

const body = z.object({ seal_number: z.string().trim().min(1, 'The number on the seal').max(40).transform((v) => v.toUpperCase()) });

/** Close and seal: the seal's number is recorded (one seal, one live bag); nothing goes in or out after. */
export const sealBag: ActionHandler<z.infer<typeof body>> = {
  body,
  refusal: (bag) => (Number(bag.awb_count) === 0 ? 'An empty bag cannot be sealed: scan its AWBs first' : null),
  async run(tx, bag, input, ac) {
    const [taken] = await tx
      .select({ number: shippingBags.number })
      .from(shippingBags)
      .where(and(eq(shippingBags.seal_number, input.seal_number), ne(shippingBags.stage, 'cancelled'), ne(shippingBags.id, bag.id)));
    if (taken) throw new HttpError(409, `Seal ${input.seal_number} is already on bag ${taken.number}`, { seal_number: [`Already on bag ${taken.number}`] });
    return { set: { seal_number: input.seal_number, sealed_at: ac.now.toISOString() } };
  },
};

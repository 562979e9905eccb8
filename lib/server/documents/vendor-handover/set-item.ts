import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, vendorHandoverAwbs } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { lineOf, ratesOf, setBody, vendorCost } from './scan';

/** The vendor's AWB and (when they quote it) the cost of one item, while the hand-over is open. */
export const setHandoverItem: ActionHandler<z.infer<typeof setBody>> = {
  body: setBody,
  async run(tx, handover, input) {
    const line = await lineOf(tx, handover.id, input.awb);
    const entered = input.cost != null;
    const price = entered ? Number(input.cost) : vendorCost(await ratesOf(tx, handover.vendor_id as number), Number(line.weight_kg ?? 0));
    return {
      set: { cost_total: sql`${documentTable('vendor-handover').cost_total} + ${price - Number(line.cost ?? 0)}` },
      writes: [tx.update(vendorHandoverAwbs).set({ vendor_awb: input.vendor_awb || null, cost: price, cost_entered: entered }).where(eq(vendorHandoverAwbs.id, line.id as number))],
    };
  },
};

import { z } from 'zod';
import { koliInput, type ShipmentBody } from '@/lib/resources/documents/shipment-api';
import { getDocument } from '@/lib/resources/documents/registry';
import type { ActionHandler } from '../engine/types';
import { readLines } from '../engine/lines';
import { priceAndFill } from './create';

const body = z.object({ koli: z.array(koliInput).min(1, 'At least one koli').max(1_000) });

/**
 * The counter receives a parcel announced through the API: the measured koli replace the customer's
 * figures, the price is computed again (their contract), the difference is kept in the tracking detail
 * (an internal WEIGHT_CHANGED event) and the AWB is booked.
 */
export const receiveShipment: ActionHandler<z.infer<typeof body>> = {
  body,
  refusal: (doc) => (doc.channel !== 'INTEGRATION' ? 'Only shipments sent through the integration API are received here' : null),
  async run(tx, doc, input, ac) {
    const def = getDocument('shipment');
    const lines = (await readLines(tx, def, [doc.id])).get(doc.id) ?? {};
    const picked = (lines.costs ?? []).filter((c) => !c.automatic).map((c) => c.cost_case_id as number);
    const fields = Object.fromEntries(Object.keys(def.fields).map((k) => [k, doc[k]]));
    const figures = { ...fields, cost_case_ids: picked, koli: input.koli, awb: null } as unknown as ShipmentBody;
    const { set, lines: newLines } = await priceAndFill(tx, ac.ctx.references, figures, String(doc.shipment_date));
    const before = { chargeable_kg: Number(doc.chargeable_kg), total: Number(doc.total) };
    const after = { chargeable_kg: Number(set.chargeable_kg), total: Number(set.total) };
    const changed = before.total !== after.total || before.chargeable_kg !== after.chargeable_kg;
    return {
      set,
      lines: newLines,
      tracking: changed
        ? [{ shipment_id: doc.id, status: 'pending', code: 'WEIGHT_CHANGED', office_id: doc.office_id as number, public: false, detail: { before, after, difference: after.total - before.total } }]
        : [],
    };
  },
};

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import { vendors } from '../../db/schema/resources';
import type { ActionHandler } from '../engine/types';

export const DELIVERY_RESULTS = ['delivered', 'delivery_failed', 'return_to_sender'];

/** Hand over: the vendor has the parcels; each AWB's tracking names them. */
export const handOver: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (h) => (Number(h.awb_count) === 0 ? 'Nothing is on it yet: scan the AWBs first' : null),
  async run(tx, handover, _input, ac) {
    const rows = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.vendor_handover_id, handover.id));
    const [vendor] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, handover.vendor_id as number));
    return {
      set: { handed_over_at: ac.now.toISOString() },
      tracking: rows.map((r) => ({
        shipment_id: r.id as number,
        status: 'in_transit' as const,
        code: 'HANDED_TO_VENDOR',
        office_id: handover.office_id as number,
        document_type: 'vendor-handover',
        document_number: handover.number,
        vars: { vendor: String(vendor?.name ?? '') },
      })),
      touched: rows.map((r) => ({ document: 'shipment', id: r.id as number, action: 'to-vendor' })),
    };
  },
};

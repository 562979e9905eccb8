import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { shippingBagItems } from '../../db/schema/documents';
import { takeOutWrite } from '../engine/holds';
import type { ActionHandler } from '../engine/types';
import { refuseScan, scannedCode } from '../shared/scans';
import { bagCounters } from './scan';

const body = z.object({ awb: z.string().trim().min(1, 'Scan or type an AWB').max(40).transform(scannedCode) });

/** An AWB scanned into the wrong bag comes out again while the bag is open. */
export const takeOutOfBag: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, bag, input) {
    const [item] = await tx
      .select({ id: shippingBagItems.id, shipment_id: shippingBagItems.shipment_id, koli: shippingBagItems.koli_count, kg: shippingBagItems.weight_kg })
      .from(shippingBagItems)
      .where(and(eq(shippingBagItems.document_id, bag.id), eq(shippingBagItems.awb, input.awb)));
    if (!item) throw refuseScan(`AWB ${input.awb} is not in this bag`);
    return {
      writes: [takeOutWrite(tx, 'shipping-bag', 'shipment', item.shipment_id as number, bag.id)],
      set: bagCounters(Number(item.koli), Number(item.kg ?? 0), -1),
      removeLines: { items: [item.id as number] },
      tracking: [{ shipment_id: item.shipment_id as number, status: 'pending', code: 'UNBAGGED', office_id: bag.office_id as number, document_type: 'shipping-bag', document_number: bag.number }],
      touched: [{ document: 'shipment', id: item.shipment_id as number, action: 'unbagged' }],
    };
  },
};

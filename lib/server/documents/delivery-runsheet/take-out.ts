import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryRunsheetAwbs } from '../../db/schema/documents';
import { takeOutWrite } from '../engine/holds';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { refuseScan } from '../shared/scans';
import { body, runsheetCounters } from './scan';

/** An AWB scanned by mistake comes off while the runsheet is open. */
export const takeOffRunsheet: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, runsheet, input): Promise<DocumentChange> {
    const [line] = await tx.select().from(deliveryRunsheetAwbs).where(and(eq(deliveryRunsheetAwbs.document_id, runsheet.id), eq(deliveryRunsheetAwbs.awb, input.awb)));
    if (!line) throw refuseScan(`${input.awb} is not on this runsheet`);
    const moved = { koli_count: Number(line.koli_count), actual_kg: Number(line.weight_kg ?? 0), cod_amount: Number(line.cod_amount ?? 0) };
    return {
      set: runsheetCounters(moved, -1),
      removeLines: { awbs: [line.id as number] },
      writes: [takeOutWrite(tx, 'delivery-runsheet', 'shipment', line.shipment_id as number, runsheet.id)],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'off-runsheet' }],
    };
  },
};

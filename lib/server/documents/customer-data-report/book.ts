import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customerDataReportAwbs, shipments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler } from '../engine/types';

/** Post: the AWBs kept are now billed on this CDR; the ones left out are released for a later CDR. */
export const postCdr: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    if (Number(doc.awb_count) === 0) throw new HttpError(409, `CDR ${doc.number} leaves every AWB out: cancel it instead`);
    const l = customerDataReportAwbs;
    const released = await tx
      .update(shipments)
      .set({ customer_data_report_id: null })
      .where(
        and(
          eq(shipments.customer_data_report_id, doc.id),
          inArray(shipments.id, sql`(select ${l.shipment_id} from ${l} where ${l.document_id} = ${doc.id} and not ${l.included})`),
        ),
      )
      .returning({ id: shipments.id });
    return { touched: released.map((s) => ({ document: 'shipment', id: s.id as number, action: 'released' })) };
  },
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import { changeRequestAwbs, shipmentKoli, shipments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { DocRow, PrintHandler } from '../engine/types';
import { printLabel } from '../shipment/print';

/** The labels of the AWBs a request changed, printed again (a new destination, service or koli must be on the parcel). */
export const printChangedLabels: PrintHandler = {
  async render(ctx, docs, ac) {
    const lines = await ctx.db
      .select({ shipment_id: changeRequestAwbs.shipment_id })
      .from(changeRequestAwbs)
      .where(and(inArray(changeRequestAwbs.document_id, docs.map((d) => d.id)), eq(changeRequestAwbs.result, 'APPLIED')));
    const ids = [...new Set(lines.map((l) => l.shipment_id as number))];
    if (!ids.length) throw new HttpError(409, 'No AWB of this request was changed yet: nothing to print');
    const rows = (await ctx.db.select().from(shipments).where(inArray(shipments.id, ids)).orderBy(asc(shipments.number))) as DocRow[];
    const koli = await ctx.db.select().from(shipmentKoli).where(inArray(shipmentKoli.document_id, ids)).orderBy(asc(shipmentKoli.position));
    const withLines = rows.map((r) => ({ ...r, lines: { koli: koli.filter((k) => k.document_id === r.id), costs: [] } }));
    return printLabel.render(ctx, withLines, ac);
  },
};

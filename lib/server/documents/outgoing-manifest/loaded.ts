import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipments, shippingBags } from '../../db/schema/documents';

/** Every AWB a manifest carries: loose ones and those in its bags. */
export async function awbsOn(tx: Db, manifestId: number): Promise<number[]> {
  const bags = tx.select({ id: shippingBags.id }).from(shippingBags).where(eq(shippingBags.manifest_id, manifestId));
  const rows = await tx.select({ id: shipments.id }).from(shipments).where(or(eq(shipments.manifest_id, manifestId), inArray(shipments.bag_id, bags)));
  return rows.map((r) => r.id as number);
}

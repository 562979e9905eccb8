import { eq, sql } from 'drizzle-orm';
import { getResource } from '@/lib/resources/registry';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import { STALE_MESSAGE } from '../crud/mutations';
import { getRow } from '../crud/queries';
import { customerAdjustments } from '../db/schema/resources';
import { HttpError, notFound } from '../http/errors';

export type AdjustmentDecision = 'APPROVED' | 'REJECTED';

/**
 * Approve or reject a pending price adjustment. Four eyes: whoever wrote the adjustment last cannot
 * decide it. One transaction: lock, check state and version, decide, audit.
 */
export async function decideAdjustment(ctx: AppContext, actor: string, id: number, decision: AdjustmentDecision, version: number, note: string | null) {
  const def = getResource('customer-adjustment');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerAdjustments).where(eq(customerAdjustments.id, id)).for('update');
    if (!row) throw notFound(def.label);
    if (row.version !== version) throw new HttpError(409, STALE_MESSAGE);
    if (row.status !== 'PENDING') throw new HttpError(409, `This adjustment was already ${String(row.status).toLowerCase()}`);
    if (row.updated_by === actor) throw new HttpError(403, 'Someone other than its author must decide an adjustment');
    const decidedAt = new Date().toISOString();
    await tx
      .update(customerAdjustments)
      .set({ status: decision, decided_by: actor, decided_at: decidedAt, decision_note: note, version: sql`${customerAdjustments.version} + 1`, updated_at: new Date() })
      .where(eq(customerAdjustments.id, id));
    await writeAudit(tx, {
      actor,
      action: decision === 'APPROVED' ? 'approve' : 'reject',
      entity: def.name,
      entityId: id,
      before: { status: row.status },
      after: { status: decision, decision_note: note },
    });
  });
  ctx.realtime.emit('updateResource', { resource: def.name, id, action: decision.toLowerCase() });
  return (await getRow(ctx.db, def, id))!;
}

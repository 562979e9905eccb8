import { eq, sql } from 'drizzle-orm';
import { adjustmentResource } from '@/lib/resources/customers';
import type { RowOf } from '@/lib/resources/engine/define';
import type { AppContext } from '../../context';
import { getRow } from '../../crud/queries';
import { customerAdjustments } from '../../db/schema/resources';
import { HttpError } from '../../errors';
import { runAction } from '../../engine/run-action';
import type { Asker } from '../rules';

type Adjustment = RowOf<typeof adjustmentResource>;
export type AdjustmentDecision = 'APPROVED' | 'REJECTED';

/** Four eyes: only a pending adjustment, and never by whoever wrote it last. */
export function decisionRefusal(row: Pick<Adjustment, 'status' | 'updated_by'>, asker: Asker): string | null {
  if (row.status !== 'PENDING') return `This adjustment was already ${String(row.status).toLowerCase()}`;
  if (row.updated_by === asker.userCode) return 'Someone other than its author must decide an adjustment';
  return null;
}

/** Approve or reject a pending price adjustment: lock, check state and version, decide, audit. */
export async function decideAdjustment(ctx: AppContext, actor: string, id: number, decision: AdjustmentDecision, version: number, note: string | null) {
  await runAction(ctx, {
    actor,
    entity: adjustmentResource.name,
    entityId: id,
    action: decision === 'APPROVED' ? 'approve' : 'reject',
    label: adjustmentResource.label,
    version,
    lock: async (tx) => (await tx.select().from(customerAdjustments).where(eq(customerAdjustments.id, id)).for('update'))[0] as Adjustment | undefined,
    check: (row) => {
      const refusal = decisionRefusal(row, { userCode: actor });
      if (refusal) throw new HttpError(row.status !== 'PENDING' ? 409 : 403, refusal);
    },
    apply: async (tx, row) => {
      await tx
        .update(customerAdjustments)
        .set({ status: decision, decided_by: actor, decided_at: new Date().toISOString(), decision_note: note, version: sql`${customerAdjustments.version} + 1`, updated_at: new Date() })
        .where(eq(customerAdjustments.id, id));
      return {
        result: null,
        audit: { before: { status: row.status }, after: { status: decision, decision_note: note } },
        events: [['updateResource', { resource: adjustmentResource.name, id, action: decision.toLowerCase() }]],
      };
    },
  });
  return (await getRow(ctx.db, adjustmentResource, id)) as unknown as Adjustment;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { adjustmentResource } from '@/lib/resources/customers';
import type { RowOf } from '@/lib/resources/engine/define';
import type { AppContext } from '../../context';
import { getRow } from '../../crud/queries';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';
import { customerAdjustments } from '../../db/schema/resources';
import { HttpError } from '../../errors';
import { runAction } from '../../engine/run-action';
import type { Asker } from '../rules';

type Adjustment = RowOf<typeof adjustmentResource>;
export type AdjustmentDecision = 'APPROVED' | 'REJECTED';

const OWN_FIGURES = 'Someone other than whoever entered or changed its figures must decide an adjustment';

/** Four eyes: only a pending adjustment, never by whoever entered it or wrote it last (the row alone tells that much). */
export function decisionRefusal(row: Pick<Adjustment, 'status' | 'updated_by'> & { created_by?: string | null }, asker: Asker): string | null {
  if (row.status !== 'PENDING') return `This adjustment was already ${String(row.status).toLowerCase()}`;
  if (row.updated_by === asker.userCode || row.created_by === asker.userCode) return OWN_FIGURES;
  return null;
}

/** Everyone who entered or changed the adjustment's figures, from its audit rows (an edit in between included). */
async function figureAuthors(tx: Db, id: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ actor: auditLogs.actor })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, adjustmentResource.name), eq(auditLogs.entityId, String(id)), inArray(auditLogs.action, ['create', 'update', 'import'])));
  return new Set(rows.map((r) => r.actor).filter((a): a is string => Boolean(a)));
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
    check: async (row, tx) => {
      const refusal = decisionRefusal(row, { userCode: actor });
      if (refusal) throw new HttpError(row.status !== 'PENDING' ? 409 : 403, refusal);
      if ((await figureAuthors(tx, id)).has(actor)) throw new HttpError(403, OWN_FIGURES);
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

import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeRequestPlans } from '../db/schema/documents';
import { readAsJson } from '../engine/read-json';
import { changedColumns } from './apply-change';
import type { AwbPlan, StoredPlan } from './plan-change';

/*
 * A change request keeps, for each AWB it may apply, what its approval writes: the shipment's new
 * columns, its koli and costs priced again, its tracking event — the figures the request showed and
 * the approver approves (four eyes on the final figures). The approval locks each AWB and checks it
 * again (any edit since, what the kind allows at its milestone, where its money is now) but does not
 * price it again: a tariff changed in between does not change what was approved.
 */

/** The columns the plan changes (the approval applies it to the AWB as it was: any edit since refuses it). */
function changedSet(p: AwbPlan): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of changedColumns(p)) changed[key] = p.set[key];
  return changed;
}

/** The INSERT of a new request's plans, reading its id from the request's own statement; null when none may apply. */
export function plansInsert(documentId: SQLWrapper, plans: readonly AwbPlan[]): SQLWrapper | null {
  const rows = plans.filter((p) => !p.refusal).map((p) => ({ awb: p.awb, plan: { set: changedSet(p), koli: p.koli, costs: p.costs, tracking: p.tracking } satisfies StoredPlan }));
  if (!rows.length) return null;
  const t = changeRequestPlans;
  return sql`insert into ${t} (document_id, awb, plan) select ${documentId}, v.awb, v.plan from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(awb text, plan jsonb)`;
}

/** A request's plans by AWB. */
export async function readPlans(tx: Db, documentId: number): Promise<Map<string, StoredPlan>> {
  const t = changeRequestPlans;
  const rows = await readAsJson(tx, { table: t, columns: { awb: t.awb, plan: t.plan }, where: eq(t.document_id, documentId), orderBy: ['awb'] });
  return new Map(rows.map((r) => [String(r.awb), r.plan as StoredPlan]));
}

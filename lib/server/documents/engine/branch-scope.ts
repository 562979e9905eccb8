import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BranchVisibility, DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { HttpError, notFound } from '../../errors';

/*
 * Staff see and act on the documents of the branches they work for (Principal.branches; null: every
 * branch). Which branches a document belongs to is declared once on its type (`visibleTo`): the engine
 * applies it to every list, get, export, history, print, action and realtime event, so a handler never
 * repeats it. A document of another branch does not exist for the user: reads answer 404, writes too.
 */

export function visibilityOf(def: DocumentDefinition): BranchVisibility {
  return def.visibleTo ?? { branches: def.branchField ? [def.branchField] : [] };
}

/** The condition a document row must meet to be seen by a user of these branches (undefined: no limit). */
export function branchScopeWhere(def: DocumentDefinition, branches: readonly number[] | null | undefined, alias?: SQL): SQL | undefined {
  if (branches == null) return undefined;
  const v = visibilityOf(def);
  if (!branches.length || (!v.branches.length && !v.areas?.length && !v.passedThrough)) return sql`false`;
  const t = documentTable(def.name);
  const col = (key: string) => (alias ? sql`${alias}.${sql.identifier(key)}` : sql`${columnOf(t, key)}`);
  const list = sql`${`{${branches.join(',')}}`}::int[]`;
  const any: SQL[] = v.branches.map((key) => sql`${col(key)} = any(${list})`);
  for (const key of v.areas ?? []) any.push(sql`${col(key)} in (select ca.id from coverage_areas ca where ca.branch_id = any(${list}))`);
  if (v.passedThrough) any.push(sql`exists (select 1 from tracking_events te where te.shipment_id = ${col('id')} and te.branch_id = any(${list}))`);
  return sql`(${sql.join(any, sql` or `)})`;
}

/** Whether a user of these branches sees this (stored) document: its own columns first, the database only when they do not tell. */
export async function canSeeDocument(db: Db, def: DocumentDefinition, doc: Record<string, unknown>, branches: readonly number[] | null): Promise<boolean> {
  if (branches == null) return true;
  const v = visibilityOf(def);
  if (v.branches.some((key) => branches.includes(doc[key] as number))) return true;
  if (!v.areas?.length && !v.passedThrough) return false;
  const t = documentTable(def.name);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(eq(columnOf(t, 'id'), doc.id as number), branchScopeWhere(def, branches)));
  return Boolean(row);
}

/**
 * The branches a realtime event about this document goes to, when its own columns tell them all;
 * undefined when the rule also reads other rows (areas, passed through): the socket server looks those up.
 */
export function branchesOfRow(def: DocumentDefinition, row: Record<string, unknown>): number[] | undefined {
  const v = visibilityOf(def);
  if (v.areas?.length || v.passedThrough) return undefined;
  return [...new Set(v.branches.map((key) => row[key]).filter((b): b is number => typeof b === 'number'))];
}

/** Every branch that sees a stored document under its declared rule (for a realtime event that did not name them). */
export async function visibleBranchesOf(db: Db, def: DocumentDefinition, id: number): Promise<number[]> {
  const v = visibilityOf(def);
  const t = documentTable(def.name);
  const parts = [
    ...v.branches.map((key) => sql`select ${columnOf(t, key)} as b from ${t} where ${columnOf(t, 'id')} = ${id}`),
    ...(v.areas ?? []).map((key) => sql`select ca.branch_id as b from ${t} join coverage_areas ca on ca.id = ${columnOf(t, key)} where ${columnOf(t, 'id')} = ${id}`),
    ...(v.passedThrough ? [sql`select te.branch_id as b from tracking_events te where te.shipment_id = ${id}`] : []),
  ];
  if (!parts.length) return [];
  const rows = (await db.execute(sql`select distinct b from (${sql.join(parts, sql` union all `)}) x where b is not null`)) as unknown as { rows?: { b: number }[] } | { b: number }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.map((r) => Number(r.b));
}

/** Refuses a document of a branch the user does not work for, as if it did not exist. */
export async function assertSeesDocument(db: Db, def: DocumentDefinition, doc: Record<string, unknown>, principal: Pick<Principal, 'branches'>) {
  if (!(await canSeeDocument(db, def, doc, principal.branches ?? null))) throw notFound(def.label);
}

/** A new or edited document must belong to a branch its author works for. */
export function assertOwnBranch(def: DocumentDefinition, values: Record<string, unknown>, principal: Pick<Principal, 'branches'>) {
  if (principal.branches == null || !def.branchField) return;
  const branch = values[def.branchField];
  if (typeof branch !== 'number') return;
  if (!principal.branches.includes(branch)) {
    throw new HttpError(403, `You do not work for this ${def.label.toLowerCase()}'s branch: ask for it to be added to your user`, { [def.branchField === 'branch_id' && 'office_id' in def.fields ? 'office_id' : def.branchField]: ['Not a branch you work for'] });
  }
}

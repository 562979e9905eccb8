import { eq } from 'drizzle-orm';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { branches, offices } from '../../db/schema/resources';
import { badRequest } from '../../errors';

export interface OfficeInfo {
  id: number;
  code: string;
  name: string;
  branchId: number;
  branchCode: string;
  city: string;
}

type OfficeRow = OfficeInfo & { active: boolean };

/** Every office with its branch (a few hundred rows at most), from the reference cache. */
export function allOffices(db: Db, refs: ReferenceCache): Promise<ReadonlyMap<number, OfficeRow>> {
  return refs.get('offices', ['office', 'branch'], async () => {
    const rows = await db
      .select({ id: offices.id, code: offices.code, name: offices.name, active: offices.active, branchId: branches.id, branchCode: branches.code, city: branches.city })
      .from(offices)
      .innerJoin(branches, eq(branches.id, offices.branch_id));
    return new Map(rows.map((r) => [r.id as number, r as OfficeRow]));
  });
}

export interface BranchInfo {
  id: number;
  code: string;
  name: string;
  kind: string;
  city: string;
  active: boolean;
}

/** Every branch and hub, from the reference cache. */
export function allBranches(db: Db, refs: ReferenceCache): Promise<ReadonlyMap<number, BranchInfo>> {
  return refs.get('branches', ['branch'], async () => {
    const rows = await db.select({ id: branches.id, code: branches.code, name: branches.name, kind: branches.kind, city: branches.city, active: branches.active }).from(branches);
    return new Map(rows.map((r) => [r.id as number, r as BranchInfo]));
  });
}

/** The office a document is made at, with its branch (a document's branch is its office's). */
export async function officeOf(db: Db, refs: ReferenceCache, officeId: number, field = 'office_id'): Promise<OfficeInfo> {
  const row = (await allOffices(db, refs)).get(officeId);
  if (!row) throw badRequest('Invalid body: check the highlighted fields', { [field]: ['Does not exist'] });
  if (!row.active) throw badRequest('Invalid body: check the highlighted fields', { [field]: ['This office is inactive'] });
  return row;
}

/** A referenced master row that must exist and be active (a driver, a vehicle, a service …). */
export async function activeRow<T extends Record<string, unknown>>(db: Db, table: import('../../db/schema/resources').ResourceTable, id: number, field: string, what: string): Promise<T> {
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as T[];
  if (!row) throw badRequest('Invalid body: check the highlighted fields', { [field]: [`No such ${what}`] });
  if (row.active === false) throw badRequest('Invalid body: check the highlighted fields', { [field]: [`This ${what} is inactive`] });
  return row;
}

import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { coverageAreas } from '../../db/schema/resources';

export interface AreaInfo {
  /** The branch that delivers there (null: not served; a vendor may deliver). */
  branchId: number | null;
  regency: string;
  district: string;
}

/** Every district with the branch serving it (some 7,300 rows), from the reference cache: a scan checks its AWB's destination without a query. */
export function areasServed(db: Db, refs: ReferenceCache): Promise<ReadonlyMap<number, AreaInfo>> {
  return refs.get('areas-served', ['coverage-area'], async () => {
    const rows = await db.select({ id: coverageAreas.id, branchId: coverageAreas.branch_id, regency: coverageAreas.regency, district: coverageAreas.district }).from(coverageAreas);
    return new Map(rows.map((r) => [r.id as number, { branchId: (r.branchId as number | null) ?? null, regency: String(r.regency), district: String(r.district) }]));
  });
}

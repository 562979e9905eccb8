import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDataReportAwbs } from '../../db/schema/documents';

/** A CDR's header figures from its lines kept (the ones left out are counted apart). */
export async function cdrTotals(tx: Db, cdrId: number) {
  const l = customerDataReportAwbs;
  const [t] = await tx
    .select({
      kept: sql<number>`count(*) filter (where ${l.included})`,
      left: sql<number>`count(*) filter (where not ${l.included})`,
      koli: sql<string>`coalesce(sum(${l.koli_count}) filter (where ${l.included}), 0)`,
      kg: sql<string>`coalesce(sum(${l.chargeable_kg}) filter (where ${l.included}), 0)`,
      amount: sql<string>`coalesce(sum(${l.amount}) filter (where ${l.included}), 0)`,
      taxable: sql<string>`coalesce(sum(${l.taxable}) filter (where ${l.included}), 0)`,
    })
    .from(l)
    .where(and(eq(l.document_id, cdrId)));
  return {
    awb_count: Number(t.kept),
    excluded_count: Number(t.left),
    koli_count: Number(t.koli),
    chargeable_kg: Number(t.kg),
    amount: Number(t.amount),
    taxable_amount: Number(t.taxable),
  };
}

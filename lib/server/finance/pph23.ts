import { eq, inArray, sql } from 'drizzle-orm';
import { expectedPph23, pph23Base, withholdsPph23, type Pph23Withholding } from '@/lib/finance/pph23';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { invoiceAwbs, invoices } from '../db/schema/documents';
import { customers, customerTypes } from '../db/schema/resources';
import { financeSettings } from './settings';

/*
 * The figures lib/finance/pph23.ts checks a payment against, read from the database: whether the
 * customer withholds (its own setting, else its type's) and, per invoice, the PPh 23 on its amount
 * before PPN net of the approved credit notes (the credited amounts on its AWB lines), and what
 * earlier payments withheld.
 */

export interface InvoicePph23 {
  base: number;
  expected: number;
  withheldBefore: number;
}

export async function customerWithholds(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ own: customers.pph23_withholding, byType: customerTypes.withholds_pph23 })
    .from(customers)
    .leftJoin(customerTypes, eq(customerTypes.id, customers.customer_type_id))
    .where(eq(customers.id, customerId));
  return withholdsPph23((row?.own as Pph23Withholding | null) ?? null, Boolean(row?.byType));
}

export async function invoicesPph23(db: Db, refs: ReferenceCache, customerId: number, invoiceIds: readonly number[]): Promise<{ withholds: boolean; invoices: Map<number, InvoicePph23> }> {
  const withholds = await customerWithholds(db, customerId);
  const out = new Map<number, InvoicePph23>();
  if (!invoiceIds.length) return { withholds, invoices: out };
  const settings = await financeSettings(db, refs);
  const rows = await db.select({ id: invoices.id, amount: invoices.amount, withheld: invoices.pph23_amount }).from(invoices).where(inArray(invoices.id, [...invoiceIds]));
  const credited = await db
    .select({ id: invoiceAwbs.document_id, credited: sql<string>`coalesce(sum(${invoiceAwbs.credited}), 0)` })
    .from(invoiceAwbs)
    .where(inArray(invoiceAwbs.document_id, [...invoiceIds]))
    .groupBy(invoiceAwbs.document_id);
  const creditedOf = new Map(credited.map((c) => [c.id as number, Number(c.credited)]));
  for (const r of rows) {
    const base = pph23Base(Number(r.amount ?? 0), creditedOf.get(r.id as number) ?? 0);
    const expected = expectedPph23({ withholds, base, payeeHasTaxId: Boolean(settings.company_npwp), rates: settings });
    out.set(r.id as number, { base, expected, withheldBefore: Number(r.withheld ?? 0) });
  }
  return { withholds, invoices: out };
}

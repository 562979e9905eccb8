import { and, asc, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { MoneyPlace } from '@/lib/helpdesk/money-consequence';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../db/client';
import { cashRegisters, customerDataReports, invoices, shipmentCosts, shipmentKoli, shipments } from '../db/schema/documents';
import { branchScopeWhere } from '../documents/engine/branch-scope';
import type { DocRow } from '../documents/engine/types';

/*
 * The AWBs a change request names, as they stand: the header, the koli and the additional costs, and
 * the money documents holding them (register, CDR, invoice) — a few set-based reads for a batch of a
 * thousand. Only AWBs the user's branches see are found (the branch rule of the shipment declaration).
 */

export interface KoliRow {
  weight_kg: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  volumetric_kg?: number;
}

export interface CostRow {
  cost_case_id: number;
  code: string;
  name: string;
  amount: number;
  taxable: boolean;
  automatic: boolean;
}

export interface AwbState {
  row: DocRow;
  koli: KoliRow[];
  costs: CostRow[];
  place: MoneyPlace & { registerId: number | null; cdrId: number | null; invoiceId: number | null };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** `column = any(array)`: one parameter for a batch of a thousand, not a thousand. */
const anyText = (column: SQLWrapper, values: readonly string[]) => sql`${column} = any(${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`;
const anyInt = (column: SQLWrapper, values: readonly number[]) => sql`${column} = any(${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[])`;

/** The AWBs by number (upper-cased); `lock`: their rows FOR UPDATE, in id order (two batches never wait crosswise). */
export async function loadAwbStates(tx: Db, numbers: readonly string[], branches: readonly number[] | null, lock: boolean): Promise<Map<string, AwbState>> {
  const out = new Map<string, AwbState>();
  if (!numbers.length) return out;
  const def = shipmentDocument as unknown as DocumentDefinition;
  const query = tx
    .select()
    .from(shipments)
    .where(and(anyText(shipments.number, numbers), branchScopeWhere(def, branches)))
    .orderBy(asc(shipments.id));
  const rows = (lock ? await query.for('update') : await query) as DocRow[];
  if (!rows.length) return out;
  const ids = rows.map((r) => r.id);
  const koli = await tx.select().from(shipmentKoli).where(anyInt(shipmentKoli.document_id, ids)).orderBy(asc(shipmentKoli.document_id), asc(shipmentKoli.position));
  const costs = await tx.select().from(shipmentCosts).where(anyInt(shipmentCosts.document_id, ids)).orderBy(asc(shipmentCosts.document_id), asc(shipmentCosts.position));
  const holders = async (table: typeof cashRegisters, column: string) => {
    const held = [...new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number'))];
    if (!held.length) return new Map<number, { number: string; stage: string }>();
    const found = await tx.select({ id: table.id, number: table.number, stage: table.stage }).from(table).where(inArray(table.id, held));
    return new Map(found.map((h) => [h.id as number, { number: String(h.number), stage: String(h.stage) }]));
  };
  const registers = await holders(cashRegisters, 'cash_register_id');
  const cdrs = await holders(customerDataReports, 'customer_data_report_id');
  const invoiceRows = await holders(invoices, 'invoice_id');
  for (const row of rows) {
    const registerId = (row.cash_register_id as number | null) ?? null;
    const cdrId = (row.customer_data_report_id as number | null) ?? null;
    const invoiceId = (row.invoice_id as number | null) ?? null;
    out.set(String(row.number), {
      row,
      koli: koli.filter((k) => k.document_id === row.id).map((k) => ({ weight_kg: Number(k.weight_kg), length_cm: num(k.length_cm), width_cm: num(k.width_cm), height_cm: num(k.height_cm) })),
      costs: costs
        .filter((c) => c.document_id === row.id)
        .map((c) => ({ cost_case_id: Number(c.cost_case_id), code: String(c.code), name: String(c.name), amount: Number(c.amount), taxable: Boolean(c.taxable), automatic: Boolean(c.automatic) })),
      place: {
        payment_type: String(row.payment_type),
        register: registerId ? (registers.get(registerId) ?? null) : null,
        cdr: cdrId ? (cdrs.get(cdrId) ?? null) : null,
        invoice: invoiceId ? (invoiceRows.get(invoiceId) ?? null) : null,
        registerId,
        cdrId,
        invoiceId,
      },
    });
  }
  return out;
}

/** The customers whose money a batch moves through finance (on an issued invoice): locked first, one lock order (finance/customer-lock). */
export async function invoicedCustomersOf(tx: Db, numbers: readonly string[]): Promise<number[]> {
  if (!numbers.length) return [];
  const rows = await tx
    .selectDistinct({ customer: shipments.customer_id })
    .from(shipments)
    .innerJoin(invoices, sql`${invoices.id} = ${shipments.invoice_id} and ${invoices.stage} = 'booked'`)
    .where(anyText(shipments.number, numbers));
  return rows.map((r) => Number(r.customer)).filter((id) => Number.isSafeInteger(id) && id > 0);
}

import { and, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CHANGE_KIND_DEFS, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import type { MoneyPlace } from '@/lib/helpdesk/money-consequence';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../db/client';
import { cashRegisters, customerDataReports, invoices, shipmentCosts, shipmentKoli, shipments } from '../db/schema/documents';
import { branchScopeWhere } from '../documents/engine/branch-scope';
import { readAsJson } from '../engine/read-json';
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

/** A nullable numeric as a number (null stays null). */
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** `column = any(array)`: one parameter for a batch of a thousand, not a thousand. */
export const anyText = (column: SQLWrapper, values: readonly string[]) => sql`${column} = any(${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`;
export const anyInt = (column: SQLWrapper, values: readonly number[]) => sql`${column} = any(${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[])`;

/**
 * The shipment columns a change reads: what places the AWB (stage, milestone, money documents), what
 * prices it, its charges, and the kind's own fields (a name, an address). Not the whole 71-column row:
 * on the embedded database reading a thousand rows costs by the value.
 */
const PLANNED_COLUMNS = [
  'id', 'number', 'stage', 'status', 'version', 'updated_by', 'shipment_date', 'payment_type', 'office_id', 'branch_id', 'customer_id',
  'origin_area_id', 'destination_area_id', 'service_id', 'goods_value', 'insured', 'cod_amount',
  'actual_kg', 'volumetric_kg', 'chargeable_kg', 'koli_count', 'rate_per_kg', 'manual_rate_per_kg',
  'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'eta_from', 'eta_to',
  'cash_register_id', 'customer_data_report_id', 'invoice_id',
] as const;

function columnsFor(kind: ChangeKind): Record<string, PgColumn> {
  const keys = new Set<string>([...PLANNED_COLUMNS, ...CHANGE_KIND_DEFS[kind].fields]);
  const all = getTableColumns(shipments) as Record<string, PgColumn>;
  return Object.fromEntries([...keys].filter((key) => key in all).map((key) => [key, all[key]]));
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

/** The AWBs by number (upper-cased) as a change of this kind reads them; `lock`: their rows FOR UPDATE, in id order (two batches never wait crosswise). */
export async function loadAwbStates(tx: Db, numbers: readonly string[], branches: readonly number[] | null, lock: boolean, kind: ChangeKind, withLines = true): Promise<Map<string, AwbState>> {
  const out = new Map<string, AwbState>();
  if (!numbers.length) return out;
  const def = shipmentDocument as unknown as DocumentDefinition;
  const rows = (await readAsJson(tx, {
    table: shipments,
    columns: columnsFor(kind),
    where: and(anyText(shipments.number, numbers), branchScopeWhere(def, branches)),
    orderBy: ['id'],
    lock,
  })) as DocRow[];
  if (!rows.length) return out;
  const ids = rows.map((r) => r.id);
  const k = shipmentKoli;
  const c = shipmentCosts;
  // an approval applying the plans its request stored reads no koli or costs (withLines false: they stay empty)
  const koli = !withLines ? [] : await readAsJson(tx, {
    table: k,
    columns: { document_id: k.document_id, position: k.position, weight_kg: k.weight_kg, length_cm: k.length_cm, width_cm: k.width_cm, height_cm: k.height_cm },
    where: anyInt(k.document_id, ids),
    orderBy: ['document_id', 'position'],
  });
  const costs = !withLines ? [] : await readAsJson(tx, {
    table: c,
    columns: { document_id: c.document_id, position: c.position, cost_case_id: c.cost_case_id, code: c.code, name: c.name, amount: c.amount, taxable: c.taxable, automatic: c.automatic },
    where: anyInt(c.document_id, ids),
    orderBy: ['document_id', 'position'],
  });
  const koliOf = groupBy(koli, (r) => r.document_id as number);
  const costsOf = groupBy(costs, (r) => r.document_id as number);
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
      koli: (koliOf.get(row.id) ?? []).map((k) => ({ weight_kg: Number(k.weight_kg), length_cm: num(k.length_cm), width_cm: num(k.width_cm), height_cm: num(k.height_cm) })),
      costs: (costsOf.get(row.id) ?? []).map((c) => ({ cost_case_id: Number(c.cost_case_id), code: String(c.code), name: String(c.name), amount: Number(c.amount), taxable: Boolean(c.taxable), automatic: Boolean(c.automatic) })),
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

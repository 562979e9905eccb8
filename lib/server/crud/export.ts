import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { listFields, type ResourceDefinition } from '@/lib/resources/engine/define';
import type { ParsedListQuery } from '@/lib/resources/engine/list-query';
import type { Db } from '../db/client';
import { listRows, type Row } from './queries';

/** An export holds at most this many rows (the filtered list, in its order). */
export const EXPORT_LIMIT = 100_000;
const BATCH = 1_000;

export type ExportFormat = 'csv' | 'xlsx';

function exportColumns(def: ResourceDefinition) {
  const columns = listFields(def).map(([key, field]) => ({
    header: field.label + (('unit' in field && field.unit) ? ` (${field.unit})` : ''),
    value: (row: Row) => (field.type === 'ref' ? row[`${key}_label`] : row[key]),
  }));
  if (def.lifecycle === 'deactivate') columns.push({ header: 'Active', value: (row) => row.active });
  columns.push({ header: 'Updated at', value: (row) => row.updated_at }, { header: 'Updated by', value: (row) => row.updated_by });
  return columns;
}

/** Every row of the filtered list, page after page (keyset where the sort allows it). */
async function allRows(db: Db, def: ResourceDefinition, q: ParsedListQuery): Promise<Row[]> {
  const rows: Row[] = [];
  let page = 1;
  let after: string | null = null;
  while (rows.length < EXPORT_LIMIT) {
    const { rows: batch, meta } = await listRows(db, def, { ...q, page, limit: BATCH, after }, { countCap: 0 });
    rows.push(...batch);
    if (batch.length < BATCH) break;
    after = meta.next_cursor;
    page += 1;
  }
  return rows.slice(0, EXPORT_LIMIT);
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v);

export async function exportRows(db: Db, def: ResourceDefinition, q: ParsedListQuery, format: ExportFormat) {
  const columns = exportColumns(def);
  const rows = await allRows(db, def, q);
  const stamp = new Date().toISOString().slice(0, 10);
  const filename = `${def.plural.toLowerCase().replace(/\s+/g, '-')}-${stamp}.${format}`;
  if (format === 'csv') {
    const csv = Papa.unparse({ fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => cell(c.value(r)))) });
    // A BOM, so that spreadsheet programs read the text as UTF-8.
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${csv}`, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.plural.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(columns.map((c) => cell(c.value(r))));
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body };
}

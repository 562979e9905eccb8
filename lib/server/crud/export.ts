import { enumLabel, listFields, type Field, type ResourceDefinition } from '@/lib/resources/engine/define';
import type { ParsedListQuery } from '@/lib/resources/engine/list-query';
import type { Db } from '../db/client';
import { dateColumn, writeTableFile, type TableColumn, type TableFileFormat } from '../table-file';
import { listRows, type Row } from './queries';

/** An export holds at most this many rows (the filtered list, in its order). */
export const EXPORT_LIMIT = 100_000;
const BATCH = 1_000;

export type ExportFormat = TableFileFormat;

/**
 * A field's cell in an export: a reference by its row's label, a code in its declared words (an import
 * reads the words back: crud/import), anything else as stored.
 */
export function fieldCell(field: Field | undefined, key: string, row: Record<string, unknown>): unknown {
  if (field?.type === 'ref') return row[`${key}_label`];
  if (field?.type === 'enum' && row[key] !== null && row[key] !== undefined) return enumLabel(field, row[key]);
  return row[key];
}

export function exportColumns(def: ResourceDefinition): TableColumn<Row>[] {
  const columns: TableColumn<Row>[] = listFields(def).map(([key, field]) => ({
    header: field.label + ('unit' in field && field.unit ? ` (${field.unit})` : ''),
    ...dateColumn(field),
    value: (row: Row) => fieldCell(field, key, row),
  }));
  if (def.lifecycle === 'deactivate') columns.push({ header: 'Active', value: (row) => row.active });
  columns.push({ header: 'Updated at', value: (row) => row.updated_at, type: 'datetime' }, { header: 'Updated by', value: (row) => row.updated_by });
  return columns;
}

/** The filtered list, batch after batch (keyset where the sort allows it, else by page). */
async function* batches(db: Db, def: ResourceDefinition, q: ParsedListQuery): AsyncGenerator<Row[]> {
  let sent = 0;
  let page = 1;
  let after: string | null = null;
  while (sent < EXPORT_LIMIT) {
    const { rows, meta } = await listRows(db, def, { ...q, page, limit: BATCH, after }, { countCap: 0 });
    const batch = rows.slice(0, EXPORT_LIMIT - sent);
    sent += batch.length;
    yield batch;
    if (rows.length < BATCH) return;
    after = meta.next_cursor;
    page += 1;
  }
}

export async function exportRows(db: Db, def: ResourceDefinition, q: ParsedListQuery, format: ExportFormat) {
  return writeTableFile({
    name: def.plural.toLowerCase().replace(/\s+/g, '-'),
    stampedAt: new Date(),
    format,
    columns: exportColumns(def),
    batches: batches(db, def, q),
  });
}

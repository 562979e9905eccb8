import { userLogKindLabel, type LogExportFormat, type TransactionLogRow, type UserLogRow } from '@/lib/resources/log-kinds';
import type { TransactionLogFilters, UserLogFilters } from '@/lib/resources/logs';
import { LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';
import { entityLabel, logActionLabel, logFieldLabel } from '@/lib/resources/log-words';
import { changedFields } from '@/lib/rules/record-diff';
import { EXPORT_LIMIT } from '../crud/export';
import type { Db } from '../db/client';
import { writeTableFile, type TableColumn } from '../table-file';
import { transactionLogBatch, userLogBatch, type LogCursor } from './queries';

/** An export holds at most as many rows as a resource export: the newest of the filtered log. */
const LOG_EXPORT_LIMIT = EXPORT_LIMIT;
const BATCH = 1_000;

type BatchReader<R> = (after: LogCursor | null, limit: number) => Promise<{ rows: R[]; next: LogCursor | null }>;

/** The filtered log, batch after batch from where the last one ended, up to the export limit. */
async function* batchesOf<R>(read: BatchReader<R>): AsyncIterable<R[]> {
  let after: LogCursor | null = null;
  let left = LOG_EXPORT_LIMIT;
  while (left > 0) {
    const { rows, next } = await read(after, Math.min(BATCH, left));
    if (rows.length) yield rows;
    if (rows.length < Math.min(BATCH, left)) return;
    left -= rows.length;
    after = next;
  }
}

const snapshot = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const timeHeader = `Time (${LOG_TIME_ZONE_LABEL})`;

const transactionColumns: TableColumn<TransactionLogRow>[] = [
  { header: timeHeader, value: (r) => r.at, type: 'datetime', width: 20 },
  { header: 'User', value: (r) => r.actor },
  { header: 'User name', value: (r) => r.actor_name, width: 28 },
  { header: 'Action', value: (r) => logActionLabel(r.entity, r.action), width: 20 },
  { header: 'Record type', value: (r) => entityLabel(r.entity), width: 16 },
  // a document by its number, a row by its title; the id stays for matching the raw snapshots
  { header: 'Record', value: (r) => r.record_name, width: 20 },
  { header: 'Record id', value: (r) => r.entity_id },
  { header: 'Changed fields', value: (r) => changedFields(r.before, r.after).map((f) => logFieldLabel(r.entity, f)).join(', '), width: 30 },
  { header: 'Before', value: (r) => snapshot(r.before), width: 50 },
  { header: 'After', value: (r) => snapshot(r.after), width: 50 },
];

const userColumns: TableColumn<UserLogRow>[] = [
  { header: timeHeader, value: (r) => r.at, type: 'datetime', width: 20 },
  { header: 'Event', value: (r) => userLogKindLabel(r.source, r.kind), width: 28 },
  { header: 'User', value: (r) => r.user_code },
  { header: 'User name', value: (r) => r.user_name, width: 28 },
  { header: 'By', value: (r) => r.actor },
  { header: 'IP address', value: (r) => r.ip, width: 16 },
  { header: 'Changed fields', value: (r) => changedFields(r.before, r.after).join(', '), width: 30 },
  { header: 'Details', value: (r) => snapshot(r.detail ?? r.after ?? r.before), width: 50 },
];

export function exportTransactionLog(db: Db, filters: TransactionLogFilters, format: LogExportFormat) {
  return writeTableFile({
    name: 'transactions-log',
    stampedAt: new Date(),
    format,
    columns: transactionColumns,
    batches: batchesOf((after, limit) => transactionLogBatch(db, filters, after, limit)),
  });
}

export function exportUserLog(db: Db, filters: UserLogFilters, format: LogExportFormat) {
  return writeTableFile({
    name: 'users-log',
    stampedAt: new Date(),
    format,
    columns: userColumns,
    batches: batchesOf((after, limit) => userLogBatch(db, filters, after, limit)),
  });
}

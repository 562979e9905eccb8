import { fieldLabel, formatFieldValue } from '../rules/record-diff';
import { findDocument } from './documents/registry';
import { enumLabel } from './engine/define';
import { REASON_LISTS, stageLabel, statusLabel, type DocumentDefinition } from './engine/define-document';
import { logKindLabel } from './log-kinds';
import { findResource } from './registry';

/*
 * How the transactions log names what an audit row is about, in the words of the record's own
 * declaration (issue 22): "Shipment 100000000263", not "SHIPMENT 263"; "Payment: Cash", not
 * "payment_type: CASH"; "Void AWB", not "cancel". Shared by the log screens and the log export.
 */

const PLATFORM_ENTITIES: Record<string, string> = { user: 'User', role: 'Role', 'site-setting': 'Site setting' };

/** What a record type is called: "Shipment", "Service", "Site setting". */
export const entityLabel = (entity: string): string =>
  PLATFORM_ENTITIES[entity] ?? findResource(entity)?.label ?? findDocument(entity)?.label ?? fieldLabel(entity);

/** A record named by its number or title ("100000000263", "REG"); by its id only when it has no name left. */
export const recordName = (row: { entity_id: string | null; record_name?: string | null }): string =>
  row.record_name ?? (row.entity_id ? `#${row.entity_id}` : '');

/** "Shipment 100000000263". */
export const recordTitle = (row: { entity: string; entity_id: string | null; record_name?: string | null }): string =>
  `${entityLabel(row.entity)} ${recordName(row)}`.trim();

const fieldsOf = (entity: string) => findResource(entity)?.fields ?? findDocument(entity)?.fields;

const DOCUMENT_COLUMNS: Record<string, string> = {
  number: 'Number',
  stage: 'Stage',
  status: 'Status',
  booked_at: 'Booked at',
  booked_by: 'Booked by',
  cancelled_at: 'Voided at',
  cancelled_by: 'Voided by',
  cancel_reason: 'Void reason',
  reason: 'Reason',
  cancel_note: 'Void note',
  print_count: 'Times printed',
};

/** A column of a record by its declared label ("Payment"), else in words ("Full name"). */
export function logFieldLabel(entity: string, key: string): string {
  const field = fieldsOf(entity)?.[key];
  if (field) return field.label;
  return (findDocument(entity) && DOCUMENT_COLUMNS[key]) || fieldLabel(key);
}

/** A reason code given to one of the document's actions, in its words ("Entered wrongly …"). */
function reasonWords(document: DocumentDefinition, code: string): string | undefined {
  for (const action of Object.values(document.actions)) {
    const reason = action.reason ? REASON_LISTS[action.reason].find((r) => r.code === code) : undefined;
    if (reason) return reason.label;
  }
  return undefined;
}

/** A value of a record's column as staff read it: a code in its words, a document's stage and status in words. */
export function logFieldValue(entity: string, key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const field = fieldsOf(entity)?.[key];
  if (field?.type === 'enum') return enumLabel(field, value);
  const document = findDocument(entity);
  if (document && key === 'stage') return stageLabel(document, String(value));
  if (document && key === 'status') return statusLabel(String(value));
  if (document && (key === 'reason' || key === 'cancel_reason')) return reasonWords(document, String(value)) ?? String(value);
  return formatFieldValue(value);
}

/** What an audit row did: a document's action by its declared label ("Void AWB", "Printed label"), else the log's words. */
export function logActionLabel(entity: string, action: string): string {
  const document = findDocument(entity);
  if (document && action.startsWith('print:')) {
    const print = document.prints?.[action.slice(6)];
    return `Printed ${print ? print.label.replace(/^\S/, (c) => c.toLowerCase()) : action.slice(6)}`;
  }
  if (document && action === 'update') return 'Edited';
  return document?.actions[action]?.label ?? logKindLabel(action);
}

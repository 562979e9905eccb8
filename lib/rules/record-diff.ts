// Before/after of an audit row, field by field: what the log detail highlights and the export summarises.

export type FieldChange = 'added' | 'removed' | 'changed' | 'same';

export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
  change: FieldChange;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with object keys sorted, so that equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

/** A non-object snapshot (rare) is shown as one field called "value". */
const asRecord = (v: unknown): Record<string, unknown> =>
  isRecord(v) ? v : v === null || v === undefined ? {} : { value: v };

/**
 * The engine's own columns of a record: its id, version and who/when stamps. Every change moves them, so
 * a log's diff leaves them out (issue 22: staff saw "Version" as a changed field); the raw JSON keeps them.
 */
export const ENGINE_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'request_id',
]);

/**
 * Every field of either side (but the engine's columns), in the after side's order then the fields only
 * the before side has. A field present on one side only is added (created) or removed (deleted).
 */
export function diffRecords(before: unknown, after: unknown): FieldDiff[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((f) => !ENGINE_COLUMNS.has(f));
  return fields.map((field) => {
    const inBefore = field in b;
    const inAfter = field in a;
    const change: FieldChange =
      inBefore && inAfter ? (canonical(b[field]) === canonical(a[field]) ? 'same' : 'changed') : inAfter ? 'added' : 'removed';
    return { field, before: b[field], after: a[field], change };
  });
}

/** The fields an update changed (empty for a create or a delete, where one side is missing). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return diffRecords(before, after)
    .filter((d) => d.change !== 'same')
    .map((d) => d.field);
}

/** `fullName`, `full_name` → 'Full name'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A snapshot value as text: '' for no value, Yes/No, lists joined, anything nested as JSON. */
export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

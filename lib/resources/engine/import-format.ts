import { findResource } from '../registry';
import { enumLabel, type Field, type ResourceDefinition } from './define';

/*
 * What a bulk-import file of a resource looks like (POST /api/{module}/import/{name}): one column per
 * field, named by its key or its label; a reference by the referenced row's code. The screen uses it
 * for the template, the help text and the early column check; the server applies the same rules
 * (lib/server/crud/import.ts).
 */

/** The largest file the import accepts (the server's body limit). */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 200_000;

/** One bad line of an import file: the line in the file (the header is line 1) and each field's reasons. */
export interface ImportRowError {
  line: number;
  errors: Record<string, string[]>;
}

/** The check of an import file: counts, the bad lines (the first 1,000) and the first rows as they will be stored. */
export interface ImportCheck {
  total: number;
  valid: number;
  invalid: number;
  errors: ImportRowError[];
  sample: Record<string, unknown>[];
}

/** `Rate per kg`, `rate_per_kg`, ` RATE-PER-KG ` → `rate_per_kg`: how a header is matched to a field. */
export const normaliseColumn = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The fields a file may carry (the server keeps the readonly ones), in declaration order. */
export const importFields = (def: ResourceDefinition): [string, Field][] => Object.entries(def.fields).filter(([, f]) => !f.readonly);

/** The field a referenced row is named by in a file: its first unique text field (its code), else none (its id). */
export function lookupField(target: ResourceDefinition): [string, Field] | null {
  return Object.entries(target.fields).find(([, f]) => f.unique && f.type === 'text') ?? null;
}

/** How a reference column is filled: "a coverage area's area code (e.g. 31.71.01)". */
export function referenceHint(field: Field): string | null {
  if (field.type !== 'ref') return null;
  const target = findResource(field.resource);
  if (!target) return null;
  const lookup = lookupField(target);
  const noun = target.label.toLowerCase();
  if (!lookup) return `the ${noun}'s id`;
  const example = field.example || lookup[1].example;
  return `the ${noun}'s ${lookup[1].label.toLowerCase()}${example ? ` (e.g. ${example})` : ''}`;
}

export interface ColumnMatch {
  header: string;
  /** The field the column fills, or null: the server refuses a file with unknown columns. */
  field: string | null;
}

/** Which field each header fills, and the required fields no column fills. */
export function matchColumns(def: ResourceDefinition, headers: readonly string[]): { columns: ColumnMatch[]; missing: string[] } {
  const byName = new Map<string, string>();
  for (const [key, field] of importFields(def)) {
    byName.set(normaliseColumn(key), key);
    byName.set(normaliseColumn(field.label), key);
  }
  const columns = headers.filter((h) => h.trim()).map((header) => ({ header, field: byName.get(normaliseColumn(header)) ?? null }));
  const present = new Set(columns.map((c) => c.field));
  const missing = importFields(def)
    .filter(([key, f]) => f.required && !present.has(key))
    .map(([key]) => key);
  return { columns, missing };
}

/** A cell of the template's example row: the declared example, else a plausible value of the type. */
export function exampleValue(field: Field): string {
  if (field.example !== undefined) return field.example;
  switch (field.type) {
    case 'ref': {
      const target = findResource(field.resource);
      const lookup = target ? lookupField(target) : null;
      return lookup?.[1].example ?? '';
    }
    case 'enum':
      // in words, as the export writes it (the code is accepted too)
      return enumLabel(field, field.default ?? field.options[0] ?? '');
    case 'bool':
      return field.default ? 'yes' : 'no';
    case 'int':
    case 'bigint':
    case 'decimal':
    case 'money':
      return String(Math.max(field.min ?? 1, 1));
    case 'date':
      return new Date().toISOString().slice(0, 10);
    default:
      return '';
  }
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v);
export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** The template: the header row of the importable fields (their labels) and one example row. */
export function importTemplateCsv(def: ResourceDefinition): string {
  const fields = importFields(def);
  return `${csvLine(fields.map(([, f]) => f.label))}\r\n${csvLine(fields.map(([, f]) => exampleValue(f)))}\r\n`;
}

/** The cells of a CSV's first line (quotes and doubled quotes understood). */
export function parseCsvHeader(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') break;
    else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

import { enumLabel, type Field, type NumberField, type ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * How a registry field's value reads on screen: references by their label, codes in their declared words, yes/no, numbers grouped
 * with their unit, dates as "17 Aug 2025". The list, the detail view and the history share it.
 */

export const EMPTY = '–';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `2025-08-17` → "17 Aug 2025" (a calendar date: no time zone shifts it). */
export function formatDate(value: string): string {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** An instant, in the browser's time zone: "17 Aug 2025, 14:05". */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFormat.format(d);
}

export function formatNumber(field: NumberField, value: number): string {
  const digits = field.type === 'decimal' ? (field.scale ?? 2) : 0;
  // bigint fields hold numbers that are names (AWB numbers): no thousands separators.
  // rupiah the Indonesian way (Rp 150.000), as on the counter's receipts and the POS screen
  if (field.type === 'money') return `${value < 0 ? '−' : ''}Rp ${Math.abs(value).toLocaleString('id-ID', { maximumFractionDigits: 0 })}`;
  const text = value.toLocaleString('en-US', { maximumFractionDigits: digits, useGrouping: field.type !== 'bigint' });
  return field.unit ? `${text} ${field.unit}` : text;
}

export const isNumberField = (field: Field): field is NumberField =>
  field.type === 'int' || field.type === 'bigint' || field.type === 'decimal' || field.type === 'money';

/** A field's value as text; `label` is the referenced row's label for a reference. */
export function formatValue(field: Field, value: unknown, label?: unknown): string {
  if (field.type === 'bool') return value ? 'Yes' : 'No';
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.type) {
    case 'ref':
      return typeof label === 'string' && label ? label : `#${String(value)}`;
    case 'enum':
      return enumLabel(field, value);
    case 'int':
    case 'bigint':
    case 'decimal':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? formatNumber(field, n) : String(value);
    }
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}

/** The value of a row's field as shown in its list and detail view. */
export function formatField(field: Field, key: string, row: ResourceRecord): string {
  return formatValue(field, row[key], row[`${key}_label`]);
}

/** A label inside a sentence: "Price adjustment" → "price adjustment", "AWB allocation" keeps its AWB. */
export const lowerNoun = (label: string) => label.replace(/\S+/g, (word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));

/** What the row is called in titles and messages ("REG", "Jakarta Pusat"). */
export function rowTitle(def: ResourceDefinition, row: ResourceRecord): string {
  const value = row[def.titleField];
  return value === null || value === undefined || value === '' ? `#${row.id}` : formatValue(def.fields[def.titleField], value, row[`${def.titleField}_label`]);
}

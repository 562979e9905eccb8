import type * as z from 'zod';

/*
 * A resource is declared once, here-shaped: its fields (with what the list, the filters, the sort and
 * the search may use), the screens that grant each action, its API address and its life cycle. The zod
 * schema of the form and of the API is derived from the fields, so both always agree. Isomorphic: no
 * React, no drizzle, no Node APIs.
 */

// The zod schemas derived from the fields live in ./schema (the only part that needs zod at run time):
// re-exported here for the server; browser code imports them from ./schema, so that a page that only
// lists rows does not download zod.
export { fieldSchema, resourceSchemas } from './schema';

export type FieldType = 'text' | 'textarea' | 'int' | 'bigint' | 'decimal' | 'money' | 'bool' | 'date' | 'datetime' | 'enum' | 'ref';

interface FieldBase {
  label: string;
  /** Required on create and update (a text must not be blank). */
  required?: boolean;
  /** Shown as a list column (in declaration order). */
  list?: boolean;
  /** The list may be sorted by it (the table adds an index for it, unless the field is `hot`). */
  sort?: boolean;
  /**
   * Changed by other documents on every use (a stock counter): never indexed, so that updating it
   * rewrites the row in place (a PostgreSQL HOT update) instead of every index of the table. Only for
   * small tables, whose sort needs no index.
   */
  hot?: boolean;
  /** The list may be filtered by it, with the operators of its type. */
  filter?: boolean;
  /** Part of the free-text search (texts only). */
  search?: boolean;
  /** A hint under the input. */
  help?: string;
  /** Unique among the rows (case-insensitive for texts): the table carries the unique index. */
  unique?: boolean;
  /** Kept by the server (e.g. a counter): shown, never part of the form or the API's input. */
  readonly?: boolean;
  /** A typical value as a file cell (import templates); a reference's is the referenced row's code. */
  example?: string;
}

export interface TextField extends FieldBase {
  type: 'text' | 'textarea';
  max: number;
  min?: number;
  /** Stored upper-cased (codes). */
  upper?: boolean;
  pattern?: { regex: RegExp; message: string };
}
export interface NumberField extends FieldBase {
  /** int: 32-bit; bigint: whole numbers up to 2^53 (AWB numbers); money: integer rupiah. */
  type: 'int' | 'bigint' | 'decimal' | 'money';
  min?: number;
  max?: number;
  /** decimal: digits after the point (default 2). */
  scale?: number;
  /** Shown after the value: "kg", "days", "%". */
  unit?: string;
}
export interface BoolField extends FieldBase {
  type: 'bool';
  default?: boolean;
}
export interface DateField extends FieldBase {
  /** date: a calendar day (YYYY-MM-DD); datetime: an instant (ISO 8601 with its offset, stored with time zone). */
  type: 'date' | 'datetime';
  /** The earliest day accepted, 'YYYY-MM-DD' (default 2000-01-01: lib/rules/dates). */
  earliest?: string;
  /** How many years after today are accepted (default 10). */
  yearsAhead?: number;
}
export interface EnumField extends FieldBase {
  type: 'enum';
  /** The stored codes (`COUNTER`): what the API, the database and the filters carry. */
  options: readonly string[];
  /** Each code in words ("Counter"), as every list, filter, form, detail, history, export and staff print shows it. */
  labels: Readonly<Record<string, string>>;
  default?: string;
}
export interface RefField extends FieldBase {
  type: 'ref';
  /** Name of the referenced resource (its `id`); the list shows that row's label. */
  resource: string;
}

export type Field = TextField | NumberField | BoolField | DateField | EnumField | RefField;
export type Fields = Record<string, Field>;

export type FilterOperator = 'eq' | 'ne' | 'contains' | 'in' | 'gte' | 'lte';

/** The operators each field type offers (the first is the default, written `field=value`). */
export const OPERATORS: Record<FieldType, readonly FilterOperator[]> = {
  text: ['eq', 'contains', 'ne', 'in'],
  textarea: ['contains'],
  int: ['eq', 'gte', 'lte', 'ne', 'in'],
  bigint: ['eq', 'gte', 'lte'],
  decimal: ['eq', 'gte', 'lte', 'ne'],
  money: ['eq', 'gte', 'lte', 'ne'],
  bool: ['eq'],
  date: ['eq', 'gte', 'lte'],
  datetime: ['gte', 'lte'],
  enum: ['eq', 'ne', 'in'],
  ref: ['eq', 'in'],
};

/** The stored value of a field (null where it is optional). */
type StoredValue<F extends Field> = F extends EnumField
  ? F['options'][number]
  : F extends TextField | DateField
    ? string
    : F extends BoolField
      ? boolean
      : number;
/** Required fields, and the counters and states the server keeps (they start at 0 / their first option), are never null. */
type ValueOf<F extends Field> = F extends { required: true } | { readonly: true; type: 'enum' | 'int' | 'bigint' } ? StoredValue<F> : F extends BoolField ? boolean : StoredValue<F> | null;

/** The record columns every resource row carries. */
export interface RecordColumns {
  id: number;
  version: number;
  active?: boolean;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** A row of a resource as the server reads it (field types kept from the declaration). */
export type RowOf<D> = D extends ResourceDefinition<infer F, string> ? RecordColumns & { -readonly [K in keyof F]: ValueOf<F[K]> } : never;

/** The create/update input of a resource: every field but the server-kept ones. */
export type InputOf<D> = D extends ResourceDefinition<infer F, string>
  ? { -readonly [K in keyof F as F[K] extends { readonly: true } ? never : K]: ValueOf<F[K]> }
  : never;

/**
 * An action of a row's own rules besides edit/delete (approving a price adjustment). Declared here so
 * that the client names it and the server must implement it (lib/server/resources/registry.ts).
 */
export interface RowActionDef {
  label: string;
  /** The answer's message once done ("Adjustment approved"). */
  done: string;
  /** Screens that grant it (default: the resource's writers). */
  screens?: readonly string[];
  danger?: boolean;
}

/** The row actions a declaration names (each must have its handler on the server). */
export type ActionsOf<D> = D extends ResourceDefinition<Fields, infer A> ? A : never;

/** What the server tells a screen about one row: may this user take this action on it now, and if not, why. */
export interface RowActionState {
  key: string;
  can: boolean;
  reason?: string;
}

export interface ResourceDefinition<F extends Fields = Fields, A extends string = string> {
  /** Singular, kebab-case: the API segment, the query-cache key, the audit entity. */
  name: string;
  /** Plural snake_case table name (default: the name + s). */
  table?: string;
  /** API module: `/api/{module}/{verb}/{name}`. */
  module: 'datamaster' | 'setting' | 'log' | 'finance';
  label: string;
  plural: string;
  /** What one row is called in messages: which field reads best ("REG", "Jakarta Pusat"). */
  titleField: keyof F & string;
  /** Added in brackets where the title alone is ambiguous in a picker: "Gambir (Kota Adm. Jakarta Pusat)". */
  qualifierField?: keyof F & string;
  fields: F;
  /** Screen routes whose permission grants reading, writing and bulk import (default: the writers). */
  screens: { read: readonly string[]; write: readonly string[]; import?: readonly string[] };
  /** `deactivate`: rows carry `active` and are switched off, never deleted while referenced. */
  lifecycle: 'delete' | 'deactivate';
  defaultSort: string;
  /** Field groups unique together (one target per customer and month); the table carries the index. */
  uniqueTogether?: readonly (readonly string[])[];
  /** Cross-field rules, shared by form and API (e.g. a period's end after its start). */
  refine?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** Actions of the row's own rules (`PUT /api/{module}/update/{name}/{action}/{id}`). */
  actions?: Readonly<Record<A, RowActionDef>>;
}

/** Checks a declaration against its own fields (title, sort); keeps their types for RowOf/InputOf. */
export function defineResource<const F extends Fields, const A extends string = never>(def: ResourceDefinition<F, A>): ResourceDefinition<F, A> {
  return def;
}

/** A stored code in the words its field declares (`MOTORCYCLE` → "Motorcycle"); an unknown one as it is. */
export function enumLabel(field: Pick<EnumField, 'labels'>, value: unknown): string {
  const code = String(value ?? '');
  return Object.hasOwn(field.labels, code) ? field.labels[code] : code;
}

/** A cell a person typed (an import): the code or its words, in any case → the code; anything else as it is. */
export function enumCode(field: Pick<EnumField, 'options' | 'labels'>, text: string): string {
  const wanted = text.trim().toLowerCase();
  return field.options.find((o) => o.toLowerCase() === wanted || enumLabel(field, o).toLowerCase() === wanted) ?? text;
}

/** How a row is named where another one refers to it (lists, pickers, exports). */
export function refLabel(def: Pick<ResourceDefinition, 'titleField' | 'qualifierField'>, row: Record<string, unknown>): string {
  const title = String(row[def.titleField] ?? '');
  const qualifier = def.qualifierField ? row[def.qualifierField] : null;
  return qualifier ? `${title} (${String(qualifier)})` : title;
}

export const tableName = (def: Pick<ResourceDefinition, 'name' | 'table'>) => def.table ?? `${def.name.replace(/-/g, '_')}s`;

export const listFields = (def: ResourceDefinition) => Object.entries(def.fields).filter(([, f]) => f.list);
export const sortKeys = (def: ResourceDefinition) => [
  ...Object.entries(def.fields).filter(([, f]) => f.sort).map(([k]) => k),
  'created_at',
  'updated_at',
];
export const filterFields = (def: ResourceDefinition) => Object.entries(def.fields).filter(([, f]) => f.filter);
export const searchFields = (def: ResourceDefinition) => Object.entries(def.fields).filter(([, f]) => f.search).map(([k]) => k);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { tableName, type Field, type Fields, type ResourceDefinition } from '@/lib/resources/engine/define';
import { RESOURCES } from '@/lib/resources/registry';

/*
 * The tables of the registry's resources, built from their declarations: one column per field (same
 * snake_case name as the field), the record columns every resource has, and the indexes the list
 * needs — each sortable field with the id (keyset paging), each reference (its filter and the
 * "still used" check), each unique field.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResourceTable = PgTableWithColumns<any>;

const built = new Map<string, ResourceTable>();

/** The column of one declared field (same snake_case name as the field). */
export function column(key: string, field: Field) {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'enum':
      return text(key);
    case 'int':
      return integer(key);
    case 'bigint':
    case 'money':
      return bigint(key, { mode: 'number' });
    case 'decimal':
      return numeric(key, { precision: 16, scale: field.scale ?? 2, mode: 'number' });
    case 'bool':
      return boolean(key);
    case 'date':
      return date(key, { mode: 'string' });
    case 'datetime':
      return timestamp(key, { withTimezone: true, mode: 'string' });
    case 'ref': {
      const target = field.resource;
      return integer(key).references((): AnyPgColumn => tableOf(target).id, { onDelete: 'restrict' });
    }
  }
}

/** The columns of declared fields: required ones not null, booleans defaulting, server-kept counters and states starting at 0 / their first option. */
export function fieldColumns(fields: Fields) {
  const columns: Record<string, ReturnType<typeof column>> = {};
  for (const [key, field] of Object.entries(fields)) {
    let col = column(key, field);
    if (field.required || field.type === 'bool') col = col.notNull();
    if (field.type === 'bool') col = (col as ReturnType<typeof boolean>).default((field as { default?: boolean }).default ?? false);
    if (field.readonly && (field.type === 'int' || field.type === 'bigint')) col = (col as ReturnType<typeof integer>).notNull().default(0);
    if (field.readonly && field.type === 'enum') col = (col as ReturnType<typeof text>).notNull().default(field.options[0]);
    // rows stored before an enum with a default existed get that default
    else if (field.type === 'enum' && field.default) col = (col as ReturnType<typeof text>).default(field.default);
    columns[key] = col;
  }
  return columns;
}

function buildTable(def: ResourceDefinition): ResourceTable {
  const name = tableName(def);
  const columns: Record<string, ReturnType<typeof column> | ReturnType<typeof integer>> = {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  };
  Object.assign(columns, fieldColumns(def.fields));
  const record = {
    ...(def.lifecycle === 'deactivate' ? { active: boolean('active').notNull().default(true) } : {}),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: text('created_by'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: text('updated_by'),
  };
  return pgTable(name, { ...columns, ...record }, (table) => {
    const t = table as unknown as Record<string, AnyPgColumn>;
    const indexes = [];
    for (const [key, field] of Object.entries(def.fields)) {
      // serves: `unique` — one row per value (free texts ignore case; codes are stored upper-cased, so
      // their plain index also serves the sort)
      if (field.unique) {
        const caseless = (field.type === 'text' || field.type === 'textarea') && !field.upper;
        indexes.push(uniqueIndex(`${name}_${key}_uq`).on(caseless ? sql`lower(${t[key]})` : t[key]));
      }
      // serves: the list sorted by this field, paged by (field, id)
      else if (field.sort && !field.hot) indexes.push(index(`${name}_${key}_idx`).on(t[key], t.id));
      // serves: the filter by this reference and the "still used by" check before a delete
      if (field.type === 'ref') indexes.push(index(`${name}_${key}_ref_idx`).on(t[key]));
    }
    // serves: `uniqueTogether` — one row per combination
    for (const group of def.uniqueTogether ?? []) {
      const [first, ...rest] = group.map((k) => t[k]);
      indexes.push(uniqueIndex(`${name}_${group.join('_')}_uq`).on(first, ...rest));
    }
    // serves: the default "latest first" order and "updated since"
    indexes.push(index(`${name}_updated_at_idx`).on(t.updated_at, t.id));
    return indexes;
  }) as ResourceTable;
}

/** A column of a resource's table by its field name (the tables are built from declarations, so untyped). */
export function columnOf(table: ResourceTable, key: string): AnyPgColumn {
  return (table as unknown as Record<string, AnyPgColumn>)[key];
}

/** The table of a resource (built once, on first use, so references may point forward). */
export function tableOf(resource: string): ResourceTable {
  let table = built.get(resource);
  if (!table) {
    const def = RESOURCES.find((r) => r.name === resource);
    if (!def) throw new Error(`No table for unknown resource "${resource}"`);
    table = buildTable(def as ResourceDefinition);
    built.set(resource, table);
  }
  return table;
}

// Named exports, so drizzle-kit sees every table when it generates migrations.
export const modas = tableOf('moda');
export const services = tableOf('service');
export const products = tableOf('product');
export const costTypes = tableOf('cost-type');
export const costCases = tableOf('cost-case');
export const customerTypes = tableOf('customer-type');
export const customerParetoClasses = tableOf('customer-pareto');
export const referenceTypes = tableOf('reference-type');
export const holidays = tableOf('holiday');
export const mobileVersions = tableOf('mobile-version');
export const branches = tableOf('branch');
export const offices = tableOf('office');
export const employees = tableOf('employee');
export const coverageAreas = tableOf('coverage-area');
export const deliveryCosts = tableOf('delivery-cost');
export const drivers = tableOf('driver');
export const vehicles = tableOf('vehicle');
export const customers = tableOf('customer');
export const contracts = tableOf('contract');
export const customerAdjustments = tableOf('customer-adjustment');
export const picDocuments = tableOf('pic-document');
export const picInvoices = tableOf('pic-invoice');
export const vendors = tableOf('vendor');
export const customerTargets = tableOf('customer-target');
export const salesTargets = tableOf('sales-target');
export const prices = tableOf('price');
export const awbAllocations = tableOf('awb-allocation');
export const tripAllowanceRates = tableOf('trip-allowance-rate');

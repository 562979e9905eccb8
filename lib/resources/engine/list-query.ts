import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { OPERATORS, sortKeys, type Field, type FilterOperator, type ResourceDefinition } from './define';
import { fieldSchema } from './schema';

/*
 * The list query of every resource, in the spec's sort/filter format (`&by=key` pairs):
 *   page, limit                 1-based page, rows per page (default 1 and 10, limit ≤ 100)
 *   search                      text looked for in the resource's search fields
 *   sort                        `field` ascending, `-field` descending
 *   <field>                     equals
 *   <field>.<op>                ne | contains | in (comma-separated) | gte | lte
 *   active                      true | false | all (resources that are deactivated; default true)
 *   after                       keyset cursor from the previous page's `meta.next_cursor`
 */

export interface ListFilter {
  field: string;
  op: FilterOperator;
  value: unknown;
}

export interface ParsedListQuery {
  page: number;
  limit: number;
  search: string | null;
  sort: { key: string; desc: boolean };
  filters: ListFilter[];
  active: boolean | null;
  after: string | null;
}

export class ListQueryError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Invalid list query');
  }
}

const RESERVED = new Set(['page', 'limit', 'search', 'sort', 'active', 'after', 'format']);

function positiveInt(raw: unknown, fallback: number, max: number, name: string, errors: Record<string, string[]>) {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    errors[name] = [`A whole number from 1 to ${max}`];
    return fallback;
  }
  return n;
}

function parseValue(field: Field, op: FilterOperator, raw: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const one = (text: string) => {
    const r = fieldSchema({ ...field, required: true, min: undefined } as Field, { range: false }).safeParse(text);
    return r.success ? { ok: true as const, value: r.data } : { ok: false as const, message: r.error.issues[0]?.message ?? 'Invalid' };
  };
  if (op === 'contains') return raw.trim() ? { ok: true, value: raw.trim() } : { ok: false, message: 'Required' };
  if (op === 'in') {
    const values: unknown[] = [];
    for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
      const r = one(part);
      if (!r.ok) return r;
      values.push(r.value);
    }
    return values.length ? { ok: true, value: values.slice(0, 100) } : { ok: false, message: 'Required' };
  }
  return one(raw);
}

/** Parses and allow-lists a list query against the resource's declaration; throws ListQueryError (→ 400). */
export function parseListQuery(def: ResourceDefinition, query: Record<string, unknown>, maxLimit = MAX_PAGE_SIZE): ParsedListQuery {
  const errors: Record<string, string[]> = {};
  const text = (v: unknown) => (Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? undefined : String(v));

  const page = positiveInt(text(query.page), 1, 1_000_000, 'page', errors);
  const limit = positiveInt(text(query.limit), DEFAULT_PAGE_SIZE, maxLimit, 'limit', errors);
  const search = text(query.search)?.trim() || null;
  if (search && search.length > 100) errors.search = ['At most 100 characters'];

  let sort = { key: def.defaultSort.replace(/^-/, ''), desc: def.defaultSort.startsWith('-') };
  const rawSort = text(query.sort)?.trim();
  if (rawSort) {
    const key = rawSort.replace(/^-/, '');
    if (!sortKeys(def).includes(key)) errors.sort = [`Sort by one of: ${sortKeys(def).join(', ')}`];
    else sort = { key, desc: rawSort.startsWith('-') };
  }

  let active: boolean | null = null;
  if (def.lifecycle === 'deactivate') {
    const raw = text(query.active) ?? 'true';
    if (raw === 'true') active = true;
    else if (raw === 'false') active = false;
    else if (raw !== 'all') errors.active = ['true, false or all'];
  }

  const after = text(query.after)?.trim() || null;

  const filters: ListFilter[] = [];
  for (const [param, rawValue] of Object.entries(query)) {
    if (RESERVED.has(param) || rawValue === undefined || rawValue === '') continue;
    const [name, op = undefined, ...rest] = param.split('.');
    const field = def.fields[name];
    if (!field?.filter || rest.length) {
      errors[param] = ['Not a filter of this list'];
      continue;
    }
    const operator = (op ?? OPERATORS[field.type][0]) as FilterOperator;
    if (!OPERATORS[field.type].includes(operator)) {
      errors[param] = [`Operators for ${name}: ${OPERATORS[field.type].join(', ')}`];
      continue;
    }
    const parsed = parseValue(field, operator, text(rawValue) ?? '');
    if (!parsed.ok) errors[param] = [parsed.message];
    else filters.push({ field: name, op: operator, value: parsed.value });
  }

  if (Object.keys(errors).length) throw new ListQueryError(errors);
  return { page, limit, search, sort, filters, active, after };
}

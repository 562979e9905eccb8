import {
  filterFields,
  type BoolField,
  type DateField,
  type EnumField,
  type Field,
  type NumberField,
  type RefField,
  type ResourceDefinition,
  type TextField,
} from '@/lib/resources/engine/define';

/*
 * The filter bar of a resource, from its declaration: one control per `filter` field, each writing
 * the list parameter the API reads (lib/resources/engine/list-query.ts). The URL carries the same
 * parameters, so a filtered list is a link.
 */

export const ACTIVE_PARAM = 'active';

export type FilterControl =
  | { kind: 'enum'; key: string; field: EnumField; param: string }
  | { kind: 'bool'; key: string; field: BoolField; param: string }
  | { kind: 'ref'; key: string; field: RefField; param: string }
  | { kind: 'text'; key: string; field: TextField; param: string }
  | { kind: 'range'; key: string; field: NumberField | DateField; from: string; to: string };

function control(key: string, field: Field): FilterControl {
  switch (field.type) {
    case 'enum':
      return { kind: 'enum', key, field, param: key };
    case 'bool':
      return { kind: 'bool', key, field, param: key };
    case 'ref':
      return { kind: 'ref', key, field, param: key };
    case 'text':
    case 'textarea':
      return { kind: 'text', key, field, param: `${key}.contains` };
    case 'int':
    case 'bigint':
    case 'decimal':
    case 'money':
    case 'date':
    case 'datetime':
      return { kind: 'range', key, field, from: `${key}.gte`, to: `${key}.lte` };
  }
}

export function filterControls(def: ResourceDefinition): FilterControl[] {
  return filterFields(def).map(([key, field]) => control(key, field));
}

/** Every list parameter the filter bar may set (the URL keys the list state keeps). */
export function filterParams(def: ResourceDefinition): string[] {
  const params = filterControls(def).flatMap((c) => (c.kind === 'range' ? [c.from, c.to] : [c.param]));
  return def.lifecycle === 'deactivate' ? [...params, ACTIVE_PARAM] : params;
}

const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a typed range bound may be sent (empty clears it). */
export function acceptsBound(field: NumberField | DateField, text: string): boolean {
  if (!text) return true;
  if (field.type === 'date' || field.type === 'datetime') return /^\d{4}-\d{2}-\d{2}$/.test(text);
  return (field.type === 'decimal' ? DECIMAL : WHOLE).test(text);
}

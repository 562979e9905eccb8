import * as z from 'zod';
import { dateSchema, dateTimeSchema } from './date-schema';
import type { Field, ResourceDefinition } from './define';

/*
 * The zod schemas of a declaration: one field's value, a resource's create and update bodies. The
 * browser's forms and the API apply the same ones. Kept apart from ./define, which the declarations
 * and the list screens import, because this is the part that needs zod at run time.
 */

/** Form and query text → number; blank (or null) → missing, so that a required number is "Required", never 0. */
const toNumber = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.trim());
  return v;
};
const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a number') });

/**
 * The zod type of one field's value as the API accepts it (forms send '' for "empty"). `range: false`:
 * a date's form only, not its window (a value read back, such as a list's cursor or filter).
 */
export function fieldSchema(field: Field, options: { range?: boolean } = {}): z.ZodType {
  const empty = (v: unknown) => (v === '' || v === undefined ? null : v);
  const finish = (schema: z.ZodType) => (field.required ? schema : z.preprocess(empty, schema.nullable()));
  switch (field.type) {
    case 'text':
    case 'textarea': {
      // Codes are compared upper-cased: normalise before the length and pattern checks.
      let s = field.upper ? z.string().trim().toUpperCase() : z.string().trim();
      s = s.max(field.max, `At most ${field.max} characters`);
      // PostgreSQL cannot store U+0000 in text (an import file's cell, a pasted value)
      s = s.regex(/^[^\0]*$/, 'Must not contain a NUL character (\\u0000)');
      if (field.required) s = s.min(Math.max(1, field.min ?? 1), field.min ? `At least ${field.min} characters` : 'Required');
      else if (field.min) s = s.min(field.min, `At least ${field.min} characters`);
      if (field.pattern) s = s.regex(field.pattern.regex, field.pattern.message);
      if (field.required) return s;
      return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : empty(v)), s.nullable());
    }
    case 'int':
    case 'bigint':
    case 'money': {
      const ceiling = field.max ?? (field.type === 'int' ? 2_147_483_647 : Number.MAX_SAFE_INTEGER);
      let n = number().int('Must be a whole number');
      if (field.min !== undefined) n = n.min(field.min, `At least ${field.min}`);
      n = n.max(ceiling, `At most ${ceiling}`);
      return finish(z.preprocess(toNumber, n));
    }
    case 'decimal': {
      const scale = field.scale ?? 2;
      let n: z.ZodType<number> = number();
      n = n.refine((v) => Math.abs(Math.round(v * 10 ** scale) - v * 10 ** scale) < 1e-6, `At most ${scale} decimals`);
      if (field.min !== undefined) n = n.refine((v) => v >= field.min!, `At least ${field.min}`);
      if (field.max !== undefined) n = n.refine((v) => v <= field.max!, `At most ${field.max}`);
      return finish(z.preprocess(toNumber, n));
    }
    case 'bool': {
      const b = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: 'Yes or no' }));
      return field.required ? b : z.preprocess((v) => (v === undefined || v === '' ? (field.default ?? false) : v), b);
    }
    case 'date':
    case 'datetime': {
      const bounds = { earliest: field.earliest, yearsAhead: field.yearsAhead, range: options.range };
      return finish(field.type === 'date' ? dateSchema(bounds) : dateTimeSchema(bounds));
    }
    case 'enum':
      return finish(z.enum(field.options as [string, ...string[]], { message: `One of: ${field.options.map((o) => field.labels[o] ?? o).join(', ')}` }));
    case 'ref':
      return finish(z.preprocess(toNumber, z.number({ error: () => 'Pick one' }).int('Pick one').positive('Pick one')));
  }
}

/** The create/update body of a resource: every field, the cross-field rule; update adds `version`. */
export function resourceSchemas(def: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(def.fields)) if (!field.readonly) shape[key] = fieldSchema(field);
  const object = z.object(shape).strict();
  const create = def.refine ? object.superRefine((v, ctx) => def.refine!(v, ctx)) : object;
  const updateObject = object.extend({ version: z.coerce.number().int().positive() });
  const update = def.refine ? updateObject.superRefine((v, ctx) => def.refine!(v, ctx)) : updateObject;
  return { create, update };
}


import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isNumberField } from './format';
import type { Field, ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * The form of a registry resource holds what its inputs hold (texts, a checkbox's boolean); the
 * resolver hands that to the resource's own schema — the one the API applies — and the schema's
 * output (numbers, nulls, upper-cased codes) is the body that is sent. Fields the server keeps
 * (`readonly`) are not in the form.
 */

export type FormValues = FieldValues;
export type FormBody = Record<string, unknown>;

/** The fields a user fills in, in declaration order. */
export const formFields = (def: ResourceDefinition): [string, Field][] => Object.entries(def.fields).filter(([, f]) => !f.readonly);

/** A new row: every input empty, booleans and enums at their declared default. */
export function emptyValues(def: ResourceDefinition): FormValues {
  const values: FormValues = {};
  for (const [key, field] of formFields(def)) {
    if (field.type === 'bool') values[key] = field.default ?? false;
    else if (field.type === 'enum') values[key] = field.default ?? '';
    else values[key] = '';
  }
  return values;
}

/** A stored row as the inputs show it, with the version it was read at. */
export function recordValues(def: ResourceDefinition, row: ResourceRecord): FormValues {
  const values: FormValues = { version: row.version };
  for (const [key, field] of formFields(def)) {
    const v = row[key];
    if (field.type === 'bool') values[key] = Boolean(v);
    else values[key] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A blank number box is no number (the schema would read '' as 0). */
function schemaInput(def: ResourceDefinition, values: FormValues): FormValues {
  const input: FormValues = { ...values };
  for (const [key, field] of formFields(def)) if (isNumberField(field) && blank(values[key])) input[key] = undefined;
  return input;
}

/** The schema's rules, with one plain "Required" for every required input left empty. */
export function resourceResolver(def: ResourceDefinition, schema: z.ZodType<FormBody, FormValues>): Resolver<FormValues, unknown, FormBody> {
  const resolve = zodResolver(schema) as unknown as Resolver<FormValues, unknown, FormBody>;
  return async (values, context, options) => {
    const result = await resolve(schemaInput(def, values), context, options);
    const missing: Record<string, FieldError> = {};
    for (const [key, field] of formFields(def)) {
      if (field.required && field.type !== 'bool' && blank(values[key])) missing[key] = { type: 'required', message: 'Required' };
    }
    if (!Object.keys(missing).length) return result;
    return { values: {}, errors: { ...result.errors, ...missing } };
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod';
import type { Field, Fields } from '@/lib/resources/engine/define';
import type { ReasonList } from '@/lib/resources/engine/define-document';
import { reasonSchema } from '@/lib/resources/engine/document-schema';
import { fieldSchema } from '@/lib/resources/engine/schema';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { ResourceRecord } from '@/services/resource/client';
import { isoToLocal, localToIso } from './local-datetime';

/*
 * A document form holds what its inputs hold (texts; a datetime as the browser's local
 * `YYYY-MM-DDTHH:MM`); the resolver turns that into what the API reads — numbers, an instant with its
 * offset, rupiah without separators — and checks it with the same field schemas (and reason schema) the
 * server applies. Its output is the body sent.
 */

export type FormValues = FieldValues;
export type FormBody = Record<string, unknown>;

// the local date and time helpers, in a module of their own: a screen without this form (the manifest scan) uses them without zod
export { dateToLocal, isoToLocal, localToIso, todayLocal } from './local-datetime';

/** Rupiah as typed ("90.000", "90,000", "Rp 90 000") → digits; anything else is left for the schema to refuse. */
export function moneyText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const stripped = text.replace(/^\s*Rp\.?\s*/i, '').replace(/[.,\s]/g, '');
  return /^-?\d+$/.test(stripped) ? stripped : text;
}

/** A typed rupiah amount as a number, or null when it is not one yet (a live figure beside the input). */
export function parseMoney(text: unknown): number | null {
  const v = moneyText(text);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;
}

/** The fields a user fills in (the server keeps the read-only ones), in declaration order. */
export const editableFields = (fields: Fields): [string, Field][] => Object.entries(fields).filter(([, f]) => !f.readonly);

const isNumber = (f: Field) => f.type === 'int' || f.type === 'bigint' || f.type === 'decimal' || f.type === 'money';
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Empty inputs (booleans and enums at their default), merged with `given` (a stored row's, defaults). */
export function formValues(fields: [string, Field][], given: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const [key, field] of fields) {
    const v = given[key];
    if (field.type === 'bool') values[key] = v === undefined || v === null ? (field.default ?? false) : Boolean(v);
    else if (v === undefined || v === null) values[key] = field.type === 'enum' ? (field.default ?? '') : '';
    else if (field.type === 'datetime') values[key] = typeof v === 'string' && /[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? isoToLocal(v) : String(v);
    else values[key] = String(v);
  }
  return values;
}

/** A stored document as its form shows it, with the version it was read at. */
export const recordValues = (def: AnyDocument, row: ResourceRecord): FormValues => ({ ...formValues(editableFields(def.fields), row), version: row.version });

/** The inputs as the schemas read them. */
function normalise(fields: [string, Field][], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const [key, field] of fields) {
    const v = values[key];
    if (isNumber(field) && blank(v)) out[key] = undefined;
    else if (field.type === 'money') out[key] = moneyText(v);
    else if (field.type === 'datetime' && typeof v === 'string') out[key] = localToIso(v.trim());
  }
  return out;
}

export interface ResolverSpec {
  fields: [string, Field][];
  /** The action asks for a reason from this list (and a note for OTHER). */
  reason?: ReasonList;
  /** Cross-field rules of the screen (a cash difference needs its reason). */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /** Values passed through unchecked (`version`). */
  passThrough?: readonly string[];
}

/** The declared fields' rules, a plain "Required" for every required input left empty, then `refine`. */
export function fieldsResolver({ fields, reason, refine, passThrough = [] }: ResolverSpec): Resolver<FormValues, unknown, FormBody> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of fields) shape[key] = fieldSchema(field);
  for (const key of passThrough) shape[key] = z.unknown();
  const object = z.object(shape);
  let schema: z.ZodType = reason ? z.intersection(object, reasonSchema(reason)) : object;
  if (refine) schema = schema.superRefine((v, ctx) => refine(v as Record<string, unknown>, ctx));
  const resolve = zodResolver(schema as z.ZodType<FormBody, FormValues>) as unknown as Resolver<FormValues, unknown, FormBody>;
  return async (values, context, options) => {
    const result = await resolve(normalise(fields, values), context, options);
    const missing: Record<string, FieldError> = {};
    for (const [key, field] of fields) {
      if (field.required && field.type !== 'bool' && blank(values[key])) missing[key] = { type: 'required', message: 'Required' };
    }
    if (!Object.keys(missing).length) return result;
    return { values: {}, errors: { ...result.errors, ...missing } };
  };
}

// in a module of its own: a screen without this form (the bag scan) uses it without zod
export { newRequestId } from './request-id';

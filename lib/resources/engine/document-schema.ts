import * as z from 'zod';
import type { Field } from './define';
import { REASON_LISTS, type LineKind, type ReasonList } from './define-document';
import { fieldSchema } from './schema';

/*
 * The zod schemas of a document's declaration: an action's reason, a line kind's fields. The browser's
 * forms and the API apply the same ones. Kept apart from ./define-document, which the declarations and
 * the list screens import, because this is the part that needs zod at run time.
 */

function buildReasonSchema(list: ReasonList) {
  const codes = REASON_LISTS[list].map((r) => r.code) as [string, ...string[]];
  return z
    .object({
      reason: z.enum(codes, { message: 'Pick a reason' }),
      note: z.string().trim().max(500, 'At most 500 characters').regex(/^[^\0]*$/, 'Must not contain a NUL character').default(''),
    })
    .superRefine((v, ctx) => {
      if (v.reason === 'OTHER' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why' });
    });
}

/**
 * The zod body of an action that asks for a reason: a code from its list and a text (required for OTHER).
 * Built with this module's own zod import: the browser must never hand the whole `z` namespace to a
 * function, which keeps every export of zod (all its locales, the JSON-schema tools) in the bundle.
 * The older `reasonSchema(z, list)` form is still accepted; its first argument is ignored.
 */
export function reasonSchema(list: ReasonList): ReturnType<typeof buildReasonSchema>;
/** The older form: the first argument (a zod namespace) is ignored. */
export function reasonSchema(zod: unknown, list: ReasonList): ReturnType<typeof buildReasonSchema>;
export function reasonSchema(first: unknown, list?: ReasonList) {
  return buildReasonSchema(list ?? (first as ReasonList));
}

/** The zod type of a line's fields (the same field rules as any form). */
export function lineSchema(z_: typeof z, kind: LineKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(kind.fields) as [string, Field][]) if (!field.readonly) shape[key] = fieldSchema(field);
  return z_.object(shape).strict();
}

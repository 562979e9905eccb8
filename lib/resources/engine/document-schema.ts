import * as z from 'zod';
import type { Field } from './define';
import { REASON_LISTS, type LineKind, type ReasonList } from './define-document';
import { fieldSchema } from './schema';

/*
 * The zod schemas of a document's declaration: an action's reason, a line kind's fields. The browser's
 * forms and the API apply the same ones. Kept apart from ./define-document, which the declarations and
 * the list screens import, because this is the part that needs zod at run time.
 */

/**
 * The zod body of an action that asks for a reason: a code from its list and a text (required for OTHER).
 * Built with this module's own zod import: the browser must never hand the whole `z` namespace to a
 * function, which keeps every export of zod (all its locales, the JSON-schema tools) in the bundle.
 */
export function reasonSchema(list: ReasonList) {
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

/** The zod type of a line's fields (the same field rules as any form). */
export function lineSchema(z_: typeof z, kind: LineKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(kind.fields) as [string, Field][]) if (!field.readonly) shape[key] = fieldSchema(field);
  return z_.object(shape).strict();
}

import * as z from 'zod';
import { dayOutOfRange, isRealDay, type DateBounds } from '@/lib/rules/dates';

/*
 * The one zod type of a date and of a date-time that anything stores: every declared date field (through
 * fieldSchema) and every hand-written body. A real calendar day within a sane window (lib/rules/dates), so
 * that 0001-01-01 or 2026-02-30 is a 400 naming its field, never a row that readers trip over later.
 * `range: false` checks the form only: for values read back (a list's cursor, a filter), not stored.
 */

export interface DateSchemaOptions extends DateBounds {
  range?: boolean;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day, 'YYYY-MM-DD'. */
export function dateSchema(options: DateSchemaOptions = {}) {
  return z
    .string({ message: 'A date (YYYY-MM-DD)' })
    .regex(DATE_RE, 'A date (YYYY-MM-DD)')
    .refine(isRealDay, 'Not a real date')
    .superRefine((v, ctx) => {
      const out = options.range === false || !isRealDay(v) ? null : dayOutOfRange(v, options);
      if (out) ctx.addIssue({ code: 'custom', message: out });
    });
}

/** An instant, ISO 8601 with its offset (a bare "10:00" would mean a different instant on the server). */
export function dateTimeSchema(options: DateSchemaOptions = {}) {
  return z
    .string({ message: 'A date and time (YYYY-MM-DDTHH:MM with its offset)' })
    .regex(DATETIME_RE, 'A date and time with its offset, like 2026-11-24T10:00:00+07:00')
    .refine((v) => isRealDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), 'Not a real date and time')
    .superRefine((v, ctx) => {
      const ms = Date.parse(v);
      // the window applies to the instant in UTC (a day's edge is a few hours either way: harmless)
      const out = options.range === false || Number.isNaN(ms) ? null : dayOutOfRange(new Date(ms).toISOString().slice(0, 10), options);
      if (out) ctx.addIssue({ code: 'custom', message: out });
    });
}

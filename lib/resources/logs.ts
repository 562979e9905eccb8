import * as z from 'zod';
import { isCalendarDay } from '@/lib/rules/log-time';
import { pageQuery } from './common';
import { LOG_EXPORT_FORMATS } from './log-kinds';

/** A query value the client may leave empty (`?actor=`): empty means no filter. */
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

const logDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isCalendarDay(v), 'Use a date as YYYY-MM-DD');

const dateRange = { from: logDay, to: logDay };

function endNotBeforeStart(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (v.from && v.to && v.to < v.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date' });
  }
}

const exportFormat = { format: z.enum(LOG_EXPORT_FORMATS, { message: 'csv or xlsx' }).default('csv') };

// Refinements go last: a refined zod object cannot be extended.

const transactionLogFilterShape = {
  ...dateRange,
  actor: optionalFilter(100),
  entity: optionalFilter(60),
  entity_id: optionalFilter(100),
  action: optionalFilter(40),
  /** Part of the record id or of a before/after value. */
  search: optionalFilter(100),
};

export const transactionLogQuery = z
  .object({ ...transactionLogFilterShape, ...pageQuery().shape })
  .superRefine(endNotBeforeStart);
export const transactionLogExportQuery = z
  .object({ ...transactionLogFilterShape, ...exportFormat })
  .superRefine(endNotBeforeStart);

export type TransactionLogQuery = z.infer<typeof transactionLogQuery>;
export type TransactionLogFilters = Omit<TransactionLogQuery, 'page' | 'limit'>;

const userLogFilterShape = {
  ...dateRange,
  /** The user the event is about. */
  user_code: optionalFilter(100),
  actor: optionalFilter(100),
  /** An auth event (sign_in, …) or a user-record action (create, status, …). */
  kind: optionalFilter(40),
};

export const userLogQuery = z.object({ ...userLogFilterShape, ...pageQuery().shape }).superRefine(endNotBeforeStart);
export const userLogExportQuery = z.object({ ...userLogFilterShape, ...exportFormat }).superRefine(endNotBeforeStart);

export type UserLogQuery = z.infer<typeof userLogQuery>;
export type UserLogFilters = Omit<UserLogQuery, 'page' | 'limit'>;

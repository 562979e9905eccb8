import * as z from 'zod';
import { monthEnd, shiftDay } from '@/lib/rules/dates';
import { daysIn, type ComparedPeriod } from '@/lib/resources/dashboards';
import { dateDefault, MAX_REPORT_DAYS, previousPeriod } from '@/lib/resources/reports/define-report';

/* The dashboards' filters and the period each compares with. */


/**
 * The period a dashboard compares with: this month so far (the 1st … a day before the month's end) with
 * the same days of the month before (1–21 Nov with 1–21 Oct; cut at that month's end: 1–30 Mar with
 * 1–28 Feb); whole months with as many whole months before; any other period with as many days just
 * before it (as the reports' growth columns do).
 */
export function comparedPeriod(from: string, to: string): ComparedPeriod {
  if (from.endsWith('-01') && to.slice(0, 7) === from.slice(0, 7) && to !== monthEnd(to)) {
    const start = `${shiftDay(from, -1).slice(0, 7)}-01`;
    const end = shiftDay(start, daysIn(from, to) - 1);
    const last = monthEnd(start);
    return { date_from: from, date_to: to, previous_from: start, previous_to: end > last ? last : end };
  }
  const p = previousPeriod(from, to);
  return { date_from: from, date_to: to, previous_from: p.from, previous_to: p.to };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(ISO_DATE, 'A date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, 'Not a real date');
const branchId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ message: 'Choose one from the list' }).int('Choose one from the list').positive('Choose one from the list').max(2_147_483_647).optional(),
);

/** The filters of a dashboard with a period (EIS, EIM): this month so far by default; unknown keys refused. */
/** The schema of a period's filters, built once a day (its defaults are dates; building one costs more than reading it). */
let cachedSchema: { today: string; schema: ReturnType<typeof buildPeriodQuerySchema> } | undefined;
export function periodQuerySchema(today: string) {
  if (cachedSchema?.today !== today) cachedSchema = { today, schema: buildPeriodQuerySchema(today) };
  return cachedSchema.schema;
}

function buildPeriodQuerySchema(today: string) {
  return z
    .object({
      date_from: z.preprocess((v) => (v === undefined || v === '' ? dateDefault('month-start', today) : v), day),
      date_to: z.preprocess((v) => (v === undefined || v === '' ? today : v), day),
      branch_id: branchId,
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.date_from > v.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'Must not be before "From"' });
      else if (daysIn(v.date_from, v.date_to) - 1 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: `At most ${MAX_REPORT_DAYS} days from "From"` });
    });
}

/** The filters of the dispatch dashboard and the receivables: today, one branch or all of the user's. */
export const liveQuerySchema = z.object({ branch_id: branchId }).strict();

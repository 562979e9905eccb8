import { useMemo, useRef } from 'react';
import { newRequestId } from '@/components/document/request-id';
import type { Period } from '@/services/finance/finance-client';

/*
 * What the finance generate screens (CDR posting, invoice drafts) share besides their parts: the
 * period they start on, its check, and the request id of one fill.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The calendar month before `today`'s (local): what is billed at the start of a month. */
export function previousMonth(today: Date = new Date()): Period {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  return { period_from: day(first), period_to: day(last) };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Why the period cannot be asked for yet, per field; {} when it can. */
export function periodProblems(period: Period): Partial<Record<keyof Period, string>> {
  const out: Partial<Record<keyof Period, string>> = {};
  if (!isDate(period.period_from)) out.period_from = 'Pick the first day';
  if (!isDate(period.period_to)) out.period_to = 'Pick the last day';
  else if (isDate(period.period_from) && period.period_to < period.period_from) out.period_to = 'Must not be before the first day';
  return out;
}

/** The period when it can be asked for, else null. */
export const validPeriod = (period: Period): Period | null => (Object.keys(periodProblems(period)).length ? null : period);

/**
 * One request id per fill: the same inputs sent again (a double click, a retry after a timeout) carry
 * the same id, so the server makes one document; other inputs, or a new fill after a success
 * (`renew`), a fresh one.
 */
export function useFillRequestId() {
  const current = useRef<{ inputs: string; id: string } | null>(null);
  return useMemo(
    () => ({
      forInputs(inputs: unknown): string {
        const key = JSON.stringify(inputs);
        if (current.current?.inputs !== key) current.current = { inputs: key, id: newRequestId() };
        return current.current.id;
      },
      renew() {
        current.current = null;
      },
    }),
    [],
  );
}

/** The first message of each field of a 400 answer. */
export const firstErrors = (errors: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])));

/*
 * Dates that make sense on money documents: never in the future (the Jakarta day), at most
 * `backdate_days` back, never in a closed month (`closed_through`, YYYY-MM: that month and every one
 * before it accept nothing new), and an invoice never before what it bills. One rule, pure; the server
 * applies it to every finance document's create and book (lib/server/finance/dates.ts).
 */

import { shiftDay } from '../rules/dates';

export interface DateWindow {
  /** How many days back from today a money document may be dated. */
  backdate_days: number;
  /** The last closed month (YYYY-MM), or '' when none is closed. */
  closed_through: string;
}

export const CLOSED_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Why `date` is not a possible date of a money document today (`today`: the Jakarta day), or null.
 * `aheadDays`: how far ahead a document planned ahead may be dated (a trip allowance; else 0).
 */
export function moneyDateRefusal(date: string, today: string, window: DateWindow, aheadDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || shiftDay(date, 0) !== date) return 'A date (YYYY-MM-DD)';
  if (date > shiftDay(today, aheadDays)) return aheadDays ? `At most ${aheadDays} days ahead` : 'Cannot be in the future';
  if (window.closed_through && CLOSED_MONTH_PATTERN.test(window.closed_through) && date.slice(0, 7) <= window.closed_through) {
    return `${window.closed_through} is closed: nothing new is dated in it or before`;
  }
  const earliest = shiftDay(today, -Math.max(0, Math.floor(window.backdate_days)));
  if (date < earliest) return `At most ${window.backdate_days} days back (not before ${earliest})`;
  return null;
}

/** Why an invoice may not carry this date: before its latest AWB or the end of a CDR period it bills. */
export function invoiceDateRefusal(date: string, latest: { awb?: string | null; periodEnd?: string | null }): string | null {
  if (latest.awb && date < latest.awb) return `Not before its latest AWB (${latest.awb})`;
  if (latest.periodEnd && date < latest.periodEnd) return `Not before the end of the period it bills (${latest.periodEnd})`;
  return null;
}

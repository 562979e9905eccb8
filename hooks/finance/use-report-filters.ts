import { useRouter } from 'next/router';
import { useCallback, useMemo, useState } from 'react';

/*
 * The filters of a finance report screen (the receivable card, the invoice and payment reports), kept
 * in the URL query so a reload, a shared link or the back button shows the same figures. A filter the
 * URL does not carry takes its default (the period); a value equal to its default is left out of the
 * URL, so a plain screen keeps a plain address.
 */

export interface ReportFilters<K extends string> {
  /** Every filter's value: the URL's, else its default, else ''. */
  values: Record<K, string>;
  /** False until the router knows the URL's query (first render of a statically optimised page). */
  ready: boolean;
  /** Sets one filter; null or '' goes back to its default. */
  set: (key: K, value: string | null) => void;
  /** Sets several at once (a period preset: both ends in one navigation). */
  setMany: (patch: Partial<Record<K, string | null>>) => void;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function useReportFilters<K extends string>(keys: readonly K[], defaults: () => Partial<Record<K, string>>): ReportFilters<K> {
  const router = useRouter();
  // Worked out once per visit: a screen left open past midnight keeps the period it showed.
  const [fallback] = useState(defaults);
  const keySig = keys.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keySig stands for keys
  const ownKeys = useMemo(() => [...keys], [keySig]);

  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of ownKeys) out[key] = first(router.query[key])?.trim() || fallback[key] || '';
    return out;
  }, [router.query, ownKeys, fallback]);

  const setMany = useCallback(
    (patch: Partial<Record<K, string | null>>) => {
      const query: Record<string, string | string[]> = {};
      // whatever else the URL carries is not ours to drop
      for (const [k, v] of Object.entries(router.query)) if (v !== undefined && !ownKeys.includes(k as K)) query[k] = v;
      for (const key of ownKeys) {
        const value = (key in patch ? patch[key] : values[key])?.trim() || '';
        if (value && value !== (fallback[key] ?? '')) query[key] = value;
      }
      void router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router, ownKeys, values, fallback],
  );

  const set = useCallback((key: K, value: string | null) => setMany({ [key]: value } as Partial<Record<K, string | null>>), [setMany]);

  return { values, ready: router.isReady, set, setMany };
}

/** Dates as the API reads them (YYYY-MM-DD), in the browser's time zone. */
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first and last day of the month `offset` months from `now`'s (0: this month, -1: last month). */
export function monthRange(offset = 0, now = new Date()): { date_from: string; date_to: string } {
  return {
    date_from: isoDay(new Date(now.getFullYear(), now.getMonth() + offset, 1)),
    date_to: isoDay(new Date(now.getFullYear(), now.getMonth() + offset + 1, 0)),
  };
}

/** A valid calendar day as YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

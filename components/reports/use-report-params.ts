import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { defaultParams, type ReportDefinition } from '@/lib/resources/reports/define-report';
import { todayInWib } from '@/lib/rules/log-time';

/*
 * A report's parameters live in the URL (a report can be bookmarked and shared): each declared
 * parameter read from the query, its default (dates from today in Jakarta) when absent. The drill-down
 * open on top of it lives there too (`drill`, `dk_<key>`, `dpage`, and `dlabel`: the figure's name).
 */

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export interface ReportUrlState {
  /** Every parameter's value as sent to the API (defaults filled, empty ones left out). */
  params: Record<string, string>;
  setParams: (patch: Record<string, string | null | undefined>) => void;
  /** Replaces every parameter (a saved filter). */
  replaceParams: (next: Record<string, string>) => void;
  drill: { name: string; keys: Record<string, string>; page: number; label: string } | null;
  openDrill: (name: string, keys: Record<string, string>, label: string) => void;
  setDrillPage: (page: number) => void;
  closeDrill: () => void;
}

export function useReportParams(def: ReportDefinition): ReportUrlState {
  const router = useRouter();
  const defaults = useMemo(() => defaultParams(def, todayInWib()), [def]);
  const query = router.query;

  const params = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(def.params)) {
      const v = first(query[key])?.trim();
      if (v) out[key] = v;
      else if (v === undefined && defaults[key]) out[key] = defaults[key];
    }
    return out;
  }, [def, query, defaults]);

  const drill = useMemo(() => {
    const name = first(query.drill);
    if (!name || !def.drills?.[name]) return null;
    const keys: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (k.startsWith('dk_') && first(v)) keys[k.slice(3)] = first(v)!;
    const page = Number(first(query.dpage) ?? 1);
    return { name, keys, page: Number.isInteger(page) && page > 0 ? page : 1, label: first(query.dlabel) ?? '' };
  }, [def, query]);

  const go = useCallback(
    (next: Record<string, string | string[] | undefined>) => {
      const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | string[]>;
      void router.replace({ pathname: router.pathname, query: clean }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );

  const withoutDrill = (q: typeof query) => Object.fromEntries(Object.entries(q).filter(([k]) => k !== 'drill' && k !== 'dpage' && k !== 'dlabel' && !k.startsWith('dk_')));

  return {
    params,
    // an empty value is kept in the URL as '' so a cleared default stays cleared (the API fills defaults for absent keys only)
    setParams: (patch) => go({ ...withoutDrill(query), ...Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v ?? (defaults[k] ? '' : undefined)])) } as Record<string, string>),
    replaceParams: (next) => go({ ...Object.fromEntries(Object.keys(def.params).map((k) => [k, next[k] ?? (defaults[k] ? '' : undefined)])) } as Record<string, string>),
    drill,
    openDrill: (name, keys, label) => go({ ...withoutDrill(query), drill: name, dlabel: label, ...Object.fromEntries(Object.entries(keys).map(([k, v]) => [`dk_${k}`, v])) } as Record<string, string>),
    setDrillPage: (page) => go({ ...query, dpage: String(page) } as Record<string, string>),
    closeDrill: () => go(withoutDrill(query) as Record<string, string>),
  };
}

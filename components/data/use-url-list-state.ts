import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/resources/constants';
import type { ListQuery } from '@/services/resource/client';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** What a server-paginated list shows, as kept in the page's URL query. */
export interface ListState {
  page: number;
  limit: number;
  /** `key` ascending, `-key` descending (the API's format), or null for the server's default. */
  sort: string | null;
  search: string;
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /** Query keys (besides page, limit, sort, search) that filter the list, e.g. ['status']. */
  filterKeys?: readonly string[];
  defaultLimit?: number;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function positiveInt(raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** Reads the list state from a URL query; anything malformed falls back to its default. */
export function parseListState(
  query: Record<string, string | string[] | undefined>,
  { filterKeys = [], defaultLimit = DEFAULT_PAGE_SIZE }: ListStateOptions = {},
): ListState {
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = first(query[key])?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(first(query.page), 1),
    limit: positiveInt(first(query.limit), defaultLimit, MAX_PAGE_SIZE),
    sort: first(query.sort)?.trim() || null,
    search: first(query.search)?.trim() ?? '',
    filters,
  };
}

/** The state as URL query entries: defaults are left out so a plain list has a plain URL. */
export function listStateToQuery(state: ListState, defaultLimit = DEFAULT_PAGE_SIZE): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.page > 1) out.page = String(state.page);
  if (state.limit !== defaultLimit) out.limit = String(state.limit);
  if (state.sort) out.sort = state.sort;
  if (state.search) out.search = state.search;
  for (const [key, value] of Object.entries(state.filters)) if (value) out[key] = value;
  return out;
}

/** The state as the API's list query (page and limit always sent). */
export function listStateToApiQuery(state: ListState): ListQuery {
  return {
    page: state.page,
    limit: state.limit,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...state.filters,
  };
}

export interface UrlListState {
  state: ListState;
  /** For the API; stable while the state is. */
  query: ListQuery;
  /** False until the router knows the URL's query (first render of a statically optimised page). */
  ready: boolean;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setSort: (sort: string | null) => void;
  setSearch: (search: string) => void;
  setFilter: (key: string, value: string | null) => void;
}

/**
 * Page, limit, sort, search and filters of a list, living in the URL: a reload, a shared link or the
 * back button shows the same rows. A change of search, sort, filter or page size starts again at page 1.
 */
export function useUrlListState(options: ListStateOptions = {}): UrlListState {
  const router = useRouter();
  const { filterKeys = [], defaultLimit = DEFAULT_PAGE_SIZE } = options;
  const filterKey = filterKeys.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for filterKeys
  const keys = useMemo(() => filterKeys, [filterKey]);

  const state = useMemo(
    () => parseListState(router.query, { filterKeys: keys, defaultLimit }),
    [router.query, keys, defaultLimit],
  );
  const query = useMemo(() => listStateToApiQuery(state), [state]);

  const navigate = useCallback(
    (next: ListState, mode: 'push' | 'replace') => {
      // Keep whatever else the URL carries (not ours to drop).
      const others: Record<string, string | string[]> = {};
      const ours = new Set(['page', 'limit', 'sort', 'search', ...keys]);
      for (const [k, v] of Object.entries(router.query)) if (!ours.has(k) && v !== undefined) others[k] = v;
      const target = { pathname: router.pathname, query: { ...others, ...listStateToQuery(next, defaultLimit) } };
      void router[mode](target, undefined, { shallow: true, scroll: false });
    },
    [router, keys, defaultLimit],
  );

  return {
    state,
    query,
    ready: router.isReady,
    setPage: (page) => navigate({ ...state, page: Math.max(1, Math.floor(page)) }, 'push'),
    setLimit: (limit) => navigate({ ...state, limit, page: 1 }, 'push'),
    setSort: (sort) => navigate({ ...state, sort, page: 1 }, 'push'),
    // Typing is not history: each debounced keystroke replaces the entry.
    setSearch: (search) => navigate({ ...state, search: search.trim(), page: 1 }, 'replace'),
    setFilter: (key, value) => {
      const filters = { ...state.filters };
      if (value) filters[key] = value;
      else delete filters[key];
      navigate({ ...state, filters, page: 1 }, 'push');
    },
  };
}

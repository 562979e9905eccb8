import { useRouter } from 'next/router';
import { useCallback, useMemo, useRef } from 'react';
import { listStateToQuery, parseListState, type ListState, type UrlListState } from '@/components/data/use-url-list-state';
import { DEFAULT_PAGE_SIZE } from '@/lib/resources/constants';
import type { ListMeta, ListQuery } from '@/services/resource/client';

/*
 * A document list's state in the URL: page, size, search, the filters, and `after` — the keyset cursor
 * of the page shown (the server's `meta.next_cursor` of the page before). Next goes on by the cursor
 * the last answer gave; Previous and a page number go back by the cursor remembered for that page, or
 * by the page number (the server's offset paging, fine for the first pages, and what a shared link of a
 * later page falls back to).
 */

export interface DocumentListStateOptions {
  /** URL keys of the filter bar (besides page, limit, search and after). */
  filterKeys: readonly string[];
  /** URL keys that are the screen's own (the view tab): never sent to the API. */
  localKeys?: readonly string[];
  /** Filters of the current view: always sent, whatever the URL says. */
  fixed?: Readonly<Record<string, string>>;
  defaultLimit?: number;
}

export interface DocumentListState extends UrlListState {
  /** The cursor of the page shown (absent on page 1, or where the page was reached by number). */
  after: string | null;
  /** The screen's own URL values (the view). */
  local: Record<string, string>;
  /** Keeps the next page's cursor from an answer (call it with answers of the current query only). */
  rememberNext: (meta: ListMeta | undefined) => void;
  /** Sets a screen-own value (switching the view starts again at page 1). */
  setLocal: (key: string, value: string | null) => void;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function useDocumentListState({ filterKeys, localKeys = [], fixed, defaultLimit = DEFAULT_PAGE_SIZE }: DocumentListStateOptions): DocumentListState {
  const router = useRouter();
  const keySig = [...filterKeys, '|', ...localKeys].join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keySig stands for the two key lists
  const keys = useMemo(() => ({ filter: [...filterKeys], local: [...localKeys] }), [keySig]);
  const fixedSig = JSON.stringify(fixed ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fixedSig stands for fixed
  const fixedFilters = useMemo(() => ({ ...(fixed ?? {}) }), [fixedSig]);

  const parsed = useMemo(() => parseListState(router.query, { filterKeys: [...keys.filter, ...keys.local], defaultLimit }), [router.query, keys, defaultLimit]);
  const state: ListState = useMemo(() => ({ ...parsed, sort: null }), [parsed]);
  const rawAfter = first(router.query.after)?.trim();
  const after = state.page > 1 && rawAfter ? rawAfter : null;

  const { apiFilters, local } = useMemo(() => {
    const api: Record<string, string> = {};
    const own: Record<string, string> = {};
    for (const [k, v] of Object.entries(state.filters)) (keys.local.includes(k) ? own : api)[k] = v;
    return { apiFilters: { ...api, ...fixedFilters }, local: own };
  }, [state.filters, keys, fixedFilters]);

  // The cursors met so far, per list (filters, search, size) and page.
  const cursors = useRef(new Map<string, string>());
  const listSig = JSON.stringify([apiFilters, state.search, state.limit]);
  const cursorKey = (page: number) => `${listSig}#${page}`;
  if (after) cursors.current.set(cursorKey(state.page), after);

  const query = useMemo<ListQuery>(
    () => ({ ...apiFilters, ...(state.search ? { search: state.search } : {}), page: state.page, limit: state.limit, ...(after ? { after } : {}) }),
    [apiFilters, state.search, state.page, state.limit, after],
  );

  const navigate = useCallback(
    (next: ListState, cursor: string | null, mode: 'push' | 'replace') => {
      const ours = new Set(['page', 'limit', 'sort', 'search', 'after', ...keys.filter, ...keys.local]);
      const others: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(router.query)) if (!ours.has(k) && v !== undefined) others[k] = v;
      const target = { pathname: router.pathname, query: { ...others, ...listStateToQuery(next, defaultLimit), ...(cursor && next.page > 1 ? { after: cursor } : {}) } };
      void router[mode](target, undefined, { shallow: true, scroll: false });
    },
    [router, keys, defaultLimit],
  );

  const withFilter = (key: string, value: string | null) => {
    const filters = { ...state.filters };
    if (value) filters[key] = value;
    else delete filters[key];
    return { ...state, filters, page: 1 };
  };

  return {
    state,
    query,
    after,
    local,
    ready: router.isReady,
    setPage: (page) => {
      const p = Math.max(1, Math.floor(page));
      navigate({ ...state, page: p }, p === 1 ? null : (cursors.current.get(cursorKey(p)) ?? null), 'push');
    },
    setLimit: (limit) => navigate({ ...state, limit, page: 1 }, null, 'push'),
    setSort: () => {},
    setSearch: (search) => navigate({ ...state, search: search.trim(), page: 1 }, null, 'replace'),
    setFilter: (key, value) => navigate(withFilter(key, value), null, 'push'),
    setLocal: (key, value) => navigate(withFilter(key, value), null, 'push'),
    rememberNext: (meta) => {
      if (meta?.next_cursor) cursors.current.set(cursorKey(meta.page + 1), meta.next_cursor);
    },
  };
}

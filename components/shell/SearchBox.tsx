import { useRouter } from 'next/router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCHABLE_PAGES, type SearchablePage } from '@/constants/menu';
import { usePermissions } from '@/hooks/use-permissions';
import { NO_DATA_FOUND, searchPages } from '@/lib/rules/page-search';
import { Icon } from './icons';

/**
 * Spec §4/§5 search: the pages the user may open whose label contains the text, at most 5, else
 * 'No data found'. The list opens while the input has text and closes when the text is emptied, when a
 * result is chosen (click, or Enter on the highlighted one: the page opens), on Escape and on a click
 * or focus outside. ↓/↑ move the highlight. An ARIA 1.2 combobox written out (headlessui's Combobox
 * would add ~19 KB gzip to every page's first load for this one box).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const router = useRouter();
  const permissions = usePermissions();
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const results = useMemo(() => searchPages(SEARCHABLE_PAGES, permissions, query), [permissions, query]);
  const open = query.trim() !== '' && !dismissed;
  const activeIndex = results.length ? Math.min(active, results.length - 1) : -1;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setDismissed(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const go = (page: SearchablePage) => {
    setQuery('');
    setActive(0);
    void router.push(page.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!query.trim()) return;
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (results.length) setActive((activeIndex + step + results.length) % results.length);
        return;
      }
      case 'Enter':
        if (open && activeIndex >= 0) {
          event.preventDefault();
          go(results[activeIndex]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
        } else if (query) {
          setQuery('');
        }
        return;
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div
      ref={rootRef}
      className={`relative ${className}`}
      data-testid="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(true);
      }}
    >
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        type="text"
        role="combobox"
        aria-label="Search pages"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search…"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
          setActive(0);
        }}
        onClick={() => setDismissed(false)}
        onKeyDown={onKeyDown}
        className="h-9 w-56 rounded-md border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-slate-800 placeholder:text-slate-400 focus:border-slate-400 focus:bg-white focus:outline-none lg:w-72"
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Pages found"
          data-testid="search-results"
          className="absolute left-0 z-50 mt-1 w-full min-w-72 overflow-hidden rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {results.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-slate-500">
              {NO_DATA_FOUND}
            </li>
          ) : (
            results.map((page, i) => (
              <li
                key={page.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                // Keep the focus in the input; the click below opens the page.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => go(page)}
                className={`cursor-pointer px-3 py-2 ${i === activeIndex ? 'bg-slate-100' : ''}`}
              >
                <div className="font-medium text-slate-800">{page.label}</div>
                <div className="truncate text-xs text-slate-500">{page.value}</div>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

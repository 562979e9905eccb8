import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { forwardRef, useCallback, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type Ref } from 'react';
import { inputClass } from '@/components/data/input-class';
import { resourceKeys } from '@/hooks/resource/query-keys';
import { useResourceOptions } from '@/hooks/resource/use-resource';
import { useEnterWhenAnswered, useLookup } from '@/hooks/use-lookup';
import type { RefField } from '@/lib/resources/engine/define';
import { listOptions, type RefOption } from '@/services/resource/client';
import { apiErrorMessage } from '@/services/api-client';
import { useRefTarget } from './use-ref-target';

/*
 * A searchable picker for a reference: the typed text is sent to the options endpoint (`?search=`,
 * after a pause), the current value's label is looked up by id (`?ids=`), an optional value can be
 * cleared. Thousands of rows (7,277 coverage areas) stay usable: the server answers the first matches.
 * The list only ever shows the answer to the exact text typed (`useLookup`); Enter pressed before that
 * answer is here waits for it and takes its first row, never a row of an earlier text.
 */

/** The options endpoint answers at most this many rows. */
export const REF_OPTIONS_LIMIT = 50;

const toId = (value: unknown): number | null => {
  const n = Number(value);
  return value !== '' && value !== null && value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

type InputProps = ComponentPropsWithoutRef<'input'> & { describedBy?: string };

/**
 * The combobox's input: headlessui sets `aria-describedby` from its own Description (none here), which
 * would drop the hint and error ids of the surrounding FormField; this puts them back.
 */
const DescribedInput = forwardRef<HTMLInputElement, InputProps>(function DescribedInput({ describedBy, ...props }, ref) {
  return <input {...props} ref={ref} aria-describedby={describedBy ?? props['aria-describedby']} />;
});

export interface RefPickerProps {
  field: RefField;
  /** The chosen row's id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's `name` (form inputs; a filter has none). */
  name?: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  /** Offers a clear button while a row is chosen. */
  clearable?: boolean;
  /** A row was taken with Enter (a keyboard-first form moves on from this input to its next field). */
  onEnterPick?: (input: HTMLInputElement) => void;
  /** `data-filter` of the input (a list filter). */
  filterParam?: string;
  testId?: string;
  className?: string;
}

export function RefPicker({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  id,
  invalid = false,
  describedBy,
  placeholder,
  clearable = false,
  onEnterPick,
  filterParam,
  testId,
  className = '',
}: RefPickerProps) {
  const target = useRefTarget(field.resource);
  const ref = target ?? { module: 'setting', name: field.resource };
  const [query, setQuery] = useState('');
  // Nothing is fetched until the picker is used: a form of several pickers opens without a request each.
  const [used, setUsed] = useState(false);
  const results = useLookup<RefOption>({
    text: query,
    queryKey: (search) => resourceKeys.options(ref, search ? { search } : {}),
    fetch: (search) => listOptions(ref, search ? { search } : {}),
    enabled: used && Boolean(target),
  });

  const chosen = toId(value);
  // The row just picked carries its label; any other value (a stored one, the URL's) is looked up by id.
  const [picked, setPicked] = useState<RefOption | null>(null);
  const pickedLabel = picked && picked.id === chosen ? picked.label : undefined;
  const lookup = useResourceOptions(ref, { ids: chosen ? [chosen] : [] }, { enabled: Boolean(target) && chosen !== null && !pickedLabel });
  const selected: RefOption | null =
    chosen === null ? null : { id: chosen, label: pickedLabel ?? lookup.data?.find((o) => o.id === chosen)?.label ?? `#${chosen}` };

  const options = results.choices;
  const error = results.error ?? lookup.error;
  const use = () => setUsed(true);
  const note = pickerNote({ error, searching: results.pending, count: options.length, query: results.text, loaded: results.answered });

  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
    },
    [inputRef],
  );
  // Enter before the answer: once it is here, the list's own Enter takes its first row (and closes it).
  const enter = useEnterWhenAnswered(results, (first) => {
    const el = input.current;
    if (el?.getAttribute('aria-expanded') === 'true') el.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    else choose(first);
  });
  // ↑/↓ moved through the list since it opened or the text changed: Enter then takes the row shown.
  const navigated = useRef(false);
  // The Enter the combobox is about to take (a pick by Enter, not by the mouse).
  const enterPick = useRef(false);
  function holdEnter(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== input.current) return;
    enterPick.current = false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') navigated.current = true;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const el = input.current;
    if (!results.text && !navigated.current && el?.getAttribute('aria-expanded') === 'true') {
      // Nothing typed, nothing chosen with the keys: the list that opened with the focus is closed and
      // Enter goes on as in any box (next field), keeping the value (e.g. the office's default origin).
      el.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      return;
    }
    if (!results.pending || !results.text) {
      enterPick.current = el?.getAttribute('aria-expanded') === 'true';
      return;
    }
    // Stopped before the combobox and the form see it: neither an older list nor "next field" answers it.
    event.preventDefault();
    event.stopPropagation();
    enter.wait();
  }

  function choose(option: RefOption | null) {
    setPicked(option);
    setQuery('');
    onChange(option ? String(option.id) : '');
    if (enterPick.current && option && onEnterPick) {
      enterPick.current = false;
      // after the combobox has given the focus back to its input (on its next frame)
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (input.current) onEnterPick(input.current);
        }),
      );
    }
  }

  return (
    <div className={`relative ${className}`} data-testid={testId} data-ref={field.resource} data-lookup={results.pending ? 'pending' : 'ready'} onKeyDownCapture={holdEnter}>
      <Combobox value={selected} by="id" onChange={choose} onClose={() => setQuery('')} immediate>
        <div className="relative">
          <ComboboxInput
            as={DescribedInput}
            ref={setInput}
            id={id}
            name={name}
            describedBy={describedBy}
            aria-invalid={invalid}
            data-filter={filterParam}
            autoComplete="off"
            placeholder={placeholder ?? (clearable ? '—' : 'Type to search…')}
            displayValue={(o: RefOption | null) => o?.label ?? ''}
            onChange={(e) => {
              use();
              navigated.current = false;
              setQuery(e.target.value);
            }}
            onFocus={() => {
              use();
              navigated.current = false;
            }}
            onBlur={onBlur}
            className={inputClass(invalid, clearable && selected ? 'pr-14' : 'pr-8')}
          />
          {clearable && selected && (
            <button
              type="button"
              onClick={() => choose(null)}
              aria-label={`Clear ${field.label}`}
              data-testid="ref-picker-clear"
              className="absolute inset-y-0 right-7 flex items-center px-1 text-slate-400 hover:text-slate-600 focus:outline-none focus-visible:text-slate-700"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          )}
          <ComboboxButton
            onClick={use}
            aria-label={`Show ${field.label.toLowerCase()} choices`}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-400 hover:text-slate-600 focus:outline-none"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
              <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </ComboboxButton>
        </div>
        <ComboboxOptions
          // Not modal: the page stays scrollable and readable (the live region below included) while it is open.
          modal={false}
          anchor="bottom start"
          data-testid="ref-picker-options"
          className="z-50 max-h-64 w-(--input-width) min-w-56 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] focus:outline-none"
        >
          {options.map((o) => (
            <ComboboxOption
              key={o.id}
              value={o}
              className="cursor-pointer px-3 py-2 text-slate-700 select-none data-focus:bg-slate-100 data-selected:font-medium data-selected:text-slate-900"
            >
              {o.label}
            </ComboboxOption>
          ))}
          {note && (
            // A listbox holds options only: screen readers hear the note from the live region below.
            <div aria-hidden="true" className={`px-3 py-2 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`} data-testid="ref-picker-note">
              {note}
            </div>
          )}
        </ComboboxOptions>
      </Combobox>
      <span role="status" className="sr-only">
        {used ? note : null}
      </span>
    </div>
  );
}

/** What the open list says besides its rows: loading, nothing found, only the first rows shown. */
function pickerNote({ error, searching, count, query, loaded }: { error: unknown; searching: boolean; count: number; query: string; loaded: boolean }) {
  if (error) return `The choices could not be loaded: ${apiErrorMessage(error)}`;
  if (searching && !count) return 'Searching…';
  if (loaded && !count) return query ? `Nothing matches "${query}"` : 'Nothing to choose from';
  if (count >= REF_OPTIONS_LIMIT) return `The first ${REF_OPTIONS_LIMIT} are shown: type to narrow them down`;
  return null;
}

import { TYPING_DEBOUNCE_MS, useDebouncedText } from './use-debounced-text';

export const SEARCH_DEBOUNCE_MS = TYPING_DEBOUNCE_MS;

export interface SearchInputProps {
  /** The committed search (from the URL). */
  value: string;
  /** Called with the trimmed text after typing pauses, and at once on Enter or clear. */
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
  className?: string;
}

export function SearchInput({ value, onSearch, placeholder = 'Search…', label = 'Search', className = '' }: SearchInputProps) {
  // Follows the URL when it changes from elsewhere (back button, a link).
  const { text, change, commit, clear } = useDebouncedText(value, onSearch);

  return (
    <div className={`relative ${className}`}>
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
      >
        <path
          fillRule="evenodd"
          d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
          clipRule="evenodd"
        />
      </svg>
      <input
        type="search"
        aria-label={label}
        value={text}
        placeholder={placeholder}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            clear();
          }
        }}
        className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-8 text-sm shadow-sm placeholder:text-slate-400 focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none"
      />
    </div>
  );
}

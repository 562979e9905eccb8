import { useId } from 'react';
import { useDebouncedText } from './use-debounced-text';

export interface FilterInputProps {
  label: string;
  /** Label for assistive technology only (the toolbar shows a shared one). */
  hideLabel?: boolean;
  /** The committed value (from the URL). */
  value: string | undefined;
  /** Called after typing pauses, and at once on Enter or blur; the empty text removes the filter. */
  onChange: (value: string | null) => void;
  type?: 'text' | 'date' | 'month';
  inputMode?: 'text' | 'numeric' | 'decimal';
  /** Texts that may be committed (an unfinished number is not sent). */
  accept?: (text: string) => boolean;
  invalidMessage?: string;
  placeholder?: string;
  /** The list parameter it sets, as `data-filter` (form inputs keep `name` to themselves). */
  param?: string;
  className?: string;
}

/** A typed list filter in the toolbar (a text to look for, one end of a range). */
export function FilterInput({
  label,
  hideLabel = false,
  value,
  onChange,
  type = 'text',
  inputMode,
  accept,
  invalidMessage = 'Not a valid value',
  placeholder,
  param,
  className = 'w-36',
}: FilterInputProps) {
  const id = useId();
  const { text, change, commit, clear, valid } = useDebouncedText(value ?? '', (v) => onChange(v || null), accept);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm whitespace-nowrap text-slate-600'}>
        {label}
      </label>
      <input
        id={id}
        data-filter={param}
        type={type}
        inputMode={inputMode}
        value={text}
        placeholder={placeholder}
        aria-invalid={!valid}
        title={valid ? undefined : invalidMessage}
        onChange={(e) => change(e.target.value)}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            clear();
          }
        }}
        className={`rounded-md border bg-white px-2.5 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:ring-1 focus:outline-none ${
          valid ? 'border-slate-300 focus:border-slate-500 focus:ring-slate-500' : 'border-red-400 focus:border-red-500 focus:ring-red-500'
        } ${className}`}
      />
    </div>
  );
}

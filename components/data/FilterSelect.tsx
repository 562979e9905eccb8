import { useId } from 'react';
import type { SelectOption } from './FormField';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | null) => void;
  /** The no-filter choice. */
  allLabel?: string;
  /** The list parameter it sets, as `data-filter` (form inputs keep `name` to themselves). */
  param?: string;
}

/** A list filter in the toolbar; the empty choice removes the filter. */
export function FilterSelect({ label, value, options, onChange, allLabel = 'All', param }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        {label}
      </label>
      <select
        id={id}
        data-filter={param}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className="rounded-md border border-slate-300 bg-white py-2 pr-8 pl-2.5 text-sm shadow-sm focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

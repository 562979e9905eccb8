import { useId } from 'react';
import { LOG_TIME_ZONE_LABEL } from '@/lib/rules/log-time';

const input =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-sm focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none';

export interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Called with 'YYYY-MM-DD', or null when a date is cleared. */
  onChange: (key: 'from' | 'to', value: string | null) => void;
}

/** From and to, whole days (inclusive) in WIB; each picker stops at the other's date. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Date range ({LOG_TIME_ZONE_LABEL})</legend>
      <label htmlFor={`${id}-from`} className="text-sm text-slate-600">
        From
      </label>
      <input
        id={`${id}-from`}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange('from', e.target.value || null)}
        className={input}
        data-testid="log-date-from"
      />
      <label htmlFor={`${id}-to`} className="text-sm text-slate-600">
        to
      </label>
      <input
        id={`${id}-to`}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(e) => onChange('to', e.target.value || null)}
        className={input}
        data-testid="log-date-to"
      />
    </fieldset>
  );
}

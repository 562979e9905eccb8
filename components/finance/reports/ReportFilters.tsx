import { useId } from 'react';
import { FilterInput } from '@/components/data/FilterInput';
import { RefPicker } from '@/components/resource/RefPicker';
import { isIsoDay } from '@/hooks/finance/use-report-filters';
import type { RefField } from '@/lib/resources/engine/define';

/*
 * The filter controls of the finance report screens: the period (two dates and quick choices), a
 * reference (customer, branch) and a set of choices (statuses, methods). Each writes to the URL through
 * the screen's useReportFilters; on a narrow screen they stack.
 */

const acceptDay = (text: string) => !text || isIsoDay(text);

export interface PeriodPreset {
  label: string;
  range: () => { date_from: string; date_to: string };
}

export interface PeriodFilterProps {
  label?: string;
  from: string;
  to: string;
  onChange: (patch: { date_from?: string | null; date_to?: string | null }) => void;
  presets?: readonly PeriodPreset[];
}

export function PeriodFilter({ label = 'Period', from, to, onChange, presets = [] }: PeriodFilterProps) {
  const inverted = Boolean(from && to && from > to);
  return (
    <div className="flex flex-col gap-1.5">
      <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2" data-testid="period-filter">
        <span className="text-sm whitespace-nowrap text-slate-600">{label}</span>
        <FilterInput label={`${label} from`} hideLabel param="date_from" type="date" accept={acceptDay} value={from} onChange={(v) => onChange({ date_from: v })} className="w-40" />
        <span className="text-slate-400" aria-hidden="true">
          –
        </span>
        <FilterInput label={`${label} to`} hideLabel param="date_to" type="date" accept={acceptDay} value={to} onChange={(v) => onChange({ date_to: v })} className="w-40" />
        {presets.length > 0 && (
          <div className="flex flex-wrap gap-1" role="group" aria-label="Quick periods">
            {presets.map((p) => {
              const range = p.range();
              const current = range.date_from === from && range.date_to === to;
              return (
                <button
                  key={p.label}
                  type="button"
                  aria-pressed={current}
                  onClick={() => onChange(range)}
                  className={`min-h-9 rounded-md border px-2.5 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 ${
                    current ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50'
                  }`}
                >
                  {p.label}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {inverted && (
        <p role="alert" className="text-xs text-red-600">
          The end of the period is before its start.
        </p>
      )}
    </div>
  );
}

export interface RefFilterProps {
  label: string;
  /** The referenced resource ('customer', 'branch'). */
  resource: string;
  param: string;
  value: string;
  onChange: (value: string | null) => void;
  placeholder?: string;
  className?: string;
}

/** A searchable picker of one row of a reference, cleared back to "all". */
export function RefFilter({ label, resource, param, value, onChange, placeholder = 'All', className = 'w-full sm:w-64' }: RefFilterProps) {
  const id = useId();
  const field: RefField = { type: 'ref', label, resource };
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        {label}
      </label>
      <RefPicker
        id={id}
        field={field}
        value={value}
        onChange={(v) => onChange(v || null)}
        clearable
        placeholder={placeholder}
        filterParam={param}
        testId={`ref-filter-${param}`}
        className={className}
      />
    </div>
  );
}

export interface ChoiceFilterProps {
  label: string;
  param: string;
  options: readonly { value: string; label: string }[];
  /** The chosen values, comma-separated ('' for all). */
  value: string;
  onChange: (value: string | null) => void;
}

/** Several of a few choices (statuses, methods) as toggle buttons; none chosen means all. */
export function ChoiceFilter({ label, param, options, value, onChange }: ChoiceFilterProps) {
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (v: string) => {
    const next = new Set(chosen);
    if (next.has(v)) next.delete(v);
    else next.add(v);
    // in the order of the options, so the URL (and the query key) does not depend on the clicks' order
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value).join(',') || null);
  };
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5" data-filter={param} data-testid={`choice-filter-${param}`}>
      <span className="mr-1 text-sm whitespace-nowrap text-slate-600">{label}</span>
      {options.map((o) => {
        const on = chosen.has(o.value);
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(o.value)}
            className={`min-h-9 rounded-full border px-3 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 ${
              on ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50'
            }`}
            data-value={o.value}
          >
            {o.label}
          </button>
        );
      })}
      {chosen.size > 0 && (
        <button type="button" onClick={() => onChange(null)} className="px-2 text-xs text-slate-500 underline underline-offset-2 hover:text-slate-800">
          All
        </button>
      )}
    </div>
  );
}

import { useId } from 'react';
import { FilterInput } from '@/components/data/FilterInput';
import { FilterSelect } from '@/components/data/FilterSelect';
import { PeriodFilter, RefFilter } from '@/components/finance/reports/ReportFilters';
import type { ReportDefinition } from '@/lib/resources/reports/define-report';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { monthStart, shiftDay } from '@/lib/rules/dates';

/*
 * A report's parameters as controls, from its declaration: the period (with quick choices) when it has
 * date_from/date_to, other dates, months, references (searchable pickers) and choices. Each change goes
 * to the URL, and the report runs again.
 */

const isDay = (t: string) => !t || /^\d{4}-\d{2}-\d{2}$/.test(t);
const isMonth = (t: string) => !t || /^\d{4}-\d{2}$/.test(t);

export function ReportParamsBar({ def, params, onChange, errors }: { def: ReportDefinition; params: Record<string, string>; onChange: (patch: Record<string, string | null>) => void; errors?: Record<string, string[]> }) {
  const id = useId();
  const entries = Object.entries(def.params);
  const period = 'date_from' in def.params && 'date_to' in def.params;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-5 gap-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="report-params">
      {period && <PeriodFilter from={params.date_from ?? ''} to={params.date_to ?? ''} onChange={(p) => onChange(p as Record<string, string | null>)} presets={PRESETS} />}
      {entries.map(([key, p]) => {
        if (period && (key === 'date_from' || key === 'date_to')) return null;
        const value = params[key] ?? '';
        if (p.type === 'ref') return <RefFilter key={key} label={p.label} resource={p.resource} param={key} value={value} onChange={(v) => onChange({ [key]: v })} />;
        if (p.type === 'enum')
          return (
            <FilterSelect
              key={key}
              label={p.label}
              param={key}
              value={value === p.default ? '' : value}
              // a choice with a default: the default is the first option (sent as absent), never "All"
              allLabel={p.default ? (p.labels[p.default] ?? p.default) : 'All'}
              options={p.options.filter((o) => o !== p.default).map((o) => ({ value: o, label: p.labels[o] ?? o }))}
              onChange={(v) => onChange({ [key]: v })}
            />
          );
        return <FilterInput key={key} label={p.label} param={key} type={p.type === 'month' ? 'month' : 'date'} accept={p.type === 'month' ? isMonth : isDay} value={value} onChange={(v) => onChange({ [key]: v })} className="w-40" />;
      })}
      {errors && Object.keys(errors).length > 0 && (
        <p role="alert" id={`${id}-errors`} className="w-full text-sm text-red-700" data-testid="report-param-errors">
          {Object.entries(errors)
            .map(([k, m]) => `${def.params[k]?.label ?? k}: ${m.join(' ')}`)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}


const PRESETS = [
  { label: 'Today', range: () => ({ date_from: jakartaDay(new Date()), date_to: jakartaDay(new Date()) }) },
  { label: 'This month', range: () => ({ date_from: monthStart(jakartaDay(new Date())), date_to: jakartaDay(new Date()) }) },
  {
    label: 'Last month',
    range: () => {
      const end = shiftDay(monthStart(jakartaDay(new Date())), -1);
      return { date_from: monthStart(end), date_to: end };
    },
  },
  { label: 'This year', range: () => ({ date_from: `${jakartaDay(new Date()).slice(0, 4)}-01-01`, date_to: jakartaDay(new Date()) }) },
];

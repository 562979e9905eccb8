import { useId } from 'react';
import { FilterInput } from '@/components/data/FilterInput';
import { FilterSelect } from '@/components/data/FilterSelect';
import { SearchInput } from '@/components/data/SearchInput';
import type { UrlListState } from '@/components/data/use-url-list-state';
import { enumLabel, searchFields, type ResourceDefinition } from '@/lib/resources/engine/define';
import { acceptsBound, ACTIVE_PARAM, filterControls, type FilterControl } from './filters';
import { RefPicker } from './RefPicker';
import { lowerNoun } from './format';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const ACTIVE_CHOICES = [
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

interface ControlProps {
  control: FilterControl;
  list: UrlListState;
}

/** Search, one control per filter field, and (for resources that deactivate) which rows to show. */
export function ResourceFilterBar({ def, list }: { def: ResourceDefinition; list: UrlListState }) {
  const searchable = searchFields(def).map((k) => lowerNoun(def.fields[k].label));
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="resource-filters">
      {searchable.length > 0 && (
        <SearchInput
          value={list.state.search}
          onSearch={list.setSearch}
          placeholder={`Search ${searchable.join(', ')}`}
          label={`Search ${lowerNoun(def.plural)}`}
          className="w-full sm:w-72"
        />
      )}
      {filterControls(def).map((c) => (
        <FilterControlView key={c.key} control={c} list={list} />
      ))}
      {def.lifecycle === 'deactivate' && (
        <FilterSelect
          label="Show"
          param={ACTIVE_PARAM}
          allLabel="Active"
          value={list.state.filters[ACTIVE_PARAM]}
          options={ACTIVE_CHOICES}
          onChange={(v) => list.setFilter(ACTIVE_PARAM, v)}
        />
      )}
    </div>
  );
}

function FilterControlView({ control: c, list }: ControlProps) {
  const value = (param: string) => list.state.filters[param];
  const set = (param: string) => (v: string | null) => list.setFilter(param, v);
  switch (c.kind) {
    case 'enum':
      return (
        <FilterSelect
          label={c.field.label}
          param={c.param}
          value={value(c.param)}
          options={c.field.options.map((o) => ({ value: o, label: enumLabel(c.field, o) }))}
          onChange={set(c.param)}
        />
      );
    case 'bool':
      return <FilterSelect label={c.field.label} param={c.param} allLabel="Any" value={value(c.param)} options={YES_NO} onChange={set(c.param)} />;
    case 'ref':
      return <RefFilter control={c} list={list} />;
    case 'text':
      return <FilterInput label={c.field.label} param={c.param} placeholder="contains…" value={value(c.param)} onChange={set(c.param)} />;
    case 'range':
      return <RangeFilter control={c} list={list} />;
  }
}

/** A reference filter: the searchable picker, its label beside it; clearing it removes the filter. */
function RefFilter({ control: c, list }: { control: Extract<FilterControl, { kind: 'ref' }>; list: UrlListState }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        {c.field.label}
      </label>
      <RefPicker
        id={id}
        field={c.field}
        value={list.state.filters[c.param] ?? ''}
        onChange={(v) => list.setFilter(c.param, v || null)}
        clearable
        placeholder="All"
        filterParam={c.param}
        testId={`ref-filter-${c.param}`}
        className="w-56"
      />
    </div>
  );
}

function RangeFilter({ control: c, list }: { control: Extract<FilterControl, { kind: 'range' }>; list: UrlListState }) {
  const date = c.field.type === 'date';
  const unit = 'unit' in c.field ? c.field.unit : undefined;
  const bound = (param: string, end: 'from' | 'to') => (
    <FilterInput
      label={`${c.field.label} ${end}`}
      hideLabel
      param={param}
      type={date ? 'date' : 'text'}
      inputMode={date ? undefined : c.field.type === 'decimal' ? 'decimal' : 'numeric'}
      placeholder={end}
      accept={(text) => acceptsBound(c.field, text)}
      invalidMessage={c.field.type === 'decimal' ? 'A number, e.g. 1.5' : 'A whole number'}
      value={list.state.filters[param]}
      onChange={(v) => list.setFilter(param, v)}
      className={date ? 'w-40' : 'w-24'}
    />
  );
  return (
    <div role="group" aria-label={c.field.label} className="flex items-center gap-2">
      <span className="text-sm whitespace-nowrap text-slate-600">{c.field.label}</span>
      {bound(c.from, 'from')}
      <span className="text-slate-400" aria-hidden="true">
        –
      </span>
      {bound(c.to, 'to')}
      {unit && <span className="text-sm text-slate-500">{unit}</span>}
    </div>
  );
}

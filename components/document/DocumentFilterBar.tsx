import { useId } from 'react';
import { FilterInput } from '@/components/data/FilterInput';
import { FilterSelect } from '@/components/data/FilterSelect';
import { SearchInput } from '@/components/data/SearchInput';
import { lowerNoun } from '@/components/resource/format';
import { RefPicker } from '@/components/resource/RefPicker';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { RefField } from '@/lib/resources/engine/define';
import { stageOptions, statusOptions } from './document-format';
import type { DocumentListState } from './use-document-list-state';

/** The list parameters the document API reads (lib/server/documents/engine/queries.ts). */
export const DOCUMENT_FILTERS = ['date_from', 'date_to', 'stage', 'status', 'number', 'order'] as const;

/** Every URL filter key of a document's list: the common ones and its branch. */
export const documentFilterKeys = (def: AnyDocument): string[] => [...DOCUMENT_FILTERS, ...(def.branchField ? [def.branchField] : [])];

const ORDERS = [{ value: 'asc', label: 'Oldest first' }];
const isDate = (text: string) => !text || /^\d{4}-\d{2}-\d{2}$/.test(text);

export interface DocumentFilterBarProps {
  def: AnyDocument;
  list: DocumentListState;
  /** Parameters the screen fixes (a worklist's stage): their controls are not shown. */
  hidden?: readonly string[];
  /** What the number is called here ("AWB"). */
  numberLabel?: string;
}

/** Search, number, the document date range, stage, status, branch and order, written to the URL. */
export function DocumentFilterBar({ def, list, hidden = [], numberLabel = 'Number' }: DocumentFilterBarProps) {
  const shown = (key: string) => !hidden.includes(key);
  const value = (key: string) => list.state.filters[key];
  const set = (key: string) => (v: string | null) => list.setFilter(key, v);
  const searchable = (def.searchFields ?? []).map((k) => lowerNoun(def.fields[k].label));
  const dateLabel = def.fields[def.dateField]?.label ?? 'Date';
  const branch = def.branchField ? def.fields[def.branchField] : undefined;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="document-filters">
      {searchable.length > 0 && shown('search') && (
        <SearchInput
          value={list.state.search}
          onSearch={list.setSearch}
          placeholder={`Search ${lowerNoun(numberLabel)}, ${searchable.join(', ')}`}
          label={`Search ${lowerNoun(def.plural)}`}
          className="w-full sm:w-72"
        />
      )}
      {shown('number') && (
        <FilterInput label={numberLabel} param="number" placeholder="starts with…" value={value('number')} onChange={set('number')} className="w-40" />
      )}
      {shown('date_from') && (
        <div role="group" aria-label={dateLabel} className="flex items-center gap-2">
          <span className="text-sm whitespace-nowrap text-slate-600">{dateLabel}</span>
          <FilterInput label={`${dateLabel} from`} hideLabel param="date_from" type="date" accept={isDate} value={value('date_from')} onChange={set('date_from')} className="w-40" />
          <span className="text-slate-400" aria-hidden="true">
            –
          </span>
          <FilterInput label={`${dateLabel} to`} hideLabel param="date_to" type="date" accept={isDate} value={value('date_to')} onChange={set('date_to')} className="w-40" />
        </div>
      )}
      {shown('stage') && <FilterSelect label="Stage" param="stage" value={value('stage')} options={stageOptions(def)} onChange={set('stage')} />}
      {shown('status') && <FilterSelect label="Status" param="status" value={value('status')} options={statusOptions(def)} onChange={set('status')} />}
      {branch?.type === 'ref' && def.branchField && shown(def.branchField) && <BranchFilter field={branch} param={def.branchField} list={list} />}
      {shown('order') && <FilterSelect label="Order" param="order" allLabel="Newest first" value={value('order')} options={ORDERS} onChange={set('order')} />}
    </div>
  );
}

function BranchFilter({ field, param, list }: { field: RefField; param: string; list: DocumentListState }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-600">
        {field.label}
      </label>
      <RefPicker
        id={id}
        field={field}
        value={list.state.filters[param] ?? ''}
        onChange={(v) => list.setFilter(param, v || null)}
        clearable
        placeholder="All"
        filterParam={param}
        testId={`ref-filter-${param}`}
        className="w-56"
      />
    </div>
  );
}

import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/admin/resource-client';
import { EMPTY, formatDate, formatField, rowTitle } from './format';

/*
 * What the add screen says about the row it just created: a headline and the details that matter.
 * By default the row's title and its list fields; a resource whose row reads better otherwise
 * (an AWB allocation: the range it got and who received it) has its own entry, keyed by name.
 */

export interface CreatedSummary {
  headline: string;
  details: { key: string; label: string; value: string }[];
}

const grouped = new Intl.NumberFormat('en-US');

const HOLDER_FIELD: Record<string, string> = { BRANCH: 'branch_id', OFFICE: 'office_id', CUSTOMER: 'customer_id' };

/** "100000000001 – 100000000500, 500 AWB", received by the branch, office or customer. */
function awbAllocation(def: ResourceDefinition, row: ResourceRecord): CreatedSummary {
  const start = Number(row.range_start);
  const end = Number(row.range_end);
  const count = Number.isFinite(start) && Number.isFinite(end) ? end - start + 1 : Number(row.quantity);
  const holderKey = HOLDER_FIELD[String(row.holder_type)];
  const holder = holderKey ? formatField(def.fields[holderKey], holderKey, row) : EMPTY;
  const kind = holderKey ? def.fields[holderKey].label : String(row.holder_type ?? '');
  const details = [
    { key: 'holder', label: 'Received by', value: `${kind} ${holder}`.trim() },
    { key: 'allocated_on', label: def.fields.allocated_on.label, value: row.allocated_on ? formatDate(String(row.allocated_on)) : EMPTY },
  ];
  if (row.notes) details.push({ key: 'notes', label: def.fields.notes.label, value: String(row.notes) });
  return { headline: `${String(row.range_start)} – ${String(row.range_end)}, ${grouped.format(count)} AWB`, details };
}

const SUMMARIES: Partial<Record<string, (def: ResourceDefinition, row: ResourceRecord) => CreatedSummary>> = {
  'awb-allocation': awbAllocation,
};

export function createdSummary(def: ResourceDefinition, row: ResourceRecord): CreatedSummary {
  const own = SUMMARIES[def.name];
  if (own) return own(def, row);
  const details = Object.entries(def.fields)
    .filter(([key, f]) => f.list && key !== def.titleField)
    .map(([key, f]) => ({ key, label: f.label, value: formatField(f, key, row) }))
    .filter((d) => d.value !== EMPTY);
  return { headline: rowTitle(def, row), details };
}

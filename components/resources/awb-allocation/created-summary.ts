import { EMPTY, formatDate, formatField } from '@/components/resource/format';
import { HOLDER_FIELD } from '@/lib/resources/awb';
import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import type { CreatedSummary } from '../types';

const grouped = new Intl.NumberFormat('en-US');

/** "100000000001 – 100000000500, 500 AWB", received by the branch, office or customer (or a branch's integration stock). */
export function awbAllocationSummary(def: ResourceDefinition, row: ResourceRecord): CreatedSummary {
  const start = Number(row.range_start);
  const end = Number(row.range_end);
  const count = Number.isFinite(start) && Number.isFinite(end) ? end - start + 1 : Number(row.quantity);
  const holderKey = (HOLDER_FIELD as Record<string, string>)[String(row.holder_type)];
  const holder = holderKey ? formatField(def.fields[holderKey], holderKey, row) : EMPTY;
  const kind = row.holder_type === 'INTEGRATION' ? 'Integration API stock of branch' : holderKey ? def.fields[holderKey].label : String(row.holder_type ?? '');
  const details = [
    { key: 'holder', label: 'Received by', value: `${kind} ${holder}`.trim() },
    { key: 'allocated_on', label: def.fields.allocated_on.label, value: row.allocated_on ? formatDate(String(row.allocated_on)) : EMPTY },
  ];
  if (row.notes) details.push({ key: 'notes', label: def.fields.notes.label, value: String(row.notes) });
  return { headline: `${String(row.range_start)} – ${String(row.range_end)}, ${grouped.format(count)} AWB`, details };
}

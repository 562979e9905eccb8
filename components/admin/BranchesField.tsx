import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormField, useFieldError } from '@/components/data/FormField';
import { RefPicker } from '@/components/resource/RefPicker';
import { useRefTarget } from '@/components/resource/use-ref-target';
import { useResourceOptions } from '@/hooks/resource/use-resource';
import type { RefField } from '@/lib/resources/engine/define';

const BRANCH_FIELD: RefField = { type: 'ref', label: 'Add a branch', resource: 'branch' };

/**
 * The branches a user works for: every branch (head office), or the ones listed here besides its
 * office's branch. The server shows and lets the user act on those branches' documents only.
 */
export function BranchesField() {
  const { control } = useFormContext();
  const all = useController({ name: 'all_branches', control });
  const list = useController({ name: 'branch_ids', control });
  const ids: number[] = Array.isArray(list.field.value) ? (list.field.value as number[]) : [];
  const error = useFieldError('branch_ids');
  const target = useRefTarget('branch');
  const labels = useResourceOptions(target ?? { module: 'datamaster', name: 'branch' }, { ids }, { enabled: Boolean(target) && ids.length > 0 });
  const [picker, setPicker] = useState('');
  const labelOf = (id: number) => labels.data?.find((o) => o.id === id)?.label ?? `#${id}`;

  return (
    <FormField label="Branches" hint="Whose documents the user sees and acts on: its office's branch, the branches listed, or every branch." error={error}>
      {() => (
        <div className="space-y-2" data-testid="user-branches">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={Boolean(all.field.value)} onChange={(e) => all.field.onChange(e.target.checked)} data-testid="user-all-branches" />
            Every branch (head office)
          </label>
          {!all.field.value && (
            <>
              <ul className="flex flex-wrap gap-2">
                {ids.map((id) => (
                  <li key={id} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm dark:bg-slate-700">
                    {labelOf(id)}
                    <button type="button" aria-label={`Remove ${labelOf(id)}`} className="text-slate-500 hover:text-red-600" onClick={() => list.field.onChange(ids.filter((x) => x !== id))}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
              <RefPicker
                field={BRANCH_FIELD}
                value={picker}
                onChange={(v) => {
                  const id = Number(v);
                  if (id && !ids.includes(id)) list.field.onChange([...ids, id]);
                  setPicker('');
                }}
                clearable
                placeholder="Add a branch (type to search)…"
                testId="user-branch-picker"
              />
            </>
          )}
        </div>
      )}
    </FormField>
  );
}

import { useState } from 'react';
import { Button } from '@/components/data/Button';
import { useDeleteSavedFilter, useSavedFilters, useSaveFilter } from '@/hooks/reports/use-report';
import { apiErrorMessage } from '@/services/api-client';
import { toast } from '@/services/toast';

/* The user's own saved parameters of a report: pick one to apply it, save the current ones under a name, delete. */

export function SavedFilters({ report, params, onApply }: { report: string; params: Record<string, string>; onApply: (params: Record<string, string>) => void }) {
  const saved = useSavedFilters(report);
  const save = useSaveFilter(report);
  const remove = useDeleteSavedFilter(report);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');

  async function submit() {
    try {
      await save.mutateAsync({ name: name.trim(), params });
      toast.success(`Saved "${name.trim()}"`);
      setNaming(false);
      setName('');
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
  }

  const current = saved.data?.find((f) => String(f.id) === chosen);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="saved-filters">
      <label className="sr-only" htmlFor={`saved-${report}`}>
        Saved filters
      </label>
      <select
        id={`saved-${report}`}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          const f = saved.data?.find((x) => String(x.id) === e.target.value);
          if (f) onApply(f.params);
        }}
        className="rounded-md border border-slate-300 bg-white py-2 pr-8 pl-2.5 text-sm shadow-sm"
      >
        <option value="">{saved.data?.length ? 'Saved filters…' : 'No saved filters'}</option>
        {saved.data?.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
      {current && (
        <Button
          variant="ghost"
          onClick={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                setChosen('');
                toast.success(`Deleted "${current.name}"`);
              },
            })
          }
        >
          Delete
        </Button>
      )}
      {naming ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <input aria-label="Name of the filter" autoFocus maxLength={60} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Jakarta, credit" className="w-48 rounded-md border border-slate-300 px-2.5 py-2 text-sm" />
          <Button type="submit" variant="primary" disabled={!name.trim()} pending={save.isPending}>
            Save
          </Button>
          <Button variant="ghost" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button onClick={() => setNaming(true)} data-testid="save-filter">
          Save filter
        </Button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { RefPicker } from '@/components/resource/RefPicker';
import { useUserOffice } from '@/hooks/documents/use-user-office';
import type { RefField } from '@/lib/resources/engine/define';

/*
 * The office a screen records at: the one on the user's record; a user whose record names none chooses
 * one here, for this visit (as the scan screens do).
 */

const OFFICE: RefField = { type: 'ref', label: 'Office', resource: 'office', required: true };

export function useOfficeChoice() {
  const office = useUserOffice();
  const [picked, setPicked] = useState<number | null>(null);
  const officeId = office.id ?? picked;
  return { officeId, label: office.label, loading: office.loading, choosing: !office.loading && office.id === null, picked, setPicked };
}

export type OfficeChoiceState = ReturnType<typeof useOfficeChoice>;

/** The office picker, shown only to a user without an office. */
export function OfficeChoice({ state, hint, testId }: { state: OfficeChoiceState; hint: string; testId: string }) {
  if (!state.choosing) return null;
  return (
    <div className="max-w-md" data-testid={testId}>
      <label htmlFor={`${testId}-input`} className="block text-sm font-medium text-slate-700">
        Office<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
      </label>
      <RefPicker
        field={OFFICE}
        value={state.picked ? String(state.picked) : ''}
        onChange={(value) => state.setPicked(value ? Number(value) : null)}
        name="office_id"
        id={`${testId}-input`}
        describedBy={`${testId}-hint`}
        className="mt-1 [&_input]:min-h-10"
      />
      <p id={`${testId}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

import { SelectField, TextAreaField } from '@/components/data/FormField';
import { REASON_LISTS, type ReasonList } from '@/lib/resources/engine/define-document';

/** The reason picker of an action that asks for one, with its note (required for "Other"). */
export function ReasonInputs({ list, reasonName = 'reason', noteName = 'note' }: { list: ReasonList; reasonName?: string; noteName?: string }) {
  return (
    <>
      <SelectField
        name={reasonName}
        label="Reason"
        required
        placeholder="Choose a reason…"
        options={REASON_LISTS[list].map((r) => ({ value: r.code, label: r.label }))}
      />
      <TextAreaField name={noteName} label="Note" hint='Required when the reason is "Other".' rows={2} />
    </>
  );
}

import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { lowerNoun } from '@/components/resource/format';
import { useDocumentOne, useUpdateDraft, type AnyDocument } from '@/hooks/documents/use-document';
import { useRetained } from '@/hooks/use-retained';
import type { Field } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import { DocumentFieldInput } from './DocumentFieldInput';
import { editableFields, fieldsResolver, formValues, recordValues, type FormBody, type FormValues } from './document-form-values';

/** Wide inputs take the whole row; the short ones sit two to a row. */
const wide = (field: Field) => field.type === 'textarea' || field.type === 'bool' || Boolean(field.help && field.help.length > 60);

export interface DocumentFormProps {
  def: AnyDocument;
  formId: string;
  /** The draft being edited (absent: a new one). */
  record?: DocumentRecord;
  /** First values of a new document (the user's office, today). */
  initial?: FormValues;
  save: (body: FormBody, onError: (error: unknown) => void) => void;
  /** Fetches the draft again (after a conflict). */
  reload?: () => Promise<DocumentRecord | undefined>;
}

/** The header form of a document: one input per field the user fills in (the server keeps the read-only ones). */
export function DocumentForm({ def, formId, record, initial, save, reload }: DocumentFormProps) {
  const fields = useMemo(() => editableFields(def.fields), [def]);
  const resolver = useMemo(() => fieldsResolver({ fields, refine: def.refine, passThrough: record ? ['version'] : [] }), [fields, def, record]);
  const form = useForm<FormValues, unknown, FormBody>({
    resolver,
    defaultValues: record ? recordValues(def, record) : formValues(fields, initial),
  });
  const names = useMemo(() => fields.map(([k]) => k), [fields]);
  const errors = useServerFormErrors(form.setError, names);
  const { getValues, getFieldState, setValue } = form;

  // First values that arrive late (the user's record) fill inputs still empty and untouched.
  useEffect(() => {
    if (record || !initial) return;
    for (const [key, value] of Object.entries(initial)) {
      if (value !== '' && value !== undefined && !getFieldState(key).isDirty && (getValues(key) === '' || getValues(key) === undefined)) setValue(key, value);
    }
  }, [record, initial, getValues, getFieldState, setValue]);

  async function reloadRecord() {
    const fresh = await reload?.();
    if (fresh) {
      form.reset(recordValues(def, fresh));
      errors.clear();
    }
  }

  const submit = form.handleSubmit((body) => {
    errors.clear();
    save(body, errors.onError);
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" data-document={def.name}>
        <FormErrorBanner error={errors.banner} onReload={reload ? () => void reloadRecord() : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(([name, field]) => (
            <div key={name} className={wide(field) ? 'sm:col-span-2' : undefined}>
              <DocumentFieldInput name={name} field={field} />
            </div>
          ))}
        </div>
      </form>
    </FormProvider>
  );
}

/** Edits a draft in a side panel (the server refuses once it is booked: the version and stage are checked). */
export function DocumentFormDrawer({ def, id: open, onClose }: { def: AnyDocument; id: number | null; onClose: () => void }) {
  const formId = useId();
  const id = useRetained(open);
  const record = useDocumentOne(def, id);
  const update = useUpdateDraft(def);
  const row = record.data;
  const save = (body: FormBody, onError: (error: unknown) => void) => {
    if (id !== null) update.mutate({ id, body }, { onSuccess: onClose, onError });
  };
  return (
    <Drawer
      open={open !== null}
      onClose={onClose}
      title={`Edit ${lowerNoun(def.label)}${row ? ` ${row.number}` : ''}`}
      testId="document-form"
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" type="submit" form={formId} pending={update.isPending} pendingLabel="Saving…" disabled={!row} data-testid="document-save">
            Save changes
          </Button>
        </>
      }
    >
      {id !== null && record.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {id !== null && !row && record.isError && (
        <p role="alert" className="text-sm text-red-600">
          {apiErrorMessage(record.error)}
        </p>
      )}
      {row && <DocumentForm key={`${row.id}`} def={def} formId={formId} record={row} save={save} reload={async () => (await record.refetch()).data} />}
    </Drawer>
  );
}

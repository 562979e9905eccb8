import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { ReadOnlyField } from '@/components/data/FormField';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { useCreateResource, useResourceOne, useUpdateResource } from '@/hooks/resource/use-resource';
import { useRetained } from '@/hooks/use-retained';
import type { Field, ResourceDefinition } from '@/lib/resources/engine/define';
import { resourceSchemas } from '@/lib/resources/engine/schema';
import type { ResourceRecord } from '@/services/resource/client';
import { apiErrorMessage } from '@/services/api-client';
import { emptyValues, formFields, recordValues, resourceResolver, type FormBody, type FormValues } from './form-values';
import { formatField, lowerNoun, rowTitle } from './format';
import { ResourceFieldInput } from './ResourceFieldInput';
import { refResources } from './use-ref-options';

/** What the drawer is open for. */
export type FormSubject = { mode: 'create' } | { mode: 'edit'; id: number };

export interface ResourceFormDrawerProps {
  def: ResourceDefinition;
  /** null: closed. */
  subject: FormSubject | null;
  onClose: () => void;
}

/** Add or edit a row of any registry resource in a side panel. */
export function ResourceFormDrawer({ def, subject: open, onClose }: ResourceFormDrawerProps) {
  const formId = useId();
  // Keeps showing the form while the drawer slides away.
  const subject = useRetained(open);
  const editId = subject?.mode === 'edit' ? subject.id : null;
  const refs = useMemo(() => refResources(def), [def]);
  const record = useResourceOne<ResourceRecord>(def, editId, { refs });
  const create = useCreateResource<ResourceRecord, FormBody>(def, {
    success: (row) => `${def.label} ${rowTitle(def, row)} created`,
    inlineErrors: true,
  });
  const update = useUpdateResource<ResourceRecord, FormBody>(def, {
    success: (row) => `${def.label} ${rowTitle(def, row)} updated`,
    inlineErrors: true,
  });
  const loaded = editId !== null ? record.data : undefined;

  const save = (body: FormBody, onError: (error: unknown) => void) => {
    if (editId === null) create.mutate(body, { onSuccess: onClose, onError });
    else update.mutate({ id: editId, body }, { onSuccess: onClose, onError });
  };

  let body;
  if (!subject) body = null;
  else if (editId === null) body = <ResourceForm key="create" def={def} formId={formId} save={save} />;
  else if (record.isPending) body = <p className="text-sm text-slate-500">Loading…</p>;
  else if (!loaded)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {apiErrorMessage(record.error)}
      </p>
    );
  else
    body = (
      <ResourceForm
        key={`edit-${editId}`}
        def={def}
        formId={formId}
        record={loaded}
        save={save}
        reload={async () => (await record.refetch()).data}
      />
    );

  return (
    <Drawer
      open={Boolean(open)}
      onClose={onClose}
      title={editId === null ? `Add ${lowerNoun(def.label)}` : `Edit ${lowerNoun(def.label)}${loaded ? ` ${rowTitle(def, loaded)}` : ''}`}
      testId="resource-form"
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            pending={create.isPending || update.isPending}
            pendingLabel="Saving…"
            disabled={editId !== null && !loaded}
            data-testid="resource-save"
          >
            {editId === null ? `Add ${lowerNoun(def.label)}` : 'Save changes'}
          </Button>
        </>
      }
    >
      {body}
    </Drawer>
  );
}

/** Wide inputs take the whole row; the short ones sit two to a row. */
const wide = (field: Field) => field.type === 'textarea' || field.type === 'bool' || Boolean(field.help && field.help.length > 60);

interface ResourceFormProps {
  def: ResourceDefinition;
  formId: string;
  /** The row being edited (absent: a new row). */
  record?: ResourceRecord;
  save: (body: FormBody, onError: (error: unknown) => void) => void;
  /** Fetches the row again (after a conflict); resolves to the fresh row. */
  reload?: () => Promise<ResourceRecord | undefined>;
}

export function ResourceForm({ def, formId, record, save, reload }: ResourceFormProps) {
  const editing = Boolean(record);
  const resolver = useMemo(() => {
    const schemas = resourceSchemas(def);
    return resourceResolver(def, editing ? schemas.update : schemas.create);
  }, [def, editing]);
  const form = useForm<FormValues, unknown, FormBody>({
    resolver,
    defaultValues: record ? recordValues(def, record) : emptyValues(def),
  });
  const fields = useMemo(() => formFields(def), [def]);
  const fieldNames = useMemo(() => fields.map(([name]) => name), [fields]);
  const errors = useServerFormErrors(form.setError, fieldNames);
  const { reset, formState } = form;

  // A newer read of the row (a save elsewhere, a realtime refresh) updates the form until it is touched.
  useEffect(() => {
    if (record && !formState.isDirty) reset(recordValues(def, record));
  }, [def, record, reset, formState.isDirty]);

  async function reloadRecord() {
    const fresh = await reload?.();
    if (fresh) {
      reset(recordValues(def, fresh));
      errors.clear();
    }
  }

  const submit = form.handleSubmit((body) => {
    errors.clear();
    save(body, errors.onError);
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" data-resource={def.name}>
        <FormErrorBanner error={errors.banner} onReload={reload ? () => void reloadRecord() : undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(([name, field]) => (
            <div key={name} className={wide(field) ? 'sm:col-span-2' : undefined}>
              <ResourceFieldInput name={name} field={field} />
            </div>
          ))}
          {record &&
            Object.entries(def.fields)
              .filter(([, field]) => field.readonly)
              .map(([name, field]) => <ReadOnlyField key={name} label={field.label} value={formatField(field, name, record)} />)}
        </div>
        {editing && <input type="hidden" {...form.register('version')} />}
      </form>
    </FormProvider>
  );
}

import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { newRequestId } from '@/components/document/request-id';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * A new POD return at the office: the origin branch the signed papers go back to (the branch their AWBs
 * were booked at), how they travel (with manifest MF-…, a courier, the post) and a note. One request id
 * per fill: a double tap makes one. The server's refusals show at their fields (its own branch: "the
 * papers stay here").
 */

const def = podReturnDocument;
const f = def.fields;

interface ReturnValues {
  destination_branch_id: string;
  sent_via: string;
  notes: string;
}

const NAMES = ['destination_branch_id', 'sent_via', 'notes'] as const;
const emptyValues = (): ReturnValues => ({ destination_branch_id: '', sent_via: '', notes: '' });

const resolver: Resolver<ReturnValues> = async (values) => {
  if (values.destination_branch_id) return { values, errors: {} };
  const errors: FieldErrors<ReturnValues> = { destination_branch_id: { type: 'validate', message: 'Choose the origin branch the papers go back to' } };
  return { values: {}, errors };
};

const optionalText = (value: string) => value.trim() || undefined;

export interface NewPodReturnFormProps {
  /** Where the papers are put together; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (podReturn: DocumentRecord) => void;
}

export function NewPodReturnForm({ officeId, onCreated }: NewPodReturnFormProps) {
  const form = useForm<ReturnValues>({ resolver, defaultValues: emptyValues() });
  const [requestId, setRequestId] = useState(newRequestId);
  const [officeMissing, setOfficeMissing] = useState(false);
  const serverErrors = useServerFormErrors(form.setError, NAMES);
  const create = useCreateDocument(def);

  const submit = form.handleSubmit((values) => {
    serverErrors.clear();
    setOfficeMissing(officeId === null);
    if (officeId === null) return;
    create.mutate(
      {
        office_id: officeId,
        destination_branch_id: Number(values.destination_branch_id),
        sent_via: optionalText(values.sent_via),
        notes: optionalText(values.notes),
        request_id: requestId,
      },
      {
        onSuccess: (podReturn) => {
          form.reset(emptyValues());
          setRequestId(newRequestId());
          onCreated(podReturn);
        },
        onError: serverErrors.onError,
      },
    );
  });

  const banner = officeMissing && officeId === null ? { message: 'Choose the office first' } : serverErrors.banner;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New POD return" className="space-y-3 @container" data-testid="new-return-form">
        <FormErrorBanner error={banner} />
        <div className="grid gap-3 @lg:grid-cols-2 [&_input]:min-h-10">
          <DocumentFieldInput name="destination_branch_id" field={f.destination_branch_id} />
          <DocumentFieldInput name="sent_via" field={f.sent_via} />
          <div className="@lg:col-span-2">
            <DocumentFieldInput name="notes" field={f.notes} />
          </div>
        </div>
        <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Opening…" className="min-h-10 w-full @lg:w-auto" data-testid="new-return-create">
          Open the POD return
        </Button>
      </form>
    </FormProvider>
  );
}

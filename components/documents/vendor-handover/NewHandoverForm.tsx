import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { newRequestId } from '@/components/document/request-id';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * A new open hand-over at the office: the last-mile vendor who takes the AWBs (the same reference picker
 * as the manifest's), the partner's receipt or manifest number when there is one, and a note. One
 * request id per hand-over: a double tap makes one. The server's refusals show at their fields.
 */

const def = vendorHandoverDocument;
const f = def.fields;

interface HandoverValues {
  vendor_id: string;
  vendor_reference: string;
  notes: string;
}

const NAMES = ['vendor_id', 'vendor_reference', 'notes'] as const;

const emptyValues = (): HandoverValues => ({ vendor_id: '', vendor_reference: '', notes: '' });

const resolver: Resolver<HandoverValues> = async (values) => {
  if (values.vendor_id) return { values, errors: {} };
  return { values: {}, errors: { vendor_id: { type: 'validate', message: 'Which vendor takes the AWBs' } } as FieldErrors<HandoverValues> };
};

/** The create body. */
export function handoverBody(v: HandoverValues, officeId: number, requestId: string): Record<string, unknown> {
  return {
    office_id: officeId,
    vendor_id: Number(v.vendor_id),
    vendor_reference: v.vendor_reference.trim() || undefined,
    notes: v.notes.trim() || undefined,
    request_id: requestId,
  };
}

export interface NewHandoverFormProps {
  /** Where the AWBs are handed over; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (handover: DocumentRecord) => void;
}

export function NewHandoverForm({ officeId, onCreated }: NewHandoverFormProps) {
  const form = useForm<HandoverValues>({ resolver, defaultValues: emptyValues() });
  const [requestId, setRequestId] = useState(newRequestId);
  const [officeMissing, setOfficeMissing] = useState(false);
  const serverErrors = useServerFormErrors(form.setError, NAMES);
  const create = useCreateDocument(def);

  const submit = form.handleSubmit((values) => {
    serverErrors.clear();
    setOfficeMissing(officeId === null);
    if (officeId === null) return;
    create.mutate(handoverBody(values, officeId, requestId), {
      onSuccess: (handover) => {
        form.reset(emptyValues());
        setRequestId(newRequestId());
        onCreated(handover);
      },
      onError: serverErrors.onError,
    });
  });

  const banner = officeMissing && officeId === null ? { message: 'Choose the office first' } : serverErrors.banner;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New hand-over" className="space-y-3 @container" data-testid="new-hand-over-form">
        <FormErrorBanner error={banner} />
        <div className="grid gap-3 @lg:grid-cols-2 [&_input]:min-h-10">
          <DocumentFieldInput name="vendor_id" field={f.vendor_id} />
          <DocumentFieldInput name="vendor_reference" field={f.vendor_reference} />
          <div className="@lg:col-span-2">
            <DocumentFieldInput name="notes" field={f.notes} />
          </div>
        </div>
        <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Opening…" className="min-h-10 w-full @lg:w-auto" data-testid="new-hand-over-create">
          Open the hand-over
        </Button>
      </form>
    </FormProvider>
  );
}

import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { newRequestId } from '@/components/document/request-id';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * A new open runsheet at the office: the courier who takes it out and the vehicle (the same reference
 * pickers as the manifest's), and a note. One request id per runsheet: a double tap makes one. The
 * server's refusals (an inactive courier, a vehicle out of service) show at their fields.
 */

const def = deliveryRunsheetDocument;
const f = def.fields;

interface RunsheetValues {
  driver_id: string;
  vehicle_id: string;
  notes: string;
}

const NAMES = ['driver_id', 'vehicle_id', 'notes'] as const;

const emptyValues = (): RunsheetValues => ({ driver_id: '', vehicle_id: '', notes: '' });

/** What the server would refuse at once, said at the field before sending. */
function problems(v: RunsheetValues): Partial<Record<keyof RunsheetValues, string>> {
  const out: Partial<Record<keyof RunsheetValues, string>> = {};
  if (!v.driver_id) out.driver_id = 'Who takes the runsheet out';
  if (!v.vehicle_id) out.vehicle_id = 'In which vehicle';
  return out;
}

const resolver: Resolver<RunsheetValues> = async (values) => {
  const found = Object.entries(problems(values));
  if (!found.length) return { values, errors: {} };
  const errors = Object.fromEntries(found.map(([key, message]) => [key, { type: 'validate', message }])) as FieldErrors<RunsheetValues>;
  return { values: {}, errors };
};

/** The create body. */
export function runsheetBody(v: RunsheetValues, officeId: number, requestId: string): Record<string, unknown> {
  return {
    office_id: officeId,
    driver_id: Number(v.driver_id),
    vehicle_id: Number(v.vehicle_id),
    notes: v.notes.trim() || undefined,
    request_id: requestId,
  };
}

export interface NewRunsheetFormProps {
  /** Where the courier loads; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (runsheet: DocumentRecord) => void;
}

export function NewRunsheetForm({ officeId, onCreated }: NewRunsheetFormProps) {
  const form = useForm<RunsheetValues>({ resolver, defaultValues: emptyValues() });
  const [requestId, setRequestId] = useState(newRequestId);
  const [officeMissing, setOfficeMissing] = useState(false);
  const serverErrors = useServerFormErrors(form.setError, NAMES);
  const create = useCreateDocument(def);

  const submit = form.handleSubmit((values) => {
    serverErrors.clear();
    setOfficeMissing(officeId === null);
    if (officeId === null) return;
    create.mutate(runsheetBody(values, officeId, requestId), {
      onSuccess: (runsheet) => {
        form.reset(emptyValues());
        setRequestId(newRequestId());
        onCreated(runsheet);
      },
      onError: serverErrors.onError,
    });
  });

  const banner = officeMissing && officeId === null ? { message: 'Choose the office first' } : serverErrors.banner;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New runsheet" className="space-y-3 @container" data-testid="new-runsheet-form">
        <FormErrorBanner error={banner} />
        <div className="grid gap-3 @lg:grid-cols-2 [&_input]:min-h-10">
          <DocumentFieldInput name="driver_id" field={f.driver_id} />
          <DocumentFieldInput name="vehicle_id" field={f.vehicle_id} />
          <div className="@lg:col-span-2">
            <DocumentFieldInput name="notes" field={f.notes} />
          </div>
        </div>
        <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Opening…" className="min-h-10 w-full @lg:w-auto" data-testid="new-runsheet-create">
          Open the runsheet
        </Button>
      </form>
    </FormProvider>
  );
}

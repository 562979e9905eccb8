import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { newRequestId } from '@/components/document/request-id';
import { ResourceFieldInput } from '@/components/resource/ResourceFieldInput';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { ticketDocument } from '@/lib/resources/documents/ticket';
import { lazyResolver } from '@/components/data/lazy-schema';

/* Open a ticket: the complaint, who calls and about which AWB (the API's own schema checks it first). */

const f = ticketDocument.fields;
type Values = Record<'kind' | 'channel' | 'awb' | 'caller_name' | 'caller_phone' | 'subject' | 'description', string>;
const FIELDS = ['kind', 'channel', 'awb', 'caller_name', 'caller_phone', 'subject', 'description'] as const;

/** The API's own schema, loaded with the first check (components/data/lazy-schema.ts). */
const resolver = lazyResolver<Values>(async () => {
  const [{ zodResolver }, { ticketCreateBody }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/resources/documents/ticket-api')]);
  return zodResolver(ticketCreateBody) as never;
});

export function TicketForm({ awb, onDone }: { awb: string; onDone: () => void }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { kind: '', channel: 'PHONE', awb, caller_name: '', caller_phone: '', subject: '', description: '' },
  });
  const requestId = useRef(newRequestId());
  const create = useCreateDocument(ticketDocument);
  const errors = useServerFormErrors(form.setError, FIELDS);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      await create.mutateAsync({ ...values, request_id: requestId.current });
      requestId.current = newRequestId();
      onDone();
    } catch (err) {
      errors.onError(err);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2" data-testid="ticket-form">
        <div className="md:col-span-2">
          <FormErrorBanner error={errors.banner} />
        </div>
        <ResourceFieldInput name="kind" field={f.kind} />
        <ResourceFieldInput name="channel" field={f.channel} />
        <ResourceFieldInput name="awb" field={f.awb} />
        <ResourceFieldInput name="caller_name" field={f.caller_name} />
        <ResourceFieldInput name="caller_phone" field={f.caller_phone} />
        <ResourceFieldInput name="subject" field={f.subject} />
        <div className="md:col-span-2">
          <ResourceFieldInput name="description" field={f.description} />
        </div>
        <div className="flex gap-2 md:col-span-2">
          <Button variant="primary" type="submit" pending={create.isPending} pendingLabel="Opening…" data-testid="open-ticket">
            Open the ticket
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    </FormProvider>
  );
}

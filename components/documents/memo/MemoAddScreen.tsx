import Link from 'next/link';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button, buttonClass } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { PageHeader } from '@/components/data/PageHeader';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { newRequestId } from '@/components/document/request-id';
import { ResourceFieldInput } from '@/components/resource/ResourceFieldInput';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { memoDocument, MEMO_SCREENS, type MemoKind } from '@/lib/resources/documents/memo';
import { lazyResolver } from '@/components/data/lazy-schema';
import type { DocumentRecord } from '@/services/documents/document-client';
import { RevisionInvoiceForm } from './RevisionInvoiceForm';

/*
 * Memo internal · add: a void receipt (the AWB of a handed-over register), a special price (customer,
 * route, service, period, rate) or a revision of an issued invoice. Checked with the API's own schema;
 * saved waiting for someone else's approval on the list screen.
 */

const f = memoDocument.fields;

const INTRO: Record<MemoKind, string> = {
  VOID_RECEIPT: 'Void a cash AWB whose register was already handed over. On approval the AWB is cancelled and its amount refunded to the customer through the counter’s next register.',
  REVISION_INVOICE: 'Revise an issued invoice. On approval a credit note takes its old figures back and a corrected invoice bills the revised ones; the corrected invoice’s tax invoice needs a replacement (faktur pengganti).',
  SPECIAL_PRICE: 'A rate for one customer on one route and service for a period. Once approved, quotes and AWBs of that customer use it and say so.',
};

const FIELDS: Record<Exclude<MemoKind, 'REVISION_INVOICE'>, readonly (keyof typeof f)[]> = {
  VOID_RECEIPT: ['awb', 'reason'],
  SPECIAL_PRICE: ['customer_id', 'service_id', 'origin_area_id', 'destination_area_id', 'destination_regency', 'rate_per_kg', 'valid_from', 'valid_to', 'reason'],
};
const REQUIRED = new Set(['awb', 'customer_id', 'service_id', 'origin_area_id', 'rate_per_kg', 'valid_from', 'valid_to']);

/** Each memo's own schema from the API contract, loaded with the first check (components/data/lazy-schema.ts). */
const resolvers = {
  VOID_RECEIPT: lazyResolver<Record<string, unknown>>(async () => {
    const [{ zodResolver }, { voidReceiptBody }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/resources/documents/memo-api')]);
    return zodResolver(voidReceiptBody as never) as never;
  }),
  SPECIAL_PRICE: lazyResolver<Record<string, unknown>>(async () => {
    const [{ zodResolver }, { specialPriceBody }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/resources/documents/memo-api')]);
    return zodResolver(specialPriceBody as never) as never;
  }),
};

function SimpleMemoForm({ kind, onDone }: { kind: 'VOID_RECEIPT' | 'SPECIAL_PRICE'; onDone: (row: DocumentRecord) => void }) {
  const keys = FIELDS[kind];
  const form = useForm<Record<string, unknown>>({ resolver: resolvers[kind], defaultValues: { kind, ...Object.fromEntries(keys.map((k) => [k, ''])) } });
  const requestId = useRef(newRequestId());
  const create = useCreateDocument(memoDocument);
  const errors = useServerFormErrors(form.setError, keys as never);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      const row = await create.mutateAsync({ ...values, kind, request_id: requestId.current });
      requestId.current = newRequestId();
      form.reset();
      onDone(row);
    } catch (err) {
      errors.onError(err);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2" data-testid="memo-form">
        <div className="md:col-span-2">
          <FormErrorBanner error={errors.banner} />
        </div>
        {keys.map((k) => (
          <div key={k} className={k === 'reason' ? 'md:col-span-2' : ''}>
            <ResourceFieldInput name={k} field={{ ...f[k], required: REQUIRED.has(k) || ('required' in f[k] && f[k].required) } as never} />
          </div>
        ))}
        <div className="md:col-span-2">
          <Button variant="primary" type="submit" pending={create.isPending} pendingLabel="Sending…" data-testid="send-memo">
            Send for approval
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function MemoAddScreen({ kind }: { kind: MemoKind }) {
  const [done, setDone] = useState<DocumentRecord | null>(null);
  const screens = MEMO_SCREENS[kind];
  return (
    <div className="space-y-4">
      <PageHeader
        title={`${memoDocument.fields.kind.labels[kind]} · add`}
        description={INTRO[kind]}
        actions={
          <Link href={screens.list} className={buttonClass('secondary')}>
            List
          </Link>
        }
      />
      {done && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800" data-testid="memo-done">
          Memo {done.number} sent: it waits for approval on the <Link className="underline" href={screens.list}>list</Link>.
        </p>
      )}
      {kind === 'REVISION_INVOICE' ? <RevisionInvoiceForm onDone={setDone} /> : <SimpleMemoForm kind={kind} onDone={setDone} />}
    </div>
  );
}

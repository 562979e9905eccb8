import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { PageHeader } from '@/components/data/PageHeader';
import { DocumentListScreen, type DocumentListOptions, type DocumentView } from '@/components/document/DocumentListScreen';
import { newRequestId } from '@/components/document/request-id';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { ResourceFieldInput } from '@/components/resource/ResourceFieldInput';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { CHANGE_KIND_DEFS, MILESTONE_WORDS, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import { changeRequestDocument } from '@/lib/resources/documents/change-request';
import { MAX_BATCH_AWBS, parseAwbList } from '@/lib/resources/documents/awb-list';
import type { ChangePreview } from '@/lib/resources/documents/change-request-api';
import type { Field } from '@/lib/resources/engine/define';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { RequestAttachments } from './RequestAttachments';
import { previewChangeRequest, requestableCosts, uploadChangeAttachment, type UploadedAttachment } from '@/services/documents/change-requests';
import { apiErrorMessage } from '@/services/api-client';
import { ChangePreviewTable } from './ChangePreviewTable';
import { checkChangeForm, EMPTY_KOLI, emptyChangeForm, loadChangeSchema, type ChangeFormValues } from './change-request-form';

/*
 * Helpdesk · change {kind}: ask for a correction of one booked AWB (or of a pasted or scanned list of
 * them, where the kind allows a batch), see every AWB before and after — priced again by the server —
 * with what happens to its money, and send it for approval. Below, the requests of this kind: waiting
 * ones to approve (someone other than the requester) or reject, and all of them with their results.
 */

const f = changeRequestDocument.fields;

/** The labels of the new-value inputs, per kind (the declaration's are generic). */
const NEW_LABELS: Partial<Record<ChangeKind, string>> = {
  origin: 'New origin',
  destination: 'New destination',
  service: 'New service',
  account: 'New account (credit customer)',
  date: 'New shipment date',
  'shipper-name': 'New shipper name',
  'consignee-name': 'New consignee name',
  'shipper-address': 'New shipper address',
  'consignee-address': 'New consignee address',
  'special-instructions': 'New special instructions',
};

function rulesInWords(kind: ChangeKind): string {
  const def = CHANGE_KIND_DEFS[kind];
  const until = `until the AWB is ${MILESTONE_WORDS[def.until]}`;
  const later = def.supervisorUntil ? `; later, until ${MILESTONE_WORDS[def.supervisorUntil]}, a helpdesk supervisor approves it` : '';
  const price = def.reprices ? ' The AWB is priced again; a price moved beyond the thresholds needs a manager.' : '';
  const batch = def.batch ? ` Paste or scan up to ${MAX_BATCH_AWBS.toLocaleString('en-US')} AWBs for the same change.` : ' One AWB per request.';
  return `Anyone with this screen may approve it ${until}${later}.${price}${batch} Approved by someone other than the requester.`;
}

function KoliEditor() {
  const { control, register, formState } = useFormContext<ChangeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'new_koli' });
  const errors = formState.errors.new_koli;
  return (
    <fieldset className="space-y-2" data-testid="new-koli">
      <legend className="text-sm font-medium text-slate-700">New koli (weight in kg, sides in cm)</legend>
      {fields.map((row, i) => (
        <div key={row.id} className="grid grid-cols-[1.5rem_repeat(4,minmax(0,1fr))_auto] items-center gap-1.5">
          <span className="text-xs text-slate-500">#{i + 1}</span>
          {(['weight_kg', 'length_cm', 'width_cm', 'height_cm'] as const).map((k) => (
            <input
              key={k}
              {...register(`new_koli.${i}.${k}`)}
              inputMode="decimal"
              aria-label={`Koli ${i + 1} ${k.replace('_', ' ')}`}
              placeholder={k === 'weight_kg' ? 'kg' : k.split('_')[0]}
              aria-invalid={Boolean(errors?.[i]?.[k])}
              className={`w-full min-w-0 rounded-md border px-2 py-1.5 text-right text-sm ${errors?.[i]?.[k] ? 'border-red-400' : 'border-slate-300'}`}
            />
          ))}
          <Button size="sm" variant="ghost" onClick={() => remove(i)} disabledReason={fields.length === 1 ? 'At least one koli' : null}>
            Remove
          </Button>
        </div>
      ))}
      {errors?.message && <p className="text-xs text-red-600">{errors.message}</p>}
      <Button size="sm" onClick={() => append({ ...EMPTY_KOLI })}>
        Add koli
      </Button>
    </fieldset>
  );
}

function CostChoices() {
  const { setValue, watch } = useFormContext<ChangeFormValues>();
  const chosen = watch('new_cost_case_ids');
  const costs = useQuery({ queryKey: ['change-request', 'costs'], queryFn: requestableCosts });
  return (
    <fieldset data-testid="new-costs">
      <legend className="text-sm font-medium text-slate-700">Additional costs asked for</legend>
      <p className="mb-1 text-xs text-slate-500">The AWB keeps only these costs on request (automatic ones follow from the AWB).</p>
      {costs.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {costs.data?.map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(c.id)}
            onChange={(e) => setValue('new_cost_case_ids', e.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))}
          />
          {c.code} — {c.name}
        </label>
      ))}
      {costs.data?.length === 0 && <p className="text-sm text-slate-500">No cost is applied on request.</p>}
    </fieldset>
  );
}

function Attachments() {
  const { setValue, watch } = useFormContext<ChangeFormValues>();
  const names = watch('attachments');
  const [uploaded, setUploaded] = useState<UploadedAttachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadChangeAttachment });
  const add = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const done = await upload.mutateAsync(file);
      setUploaded((u) => [...u, done]);
      setValue('attachments', [...names, done.name]);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };
  const shown = uploaded.filter((u) => names.includes(u.name));
  return (
    <div data-testid="change-attachments">
      <label className="block text-sm font-medium text-slate-700">
        Attachments <span className="font-normal text-slate-500">(a photo of the scale, the customer’s letter: JPEG, PNG, WebP or PDF, up to 5 MB; at most 5)</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="mt-1 block w-full text-sm"
          disabled={upload.isPending || names.length >= 5}
          onChange={(e) => {
            void add(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {upload.isPending && <p className="text-xs text-slate-500">Uploading…</p>}
      {problem && <p className="text-xs text-red-600">{problem}</p>}
      {shown.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {shown.map((a) => (
            <li key={a.name} className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs">
              {a.original_name} ({Math.ceil(a.size / 1024)} KB)
              <button type="button" className="text-slate-500 hover:text-red-700" aria-label={`Remove ${a.original_name}`} onClick={() => setValue('attachments', names.filter((n) => n !== a.name))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewValues({ kind }: { kind: ChangeKind }) {
  const def = CHANGE_KIND_DEFS[kind];
  const required = (field: Field, label?: string): Field => ({ ...field, required: true, label: label ?? field.label }) as Field;
  return (
    <div className="space-y-3">
      {def.values.includes('new_koli') && <KoliEditor />}
      {def.values.includes('new_text') &&
        (kind.endsWith('address') || kind === 'special-instructions' ? (
          <ResourceFieldInput name="new_text" field={{ ...f.new_text, label: NEW_LABELS[kind] ?? 'New value', required: kind !== 'special-instructions' }} />
        ) : (
          <ResourceFieldInput name="new_text" field={{ type: 'text', label: NEW_LABELS[kind] ?? 'New value', max: 100, required: true }} />
        ))}
      {def.values.includes('new_phone') && <ResourceFieldInput name="new_phone" field={{ ...f.new_phone, help: 'Empty: the phone stays.' }} />}
      {def.values.includes('new_area_id') && <ResourceFieldInput name="new_area_id" field={required(f.new_area_id, NEW_LABELS[kind])} />}
      {def.values.includes('new_service_id') && <ResourceFieldInput name="new_service_id" field={required(f.new_service_id, NEW_LABELS[kind])} />}
      {def.values.includes('new_customer_id') && <ResourceFieldInput name="new_customer_id" field={required(f.new_customer_id, NEW_LABELS[kind])} />}
      {def.values.includes('new_date') && <ResourceFieldInput name="new_date" field={required(f.new_date, NEW_LABELS[kind])} />}
      {def.values.includes('new_rate_per_kg') && <ResourceFieldInput name="new_rate_per_kg" field={{ ...required(f.new_rate_per_kg), help: 'Replaces the price list’s and the contract’s rate; kept when the AWB is priced again later.' } as Field} />}
      {def.values.includes('new_insured') && <ResourceFieldInput name="new_insured" field={f.new_insured} />}
      {def.values.includes('new_goods_value') && <ResourceFieldInput name="new_goods_value" field={{ ...f.new_goods_value, help: 'Empty: the goods value stays.' }} />}
      {def.values.includes('new_cost_case_ids') && <CostChoices />}
    </div>
  );
}

function ChangeRequestForm({ kind, awb, ticketId }: { kind: ChangeKind; awb: string; ticketId: number | null }) {
  const def = CHANGE_KIND_DEFS[kind];
  const form = useForm<ChangeFormValues>({ defaultValues: { ...emptyChangeForm(), awbs_text: awb } });
  const requestId = useRef(newRequestId());
  const create = useCreateDocument(changeRequestDocument);
  const { banner, onError, clear: clearBanner } = useServerFormErrors(form.setError, ['awbs_text', 'reason_code', 'reason', 'new_text', 'new_phone', 'new_area_id', 'new_service_id', 'new_customer_id', 'new_date', 'new_rate_per_kg', 'new_goods_value', 'new_koli'] as never);
  const [preview, setPreview] = useState<ChangePreview | null>(null);
  const previewing = useMutation({ mutationFn: previewChangeRequest });
  const awbCount = parseAwbList(form.watch('awbs_text')).length;
  // the schema comes in its own chunk: fetched now, there by the first Preview
  useEffect(() => void loadChangeSchema().catch(() => undefined), []);

  const checked = async () => {
    form.clearErrors();
    clearBanner();
    const result = await checkChangeForm(kind, form.getValues(), requestId.current, ticketId);
    if (result.errors) {
      let first = true;
      for (const [path, message] of Object.entries(result.errors)) {
        form.setError(path as never, { type: 'client', message }, { shouldFocus: first });
        first = false;
      }
      return null;
    }
    return result.body;
  };

  const onPreview = async () => {
    const body = await checked();
    if (!body) return;
    try {
      setPreview(await previewing.mutateAsync(body));
    } catch (err) {
      onError(err);
    }
  };

  const onSubmit = async () => {
    const body = await checked();
    if (!body) return;
    try {
      await create.mutateAsync(body as unknown as Record<string, unknown>);
      form.reset(emptyChangeForm());
      setPreview(null);
      requestId.current = newRequestId();
    } catch (err) {
      onError(err);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
        noValidate
        data-testid="change-request-form"
      >
        <div className="space-y-3">
          <FormErrorBanner error={banner} />
          {ticketId && <p className="text-sm text-slate-600" data-testid="from-ticket">Raised from ticket #{ticketId}: the request keeps it.</p>}
          {def.batch ? (
            <ResourceFieldInput
              name="awbs_text"
              field={{ type: 'textarea', label: `AWBs${awbCount ? ` (${awbCount})` : ''}`, max: 40_000, required: true, help: 'One per line, or separated by commas or spaces: paste a list or scan one after another.' }}
            />
          ) : (
            <ResourceFieldInput name="awbs_text" field={{ type: 'text', label: 'AWB', max: 30, required: true, upper: true }} />
          )}
          <NewValues kind={kind} />
        </div>
        <div className="space-y-3">
          <ResourceFieldInput name="reason_code" field={f.reason_code} />
          <ResourceFieldInput name="reason" field={{ ...f.reason, help: 'What the customer said, what was checked (a photo of the scale, the call).' }} />
          <Attachments />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void onPreview()} disabled={previewing.isPending} data-testid="preview-change">
              {previewing.isPending ? 'Working out…' : 'Preview'}
            </Button>
            <Button type="submit" variant="primary" disabled={create.isPending} data-testid="send-change">
              {create.isPending ? 'Sending…' : 'Send for approval'}
            </Button>
          </div>
          {previewing.isError && !preview && <p className="text-sm text-red-600">{apiErrorMessage(previewing.error)}</p>}
        </div>
        {preview && (
          <div className="lg:col-span-2">
            <ChangePreviewTable preview={preview} />
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** The screen of one kind of change. */
export function ChangeRequestScreen({ kind }: { kind: ChangeKind }) {
  const def = CHANGE_KIND_DEFS[kind];
  const screen = HELPDESK.change(kind);
  const canAsk = useHasAnyPermission([screen]);
  const router = useRouter();
  const param = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const awb = param(router.query.awb).toUpperCase();
  const ticket = Number(param(router.query.ticket));
  const ticketId = Number.isSafeInteger(ticket) && ticket > 0 ? ticket : null;
  const list = useMemo<DocumentListOptions>(() => {
    const views: DocumentView[] = [
      {
        key: 'waiting',
        label: 'Waiting for approval',
        description: 'Approve to apply the change, with the figures the request shows, to every AWB that still allows it (each gets its own result; an AWB changed since is refused), or reject with a reason. The requester cannot approve their own request.',
        fixed: { kind, stage: 'draft' },
        rowActions: ['book', 'cancel'],
        bulkActions: ['book'],
        emptyMessage: 'Nothing waiting for approval.',
      },
      { key: 'all', label: 'All requests', fixed: { kind }, bulkPrints: ['labels'], emptyMessage: 'No request of this kind yet.' },
    ];
    return {
      title: `${def.label} change requests`,
      views,
      reasonFields: { cancel_reason: 'changeReject' },
      fieldViews: { attachments: (row) => <RequestAttachments id={row.id} /> },
    };
  }, [def.label, kind]);
  return (
    <div className="space-y-6">
      <div>
        <PageHeader title={`Change ${def.label.toLowerCase()}`} description={rulesInWords(kind)} />
        {canAsk ? <ChangeRequestForm key={`${awb}|${ticketId}`} kind={kind} awb={awb} ticketId={ticketId} /> : <p className="text-sm text-slate-500">Your role may look at these requests but not ask for one.</p>}
      </div>
      <DocumentListScreen def={changeRequestDocument} options={list} />
    </div>
  );
}

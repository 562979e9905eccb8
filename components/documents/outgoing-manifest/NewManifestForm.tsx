import { useId, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { useFieldError } from '@/components/data/FormField';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { DocumentFieldInput } from '@/components/document/DocumentFieldInput';
import { dateToLocal, localToIso } from '@/components/document/local-datetime';
import { newRequestId } from '@/components/document/request-id';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import type { Field } from '@/lib/resources/engine/define';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * A new open manifest at the office: where the load goes (and through which hub), by which moda, who
 * carries it — our vehicle and its driver, or a linehaul vendor with its reference (flight no., SMU) —
 * and when it is to leave (the next full hour to begin with). One request id per manifest: a double tap
 * makes one. The server's refusals show at their fields. No zod here: the checks are the few below.
 */

const def = outgoingManifestDocument;
const f = def.fields;

export type CarrierType = 'FLEET' | 'VENDOR';

interface ManifestValues {
  destination_branch_id: string;
  transit_branch_id: string;
  moda_id: string;
  carrier_type: CarrierType;
  vehicle_id: string;
  driver_id: string;
  vendor_id: string;
  vendor_reference: string;
  departure_at: string;
  notes: string;
}

const NAMES = ['destination_branch_id', 'transit_branch_id', 'moda_id', 'carrier_type', 'vehicle_id', 'driver_id', 'vendor_id', 'vendor_reference', 'departure_at', 'notes'] as const;

/** Required for one carrier only: marked so where shown (the declaration cannot say "required when"). */
const needed = (field: Field): Field => ({ ...field, required: true });
const FLEET_FIELDS = [
  ['vehicle_id', needed(f.vehicle_id)],
  ['driver_id', needed(f.driver_id)],
] as const;
const VENDOR_FIELDS = [
  ['vendor_id', needed(f.vendor_id)],
  ['vendor_reference', f.vendor_reference],
] as const;

const CARRIERS: readonly { value: CarrierType; label: string; hint: string }[] = [
  { value: 'FLEET', label: 'Our fleet', hint: 'A vehicle and its driver' },
  { value: 'VENDOR', label: 'Vendor', hint: 'Airline, shipping line, trucker' },
];

/** The next full hour, as the departure input shows it: a load is planned on the hour. */
export function nextFullHour(now = new Date()): string {
  const next = new Date(now);
  next.setHours(now.getHours() + 1, 0, 0, 0);
  return dateToLocal(next);
}

const emptyValues = (): ManifestValues => ({
  destination_branch_id: '',
  transit_branch_id: '',
  moda_id: '',
  carrier_type: 'FLEET',
  vehicle_id: '',
  driver_id: '',
  vendor_id: '',
  vendor_reference: '',
  departure_at: nextFullHour(),
  notes: '',
});

/** What the server would refuse at once, said at the field before sending (the same words). */
function problems(v: ManifestValues): Partial<Record<keyof ManifestValues, string>> {
  const out: Partial<Record<keyof ManifestValues, string>> = {};
  if (!v.destination_branch_id) out.destination_branch_id = 'Choose where the load goes';
  if (v.transit_branch_id && v.transit_branch_id === v.destination_branch_id) out.transit_branch_id = 'The transit is another branch than the destination';
  if (!v.moda_id) out.moda_id = 'Choose the moda';
  if (v.carrier_type === 'FLEET') {
    if (!v.vehicle_id) out.vehicle_id = 'Which of our vehicles carries it';
    if (!v.driver_id) out.driver_id = 'Who drives it';
  } else if (!v.vendor_id) {
    out.vendor_id = 'Which vendor carries it';
  }
  if (!v.departure_at) out.departure_at = 'When it is to leave';
  else if (Number.isNaN(new Date(v.departure_at).getTime())) out.departure_at = 'Not a real date and time';
  return out;
}

const resolver: Resolver<ManifestValues> = async (values) => {
  const found = Object.entries(problems(values));
  if (!found.length) return { values, errors: {} };
  const errors = Object.fromEntries(found.map(([key, message]) => [key, { type: 'validate', message }])) as FieldErrors<ManifestValues>;
  return { values: {}, errors };
};

const optionalId = (value: string) => (value ? Number(value) : undefined);
const optionalText = (value: string) => value.trim() || undefined;

/** The create body: only the chosen carrier's fields (the server refuses the other's). */
function manifestBody(v: ManifestValues, officeId: number, requestId: string): Record<string, unknown> {
  const carrier =
    v.carrier_type === 'FLEET'
      ? { vehicle_id: optionalId(v.vehicle_id), driver_id: optionalId(v.driver_id) }
      : { vendor_id: optionalId(v.vendor_id), vendor_reference: optionalText(v.vendor_reference) };
  return {
    office_id: officeId,
    destination_branch_id: Number(v.destination_branch_id),
    transit_branch_id: optionalId(v.transit_branch_id),
    moda_id: Number(v.moda_id),
    carrier_type: v.carrier_type,
    ...carrier,
    departure_at: localToIso(v.departure_at),
    notes: optionalText(v.notes),
    request_id: requestId,
  };
}

export interface NewManifestFormProps {
  /** Where the load is handed over; null: the user has not chosen yet. */
  officeId: number | null;
  onCreated: (manifest: DocumentRecord) => void;
}

export function NewManifestForm({ officeId, onCreated }: NewManifestFormProps) {
  const form = useForm<ManifestValues>({ resolver, defaultValues: emptyValues() });
  const [requestId, setRequestId] = useState(newRequestId);
  const [officeMissing, setOfficeMissing] = useState(false);
  const serverErrors = useServerFormErrors(form.setError, NAMES);
  const create = useCreateDocument(def);
  const carrier = useWatch({ control: form.control, name: 'carrier_type' });

  const submit = form.handleSubmit((values) => {
    serverErrors.clear();
    setOfficeMissing(officeId === null);
    if (officeId === null) return;
    create.mutate(manifestBody(values, officeId, requestId), {
      onSuccess: (manifest) => {
        form.reset(emptyValues());
        setRequestId(newRequestId());
        onCreated(manifest);
      },
      onError: serverErrors.onError,
    });
  });

  const banner = officeMissing && officeId === null ? { message: 'Choose the office first' } : serverErrors.banner;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="New manifest" className="space-y-3 @container" data-testid="new-manifest-form">
        <FormErrorBanner error={banner} />
        <div className="grid gap-3 @lg:grid-cols-2 [&_input:not([type=radio])]:min-h-10">
          <DocumentFieldInput name="destination_branch_id" field={f.destination_branch_id} />
          <DocumentFieldInput name="transit_branch_id" field={f.transit_branch_id} />
          <DocumentFieldInput name="moda_id" field={f.moda_id} />
          <DocumentFieldInput name="departure_at" field={f.departure_at} />
          <div className="@lg:col-span-2">
            <CarrierChoice />
          </div>
          {(carrier === 'FLEET' ? FLEET_FIELDS : VENDOR_FIELDS).map(([name, field]) => (
            <DocumentFieldInput key={name} name={name} field={field} />
          ))}
          <div className="@lg:col-span-2">
            <DocumentFieldInput name="notes" field={f.notes} />
          </div>
        </div>
        <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Opening…" className="min-h-10 w-full @lg:w-auto" data-testid="new-manifest-create">
          Open the manifest
        </Button>
      </form>
    </FormProvider>
  );
}

/** Who carries the load: two large choices (a tap on a tablet); the fields below follow. */
function CarrierChoice() {
  const id = useId();
  const { register } = useFormContext<ManifestValues>();
  const error = useFieldError<ManifestValues>('carrier_type');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        {f.carrier_type.label}
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {CARRIERS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-start gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-slate-800 has-checked:bg-slate-50 has-focus-visible:ring-2 has-focus-visible:ring-slate-500"
          >
            <input type="radio" value={option.value} {...register('carrier_type')} className="mt-0.5 h-4 w-4 border-slate-300 text-slate-800" data-testid={`carrier-${option.value}`} />
            <span>
              <span className="block font-medium text-slate-800">{option.label}</span>
              <span className="block text-xs text-slate-500">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" data-field-error>
          {error}
        </p>
      )}
    </fieldset>
  );
}

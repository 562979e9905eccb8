import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormField, SelectField, TextAreaField, TextField, inputClass, useFieldError } from '@/components/data/FormField';
import { FAILURE_OPTIONS, NEXT_STEP_CHOICES, RELATION_OPTIONS, rupiah, type AwbContext, type PodValues } from './pod-entry';
import { PhotoCapture } from './PhotoCapture';
import { SignaturePad } from './SignaturePad';

/*
 * The inputs of one delivery result, inside the surrounding form (FormProvider of PodValues): delivered
 * or failed, when; delivered — who received it and their relation (the consignee's name a tap away),
 * the COD to collect shown large, the signature drawn and/or a photo; failed — why, and what next (try
 * again, or return to the shipper, which books a return AWB). The one-AWB form and a runsheet row's
 * drawer both use it.
 */

const RESULTS = [
  { value: 'DELIVERED', label: 'Delivered', hint: 'Received: who, their signature or a photo', tone: 'has-checked:border-emerald-600 has-checked:bg-emerald-50' },
  { value: 'FAILED', label: 'Failed', hint: 'Not delivered: why, and what next', tone: 'has-checked:border-red-600 has-checked:bg-red-50' },
] as const;

export function PodFields({ context }: { context: AwbContext | null }) {
  const result = useWatch<PodValues, 'result'>({ name: 'result' });
  return (
    <div className="space-y-4 @container" data-testid="pod-fields" data-result={result || undefined}>
      <ResultChoice />
      {result === 'DELIVERED' && <DeliveredFields context={context} />}
      {result === 'FAILED' && <FailedFields />}
    </div>
  );
}

function ResultChoice() {
  const id = useId();
  const { register } = useFormContext<PodValues>();
  const error = useFieldError<PodValues>('result');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        Result<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {RESULTS.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-start gap-2 rounded-md border-2 border-slate-200 bg-white px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-slate-500 ${option.tone}`}
          >
            <input type="radio" value={option.value} {...register('result')} className="mt-0.5 h-4 w-4" data-testid={`pod-result-${option.value}`} />
            <span>
              <span className="block font-semibold text-slate-800">{option.label}</span>
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

function WhenField() {
  const { register } = useFormContext<PodValues>();
  const error = useFieldError<PodValues>('event_at');
  return (
    <FormField label="When" required error={error} hint="Now, unless the courier says otherwise.">
      {(control) => <input {...control} {...register('event_at')} type="datetime-local" className={inputClass(Boolean(error), 'min-h-10')} />}
    </FormField>
  );
}

function DeliveredFields({ context }: { context: AwbContext | null }) {
  const { setValue } = useFormContext<PodValues>();
  const consignee = context?.consignee_name?.trim();
  const signature = useController<PodValues, 'signature'>({ name: 'signature' });
  const photo = useController<PodValues, 'photo'>({ name: 'photo' });
  const signatureError = useFieldError<PodValues>('signature');
  const photoError = useFieldError<PodValues>('photo');
  const proofHint = 'A signature, a photo, or both.';
  return (
    <div className="grid gap-4 @2xl:grid-cols-2">
      <div className="space-y-4">
        <CodBox context={context} />
        <div>
          <TextField<PodValues> name="receiver_name" label="Received by" required autoComplete="off" inputClassName="min-h-10" />
          {consignee && (
            <Button
              size="sm"
              variant="ghost"
              className="mt-1"
              onClick={() => setValue('receiver_name', consignee, { shouldDirty: true, shouldValidate: false })}
              data-testid="pod-use-consignee"
            >
              Use the consignee: {consignee}
            </Button>
          )}
        </div>
        <SelectField<PodValues> name="receiver_relation" label="Relation to the consignee" required placeholder="Choose…" options={RELATION_OPTIONS} />
        <WhenField />
        <TextAreaField<PodValues> name="note" label="Note" rows={2} />
      </div>
      <div className="space-y-4">
        <SignaturePad
          label="Signature of the receiver"
          value={signature.field.value}
          onChange={signature.field.onChange}
          error={signatureError}
          hint={proofHint}
          testId="pod-signature"
        />
        <PhotoCapture label="Photo" value={photo.field.value} onChange={photo.field.onChange} error={photoError} hint="The parcel at the door, or the receiver with it." testId="pod-photo" />
      </div>
    </div>
  );
}

/** The COD the courier had to collect, large: what the dispatcher counts from the courier's cash. */
function CodBox({ context }: { context: AwbContext | null }) {
  const due = context?.cod_amount ?? null;
  if (due === 0) {
    return (
      <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200" data-testid="pod-cod-due" data-cod="0">
        No COD on this AWB: nothing to collect.
      </p>
    );
  }
  return (
    <div className="rounded-lg border-2 border-amber-300 bg-amber-50 px-4 py-3" data-testid="pod-cod">
      {due !== null ? (
        <>
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">COD to collect</p>
          <p className="text-3xl font-bold text-amber-950 tabular-nums" data-testid="pod-cod-due" data-cod={due}>
            {rupiah(due)}
          </p>
        </>
      ) : (
        <p className="text-sm text-amber-900">The COD of this AWB is not known here: type what was collected (empty when none); the server checks it.</p>
      )}
      <TextField<PodValues> name="cod_collected" label="COD collected" prefix="Rp" inputMode="numeric" autoComplete="off" className="mt-2" inputClassName="min-h-10 text-lg font-semibold tabular-nums" />
    </div>
  );
}

function FailedFields() {
  const reason = useWatch<PodValues, 'failure_reason'>({ name: 'failure_reason' });
  return (
    <div className="grid gap-4 @2xl:grid-cols-2">
      <div className="space-y-4">
        <SelectField<PodValues> name="failure_reason" label="Why it failed" required placeholder="Choose a reason…" options={FAILURE_OPTIONS} />
        <WhenField />
        <TextAreaField<PodValues> name="note" label="Note" required={reason === 'OTHER'} hint={reason === 'OTHER' ? 'Say why.' : 'Required when the reason is "Other".'} rows={2} />
      </div>
      <NextStepChoice />
    </div>
  );
}

function NextStepChoice() {
  const id = useId();
  const { register } = useFormContext<PodValues>();
  const error = useFieldError<PodValues>('next_step');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        Next step<span className="ml-0.5 text-red-600" aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 grid gap-2">
        {NEXT_STEP_CHOICES.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-slate-800 has-checked:bg-slate-50 has-focus-visible:ring-2 has-focus-visible:ring-slate-500"
          >
            <input type="radio" value={option.value} {...register('next_step')} className="mt-0.5 h-4 w-4" data-testid={`pod-next-${option.value}`} />
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

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormField, ReadOnlyField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { todayLocal } from '@/components/document/local-datetime';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { RefPicker } from '@/components/resource/RefPicker';
import { useSaveTripAllowance, useTripCandidates, useTripRate } from '@/hooks/finance/use-trip-allowance';
import { formatRupiah } from '@/lib/pricing/money';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { TripCandidate, TripRateAnswer } from '@/services/finance/trip-allowance-client';
import { toast } from '@/services/toast';
import { TripCandidates } from './TripCandidates';
import {
  AMOUNTS,
  COMPONENTS,
  FORM_FIELDS,
  advanceOf,
  checkTrip,
  emptyTrip,
  groupDigits,
  rateQueryOf,
  shownAmount,
  tripCreateBody,
  tripFromDocument,
  tripUpdateBody,
  withCandidate,
  type AmountKey,
  type Component,
  type TripMode,
  type TripValues,
} from './trip-allowance-form';
import { labelOf, useRefLabels } from './use-ref-labels';

/*
 * The trip allowance form: the trip — a manifest of our fleet picked from those waiting (its date,
 * driver, vehicle and route come with it) or another trip with its route picked — then the advance by
 * component, each the rate's amount for the route and vehicle type until typed, and the live total.
 * Saved as a draft (one request id per fill), or — a draft opened with `?id=` — its edit with the
 * version read. What the server would refuse is said at the field before anything is sent; what it
 * refuses is said at the field it names.
 */

const f = tripAllowanceDocument.fields;
const CANDIDATE_QUERY = {};

export interface TripAllowanceFormProps {
  /** The draft edited; none: a new allowance. */
  draft?: DocumentRecord;
  requestId: string;
  onSaved: (doc: DocumentRecord) => void;
}

export function TripAllowanceForm({ draft, requestId, onSaved }: TripAllowanceFormProps) {
  const editing = Boolean(draft);
  const today = useMemo(() => todayLocal(), []);
  const [values, setValues] = useState<TripValues>(() => (draft ? tripFromDocument(draft) : emptyTrip(today)));
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const candidates = useTripCandidates(CANDIDATE_QUERY, !editing && values.mode === 'manifest');
  const rateQuery = rateQueryOf(values);
  const rateRead = useTripRate(rateQuery);
  const rate: TripRateAnswer | undefined = rateQuery ? rateRead.data : undefined;
  const { create, update, refreshCandidates } = useSaveTripAllowance();
  const saving = create.isPending || update.isPending;

  const advance = advanceOf(values, rate?.rate);
  const check = checkTrip(values, rate, today, editing);
  const errors: Record<string, string> = { ...server };
  for (const [path, message] of Object.entries(check.errors)) if (!errors[path] && (attempted || !check.missing.has(path))) errors[path] = message;

  const manifestMode = values.mode === 'manifest';
  const branches = useRefLabels('branch', manifestMode ? [values.origin_branch_id, values.destination_branch_id] : []);

  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const forget = (...paths: string[]) =>
    setServer((s) => {
      if (!paths.some((p) => p in s)) return s;
      const next = { ...s };
      for (const p of paths) delete next[p];
      return next;
    });

  const set = <K extends keyof TripValues>(name: K, value: TripValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    forget(name);
  };

  function chooseMode(mode: TripMode) {
    if (mode === values.mode) return;
    // a manifest's route is the manifest's: back to a manifest, the route comes with the one picked
    setValues((v) => (mode === 'manifest' ? { ...v, mode, manifest_id: '', manifest_number: '', origin_branch_id: '', destination_branch_id: '' } : { ...v, mode, manifest_id: '', manifest_number: '' }));
    setServer({});
    setBanner(null);
  }

  function pick(m: TripCandidate) {
    setValues((v) => withCandidate(v, m));
    forget('outgoing_manifest_id', 'trip_date', 'driver_id', 'vehicle_id', ...COMPONENTS);
  }

  function setAmount(key: AmountKey, text: string) {
    if (key === 'other') setValues((v) => ({ ...v, other: text }));
    else setValues((v) => ({ ...v, typed: { ...v.typed, [key]: text } }));
    forget(key);
  }

  const followRate = () => {
    setValues((v) => ({ ...v, typed: {} }));
    forget(...COMPONENTS);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    setBanner(null);
    setServer({});
    if (Object.keys(check.errors).length) {
      setFocusTick((t) => t + 1);
      return;
    }
    const onError = (error: unknown) => {
      const shownFields = new Set([...FORM_FIELDS].filter((p) => (manifestMode ? !['origin_branch_id', 'destination_branch_id'].includes(p) : p !== 'outgoing_manifest_id') && !(editing && p === 'outgoing_manifest_id')));
      const shown: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [path, messages] of Object.entries(apiFieldErrors(error))) {
        if (shownFields.has(path)) shown[path] = messages.join(' ');
        else elsewhere.push(`${path}: ${messages.join(' ')}`);
      }
      setServer(shown);
      const conflict = apiErrorStatus(error) === 409;
      if (conflict) toast.error(apiErrorMessage(error));
      // a draft changed meanwhile: its version is stale, only a fresh read can be saved
      const reload = conflict && draft ? 'Reload the page to edit the draft as it is now.' : '';
      if (isFormError(error)) setBanner([apiErrorMessage(error), reload, ...elsewhere].filter(Boolean).join(' '));
      setFocusTick((t) => t + 1);
    };
    const onSuccess = (doc: DocumentRecord) => {
      void refreshCandidates();
      onSaved(doc);
    };
    if (draft) {
      update.mutate({ id: draft.id, body: tripUpdateBody(values, rate?.rate, draft.version) as unknown as Record<string, unknown> }, { onSuccess, onError });
    } else {
      create.mutate(tripCreateBody(values, rate?.rate, requestId) as unknown as Record<string, unknown>, { onSuccess, onError });
    }
  }

  const typedDiffers = rate?.rate ? COMPONENTS.some((k) => values.typed[k] !== undefined && values.typed[k] !== groupDigits(rate.rate![k])) : false;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="trip-allowance-form" aria-busy={saving || undefined}>
      {banner && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="trip-error">
          {banner}
        </p>
      )}
      <fieldset disabled={saving} className="space-y-4 rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The trip</legend>
        {!editing && (
          <div role="radiogroup" aria-label="What the allowance is for" className="inline-flex rounded-md border border-slate-300 p-0.5" data-testid="trip-mode">
            {(
              [
                ['manifest', 'For a manifest'],
                ['other', 'Other trip'],
              ] as const
            ).map(([mode, label]) => (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={values.mode === mode}
                onClick={() => chooseMode(mode)}
                className={`min-h-10 rounded px-4 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 ${
                  values.mode === mode ? 'bg-slate-800 text-white' : 'text-slate-600 hover:bg-slate-100'
                }`}
                data-testid={`trip-mode-${mode}`}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        {manifestMode && !editing && (
          <TripCandidates
            candidates={candidates.data}
            loading={candidates.isPending}
            error={candidates.error}
            onRetry={() => void candidates.refetch()}
            selected={values.manifest_id}
            onPick={pick}
            pickError={errors.outgoing_manifest_id}
            disabled={saving}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {manifestMode && editing && <ReadOnlyField label={f.manifest_number.label} value={values.manifest_number} testId="trip-manifest-number" />}
          <FormField label={f.trip_date.label} required error={errors.trip_date} hint={manifestMode && values.manifest_id ? 'The manifest’s date unless changed' : undefined}>
            {(c) => (
              <input
                {...c}
                type="date"
                name="trip_date"
                value={values.trip_date}
                onChange={(e) => set('trip_date', e.target.value)}
                className={inputClass(Boolean(errors.trip_date), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.driver_id.label} required error={errors.driver_id}>
            {(c) => (
              <RefPicker
                field={f.driver_id}
                value={values.driver_id}
                onChange={(v) => set('driver_id', v)}
                name="driver_id"
                id={c.id}
                invalid={c['aria-invalid']}
                describedBy={c['aria-describedby']}
                testId="ref-picker-driver_id"
              />
            )}
          </FormField>
          <FormField label={f.vehicle_id.label} required error={errors.vehicle_id} hint={rate ? `Type: ${rate.vehicle_type}` : undefined}>
            {(c) => (
              <RefPicker
                field={f.vehicle_id}
                value={values.vehicle_id}
                onChange={(v) => set('vehicle_id', v)}
                name="vehicle_id"
                id={c.id}
                invalid={c['aria-invalid']}
                describedBy={c['aria-describedby']}
                testId="ref-picker-vehicle_id"
              />
            )}
          </FormField>
          {manifestMode ? (
            <ReadOnlyField
              label="Route"
              value={values.origin_branch_id ? `${labelOf(branches, values.origin_branch_id)} → ${labelOf(branches, values.destination_branch_id)}` : ''}
              testId="trip-route"
            />
          ) : (
            <>
              <FormField label={f.origin_branch_id.label} required error={errors.origin_branch_id}>
                {(c) => (
                  <RefPicker
                    field={f.origin_branch_id}
                    value={values.origin_branch_id}
                    onChange={(v) => set('origin_branch_id', v)}
                    name="origin_branch_id"
                    id={c.id}
                    invalid={c['aria-invalid']}
                    describedBy={c['aria-describedby']}
                    testId="ref-picker-origin_branch_id"
                  />
                )}
              </FormField>
              <FormField label={f.destination_branch_id.label} required error={errors.destination_branch_id}>
                {(c) => (
                  <RefPicker
                    field={f.destination_branch_id}
                    value={values.destination_branch_id}
                    onChange={(v) => set('destination_branch_id', v)}
                    name="destination_branch_id"
                    id={c.id}
                    invalid={c['aria-invalid']}
                    describedBy={c['aria-describedby']}
                    testId="ref-picker-destination_branch_id"
                  />
                )}
              </FormField>
            </>
          )}
        </div>
      </fieldset>

      <fieldset disabled={saving} className="space-y-4 rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The advance</legend>
        <RatePreview
          known={rateQuery !== null}
          loading={rateQuery !== null && rateRead.isPending}
          error={rateQuery !== null ? rateRead.error : null}
          answer={rate}
          onRetry={() => void rateRead.refetch()}
          onUseRate={typedDiffers ? followRate : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {AMOUNTS.map((key) => (
            <FormField key={key} label={f[key].label} required={key !== 'other' && rate !== undefined && !rate.rate} error={errors[key]} hint={amountHint(key, rate)}>
              {(c) => (
                <MoneyInput
                  id={c.id}
                  aria-describedby={c['aria-describedby']}
                  invalid={c['aria-invalid']}
                  name={key}
                  value={shownAmount(values, rate?.rate, key)}
                  onChange={(text) => setAmount(key, text)}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField label={f.notes.label} error={errors.notes}>
          {(c) => (
            <textarea
              {...c}
              name="notes"
              rows={2}
              maxLength={500}
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
              className={inputClass(Boolean(errors.notes))}
            />
          )}
        </FormField>
      </fieldset>

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          Advance{' '}
          <span className="text-base font-semibold text-slate-900 tabular-nums" data-testid="trip-advance-total">
            {formatRupiah(advance.total)}
          </span>
          {!advance.complete && <span className="ml-2 text-xs text-amber-700">(amounts still to enter)</span>}
        </p>
        <Button type="submit" variant="primary" pending={saving} pendingLabel="Saving…" className="min-h-12 px-6" data-testid="trip-save">
          {editing ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}

function amountHint(key: AmountKey, rate: TripRateAnswer | undefined): string | undefined {
  if (key === 'other') return 'Anything else the trip needs';
  if (!rate) return undefined;
  return rate.rate ? `Rate ${formatRupiah(rate.rate[key as Component])}; empty: the rate` : 'No rate: enter the amount';
}

/** The rate of the route and vehicle type on the trip date, as the components start from. */
function RatePreview({
  known,
  loading,
  error,
  answer,
  onRetry,
  onUseRate,
}: {
  known: boolean;
  loading: boolean;
  error: unknown;
  answer: TripRateAnswer | undefined;
  onRetry: () => void;
  onUseRate?: () => void;
}) {
  const box = 'rounded-md px-3 py-2 text-sm';
  if (!known) {
    return (
      <p className={`${box} bg-slate-50 text-slate-500`} data-testid="trip-rate" data-state="unknown">
        The rate shows once the route, the vehicle and the date are known.
      </p>
    );
  }
  if (loading) {
    return (
      <p className={`${box} bg-slate-50 text-slate-500`} data-testid="trip-rate" data-state="loading">
        Looking up the rate…
      </p>
    );
  }
  if (error || !answer) {
    return (
      <div role="alert" className={`${box} flex flex-wrap items-center justify-between gap-2 bg-red-50 text-red-700`} data-testid="trip-rate" data-state="error">
        <span>The rate could not be read: {apiErrorMessage(error)}</span>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!answer.rate) {
    return (
      <p role="status" className={`${box} bg-amber-50 text-amber-900`} data-testid="trip-rate" data-state="none">
        No rate for this route and a {answer.vehicle_type} on this date: enter the amounts (the rates are kept on the drafts screen).
      </p>
    );
  }
  const r = answer.rate;
  return (
    <div role="status" className={`${box} flex flex-wrap items-center justify-between gap-2 bg-emerald-50 text-emerald-900`} data-testid="trip-rate" data-state="rate">
      <span>
        Rate for a {answer.vehicle_type}: {f.fuel.label} {formatRupiah(r.fuel)} · {f.tolls.label} {formatRupiah(r.tolls)} · {f.loading.label} {formatRupiah(r.loading)} · {f.meals.label}{' '}
        {formatRupiah(r.meals)} = <strong>{formatRupiah(r.fuel + r.tolls + r.loading + r.meals)}</strong>
      </span>
      {onUseRate && (
        <Button size="sm" onClick={onUseRate} data-testid="trip-use-rate">
          Use the rate
        </Button>
      )}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { FormProvider, useController, useForm, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField, SelectField, TextAreaField, TextField, inputClass, useFieldError } from '@/components/data/FormField';
import { counted, statusLabel } from '@/components/document/document-format';
import { newRequestId } from '@/components/document/request-id';
import { refusalText } from '@/components/document/use-document-scanning';
import { RefPicker } from '@/components/resource/RefPicker';
import { formatDateTime } from '@/components/resource/format';
import { ScanField } from '@/components/scan/ScanField';
import { useCreateDocument, useDocumentList, useDocumentOne } from '@/hooks/documents/use-document';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { stopPointDocument } from '@/lib/resources/documents/stop-point';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorStatus, apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import {
  MAX_STOP_AWBS,
  emptyStopValues,
  fromPosition,
  locationProblem,
  locationText,
  mapHref,
  stopBody,
  stopField,
  stopResolver,
  type StopValues,
} from './stop-point-form';

/*
 * A courier's stop, entered as it happens (a courier's tablet) or from their report (the dispatcher):
 * the courier and, if they are out with one, the runsheet; when (now to begin with); where — "Use my
 * location" asks the tablet, and a refusal or no signal leaves the place to type; a note; the AWBs
 * concerned, scanned or typed as chips (the runsheet's AWBs a tap away). Saved: said below the button,
 * and the form starts again for the same courier and runsheet. One request id per stop.
 */

const def = stopPointDocument;
const DRIVER = def.fields.driver_id as RefField;

export interface StopPointFormProps {
  officeId: number | null;
  onSaved?: (stop: DocumentRecord) => void;
}

export function StopPointForm({ officeId, onSaved }: StopPointFormProps) {
  const formId = useId();
  const form = useForm<StopValues>({ resolver: stopResolver, defaultValues: emptyStopValues() });
  const [requestId, setRequestId] = useState(newRequestId);
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState<DocumentRecord | null>(null);
  const create = useCreateDocument(def);

  const submit = form.handleSubmit((values) => {
    setBanner(null);
    setSaved(null);
    if (officeId === null) {
      setBanner('Choose the office first');
      return;
    }
    create.mutate(stopBody(values, officeId, requestId), {
      onSuccess: (stop) => {
        setSaved(stop);
        setRequestId(newRequestId());
        form.reset(emptyStopValues({ driver_id: values.driver_id, delivery_runsheet_id: values.delivery_runsheet_id }));
        onSaved?.(stop);
      },
      onError: (error) => {
        const leftovers: string[] = [];
        let placed = 0;
        for (const [path, messages] of Object.entries(apiFieldErrors(error))) {
          const field = stopField(path);
          if (field) form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed++ === 0 });
          else leftovers.push(`${path}: ${messages.join(' ')}`);
        }
        if (placed && apiErrorStatus(error) === 400 && !leftovers.length) return;
        setBanner([refusalText(error), ...leftovers].join(' '));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <div className="grid gap-4 lg:grid-cols-2" data-testid="stop-point-form">
        <form id={formId} onSubmit={submit} noValidate aria-label="New stop" className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-base font-semibold text-slate-800">Where and when</h2>
          <FormErrorBanner error={banner ? { message: banner } : null} />
          <div className="grid gap-4 sm:grid-cols-2">
            <CourierPicker />
            <RunsheetSelect />
            <StoppedAtField />
          </div>
          <LocationField />
          <TextField<StopValues> name="place" label="Place" hint="What the place is called: a street, a building, a landmark. Needed when there is no location." autoComplete="off" inputClassName="min-h-10" />
          <TextAreaField<StopValues> name="note" label="Note" rows={2} />
        </form>
        <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <AwbPicker />
        </div>
        <div className="flex flex-col gap-2 lg:col-span-2 lg:flex-row lg:items-center">
          <Button type="submit" form={formId} variant="primary" pending={create.isPending} pendingLabel="Saving…" className="min-h-12 px-8" data-testid="stop-save">
            Save the stop
          </Button>
          {saved && (
            <p role="status" className="text-sm font-medium text-emerald-800" data-testid="stop-saved">
              ✓ Stop {saved.number} recorded
              {typeof saved.driver_id_label === 'string' && saved.driver_id_label ? ` for ${saved.driver_id_label}` : ''}
              {saved.stopped_at ? ` at ${formatDateTime(String(saved.stopped_at))}` : ''} · {counted(saved.awb_count, 'AWB')}
            </p>
          )}
        </div>
      </div>
    </FormProvider>
  );
}

function CourierPicker() {
  const { control, setValue } = useFormContext<StopValues>();
  const { field } = useController({ name: 'driver_id', control });
  const error = useFieldError<StopValues>('driver_id');
  return (
    <FormField label="Courier" required error={error}>
      {(c) => (
        <RefPicker
          field={DRIVER}
          value={field.value}
          onChange={(value) => {
            // a runsheet is one courier's: another courier, no runsheet
            if (value !== field.value) setValue('delivery_runsheet_id', '');
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name="driver_id"
          id={c.id}
          invalid={c['aria-invalid']}
          describedBy={c['aria-describedby']}
          className="[&_input]:min-h-10"
          testId="ref-picker-driver_id"
        />
      )}
    </FormField>
  );
}

/** The courier's runsheets out (dispatched), newest first. */
function useCourierRunsheets(driverId: string) {
  const id = Number(driverId);
  return useDocumentList(deliveryRunsheetDocument, { stage: 'booked', driver_id: id || undefined, limit: 20 }, { enabled: id > 0 });
}

function RunsheetSelect() {
  const driverId = useWatch<StopValues, 'driver_id'>({ name: 'driver_id' });
  const list = useCourierRunsheets(driverId);
  const rows = driverId ? (list.data?.data ?? []) : [];
  const options = rows.map((r) => ({ value: String(r.id), label: `${r.number} · ${counted(r.awb_count, 'AWB')} · ${statusLabel(r.status)}` }));
  const hint = !driverId ? 'Choose the courier first.' : list.isPending ? 'Loading the courier’s runsheets…' : rows.length ? 'Optional: the runsheet the courier is out with.' : 'This courier has no runsheet out.';
  return <SelectField<StopValues> name="delivery_runsheet_id" label="Runsheet" placeholder="None" options={options} disabled={!driverId} hint={hint} />;
}

function StoppedAtField() {
  const { register } = useFormContext<StopValues>();
  const error = useFieldError<StopValues>('stopped_at');
  return (
    <FormField label="Stopped at" required error={error}>
      {(control) => <input {...control} {...register('stopped_at')} type="datetime-local" className={inputClass(Boolean(error), 'min-h-10')} />}
    </FormField>
  );
}

function LocationField() {
  const { control, setValue, setFocus, clearErrors } = useFormContext<StopValues>();
  const location = useWatch<StopValues, 'location'>({ control, name: 'location' });
  const error = useFieldError<StopValues>('location');
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    setProblem(null);
    if (!geo) {
      setProblem(locationProblem(null));
      setFocus('place');
      return;
    }
    setFinding(true);
    geo.getCurrentPosition(
      (position) => {
        setFinding(false);
        setValue('location', fromPosition(position.coords), { shouldDirty: true });
        clearErrors(['location', 'place']);
      },
      (refusal) => {
        setFinding(false);
        setProblem(locationProblem(refusal));
        setFocus('place');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  };

  return (
    <div data-testid="stop-location">
      <span className="block text-sm font-medium text-slate-700">Location</span>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Button onClick={locate} pending={finding} pendingLabel="Finding the location…" className="min-h-10" data-testid="stop-locate">
          {location ? 'Use my location again' : 'Use my location'}
        </Button>
        {location && (
          <>
            <span className="rounded-md bg-emerald-50 px-2 py-1 font-mono text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="stop-location-value">
              {locationText(location)}
            </span>
            <a href={mapHref(location.latitude, location.longitude)} target="_blank" rel="noreferrer" className="text-sm text-slate-600 underline underline-offset-2">
              Map
            </a>
            <Button size="sm" variant="ghost" onClick={() => setValue('location', null, { shouldDirty: true })} data-testid="stop-location-clear">
              Remove
            </Button>
          </>
        )}
      </div>
      {(error ?? problem) && (
        <p role={problem ? 'alert' : undefined} className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-amber-800'}`} data-testid="stop-location-problem" data-field-error={error ? '' : undefined}>
          {error ?? problem}
        </p>
      )}
      {!location && !error && !problem && <p className="mt-1 text-xs text-slate-500">The tablet’s position, when the browser is allowed to give it; else type the place below.</p>}
    </div>
  );
}

function AwbPicker() {
  const { control, getValues, setValue, clearErrors } = useFormContext<StopValues>();
  const awbs = useWatch<StopValues, 'awbs'>({ control, name: 'awbs' });
  const runsheetId = useWatch<StopValues, 'delivery_runsheet_id'>({ control, name: 'delivery_runsheet_id' });
  const error = useFieldError<StopValues>('awbs');
  const inputRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const runsheet = useDocumentOne(deliveryRunsheetDocument, runsheetId ? Number(runsheetId) : null);
  const lines: ResourceRecord[] = runsheetId ? (runsheet.data?.lines?.awbs ?? []) : [];
  const picks = lines.filter((l) => !awbs.includes(String(l.awb)));

  const add = (codes: readonly string[]) => {
    // the latest list: a scanner sends the next code before the screen has drawn the last one
    const current = getValues('awbs');
    const fresh = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter(Boolean))].filter((c) => !current.includes(c));
    if (!fresh.length) {
      setNote(codes.length === 1 ? `${codes[0].trim().toUpperCase()} is already in the list` : null);
      return;
    }
    const room = MAX_STOP_AWBS - current.length;
    if (room <= 0) {
      setNote(`At most ${MAX_STOP_AWBS} AWBs on one stop`);
      return;
    }
    setValue('awbs', [...current, ...fresh.slice(0, room)], { shouldDirty: true });
    clearErrors('awbs');
    setNote(fresh.length > room ? `At most ${MAX_STOP_AWBS} AWBs on one stop: ${fresh.length - room} left out` : null);
  };
  const remove = (awb: string) => {
    setValue(
      'awbs',
      getValues('awbs').filter((a) => a !== awb),
      { shouldDirty: true },
    );
    inputRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <h2 className="text-base font-semibold text-slate-800">AWBs concerned</h2>
      <ScanField label="Scan or type an AWB" onScan={(code) => add([code])} inputRef={inputRef} placeholder="AWB number, then Enter" testId="stop-awb-input" />
      {note && (
        <p className="-mt-2 text-xs text-amber-800" role="status" data-testid="stop-awb-note">
          {note}
        </p>
      )}
      {picks.length > 0 && (
        <div data-testid="stop-awb-picks">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-medium text-slate-600">On the runsheet {runsheet.data?.number}: tap to add</p>
            <Button size="sm" variant="ghost" onClick={() => add(picks.map((l) => String(l.awb)))} data-testid="stop-awb-add-all">
              Add all ({picks.length})
            </Button>
          </div>
          <ul className="mt-1 flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
            {picks.map((l) => (
              <li key={String(l.awb)}>
                <button
                  type="button"
                  onClick={() => add([String(l.awb)])}
                  title={typeof l.consignee_name === 'string' ? l.consignee_name : undefined}
                  className="min-h-9 rounded-full border border-dashed border-slate-400 px-3 py-1 font-mono text-xs text-slate-700 hover:border-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500"
                  data-testid="stop-awb-pick"
                  data-awb={String(l.awb)}
                >
                  + {String(l.awb)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <p className="text-xs font-medium text-slate-600" data-testid="stop-awb-count">
          {awbs.length ? `${counted(awbs.length, 'AWB')} on this stop` : 'No AWB yet (optional).'}
        </p>
        {awbs.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="AWBs on this stop" data-testid="stop-awb-chips">
            {awbs.map((awb) => (
              <li key={awb} className="inline-flex items-center gap-1 rounded-full bg-slate-800 py-1 pr-1 pl-3 font-mono text-xs text-white" data-testid="stop-awb-chip" data-awb={awb}>
                {awb}
                <button
                  type="button"
                  onClick={() => remove(awb)}
                  aria-label={`Remove ${awb}`}
                  className="flex h-7 w-7 items-center justify-center rounded-full text-slate-300 hover:bg-slate-600 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="mt-1 text-xs text-red-600" data-field-error data-testid="stop-awbs-error">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

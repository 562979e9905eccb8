import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { newRequestId } from '@/components/document/request-id';
import { LazyCameraScanner } from '@/components/scan/LazyCameraScanner';
import { ScanField } from '@/components/scan/ScanField';
import { useScanFocus } from '@/components/scan/use-scan-focus';
import type { DocumentRecord } from '@/services/documents/document-client';
import { emptyPodValues, podBody, rupiah, serverProblems, type AwbContext, type PodValues } from './pod-entry';
import { placeProblems, podResolver, useCreatePod } from './pod-form';
import { PodFields } from './PodFields';
import { ResultBadge } from './ResultBadge';
import { useAwbLookup } from './runsheet-data';

/*
 * By AWB: the AWB scanned (or typed) from the parcel or the courier's paper, then its result. Where the
 * AWB is on a runsheet out from this office, its consignee and COD show and fill the form; the runsheet
 * is not sent — the server finds it (an AWB handed to a vendor has none). Saved: said above, the form
 * empties and the scan box is ready for the next AWB.
 */

const scanned = (raw: string) => raw.trim().toUpperCase();

export interface AwbEntryProps {
  officeId: number | null;
  onSaved: (doc: DocumentRecord) => void;
}

export function AwbEntry({ officeId, onSaved }: AwbEntryProps) {
  const { inputRef, focus, focusAfterDialog } = useScanFocus();
  const [awb, setAwb] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const lookup = useAwbLookup(officeId, awb, true);
  const ready = awb !== null && !lookup.searching;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="pod-by-awb">
      <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <ScanField label="Scan or type the AWB" onScan={(code) => setAwb(scanned(code))} inputRef={inputRef} placeholder="AWB number, then Enter" testId="pod-awb-input">
          <Button onClick={() => setCameraOpen(true)} className="min-h-12" data-testid="pod-awb-camera">
            Camera
          </Button>
        </ScanField>
        {awb && <AwbCard awb={awb} context={lookup.context} searching={lookup.searching} failed={lookup.failed} />}
        {!awb && <p className="text-sm text-slate-500">The AWB's consignee and its COD show here once scanned, when it is on a runsheet out from this office.</p>}
      </div>
      <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        {ready ? (
          <PodEntryForm
            key={`${awb}:${lookup.context?.runsheet_id ?? 'none'}`}
            awb={awb}
            context={lookup.context}
            officeId={officeId}
            onSaved={(doc) => {
              onSaved(doc);
              setAwb(null);
              focus();
            }}
            onCancel={() => {
              setAwb(null);
              focus();
            }}
          />
        ) : (
          <p className="text-sm text-slate-500">{awb ? 'Looking for the AWB on the runsheets out…' : 'Scan an AWB to enter its result.'}</p>
        )}
      </div>
      <LazyCameraScanner
        open={cameraOpen}
        onClose={() => {
          setCameraOpen(false);
          focusAfterDialog();
        }}
        onCode={(code) => {
          setAwb(scanned(code));
          setCameraOpen(false);
        }}
        title="Scan the AWB"
      />
    </div>
  );
}

function AwbCard({ awb, context, searching, failed }: { awb: string; context: AwbContext | null; searching: boolean; failed: boolean }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200" data-testid="pod-awb-card" data-awb={awb}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xl font-bold break-all text-slate-900" data-testid="pod-awb">
          {awb}
        </span>
        {context?.result && <ResultBadge result={context.result} />}
      </p>
      {searching && <p className="text-sm text-slate-500">Looking for it on the runsheets out…</p>}
      {!searching && context && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid="pod-awb-context">
          <dt className="text-slate-500">Runsheet</dt>
          <dd className="text-slate-800">
            <span className="font-mono">{context.runsheet_number}</span>
            {context.courier ? ` · ${context.courier}` : ''}
          </dd>
          <dt className="text-slate-500">Consignee</dt>
          <dd className="text-slate-800">{context.consignee_name || '–'}</dd>
          {context.consignee_address && (
            <>
              <dt className="text-slate-500">Address</dt>
              <dd className="text-slate-700">{context.consignee_address}</dd>
            </>
          )}
          <dt className="text-slate-500">COD</dt>
          <dd className="font-semibold text-slate-900">{context.cod_amount ? rupiah(context.cod_amount) : 'None'}</dd>
        </dl>
      )}
      {!searching && context && context.result && context.result !== 'PENDING' && (
        <p className="mt-1 text-sm text-amber-800">It already has a result on {context.runsheet_number}: the server refuses another unless that one is cancelled.</p>
      )}
      {!searching && !context && (
        <p className="mt-1 text-sm text-slate-600" data-testid="pod-awb-unknown">
          Not on a runsheet out from this office{failed ? ' (some runsheets could not be read)' : ''}: the server finds where it is (a vendor hand-over works too).
        </p>
      )}
    </div>
  );
}

export interface PodEntryFormProps {
  awb: string;
  context: AwbContext | null;
  officeId: number | null;
  onSaved: (doc: DocumentRecord) => void;
  onCancel: () => void;
}

/** The result of one AWB; one request id per fill (sent again after a refusal, it is the same request). */
export function PodEntryForm({ awb, context, officeId, onSaved, onCancel }: PodEntryFormProps) {
  const resolver = useMemo(() => podResolver(() => context), [context]);
  const form = useForm<PodValues>({ resolver, defaultValues: emptyPodValues(context) });
  const [requestId, setRequestId] = useState(newRequestId);
  const [banner, setBanner] = useState<string | null>(null);
  const create = useCreatePod();

  const submit = form.handleSubmit((values) => {
    setBanner(null);
    if (officeId === null) {
      setBanner('Choose the office first');
      return;
    }
    // mutateAsync: the save is heard even when this form is gone by then — the refresh after it takes the
    // AWB's runsheet out of the ones "out" (its key changes), and mutate's own callbacks die with the form
    create.mutateAsync(podBody(values, { officeId, awb, requestId })).then(
      (doc) => {
        setRequestId(newRequestId());
        onSaved(doc);
      },
      (error: unknown) => {
        const problems = serverProblems(error);
        placeProblems(problems.fields, form.setError);
        setBanner(problems.message);
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={`Result of AWB ${awb}`} className="space-y-4" data-testid="pod-entry-form" data-awb={awb}>
        <h2 className="text-base font-semibold text-slate-800">
          Result of <span className="font-mono">{awb}</span>
        </h2>
        <FormErrorBanner error={banner ? { message: banner } : null} />
        <PodFields context={context} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Saving…" className="min-h-12 flex-1 sm:flex-none sm:px-8" data-testid="pod-save">
            Save the result
          </Button>
          <Button onClick={onCancel} className="min-h-12" disabled={create.isPending} data-testid="pod-cancel">
            Another AWB
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { newRequestId } from '@/components/document/request-id';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';
import {
  FAILURE_OPTIONS,
  NEXT_STEP_CHOICES,
  RELATION_LABELS,
  emptyPodValues,
  isFilled,
  lineContext,
  podBody,
  podProblems,
  podReadiness,
  problemsLine,
  rupiah,
  savedText,
  serverProblems,
  type AwbContext,
  type PodProblems,
  type PodReadiness,
  type PodResult,
  type PodValues,
} from './pod-entry';
import { createPod, useRefreshAfterPods } from './pod-form';
import { PodRowDrawer, type RowDrawerTarget } from './PodRowDrawer';
import { ResultBadge } from './ResultBadge';
import { runsheetCarrier, runsheetCod, runsheetProgress } from './runsheet-data';

/*
 * A whole runsheet at once, as the courier reports back: every AWB on it with its result so far; each
 * one still to enter is set Delivered or Failed on its row — a failure's reason and next step right
 * there, a delivery's receiver, signature and photo in the row's side panel — then "Save all" sends one
 * result per filled row, one after the other, each with its own request id (kept until it is saved, so
 * sending again after a failure never records it twice), and says on each row what became of it.
 */

const def = deliveryRunsheetDocument;

type RowState = 'editing' | 'saving' | 'saved' | 'refused' | 'incomplete';

export interface RowDraft {
  values: PodValues;
  requestId: string;
  state: RowState;
  problems: PodProblems;
  message: string | null;
  saved: DocumentRecord | null;
}

const newDraft = (context: AwbContext, result: PodResult): RowDraft => ({
  values: emptyPodValues(context, result),
  requestId: newRequestId(),
  state: 'editing',
  problems: {},
  message: null,
  saved: null,
});

const toSend = (d: RowDraft | undefined): d is RowDraft => Boolean(d && isFilled(d.values) && d.state !== 'saved' && d.state !== 'saving');

/** Where a runsheet's rows are kept while another runsheet is on screen (entries, signatures drawn). */
export type RowDraftStore = Map<number, Record<string, RowDraft>>;

export interface RunsheetResultsProps {
  runsheetId: number;
  /** Keeps the rows entered per runsheet: switching runsheets loses nothing. */
  store?: RowDraftStore;
  /** The runsheet as its card showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  officeId: number | null;
  onSaved: (doc: DocumentRecord) => void;
  onLeave: () => void;
}

export function RunsheetResults({ runsheetId, store, listed, officeId, onSaved, onLeave }: RunsheetResultsProps) {
  const detail = useDocumentOne(def, runsheetId);
  const runsheet = detail.data ?? listed;
  const lines: ResourceRecord[] = detail.data?.lines?.awbs ?? [];
  const refresh = useRefreshAfterPods();
  const [drafts, setDrafts] = useState<Record<string, RowDraft>>(() => store?.get(runsheetId) ?? {});
  // the rows as last set, for the save loop (which runs across renders)
  const latest = useRef(drafts);
  const [drawer, setDrawer] = useState<RowDrawerTarget | null>(null);
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);

  const commit = useCallback((change: (all: Record<string, RowDraft>) => Record<string, RowDraft>) => {
    latest.current = change(latest.current);
    store?.set(runsheetId, latest.current);
    setDrafts(latest.current);
  }, [store, runsheetId]);
  const patch = useCallback((awb: string, part: Partial<RowDraft>) => commit((all) => (all[awb] ? { ...all, [awb]: { ...all[awb], ...part } } : all)), [commit]);

  const contextOf = (line: ResourceRecord) => lineContext(line, runsheet);

  const openDrawer = (context: AwbContext, draft: RowDraft) => setDrawer({ key: `${context.awb}:${Date.now()}`, context, values: draft.values, problems: draft.problems });

  const choose = (line: ResourceRecord, result: PodResult) => {
    const context = contextOf(line);
    const current = latest.current[context.awb];
    const draft: RowDraft =
      current && current.state !== 'saved' ? { ...current, values: { ...current.values, result }, state: 'editing', problems: {}, message: null } : newDraft(context, result);
    commit((all) => ({ ...all, [context.awb]: draft }));
    setSummary(null);
    // a delivery needs the receiver and a signature or a photo: straight to the panel
    if (result === 'DELIVERED') openDrawer(context, draft);
  };

  const edit = (awb: string, values: Partial<PodValues>) => {
    const current = latest.current[awb];
    if (!current) return;
    const problems = Object.fromEntries(Object.entries(current.problems).filter(([key]) => !(key in values)));
    patch(awb, { values: { ...current.values, ...values }, problems, state: 'editing', message: null });
  };

  const clear = (awb: string) => commit(({ [awb]: _gone, ...rest }) => rest);

  const keep = (awb: string, values: PodValues, checked: boolean) => {
    const current = latest.current[awb];
    if (!current || current.state === 'saved') return;
    patch(awb, { values, state: 'editing', problems: checked ? {} : current.problems, message: null });
  };

  const pendingLines = lines.filter((l) => l.result === 'PENDING');
  const readinessOf = (line: ResourceRecord): PodReadiness => {
    const draft = drafts[String(line.awb)];
    return toSend(draft) ? podReadiness(draft.values, contextOf(line)) : null;
  };
  // a row with its result chosen but something missing is not ready: "Save all" holds it back and says what
  const filled = pendingLines.filter((l) => toSend(drafts[String(l.awb)])).length;
  const ready = pendingLines.filter((l) => readinessOf(l)?.ready).length;
  const toComplete = filled - ready;

  const saveAll = async () => {
    if (officeId === null) {
      setSummary({ text: 'Choose the office first', tone: 'warn' });
      return;
    }
    const queue = pendingLines.filter((l) => toSend(latest.current[String(l.awb)]));
    if (!queue.length) return;
    setSaving(true);
    setSummary(null);
    let saved = 0;
    let refused = 0;
    let incomplete = 0;
    for (const line of queue) {
      const context = contextOf(line);
      const draft = latest.current[context.awb];
      if (!toSend(draft)) continue;
      const problems = podProblems(draft.values, context);
      if (Object.keys(problems).length) {
        incomplete += 1;
        patch(context.awb, { state: 'incomplete', problems, message: problemsLine(problems) });
        continue;
      }
      patch(context.awb, { state: 'saving', problems: {}, message: null });
      try {
        const doc = await createPod(podBody(draft.values, { officeId, awb: context.awb, requestId: draft.requestId, runsheetId }));
        saved += 1;
        patch(context.awb, { state: 'saved', saved: doc, message: savedText(doc) });
        onSaved(doc);
      } catch (error) {
        refused += 1;
        const found = serverProblems(error);
        patch(context.awb, { state: 'refused', problems: found.fields, message: found.message ?? problemsLine(found.fields) });
      }
    }
    await refresh().catch(() => undefined);
    setSaving(false);
    const parts = [`${saved} saved`, refused ? `${refused} refused` : null, incomplete ? `${incomplete} incomplete` : null].filter(Boolean).join(' · ');
    setSummary({ text: refused || incomplete ? `${parts}: see the rows marked in red.` : `${parts}.`, tone: refused || incomplete ? 'warn' : 'ok' });
  };

  const number = runsheet?.number ?? `#${runsheetId}`;
  return (
    <section aria-label={`Runsheet ${number}`} className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="runsheet-results" data-document-id={runsheetId}>
      <div className="flex flex-col gap-2 border-b border-slate-200 px-4 py-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-2xl font-bold break-all text-slate-900" data-testid="runsheet-number">
            {number}
          </p>
          {runsheet && (
            <>
              <p className="text-sm text-slate-700">{runsheetCarrier(runsheet)}</p>
              <p className="text-sm text-slate-500" data-testid="runsheet-progress">
                {runsheetProgress(runsheet)} · {runsheetCod(runsheet)}
                {Number(runsheet.cod_collected ?? 0) ? ` · ${rupiah(Number(runsheet.cod_collected))} collected` : ''}
              </p>
            </>
          )}
        </div>
        <Button variant="ghost" onClick={onLeave} disabled={saving} className="min-h-10 self-start md:self-auto" data-testid="runsheet-leave">
          Change runsheet
        </Button>
      </div>
      {detail.isError && (
        <p role="alert" className="mx-4 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This runsheet could not be loaded: {apiErrorMessage(detail.error)}
        </p>
      )}
      {detail.isPending && <p className="px-4 py-3 text-sm text-slate-500">Loading its AWBs…</p>}
      {lines.length > 0 && (
        <table className="block w-full text-sm lg:table" aria-label={`AWBs of ${number}`}>
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase lg:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-2">AWB / consignee</th>
              <th scope="col" className="px-3 py-2 text-right">COD</th>
              <th scope="col" className="px-3 py-2">Result</th>
              <th scope="col" className="px-3 py-2">Details</th>
              <th scope="col" className="px-4 py-2">Saved</th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 lg:table-row-group">
            {lines.map((line) => {
              const awb = String(line.awb);
              return (
                <RunsheetRow
                  key={awb}
                  line={line}
                  draft={drafts[awb]}
                  readiness={readinessOf(line)}
                  busy={saving}
                  onChoose={(result) => choose(line, result)}
                  onEdit={(values) => edit(awb, values)}
                  onOpen={() => drafts[awb] && openDrawer(contextOf(line), drafts[awb])}
                  onClear={() => clear(awb)}
                />
              );
            })}
          </tbody>
        </table>
      )}
      {detail.isSuccess && lines.length === 0 && <p className="px-4 py-3 text-sm text-slate-500">No AWB on this runsheet.</p>}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <p className="text-sm text-slate-600" data-testid="runsheet-ready">
          {filled
            ? [`${ready} of ${pendingLines.length} to enter ready to save`, toComplete ? `${toComplete} to complete` : null].filter(Boolean).join(' · ')
            : pendingLines.length
              ? `${pendingLines.length} still to enter: set each Delivered or Failed`
              : 'Every AWB has its result.'}
        </p>
        <Button variant="primary" onClick={() => void saveAll()} pending={saving} pendingLabel="Saving…" disabledReason={filled || saving ? null : 'Set a result on a row first'} className="min-h-12 px-6" data-testid="pod-save-all">
          Save all{ready ? ` (${ready})` : ''}
        </Button>
        {summary && (
          <p role="status" className={`w-full text-sm font-medium ${summary.tone === 'ok' ? 'text-emerald-800' : 'text-amber-800'}`} data-testid="pod-save-all-summary">
            {summary.text}
          </p>
        )}
      </div>
      <PodRowDrawer target={drawer} onClose={() => setDrawer(null)} onKeep={keep} onClear={clear} />
    </section>
  );
}

interface RunsheetRowProps {
  line: ResourceRecord;
  draft: RowDraft | undefined;
  /** Whether its entry may be saved as it is (pod-entry's podReadiness). */
  readiness: PodReadiness;
  busy: boolean;
  onChoose: (result: PodResult) => void;
  onEdit: (values: Partial<PodValues>) => void;
  onOpen: () => void;
  onClear: () => void;
}

const cell = 'block px-4 py-1 align-top lg:table-cell lg:px-3 lg:py-2';

function RunsheetRow({ line, draft, readiness, busy, onChoose, onEdit, onOpen, onClear }: RunsheetRowProps) {
  const awb = String(line.awb);
  const result = String(line.result ?? 'PENDING');
  const pending = result === 'PENDING' && draft?.state !== 'saved';
  const cod = Number(line.cod_amount ?? 0);
  const state = draft?.state;
  const chosen = draft?.values.result ?? '';
  const locked = busy || state === 'saving';
  return (
    <tr className={`block py-2 lg:table-row lg:py-0 ${state === 'refused' || state === 'incomplete' ? 'bg-red-50/60' : state === 'saved' ? 'bg-emerald-50/50' : ''}`} data-testid="runsheet-awb" data-awb={awb} data-state={state ?? (pending ? 'pending' : 'done')}>
      <td className={`${cell} lg:pl-4`}>
        <span className="font-mono text-base font-semibold text-slate-900">{awb}</span>
        <span className="block text-slate-800">{String(line.consignee_name ?? '')}</span>
        {line.consignee_address ? <span className="line-clamp-2 block text-xs text-slate-500">{String(line.consignee_address)}</span> : null}
      </td>
      <td className={`${cell} lg:text-right`}>
        <span className="text-xs text-slate-500 lg:hidden">COD </span>
        <span className={cod ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-400'} data-testid="runsheet-awb-cod">
          {cod ? rupiah(cod) : '–'}
        </span>
      </td>
      <td className={cell}>
        {pending ? (
          <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label={`Result of ${awb}`}>
            <ResultToggle label="Delivered" on={chosen === 'DELIVERED'} tone="bg-emerald-700 text-white border-emerald-700" disabled={locked} onClick={() => onChoose('DELIVERED')} testId="row-delivered" />
            <ResultToggle label="Failed" on={chosen === 'FAILED'} tone="bg-red-700 text-white border-red-700" disabled={locked} onClick={() => onChoose('FAILED')} testId="row-failed" />
            {chosen && (
              <Button size="md" variant="ghost" disabled={locked} onClick={onClear} aria-label={`Clear the result of ${awb}`} className="min-h-10" data-testid="row-clear">
                ✕
              </Button>
            )}
          </div>
        ) : (
          <ResultBadge result={draft?.saved ? String(draft.saved.result) : result} />
        )}
      </td>
      <td className={cell}>{pending && draft ? <RowDetails awb={awb} draft={draft} locked={locked} onEdit={onEdit} onOpen={onOpen} /> : null}</td>
      <td className={`${cell} lg:pr-4`} aria-live="polite">
        <RowStatus draft={draft} readiness={readiness} />
      </td>
    </tr>
  );
}

function ResultToggle({ label, on, tone, disabled, onClick, testId }: { label: string; on: boolean; tone: string; disabled: boolean; onClick: () => void; testId: string }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-10 items-center rounded-md border px-3.5 py-2 text-sm font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 disabled:cursor-not-allowed disabled:opacity-50 ${
        on ? tone : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
      data-testid={testId}
    >
      {label}
    </button>
  );
}

function RowDetails({ awb, draft, locked, onEdit, onOpen }: { awb: string; draft: RowDraft; locked: boolean; onEdit: (values: Partial<PodValues>) => void; onOpen: () => void }) {
  const v = draft.values;
  const wrong = (key: keyof PodValues) => Boolean(draft.problems[key]);
  if (v.result === 'FAILED') {
    return (
      <div className="grid gap-1.5 sm:grid-cols-2 lg:min-w-96">
        <select
          value={v.failure_reason}
          onChange={(e) => onEdit({ failure_reason: e.target.value })}
          disabled={locked}
          aria-label={`Why ${awb} failed`}
          aria-invalid={wrong('failure_reason')}
          className={inputClass(wrong('failure_reason'), 'min-h-10')}
          data-testid="row-failure-reason"
        >
          <option value="">Why it failed…</option>
          {FAILURE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <select
          value={v.next_step}
          onChange={(e) => onEdit({ next_step: e.target.value as PodValues['next_step'] })}
          disabled={locked}
          aria-label={`Next step for ${awb}`}
          aria-invalid={wrong('next_step')}
          className={inputClass(wrong('next_step'), 'min-h-10')}
          data-testid="row-next-step"
        >
          <option value="">Next step…</option>
          {NEXT_STEP_CHOICES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.value === 'RETURN' ? `${o.label} (books a return AWB)` : o.label}
            </option>
          ))}
        </select>
        <Button size="sm" variant="ghost" disabled={locked} onClick={onOpen} className="justify-start sm:col-span-2" data-testid="row-open">
          {v.note ? 'Note, time…' : 'Add a note, change the time…'}
        </Button>
      </div>
    );
  }
  const relation = v.receiver_relation ? RELATION_LABELS[v.receiver_relation] : null;
  const proof = [v.signature ? 'signed' : null, v.photo ? 'photo' : null].filter(Boolean).join(' + ');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-slate-700" data-testid="row-delivered-summary">
        {v.receiver_name ? `${v.receiver_name}${relation ? ` (${relation})` : ''}` : <span className="text-slate-400">Receiver not entered</span>}
        {' · '}
        {proof || <span className="text-slate-400">no signature or photo</span>}
      </span>
      <Button size="sm" disabled={locked} onClick={onOpen} className="min-h-9" data-testid="row-open">
        {v.receiver_name && proof ? 'Edit' : 'Receiver & signature…'}
      </Button>
    </div>
  );
}

function RowStatus({ draft, readiness }: { draft: RowDraft | undefined; readiness: PodReadiness }) {
  if (!draft) return null;
  switch (draft.state) {
    case 'saving':
      return <span className="text-slate-500">Saving…</span>;
    case 'saved':
      return (
        <span className="font-medium text-emerald-800" data-testid="row-saved">
          ✓ {draft.message}
        </span>
      );
    case 'refused':
    case 'incomplete':
      return (
        <span className="text-red-700" role="alert" data-testid="row-problem">
          {draft.state === 'incomplete' ? 'Incomplete: ' : 'Not saved: '}
          {draft.message}
        </span>
      );
    default:
      if (!readiness) return null;
      return readiness.ready ? (
        <span className="text-slate-500" data-testid="row-ready">
          Ready to save
        </span>
      ) : (
        <span className="text-amber-800" data-testid="row-missing">
          To complete: {readiness.missing}
        </span>
      );
  }
}


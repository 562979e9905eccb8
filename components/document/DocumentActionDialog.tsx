import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { Modal } from '@/components/data/Modal';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { lowerNoun } from '@/components/resource/format';
import { useBulkDocumentAction, useDocumentAction, type AnyDocument } from '@/hooks/documents/use-document';
import { useRetained } from '@/hooks/use-retained';
import type { BulkResult, DocumentRecord } from '@/services/documents/document-client';
import type { ActionUi, ActionUis } from './action-ui';
import { DocumentFieldInput } from './DocumentFieldInput';
import { ReasonInputs } from './ReasonInputs';
import { editableFields, fieldsResolver, formValues, type FormBody, type FormValues } from './document-form-values';

/** What the dialog acts on: one document, or the selected ones at once (`bulk`). */
export interface ActionSubject {
  key: string;
  rows: DocumentRecord[];
  bulk: boolean;
  /** Selected documents the server already refuses this action for: not sent, listed with their reason. */
  skipped?: { row: DocumentRecord; reason: string }[];
}

export interface DocumentActionDialogProps {
  def: AnyDocument;
  /** null: closed. */
  subject: ActionSubject | null;
  /** The actions' own inputs, by action (the declaration does not carry them). */
  actionUi?: ActionUis;
  onClose: () => void;
  /** A bulk action answered: its result per document. */
  onBulkDone?: (results: BulkResult[]) => void;
}

/**
 * An action on one document (its inputs, a reason when the action asks for one; `version` sent) or on
 * several at once (`{ items: [{ id, version }], …inputs }`, then each document's outcome).
 */
export function DocumentActionDialog({ def, subject: open, actionUi, onClose, onBulkDone }: DocumentActionDialogProps) {
  const subject = useRetained(open);
  if (!subject || !def.actions[subject.key]) return null;
  const identity = `${subject.key}:${subject.bulk ? 'bulk' : 'one'}:${subject.rows.map((r) => `${r.id}@${r.version}`).join(',')}`;
  return <ActionDialog key={identity} def={def} subject={subject} open={open !== null} ui={actionUi?.[subject.key]} onClose={onClose} onBulkDone={onBulkDone} />;
}

const NUMBERS_SHOWN = 12;

interface ActionDialogProps extends Omit<DocumentActionDialogProps, 'subject' | 'actionUi'> {
  subject: ActionSubject;
  open: boolean;
  ui?: ActionUi;
}

function ActionDialog({ def, subject, open, ui, onClose, onBulkDone }: ActionDialogProps) {
  const formId = useId();
  const action = def.actions[subject.key];
  const rows = subject.rows;
  const one = subject.bulk ? null : rows[0];
  const fields = useMemo(() => editableFields(ui?.fields ?? {}), [ui]);
  const resolver = useMemo(
    () => fieldsResolver({ fields, reason: action.reason, refine: ui?.refine ? (v, ctx) => ui.refine!(v, ctx, rows) : undefined }),
    [fields, action.reason, ui, rows],
  );
  const form = useForm<FormValues, unknown, FormBody>({
    resolver,
    defaultValues: { ...formValues(fields, ui?.defaults?.(rows) ?? {}), ...(action.reason ? { reason: '', note: '' } : {}) },
  });
  const names = useMemo(() => [...fields.map(([k]) => k), ...(action.reason ? ['reason', 'note'] : [])], [fields, action.reason]);
  const errors = useServerFormErrors(form.setError, names);
  const single = useDocumentAction(def, subject.key);
  const bulk = useBulkDocumentAction(def, subject.key);
  const [results, setResults] = useState<{ results: BulkResult[]; message: string } | null>(null);

  const submit = form.handleSubmit((values) => {
    errors.clear();
    // an input left empty is not given (the action's body reads it as absent, e.g. "picked up now")
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
    if (one) {
      single.mutate({ id: one.id, body: { ...body, version: one.version } }, { onSuccess: onClose, onError: errors.onError });
    } else {
      const items = rows.map((r) => ({ id: r.id, version: r.version }));
      bulk.mutate(
        { items, body },
        {
          onSuccess: (answer) => {
            setResults(answer);
            onBulkDone?.(answer.results);
          },
          onError: errors.onError,
        },
      );
    }
  });

  const noun = lowerNoun(rows.length === 1 ? def.label : def.plural);
  // "Void AWB 100000000263" where the label names what it acts on, else "Post: CDR CDR-…"
  const named = /\s/.test(action.label.trim());
  const title = one ? (named ? `${action.label} ${one.number}` : `${action.label}: ${def.label.toLowerCase()} ${one.number}`) : `${action.label}: ${rows.length} ${noun}`;
  const pending = single.isPending || bulk.isPending;
  const Body = ui?.Body;

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={title}
      description={results ? undefined : ui?.description}
      size="md"
      testId="document-action-dialog"
      footer={
        results ? (
          <Button variant="primary" onClick={onClose} data-autofocus data-testid="document-action-close">
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              Back
            </Button>
            <Button
              variant={action.danger ? 'danger' : 'primary'}
              type="submit"
              form={formId}
              pending={pending}
              pendingLabel="Working…"
              disabledReason={rows.length ? null : 'Nothing to send'}
              data-testid="document-action-confirm"
            >
              {subject.bulk ? `${action.label} (${rows.length})` : action.label}
            </Button>
          </>
        )
      }
    >
      {results ? (
        <BulkResults def={def} rows={rows} answer={results} skipped={subject.skipped ?? []} />
      ) : (
        <FormProvider {...form}>
          <form id={formId} onSubmit={submit} noValidate className="space-y-4" data-action={subject.key}>
            {subject.bulk && <Numbers rows={rows} />}
            {subject.bulk && (subject.skipped?.length ?? 0) > 0 && <Skipped skipped={subject.skipped!} />}
            <FormErrorBanner error={errors.banner} />
            {Body ? <Body rows={rows} fields={ui?.fields ?? {}} /> : fields.map(([name, field]) => <DocumentFieldInput key={name} name={name} field={field} />)}
            {action.reason && <ReasonInputs list={action.reason} />}
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}

function Numbers({ rows }: { rows: DocumentRecord[] }) {
  const shown = rows.slice(0, NUMBERS_SHOWN);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Selected" data-testid="action-numbers">
      {shown.map((r) => (
        <li key={r.id} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {r.number}
        </li>
      ))}
      {rows.length > shown.length && <li className="text-xs text-slate-500">and {rows.length - shown.length} more</li>}
    </ul>
  );
}

function Skipped({ skipped }: { skipped: { row: DocumentRecord; reason: string }[] }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="action-skipped">
      <p className="font-medium">Left out ({skipped.length}):</p>
      <ul className="mt-1 space-y-0.5">
        {skipped.map(({ row, reason }) => (
          <li key={row.id}>
            <span className="font-mono text-xs">{row.number}</span> — {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each selected document's outcome: done, or refused with the server's message. */
function BulkResults({ def, rows, answer, skipped }: { def: AnyDocument; rows: DocumentRecord[]; answer: { results: BulkResult[]; message: string }; skipped: { row: DocumentRecord; reason: string }[] }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const numberOf = (r: BulkResult) => r.number ?? rows.find((x) => x.id === r.id)?.number ?? `#${r.id}`;
  const refused = answer.results.filter((r) => !r.ok).length;
  return (
    <div className="space-y-3">
      <p ref={heading} tabIndex={-1} role="status" className={`text-sm font-medium focus:outline-none ${refused ? 'text-amber-800' : 'text-emerald-800'}`} data-testid="bulk-summary">
        {answer.message}
      </p>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" data-testid="bulk-results" aria-label={`${def.label} results`}>
        {answer.results.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2" data-testid="bulk-result" data-ok={r.ok} data-id={r.id}>
            <span className="font-mono text-xs text-slate-800">{numberOf(r)}</span>
            <span className={`text-xs font-semibold ${r.ok ? 'text-emerald-700' : 'text-red-700'}`}>{r.ok ? 'Done' : 'Refused'}</span>
            <span className={r.ok ? 'text-slate-600' : 'text-red-700'}>{r.message}</span>
          </li>
        ))}
        {skipped.map(({ row, reason }) => (
          <li key={`skipped-${row.id}`} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2" data-testid="bulk-result" data-ok="false" data-id={row.id}>
            <span className="font-mono text-xs text-slate-800">{row.number}</span>
            <span className="text-xs font-semibold text-slate-500">Not sent</span>
            <span className="text-slate-600">{reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

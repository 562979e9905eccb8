import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { PageHeader } from '@/components/data/PageHeader';
import { EMPTY, formatField, lowerNoun } from '@/components/resource/format';
import { useCreateDocument, type AnyDocument } from '@/hooks/documents/use-document';
import { useUserOfficeId } from '@/hooks/documents/use-user-office';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { DocumentRecord } from '@/services/documents/document-client';
import { StageBadge, StatusBadge } from './DocumentBadges';
import { DocumentForm } from './DocumentForm';
import { dateToLocal, newRequestId, todayLocal, type FormBody, type FormValues } from './document-form-values';
import { DocumentLinesTable } from './DocumentLinesTable';
import { PrintButtons } from './PrintButtons';

export interface DocumentCreateOptions {
  /** Page title (default "Add pickup"). */
  title?: string;
  description?: string;
  /** The save button (default "Add pickup"): "Generate". */
  submitLabel?: string;
  /** The button that starts a new one after saving (default "Add another"). */
  againLabel?: string;
  /** The list screen linked after saving (default: the first read screen the user may open). */
  listHref?: string;
  /** First values: the office on the user's record, today's date, now. */
  prefill?: { userOffice?: string; today?: readonly string[]; now?: readonly string[] };
  /** Fields shown in the summary after saving (default: the list fields). */
  summaryFields?: readonly string[];
}

/**
 * The add screen of a document: the form of its fields on the page, saved as a draft with one
 * `request_id` per fill (a double click, a retry after a timeout make one document), then the number,
 * the summary (and lines) of what was saved, its prints and "Add another".
 */
export function DocumentCreateScreen({ def, options = {} }: { def: AnyDocument; options?: DocumentCreateOptions }) {
  const formId = useId();
  const noun = lowerNoun(def.label);
  const listHref = options.listHref ?? def.screens.read[0];
  const canList = useHasAnyPermission([listHref], 'read');
  const [created, setCreated] = useState<DocumentRecord | null>(null);
  // One round, one fill, one request id; "Add another" starts a fresh round.
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const create = useCreateDocument(def);
  const officeId = useUserOfficeId();
  const { prefill } = options;
  const initial = useMemo<FormValues>(() => {
    const values: FormValues = {};
    if (prefill?.userOffice && officeId) values[prefill.userOffice] = String(officeId);
    for (const key of prefill?.today ?? []) values[key] = todayLocal();
    // the next whole minute: a datetime input has no seconds, and "now" rounded down would leave out what was booked this minute
    for (const key of prefill?.now ?? []) values[key] = dateToLocal(new Date(Math.ceil(Date.now() / 60_000) * 60_000));
    return values;
    // round: "now" is taken again for a new fill
  }, [prefill, officeId, round]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = (body: FormBody, onError: (error: unknown) => void) =>
    create.mutate({ ...body, request_id: round.requestId }, { onSuccess: setCreated, onError });
  const again = () => {
    create.reset();
    setCreated(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
  };

  return (
    <section data-testid="document-create" data-document={def.name}>
      <PageHeader title={options.title ?? `Add ${noun}`} description={created ? undefined : (options.description ?? 'Fields marked * are required.')} />
      {created ? (
        <CreatedPanel def={def} row={created} options={options} onAgain={again} listHref={canList ? listHref : null} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <div className="px-5 py-5">
            <DocumentForm key={round.n} def={def} formId={formId} initial={initial} save={save} />
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
            <Button variant="primary" type="submit" form={formId} pending={create.isPending} pendingLabel="Saving…" data-testid="document-create-save">
              {options.submitLabel ?? `Add ${noun}`}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function CreatedPanel({
  def,
  row,
  options,
  onAgain,
  listHref,
}: {
  def: AnyDocument;
  row: DocumentRecord;
  options: DocumentCreateOptions;
  onAgain: () => void;
  listHref: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const keys = options.summaryFields ?? [def.dateField, ...(def.listFields ?? []).filter((k) => k !== def.dateField)];
  const details = keys
    .filter((k) => def.fields[k])
    .map((k) => ({ key: k, label: def.fields[k].label, value: formatField(def.fields[k], k, row) }))
    .filter((d) => d.value !== EMPTY);
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="create-success">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          {def.label} saved
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <span className="font-mono text-lg font-semibold text-slate-900" data-testid="create-number">
            {row.number}
          </span>
          <StageBadge def={def} stage={row.stage} />
          <StatusBadge status={row.status} />
        </p>
        {details.length > 0 && (
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {details.map((d) => (
              <div key={d.key} data-field={d.key}>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{d.label}</dt>
                <dd className="text-slate-800">{d.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          <PrintButtons def={def} ids={[row.id]} number={row.number} />
          <Button variant="primary" onClick={onAgain} data-testid="create-another">
            {options.againLabel ?? 'Add another'}
          </Button>
          {listHref && (
            <Link href={listHref} className={buttonClass('secondary')} data-testid="create-list-link">
              Go to the list
            </Link>
          )}
        </div>
      </div>
      {Object.entries(def.lines ?? {}).map(([name, kind]) => (
        <div key={name} className="rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <DocumentLinesTable name={name} kind={kind} rows={row.lines?.[name] ?? []} />
        </div>
      ))}
    </div>
  );
}

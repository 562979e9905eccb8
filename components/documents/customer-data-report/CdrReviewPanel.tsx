import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { actionRefusal, actionState } from '@/components/document/DocumentActionButton';
import { StageBadge, StatusBadge } from '@/components/document/DocumentBadges';
import { counted } from '@/components/document/document-format';
import { PrintButtons } from '@/components/document/PrintButtons';
import { formatValue } from '@/components/resource/format';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { useCdrAction } from '@/hooks/finance/use-cdr-posting';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { toast } from '@/services/toast';
import { CdrLinesTable } from './CdrLinesTable';
import { CdrTotalsTable } from './CdrTotalsTable';
import { ExcludeDialog } from './ExcludeDialog';
import { cardClass, periodText } from './GenerateParts';
import { toCdrLine } from './cdr-lines';

/*
 * One CDR under review: its figures, the totals per service and destination of what is kept, its AWB
 * lines to tick, leave out (with a reason) or include again, then Post and its sheet. Every button
 * follows what the server says this CDR allows (`actions`), its reason as the tooltip.
 */

const def = customerDataReportDocument;
const f = def.fields;

export interface CdrReviewPanelProps {
  id: number;
  /** The CDR as the drafts list (or the create) showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  onClose: () => void;
}

const money = (v: unknown) => formatRupiah(Number(v ?? 0));

export function CdrReviewPanel({ id, listed, onClose }: CdrReviewPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useDocumentOne(def, id);
  const doc = detail.data ?? listed;
  const lines = useMemo(() => (detail.data?.lines?.awbs ?? []).map(toCdrLine), [detail.data]);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [excluding, setExcluding] = useState(false);
  const [posting, setPosting] = useState(false);
  const [postedNow, setPostedNow] = useState<DocumentRecord | null>(null);
  const include = useCdrAction('include');
  const book = useCdrAction('book');

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [id]);

  // ticks of lines no longer on it go
  const chosen = lines.filter((l) => selected.has(l.id));
  const toLeaveOut = chosen.filter((l) => l.included);
  const toInclude = chosen.filter((l) => !l.included);

  const loaded = Boolean(detail.data);
  const waiting = !doc ? 'Loading the CDR…' : !loaded ? 'Loading its AWBs…' : null;
  const selectable = loaded && doc !== undefined && (actionState(doc, 'exclude').can || actionState(doc, 'include').can);
  const excludeBlocked = waiting ?? actionRefusal(doc, 'exclude') ?? (toLeaveOut.length ? null : 'Tick AWBs that are kept first');
  const includeBlocked = waiting ?? actionRefusal(doc, 'include') ?? (toInclude.length ? null : 'Tick AWBs that are left out first');
  const bookBlocked = waiting ?? actionRefusal(doc, 'book');

  const unselect = (ids: readonly number[]) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const lineId of ids) next.delete(lineId);
      return next;
    });

  const includeAgain = () => {
    if (!doc) return;
    const ids = toInclude.map((l) => l.id);
    include.mutate(
      { id, body: { version: doc.version, line_ids: ids } },
      {
        onSuccess: () => unselect(ids),
        onError: (error) => {
          // a conflict is toasted by the hook; a refusal of these lines is said here
          if (!isConflict(error) && Object.keys(apiFieldErrors(error)).length) toast.error(apiErrorMessage(error));
        },
      },
    );
  };

  const post = () => {
    if (!doc) return;
    book.mutate(
      { id, body: { version: doc.version } },
      {
        onSuccess: (answer) => {
          setPosting(false);
          setSelected(new Set());
          setPostedNow(answer);
        },
        onError: (error) => {
          if (isConflict(error)) setPosting(false);
        },
      },
    );
  };
  const postFailure = book.error && !isConflict(book.error) && Object.keys(apiFieldErrors(book.error)).length ? apiErrorMessage(book.error) : null;

  const number = doc?.number ?? `#${id}`;
  const figures: { key: string; label: string; value: string }[] = doc
    ? [
        { key: 'awb_count', label: f.awb_count.label, value: formatValue(f.awb_count, doc.awb_count ?? 0) },
        { key: 'excluded_count', label: f.excluded_count.label, value: formatValue(f.excluded_count, doc.excluded_count ?? 0) },
        { key: 'koli_count', label: f.koli_count.label, value: formatValue(f.koli_count, doc.koli_count ?? 0) },
        { key: 'chargeable_kg', label: f.chargeable_kg.label, value: formatValue(f.chargeable_kg, doc.chargeable_kg ?? 0) },
        { key: 'amount', label: `${f.amount.label} (before PPN)`, value: money(doc.amount) },
        { key: 'taxable_amount', label: f.taxable_amount.label, value: money(doc.taxable_amount) },
      ]
    : [];

  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid="cdr-review" data-document-id={id}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2 focus:outline-none">
            <span className="sr-only">Review </span>
            <span className="font-mono text-xl font-bold break-all text-slate-900" data-testid="cdr-number">
              {number}
            </span>
            {doc && <StageBadge def={def} stage={doc.stage} />}
            {doc && <StatusBadge status={doc.status} />}
          </h2>
          <p className="mt-0.5 text-base text-slate-700" data-testid="cdr-customer">
            {doc ? String(doc.customer_id_label ?? `Customer #${String(doc.customer_id)}`) : '…'}
          </p>
          {doc && (
            <p className="text-sm text-slate-500" data-testid="cdr-period">
              Shipped {periodText(doc)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setPosting(true)} disabledReason={bookBlocked} data-testid="cdr-post">
            {def.actions.book.label}
          </Button>
          <PrintButtons def={def} ids={[id]} prints={['sheet']} number={doc?.number} />
          <Button variant="ghost" onClick={onClose} data-testid="cdr-review-close">
            Close
          </Button>
        </div>
      </div>

      {postedNow && (
        <p role="status" className="mx-4 mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800" data-testid="cdr-posted">
          {postedNow.number} posted: {counted(postedNow.awb_count, 'AWB')} for {money(postedNow.amount)} wait for the invoice. Print its sheet for the file.
        </p>
      )}

      <dl className="grid grid-cols-2 gap-2 px-4 py-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="CDR figures" data-testid="cdr-figures">
        {figures.map((x) => (
          <div key={x.key} className={`rounded-md px-3 py-2 ring-1 ${x.key === 'amount' ? 'bg-sky-50 ring-sky-200' : 'bg-slate-50 ring-slate-200'}`} data-figure={x.key}>
            <dt className="text-xs font-medium text-slate-600">{x.label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{x.value}</dd>
          </div>
        ))}
      </dl>

      {detail.isError && (
        <div role="alert" className="mx-4 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This CDR could not be loaded: {apiErrorMessage(detail.error)}
          <Button size="sm" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {!loaded && !detail.isError ? (
        <p className="px-4 pb-4 text-sm text-slate-500" role="status">
          Loading its AWBs…
        </p>
      ) : loaded ? (
        <div className="space-y-5 px-4 pb-4">
          <CdrTotalsTable lines={lines} />
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2" data-testid="cdr-line-actions">
              <span className="mr-auto text-sm text-slate-600" data-testid="cdr-selected-count">
                {chosen.length ? `${counted(chosen.length, 'AWB')} ticked` : selectable ? 'Tick AWBs to leave them out or include them again' : 'Nothing can be changed on this CDR now'}
              </span>
              <Button size="sm" onClick={() => setExcluding(true)} disabledReason={excludeBlocked} data-testid="cdr-exclude">
                Leave out selected{toLeaveOut.length ? ` (${toLeaveOut.length})` : ''}
              </Button>
              <Button size="sm" onClick={includeAgain} disabledReason={includeBlocked} pending={include.isPending} pendingLabel="Including…" data-testid="cdr-include">
                {def.actions.include.label}
                {toInclude.length ? ` (${toInclude.length})` : ''}
              </Button>
              {chosen.length > 0 && (
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} data-testid="cdr-clear-selection">
                  Clear ticks
                </Button>
              )}
            </div>
            <CdrLinesTable lines={lines} selected={selected} onSelect={setSelected} selectable={selectable} />
          </div>
        </div>
      ) : null}

      <ExcludeDialog
        cdr={excluding && doc ? doc : null}
        lines={toLeaveOut}
        onClose={() => setExcluding(false)}
        onDone={() => {
          unselect(toLeaveOut.map((l) => l.id));
          setExcluding(false);
        }}
      />
      <ConfirmDialog
        open={posting && doc !== undefined}
        title={`Post ${number}?`}
        confirmLabel={def.actions.book.label}
        pending={book.isPending}
        onConfirm={post}
        onClose={() => {
          book.reset();
          setPosting(false);
        }}
      >
        {doc && (
          <div className="space-y-2" data-testid="cdr-post-summary">
            <p>
              {counted(doc.awb_count, 'AWB')} of {String(doc.customer_id_label ?? 'the customer')} for {money(doc.amount)} before PPN ({money(doc.taxable_amount)} subject to PPN), {periodText(doc)}.
            </p>
            {Number(doc.excluded_count ?? 0) > 0 && <p className="text-amber-800">{counted(doc.excluded_count, 'AWB')} left out are released for a later CDR.</p>}
            <p>Once posted, the charges of its AWBs no longer change: they wait for the invoice.</p>
          </div>
        )}
        {postFailure && (
          <div className="mt-3">
            <FormErrorBanner error={{ message: postFailure }} />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { StageBadge, StatusBadge } from '@/components/document/DocumentBadges';
import { counted } from '@/components/document/document-format';
import { todayLocal } from '@/components/document/local-datetime';
import { PrintButtons } from '@/components/document/PrintButtons';
import { firstErrors } from '@/components/documents/customer-data-report/generate-helpers';
import { cardClass, collectorOf, Figures, money } from '@/components/documents/delivery-sheet-invoice/CollectorParts';
import { formatDate } from '@/components/resource/format';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { useLineAction } from '@/hooks/finance/use-collector-management';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { collectionTotals, inputsOf, isChanged, toCollectionLine, type CollectionBody, type CollectionInputs, type CollectionLine } from './collection-lines';
import { CollectionLineRow, type CollectionHandlers } from './CollectionLineRow';

/*
 * One collection back from the collector: per invoice what was collected, how, PPh 23 withheld and a
 * note, each saved on its own (`record`); the totals; then "Post collection" — each invoice with
 * something collected becomes a customer payment, the others are released — after which every line
 * shows its payment number. Buttons follow what the server says the collection allows (`actions`).
 */

const def = collectorInvoiceDocument;

export interface CollectionPanelProps {
  id: number;
  /** The collection as the list showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  onClose: () => void;
}

export function CollectionPanel({ id, listed, onClose }: CollectionPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [today] = useState(todayLocal);
  const detail = useDocumentOne(def, id);
  const doc = detail.data ?? listed;
  const lines = useMemo(() => (detail.data?.lines?.invoices ?? []).map(toCollectionLine), [detail.data]);
  const record = useLineAction(def, 'record');
  const book = useLineAction(def, 'book');
  /** The lines' inputs being edited (a line not here shows what is stored). */
  const [drafts, setDrafts] = useState<Record<number, CollectionInputs>>({});
  const [posting, setPosting] = useState(false);
  const [postedNow, setPostedNow] = useState<DocumentRecord | null>(null);

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [id]);

  const loaded = Boolean(detail.data);
  const waiting = !doc ? 'Loading the collection…' : !loaded ? 'Loading its invoices…' : null;
  const inputsFor = (line: CollectionLine) => drafts[line.id] ?? inputsOf(line);
  const changed = lines.filter((l) => drafts[l.id] !== undefined && isChanged(drafts[l.id], l));
  const totals = collectionTotals(lines);
  const recordBlocked = waiting ?? actionRefusal(doc, 'record');
  const postBlocked =
    waiting ??
    actionRefusal(doc, 'book') ??
    (record.isPending ? 'A line is being saved' : changed.length ? `Save or undo the changes of ${counted(changed.length, 'invoice')} first` : null);
  const savingLine = record.isPending ? record.variables?.body.line_id : undefined;
  const payments = lines.filter((l) => l.payment_number);

  const forget = (lineId: number) =>
    setDrafts((current) => {
      if (!(lineId in current)) return current;
      const { [lineId]: _gone, ...rest } = current;
      return rest;
    });

  const recordLine = (body: CollectionBody, patch: Partial<CollectionLine>, handlers: CollectionHandlers) => {
    if (!doc) return;
    record.mutate(
      { id, body: { version: doc.version, ...body }, patch },
      {
        onSuccess: () => {
          forget(body.line_id);
          handlers.onDone();
        },
        onError: (error) => {
          // a conflict is toasted and the collection read again
          if (isConflict(error)) return;
          const fields = apiFieldErrors(error);
          if (Object.keys(fields).length) handlers.onFieldErrors(firstErrors(fields), apiErrorMessage(error));
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
          setDrafts({});
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

  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid="collection" data-document-id={id}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2 focus:outline-none">
            <span className="sr-only">Collection </span>
            <span className="font-mono text-xl font-bold break-all text-slate-900" data-testid="collection-number">
              {number}
            </span>
            {doc && <StageBadge def={def} stage={doc.stage} />}
            {doc && <StatusBadge status={doc.status} />}
          </h2>
          <p className="mt-0.5 text-base text-slate-700" data-testid="collection-collector">
            {collectorOf(doc)}
          </p>
          {doc?.assign_date ? <p className="text-sm text-slate-500">Assigned on {formatDate(String(doc.assign_date))}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setPosting(true)} disabledReason={postBlocked} data-testid="collection-post">
            {def.actions.book.label}
          </Button>
          <PrintButtons def={def} ids={[id]} prints={['sheet']} number={doc?.number} />
          <Button variant="ghost" onClick={onClose} data-testid="collection-close">
            Close
          </Button>
        </div>
      </div>

      {(postedNow || (doc?.stage === 'booked' && payments.length > 0)) && (
        <div role="status" className="mx-4 mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800" data-testid="collection-posted">
          <p>
            {number} posted: {counted(postedNow?.payment_count ?? doc?.payment_count ?? payments.length, 'customer payment')} created
            {payments.length ? ':' : '.'}
          </p>
          {payments.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" aria-label="Payments created">
              {payments.map((l) => (
                <li key={l.id} data-testid="collection-payment">
                  <span className="font-mono font-semibold">{l.payment_number}</span> <span className="text-emerald-900/80">for {l.invoice_number}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Figures
        label="Collection figures"
        testId="collection-figures"
        items={[
          { key: 'invoice_count', label: def.fields.invoice_count.label, value: Number(doc?.invoice_count ?? lines.length).toLocaleString('en-US') },
          { key: 'total_outstanding', label: def.fields.total_outstanding.label, value: money(doc?.total_outstanding), tone: 'sky' },
          { key: 'collected_total', label: def.fields.collected_total.label, value: money(doc?.collected_total ?? totals.collected), tone: 'emerald' },
          { key: 'pph23', label: 'PPh 23', value: loaded ? money(totals.pph23) : '…' },
          { key: 'nothing', label: 'Nothing collected', value: loaded ? totals.nothing.toLocaleString('en-US') : '…' },
          { key: 'payment_count', label: def.fields.payment_count.label, value: Number(doc?.payment_count ?? 0).toLocaleString('en-US') },
        ]}
      />

      {detail.isError && (
        <div role="alert" className="mx-4 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This collection could not be loaded: {apiErrorMessage(detail.error)}
          <Button size="sm" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {!loaded && !detail.isError ? (
        <p className="px-4 pb-4 text-sm text-slate-500" role="status">
          Loading its invoices…
        </p>
      ) : loaded ? (
        <div className="px-4 pb-4">
          {recordBlocked && doc?.stage === 'draft' && (
            <p className="mb-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="collection-record-blocked">
              Collections cannot be recorded: {recordBlocked}
            </p>
          )}
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={`Invoices of ${number}`} data-testid="collection-lines">
            {lines.map((line) => {
              const inputs = inputsFor(line);
              return (
                <CollectionLineRow
                  key={line.id}
                  line={line}
                  inputs={inputs}
                  changed={drafts[line.id] !== undefined && isChanged(inputs, line)}
                  onChange={(next) => setDrafts((current) => ({ ...current, [line.id]: next }))}
                  onUndo={() => forget(line.id)}
                  blocked={recordBlocked}
                  busy={record.isPending}
                  saving={savingLine === line.id}
                  today={today}
                  onRecord={recordLine}
                />
              );
            })}
            {lines.length === 0 && <li className="px-4 py-6 text-center text-sm text-slate-500">This collection has no invoice.</li>}
          </ul>
          {lines.length > 0 && (
            <p className="mt-2 text-right text-sm text-slate-700" data-testid="collection-totals">
              Owed {money(totals.outstanding)} · collected <span className="font-semibold">{money(totals.collected)}</span>
              {totals.pph23 ? ` · PPh 23 ${money(totals.pph23)}` : ''}
            </p>
          )}
        </div>
      ) : null}

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
        <div className="space-y-2" data-testid="collection-post-summary">
          <p>
            Creates {counted(totals.paying, 'customer payment')} — one per invoice with something collected — for {money(totals.collected)}
            {totals.pph23 ? ` and PPh 23 of ${money(totals.pph23)}` : ''}.
          </p>
          {totals.nothing > 0 && <p className="text-amber-800">{counted(totals.nothing, 'invoice')} with nothing collected are released from the collector.</p>}
          <p>Once posted, the collection no longer changes; a payment is cancelled on its own screen.</p>
        </div>
        {postFailure && (
          <div className="mt-3">
            <FormErrorBanner error={{ message: postFailure }} />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { actionRefusal } from '@/components/document/DocumentActionButton';
import { StageBadge, StatusBadge } from '@/components/document/DocumentBadges';
import { counted } from '@/components/document/document-format';
import { PrintButtons } from '@/components/document/PrintButtons';
import { formatDate } from '@/components/resource/format';
import { useDocumentOne } from '@/hooks/documents/use-document';
import { useLineAction } from '@/hooks/finance/use-collector-management';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isConflict } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { firstErrors } from '@/components/documents/customer-data-report/generate-helpers';
import { cardClass, collectorOf, Figures, money } from './CollectorParts';
import { HandoverLineRow, toHandoverLine, type HandoverHandlers, type HandoverRecord } from './HandoverLineRow';

/*
 * One delivery sheet back from the customers: each invoice's result recorded on its own (received by
 * whom and when, or why not), then Finish — the received ones stay with the customer, the others come
 * back to the office. Every button follows what the server says the sheet allows (`actions`), its
 * reason as the tooltip.
 */

const def = deliverySheetInvoiceDocument;

export interface DeliverySheetPanelProps {
  id: number;
  /** The sheet as the list showed it, until its detail has loaded. */
  listed?: DocumentRecord;
  onClose: () => void;
}

export function DeliverySheetPanel({ id, listed, onClose }: DeliverySheetPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useDocumentOne(def, id);
  const doc = detail.data ?? listed;
  const lines = useMemo(() => (detail.data?.lines?.invoices ?? []).map(toHandoverLine), [detail.data]);
  const record = useLineAction(def, 'record');
  const book = useLineAction(def, 'book');
  const [finishing, setFinishing] = useState(false);
  const [finishedNow, setFinishedNow] = useState<DocumentRecord | null>(null);

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [id]);

  const loaded = Boolean(detail.data);
  const waiting = !doc ? 'Loading the sheet…' : !loaded ? 'Loading its invoices…' : null;
  const pending = lines.filter((l) => l.result === 'PENDING').length;
  const received = lines.filter((l) => l.result === 'RECEIVED').length;
  const notReceived = lines.filter((l) => l.result === 'NOT_RECEIVED').length;
  const recordBlocked = waiting ?? actionRefusal(doc, 'record');
  const finishBlocked =
    waiting ?? actionRefusal(doc, 'book') ?? (record.isPending ? 'A result is being saved' : pending ? `${counted(pending, 'invoice')} without a result yet: record each one first` : null);
  const savingLine = record.isPending ? record.variables?.body.line_id : undefined;

  const recordLine = ({ body, patch }: HandoverRecord, handlers: HandoverHandlers) => {
    if (!doc) return;
    record.mutate(
      { id, body: { version: doc.version, ...body }, patch },
      {
        onSuccess: handlers.onDone,
        onError: (error) => {
          // a conflict is toasted and the sheet read again
          if (isConflict(error)) return;
          const fields = apiFieldErrors(error);
          if (Object.keys(fields).length) handlers.onFieldErrors(firstErrors(fields), apiErrorMessage(error));
        },
      },
    );
  };

  const finish = () => {
    if (!doc) return;
    book.mutate(
      { id, body: { version: doc.version } },
      {
        onSuccess: (answer) => {
          setFinishing(false);
          setFinishedNow(answer);
        },
        onError: () => setFinishing(false),
      },
    );
  };

  const number = doc?.number ?? `#${id}`;

  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid="dsi-sheet" data-document-id={id}>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2 focus:outline-none">
            <span className="sr-only">Delivery sheet </span>
            <span className="font-mono text-xl font-bold break-all text-slate-900" data-testid="dsi-number">
              {number}
            </span>
            {doc && <StageBadge def={def} stage={doc.stage} />}
            {doc && <StatusBadge status={doc.status} />}
          </h2>
          <p className="mt-0.5 text-base text-slate-700" data-testid="dsi-collector">
            {collectorOf(doc)}
          </p>
          {doc?.sheet_date ? <p className="text-sm text-slate-500">Out on {formatDate(String(doc.sheet_date))}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setFinishing(true)} disabledReason={finishBlocked} data-testid="dsi-finish">
            {def.actions.book.label}
          </Button>
          <PrintButtons def={def} ids={[id]} prints={['sheet']} number={doc?.number} />
          <Button variant="ghost" onClick={onClose} data-testid="dsi-sheet-close">
            Close
          </Button>
        </div>
      </div>

      {finishedNow && (
        <p role="status" className="mx-4 mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800" data-testid="dsi-finished">
          {finishedNow.number} finished: {counted(finishedNow.received_count ?? received, 'invoice')} with the customers, {counted(finishedNow.not_received_count ?? notReceived, 'invoice')} back at the
          office.
        </p>
      )}

      <Figures
        label="Delivery sheet figures"
        testId="dsi-figures"
        items={[
          { key: 'invoice_count', label: def.fields.invoice_count.label, value: Number(doc?.invoice_count ?? lines.length).toLocaleString('en-US') },
          { key: 'total_amount', label: def.fields.total_amount.label, value: money(doc?.total_amount), tone: 'sky' },
          { key: 'received_count', label: def.fields.received_count.label, value: Number(doc?.received_count ?? received).toLocaleString('en-US'), tone: 'emerald' },
          { key: 'not_received_count', label: def.fields.not_received_count.label, value: Number(doc?.not_received_count ?? notReceived).toLocaleString('en-US') },
          { key: 'pending', label: 'No result yet', value: loaded ? pending.toLocaleString('en-US') : '…', tone: pending ? 'amber' : undefined },
        ]}
      />

      {detail.isError && (
        <div role="alert" className="mx-4 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          This sheet could not be loaded: {apiErrorMessage(detail.error)}
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
            <p className="mb-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="dsi-record-blocked">
              Results cannot be recorded: {recordBlocked}
            </p>
          )}
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={`Invoices of ${number}`} data-testid="dsi-lines">
            {lines.map((line) => (
              <HandoverLineRow
                key={line.id}
                line={line}
                blocked={recordBlocked}
                busy={record.isPending}
                saving={savingLine === line.id}
                onRecord={recordLine}
              />
            ))}
            {lines.length === 0 && <li className="px-4 py-6 text-center text-sm text-slate-500">This sheet has no invoice.</li>}
          </ul>
        </div>
      ) : null}

      <ConfirmDialog
        open={finishing && doc !== undefined}
        title={`Finish ${number}?`}
        confirmLabel={def.actions.book.label}
        pending={book.isPending}
        onConfirm={finish}
        onClose={() => setFinishing(false)}
      >
        <div className="space-y-2" data-testid="dsi-finish-summary">
          <p>
            {counted(received, 'invoice')} received stay with the customers; {counted(notReceived, 'invoice')} not received come back to the office.
          </p>
          <p>The results no longer change once the sheet is finished.</p>
        </div>
      </ConfirmDialog>
    </section>
  );
}

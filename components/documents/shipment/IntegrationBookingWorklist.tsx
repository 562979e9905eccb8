import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { DataTable } from '@/components/data/DataTable';
import { actionLabel, actionState } from '@/components/document/DocumentActionButton';
import { DocumentActionDialog, type ActionSubject } from '@/components/document/DocumentActionDialog';
import { useDocumentColumns, type RowSelection } from '@/components/document/document-columns';
import { DocumentFilterBar, documentFilterKeys } from '@/components/document/DocumentFilterBar';
import { useDocumentListState } from '@/components/document/use-document-list-state';
import { useDocumentList } from '@/hooks/documents/use-document';
import { INTEGRATION_DRAFTS } from '@/hooks/documents/use-integration-booking';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { BulkResult, DocumentRecord } from '@/services/documents/document-client';

/*
 * The integration drafts still waiting for their parcels, oldest first, from the generic document list
 * (filters in the URL, keyset paging, the server's action states). A row's number or its Receive
 * button loads it into the scan panel; several can be cancelled at once, with a reason.
 */

const def = shipmentDocument;
const FIXED = { ...INTEGRATION_DRAFTS, order: 'asc' } as const;
const COLUMNS = ['customer_id', 'customer_reference', 'consignee_name', 'destination_area_id', 'service_id', 'koli_count', 'chargeable_kg', 'total'] as const;
const ROW_ACTIONS = ['receive'] as const;
const BULK_CANCEL = 'cancel';

export interface IntegrationBookingWorklistProps {
  onPick: (row: DocumentRecord) => void;
  /** Cancelled from here: the scan panel lets go of them. */
  onCancelled?: (ids: number[]) => void;
}

export function IntegrationBookingWorklist({ onPick, onCancelled }: IntegrationBookingWorklistProps) {
  const list = useDocumentListState({ filterKeys: documentFilterKeys(def), fixed: FIXED });
  const rows = useDocumentList(def, list.query, { enabled: list.ready });
  const answer = rows.data;
  const fresh = answer && !rows.isPlaceholderData ? answer : undefined;
  const { rememberNext } = list;
  useEffect(() => {
    if (fresh) rememberNext(fresh.meta);
  }, [fresh, rememberNext]);

  // The selection keeps each row as last read: its version is what the cancel sends.
  const [selected, setSelected] = useState<Map<number, DocumentRecord>>(() => new Map());
  useEffect(() => {
    if (!fresh) return;
    setSelected((current) => {
      const updates = fresh.data.filter((r) => current.has(r.id) && current.get(r.id) !== r);
      if (!updates.length) return current;
      const next = new Map(current);
      for (const r of updates) next.set(r.id, r);
      return next;
    });
  }, [fresh]);
  const selection = useMemo<RowSelection>(
    () => ({
      isSelected: (id) => selected.has(id),
      toggle: (row) =>
        setSelected((current) => {
          const next = new Map(current);
          if (next.has(row.id)) next.delete(row.id);
          else next.set(row.id, row);
          return next;
        }),
      toggleAll: (page) =>
        setSelected((current) => {
          const next = new Map(current);
          const all = page.every((r) => next.has(r.id));
          for (const r of page) {
            if (all) next.delete(r.id);
            else next.set(r.id, r);
          }
          return next;
        }),
    }),
    [selected],
  );

  const [subject, setSubject] = useState<ActionSubject | null>(null);
  const onAction = useCallback((_key: string, row: DocumentRecord) => onPick(row), [onPick]);
  const pageRows = answer?.data;
  const columns = useDocumentColumns({
    def,
    columns: COLUMNS,
    numberLabel: 'AWB',
    rows: pageRows ?? [],
    selection,
    rowActions: ROW_ACTIONS,
    onAction,
    onView: onPick,
  });

  const chosen = [...selected.values()];
  const eligible = chosen.filter((r) => actionState(r, BULK_CANCEL).can);
  const skipped = chosen.filter((r) => !actionState(r, BULK_CANCEL).can).map((row) => ({ row, reason: actionState(row, BULK_CANCEL).reason ?? 'Not allowed' }));
  const refusal = !chosen.length ? 'Select one or more first' : !eligible.length ? `None of the selected: ${skipped[0]?.reason ?? 'not allowed'}` : null;

  const onBulkDone = (results: BulkResult[]) => {
    const done = results.filter((r) => r.ok).map((r) => r.id);
    setSelected((current) => {
      const next = new Map(current);
      for (const id of done) next.delete(id);
      return next;
    });
    if (done.length) onCancelled?.(done);
  };

  const total = answer?.meta.total;
  return (
    <section aria-labelledby="integration-worklist-title" className="mt-8" data-testid="integration-worklist">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="integration-worklist-title" className="text-base font-semibold text-slate-800">
          Waiting for their parcels{total !== undefined ? <span className="ml-2 text-sm font-normal text-slate-500">{total}{answer?.meta.total_capped ? '+' : ''}</span> : null}
        </h2>
        <p className="text-xs text-slate-500">Sent through the API, oldest first. Click an AWB to receive its parcel.</p>
      </div>
      <DocumentFilterBar def={def} list={list} hidden={Object.keys(FIXED)} numberLabel="AWB" />
      <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2" data-testid="bulk-bar">
        <span className="text-sm text-slate-600" data-testid="selected-count">
          {chosen.length ? `${chosen.length} selected` : 'Select AWBs to cancel several at once'}
        </span>
        <Button
          size="sm"
          variant="danger"
          disabledReason={refusal}
          onClick={() => setSubject({ key: BULK_CANCEL, rows: eligible, bulk: true, skipped })}
          data-testid={`bulk-${BULK_CANCEL}`}
        >
          {actionLabel(def, BULK_CANCEL)}
          {eligible.length ? ` (${eligible.length})` : ''}
        </Button>
        {chosen.length > 0 && (
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())} data-testid="clear-selection">
            Clear selection
          </Button>
        )}
      </div>
      <DataTable<DocumentRecord>
        label="Integration drafts waiting for their parcels"
        columns={columns}
        rows={pageRows}
        total={answer?.meta.total ?? 0}
        totalCapped={answer?.meta.total_capped}
        list={list}
        getRowId={(r) => String(r.id)}
        isLoading={rows.isPending}
        isFetching={rows.isFetching}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        emptyMessage="No AWB sent through the API is waiting for its parcel."
        testId="document-table"
        rowTestId="document-row"
      />
      <DocumentActionDialog def={def} subject={subject} onClose={() => setSubject(null)} onBulkDone={onBulkDone} />
    </section>
  );
}

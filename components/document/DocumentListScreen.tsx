import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { DataTable } from '@/components/data/DataTable';
import { PageHeader } from '@/components/data/PageHeader';
import { ExportButtons } from '@/components/resource/ExportButtons';
import { lowerNoun } from '@/components/resource/format';
import { useDocumentList, type AnyDocument } from '@/hooks/documents/use-document';
import type { ReasonList } from '@/lib/resources/engine/define-document';
import type { BulkResult, DocumentRecord } from '@/services/documents/document-client';
import type { ActionUis } from './action-ui';
import { lazyOnOpen } from '@/components/data/lazy-on-open';
import { actionLabel, actionState, EDIT } from './DocumentActionButton';
import type { ActionSubject } from './DocumentActionDialog';
import { useDocumentColumns, type RowSelection } from './document-columns';
import { DocumentFilterBar, documentFilterKeys } from './DocumentFilterBar';
import { PrintButtons } from './PrintButtons';
import { useDocumentListState } from './use-document-list-state';

// The drawers and the action dialog open on a click: their code (forms, validation, the lines and
// history of a document) is not part of the list's first load.
const DocumentDetailDrawer = lazyOnOpen(() => import('./DocumentDetailDrawer').then((m) => m.DocumentDetailDrawer), (p) => p.id !== null);
const DocumentActionDialog = lazyOnOpen(() => import('./DocumentActionDialog').then((m) => m.DocumentActionDialog), (p) => p.subject !== null);
const DocumentFormDrawer = lazyOnOpen(() => import('./DocumentForm').then((m) => m.DocumentFormDrawer), (p) => p.id !== null);

/** One list of a screen (a worklist tab): what it always filters on, shows and offers. */
export interface DocumentView {
  key: string;
  label: string;
  description?: string;
  /** List parameters always sent (`stage: 'draft'`, `order: 'asc'`): their filter controls are hidden. */
  fixed?: Readonly<Record<string, string>>;
  /** Field columns (default: the declaration's `listFields`). */
  columns?: readonly string[];
  /** Actions offered on each row (and in its detail), as the server states them; `update` edits a draft. */
  rowActions?: readonly string[];
  /** Actions taken on the selected rows at once (the declaration's `bulk` ones). */
  bulkActions?: readonly string[];
  /** Prints of the selected rows in one PDF. */
  bulkPrints?: readonly string[];
  emptyMessage?: string;
}

export interface DocumentListOptions extends Omit<DocumentView, 'key' | 'label'> {
  title?: string;
  /** Tabs of the screen; without them, the options themselves are its one view. */
  views?: readonly DocumentView[];
  /** The inputs of the actions offered (the declaration names the action, the screen its fields). */
  actionUi?: ActionUis;
  /** What the number is called here ("AWB"). */
  numberLabel?: string;
  /** Text fields holding a reason code, shown by its label in the detail. */
  reasonFields?: Readonly<Record<string, ReasonList>>;
  /** Header fields the detail shows its own way (a request's attachments as links to the files). */
  fieldViews?: Readonly<Record<string, (row: DocumentRecord) => ReactNode>>;
  /** Links in the header (the add screen). */
  links?: readonly { label: string; href: string }[];
  /**
   * Where a draft is edited (`update` in `rowActions`), when the document has a screen of its own for it
   * (the POS entry): its Edit is a link there instead of the generic form drawer.
   */
  editHref?: (row: DocumentRecord) => string;
}

type Dialog = { kind: 'view'; id: number } | { kind: 'edit'; id: number } | { kind: 'action'; subject: ActionSubject };

const NONE: readonly string[] = [];
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The list of any document type, from its declaration: filters in the URL (date range on its document
 * date, stage, status, number, search, branch), keyset paging, export, the detail drawer, and the
 * screen's actions — per row and on the selected rows at once — rendered from what the server says each
 * row allows (`actions: [{ key, can, reason }]`); no rule is repeated here.
 */
export function DocumentListScreen({ def, options = {} }: { def: AnyDocument; options?: DocumentListOptions }) {
  const router = useRouter();
  const views = useMemo<readonly DocumentView[]>(() => options.views ?? [{ key: 'all', label: def.plural, ...options }], [options, def]);
  const tabbed = views.length > 1;
  const view = views.find((v) => v.key === first(router.query.view)) ?? views[0];
  const fixed = view.fixed ?? {};
  const numberLabel = options.numberLabel ?? 'Number';

  const list = useDocumentListState({ filterKeys: documentFilterKeys(def), localKeys: tabbed ? ['view'] : [], fixed });
  const rows = useDocumentList(def, list.query, { enabled: list.ready });
  const answer = rows.data;
  const fresh = answer && !rows.isPlaceholderData ? answer : undefined;
  const { rememberNext } = list;
  useEffect(() => {
    if (fresh) rememberNext(fresh.meta);
  }, [fresh, rememberNext]);

  // The selection keeps each row as last read (its version is what a bulk action sends).
  const [selected, setSelected] = useState<Map<number, DocumentRecord>>(() => new Map());
  useEffect(() => setSelected(new Map()), [view.key]);
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
  const selectable = Boolean(view.bulkActions?.length || view.bulkPrints?.length);
  const selection = useMemo<RowSelection | undefined>(
    () =>
      selectable
        ? {
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
          }
        : undefined,
    [selectable, selected],
  );

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const { editHref } = options;
  const onAction = useCallback(
    (key: string, row: DocumentRecord) => {
      // an Edit rendered as a link navigates itself; this is the fallback of any other caller
      if (key === EDIT && editHref) void router.push(editHref(row));
      else setDialog(key === EDIT ? { kind: 'edit', id: row.id } : { kind: 'action', subject: { key, rows: [row], bulk: false } });
    },
    [editHref, router],
  );
  const onView = useCallback((row: DocumentRecord) => setDialog({ kind: 'view', id: row.id }), []);

  const pageRows = answer?.data;
  const columns = useDocumentColumns({
    def,
    columns: view.columns ?? def.listFields ?? NONE,
    numberLabel,
    rows: pageRows ?? [],
    selection,
    rowActions: view.rowActions ?? NONE,
    onAction,
    onView,
    editHref,
    fieldViews: options.fieldViews,
  });

  const chosen = [...selected.values()];
  const bulk = (key: string) => {
    const eligible = chosen.filter((r) => actionState(r, key).can);
    const skipped = chosen.filter((r) => !actionState(r, key).can).map((row) => ({ row, reason: actionState(row, key).reason ?? 'Not allowed' }));
    return { eligible, skipped };
  };
  const onBulkDone = (results: BulkResult[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const r of results) if (r.ok) next.delete(r.id);
      return next;
    });

  const subject = dialog?.kind === 'action' ? dialog.subject : null;

  return (
    <section data-testid="document-list" data-document={def.name} data-view={view.key}>
      <PageHeader
        title={options.title ?? def.plural}
        description={view.description ?? options.description}
        actions={
          <>
            <ExportButtons resource={def} query={list.query} />
            {options.links?.map((l) => (
              <Link key={l.href} href={l.href} className={buttonClass('secondary')}>
                {l.label}
              </Link>
            ))}
          </>
        }
      />
      {tabbed && (
        <nav aria-label={`${def.plural} views`} className="mb-3 flex gap-1 border-b border-slate-200" data-testid="document-views">
          {views.map((v) => (
            <button
              key={v.key}
              type="button"
              aria-current={v.key === view.key ? 'page' : undefined}
              onClick={() => list.setLocal('view', v.key === views[0].key ? null : v.key)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 ${
                v.key === view.key ? 'border-slate-800 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
              }`}
              data-testid={`view-${v.key}`}
            >
              {v.label}
            </button>
          ))}
        </nav>
      )}
      <DocumentFilterBar def={def} list={list} hidden={Object.keys(fixed)} numberLabel={numberLabel} />
      {selectable && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2" data-testid="bulk-bar">
          <span className="text-sm text-slate-600" data-testid="selected-count">
            {chosen.length ? `${chosen.length} selected` : `Select ${lowerNoun(def.plural)} to act on several at once`}
          </span>
          {(view.bulkActions ?? NONE).map((key) => {
            const { eligible, skipped } = bulk(key);
            const label = actionLabel(def, key);
            const refusal = !chosen.length ? 'Select one or more first' : !eligible.length ? `None of the selected: ${skipped[0]?.reason ?? 'not allowed'}` : null;
            return (
              <Button
                key={key}
                size="sm"
                variant={def.actions[key]?.danger ? 'danger' : 'primary'}
                disabledReason={refusal}
                onClick={() => setDialog({ kind: 'action', subject: { key, rows: eligible, bulk: true, skipped } })}
                data-testid={`bulk-${key}`}
              >
                {label}
                {eligible.length ? ` (${eligible.length})` : ''}
              </Button>
            );
          })}
          {view.bulkPrints?.length ? <PrintButtons def={def} ids={chosen.map((r) => r.id)} prints={view.bulkPrints} size="sm" /> : null}
          {chosen.length > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())} data-testid="clear-selection">
              Clear selection
            </Button>
          )}
        </div>
      )}
      <DataTable<DocumentRecord>
        label={view.label}
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
        emptyMessage={view.emptyMessage}
        testId="document-table"
        rowTestId="document-row"
      />

      <DocumentDetailDrawer
        def={def}
        id={dialog?.kind === 'view' ? dialog.id : null}
        onClose={close}
        actions={view.rowActions}
        onAction={onAction}
        editHref={editHref}
        reasonFields={options.reasonFields}
        fieldViews={options.fieldViews}
      />
      <DocumentActionDialog def={def} subject={subject} actionUi={options.actionUi} onClose={close} onBulkDone={onBulkDone} />
      {view.rowActions?.includes(EDIT) && !editHref && <DocumentFormDrawer def={def} id={dialog?.kind === 'edit' ? dialog.id : null} onClose={close} />}
    </section>
  );
}

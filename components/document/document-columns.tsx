import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { EMPTY, formatField, isNumberField } from '@/components/resource/format';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { DocumentRecord } from '@/services/documents/document-client';
import { StageBadge, StatusBadge } from './DocumentBadges';
import { DocumentActionButton, EDIT } from './DocumentActionButton';

export interface RowSelection {
  isSelected: (id: number) => boolean;
  toggle: (row: DocumentRecord) => void;
  /** Selects every row of the page shown, or clears them when all are selected. */
  toggleAll: (rows: readonly DocumentRecord[]) => void;
}

export interface DocumentColumnsSpec {
  def: AnyDocument;
  /** Field columns, in order (besides number, stage and status). */
  columns: readonly string[];
  numberLabel: string;
  rows: readonly DocumentRecord[];
  selection?: RowSelection;
  rowActions: readonly string[];
  onAction: (key: string, row: DocumentRecord) => void;
  onView: (row: DocumentRecord) => void;
  /** Where a draft is edited, when not in the generic form drawer. */
  editHref?: (row: DocumentRecord) => string;
  /** A field shown the screen's own way (a user code by name), in its column as in the detail. */
  fieldViews?: Readonly<Record<string, (row: DocumentRecord) => ReactNode>>;
}

function PageCheckbox({ rows, selection }: { rows: readonly DocumentRecord[]; selection: RowSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((r) => selection.isSelected(r.id)).length;
  const all = rows.length > 0 && chosen === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all on this page"
      checked={all}
      disabled={rows.length === 0}
      onChange={() => selection.toggleAll(rows)}
      className="h-4 w-4 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
      data-testid="select-page"
    />
  );
}

/**
 * The number (opens the detail), the declared columns with their references' labels, stage and status,
 * and the screen's actions as the server states them for each row.
 */
export function useDocumentColumns({ def, columns, numberLabel, rows, selection, rowActions, onAction, onView, editHref, fieldViews }: DocumentColumnsSpec) {
  return useMemo<ColumnDef<DocumentRecord, unknown>[]>(() => {
    const select: ColumnDef<DocumentRecord, unknown>[] = selection
      ? [
          {
            id: 'select',
            header: () => <PageCheckbox rows={rows} selection={selection} />,
            meta: { className: 'w-px', priority: 'always' },
            cell: ({ row }) => (
              <input
                type="checkbox"
                aria-label={`Select ${row.original.number}`}
                checked={selection.isSelected(row.original.id)}
                onChange={() => selection.toggle(row.original)}
                className="h-4 w-4 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
                data-testid="select-row"
              />
            ),
          },
        ]
      : [];
    const number: ColumnDef<DocumentRecord, unknown> = {
      id: 'number',
      header: numberLabel,
      meta: { className: 'whitespace-nowrap', priority: 'always' },
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onView(row.original)}
          className="font-mono text-xs font-medium text-slate-800 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
          data-testid="document-number"
        >
          {row.original.number}
        </button>
      ),
    };
    const shown = columns.filter((k) => def.fields[k]);
    // the money a row is read by (its total, amount): the first money column, shown at every width
    const money = shown.find((k) => def.fields[k].type === 'money');
    const fields: ColumnDef<DocumentRecord, unknown>[] = shown.map((key) => {
      const field = def.fields[key];
      return {
        id: key,
        header: field.label,
        meta: {
          className: isNumberField(field) ? 'text-right whitespace-nowrap' : field.type === 'date' || field.type === 'datetime' ? 'whitespace-nowrap' : undefined,
          priority: key === money ? 'always' : field.type === 'textarea' ? 'lg' : 'md',
        },
        cell: ({ row }) => {
          const view = fieldViews?.[key];
          if (view) return view(row.original);
          const text = formatField(field, key, row.original);
          if (text === EMPTY) return <span className="text-slate-400">{EMPTY}</span>;
          return field.type === 'textarea' ? <span className="line-clamp-2 max-w-xs">{text}</span> : text;
        },
      };
    });
    // next to the number: a wide list scrolls under the sticky actions, never over the status (or the money)
    const states: ColumnDef<DocumentRecord, unknown>[] = [
      { id: 'status', header: 'Status', meta: { priority: 'always' }, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      { id: 'stage', header: 'Stage', meta: { priority: 'md' }, cell: ({ row }) => <StageBadge def={def} stage={row.original.stage} /> },
    ];
    const actions: ColumnDef<DocumentRecord, unknown> = {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      // kept in view when a wide list scrolls sideways (tablets, many columns)
      meta: { priority: 'always', className: 'sticky right-0 w-px bg-white text-right whitespace-nowrap shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.25)]' },
      cell: ({ row }) => (
        <div className="flex items-center justify-end gap-1.5">
          {rowActions.map((key) => (
            <DocumentActionButton
              key={key}
              def={def}
              row={row.original}
              actionKey={key}
              onAction={onAction}
              href={key === EDIT && editHref ? editHref(row.original) : undefined}
            />
          ))}
          <Button size="sm" variant="ghost" onClick={() => onView(row.original)} aria-label={`View ${row.original.number}`} data-testid="action-view">
            View
          </Button>
        </div>
      ),
    };
    // the money too: at any width a row reads number, status and amount before what may scroll under the actions
    const [status, stage] = states;
    const moneyColumn = fields.filter((c) => c.id === money);
    return [...select, number, status, ...moneyColumn, stage, ...fields.filter((c) => c.id !== money), actions];
  }, [def, columns, numberLabel, rows, selection, rowActions, onAction, onView, editHref, fieldViews]);
}

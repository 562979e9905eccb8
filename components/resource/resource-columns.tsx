import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '@/components/data/Button';
import { RowActionsMenu } from '@/components/data/RowActionsMenu';
import { listFields, type Field, type ResourceDefinition, type RowActionState } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { EMPTY, formatField, isNumberField, rowTitle } from './format';

/** What a row action opens. */
export type RowDialog =
  | { kind: 'view'; row: ResourceRecord }
  | { kind: 'edit'; row: ResourceRecord }
  | { kind: 'active'; row: ResourceRecord }
  | { kind: 'delete'; row: ResourceRecord }
  /** An action the resource's declaration names (`actions`), opening its own dialog. */
  | { kind: 'extra'; action: string; row: ResourceRecord };

function Cell({ field, name, row, title }: { field: Field; name: string; row: ResourceRecord; title: boolean }) {
  const text = formatField(field, name, row);
  if (text === EMPTY) return <span className="text-slate-400">{EMPTY}</span>;
  if (field.type === 'text' && field.upper) return <span className="font-mono text-xs text-slate-800">{text}</span>;
  if (title) return <span className="font-medium text-slate-800">{text}</span>;
  if (field.type === 'textarea') return <span className="line-clamp-2 max-w-xs">{text}</span>;
  return <>{text}</>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        active ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-1 ring-slate-200'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/**
 * One column per `list` field (sortable where the field sorts), the active state of resources that
 * deactivate, and the row's actions as the server states them for this user (`row.actions`): View for
 * everyone, Edit / (de)activate / Delete and the declaration's own actions where allowed — refused ones
 * disabled, with the server's reason.
 */
export function useResourceColumns(def: ResourceDefinition, canWrite: boolean, open: (dialog: RowDialog) => void) {
  return useMemo<ColumnDef<ResourceRecord, unknown>[]>(() => {
    const fields = listFields(def);
    // shown at every width: what a row is read by (its code, its title), its status and its money
    const always = new Set([fields[0]?.[0], def.titleField, fields.find(([, f]) => f.type === 'money')?.[0], 'status']);
    const fieldColumns: ColumnDef<ResourceRecord, unknown>[] = fields.map(([name, field]) => ({
      id: name,
      header: field.label,
      enableSorting: Boolean(field.sort),
      cell: ({ row }) => <Cell field={field} name={name} row={row.original} title={name === def.titleField} />,
      meta: {
        className: isNumberField(field) ? 'text-right whitespace-nowrap' : field.type === 'date' ? 'whitespace-nowrap' : undefined,
        priority: always.has(name) ? 'always' : field.type === 'textarea' ? 'lg' : 'md',
      },
    }));
    const active: ColumnDef<ResourceRecord, unknown>[] =
      def.lifecycle === 'deactivate'
        ? [{ id: 'active', header: 'Status', meta: { priority: 'always' }, cell: ({ row }) => <ActiveBadge active={row.original.active !== false} /> }]
        : [];
    const actions: ColumnDef<ResourceRecord, unknown> = {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'w-px text-right', priority: 'always' },
      cell: ({ row }) => <RowActions def={def} row={row.original} canWrite={canWrite} open={open} />,
    };
    return [...fieldColumns, ...active, actions];
  }, [def, canWrite, open]);
}

/** The server's verdict on one action of the row; without one (an older answer) the role's grant decides. */
function stateOf(row: ResourceRecord, key: string, canWrite: boolean): RowActionState {
  return row.actions?.find((a) => a.key === key) ?? { key, can: canWrite };
}

function RowActions({ def, row, canWrite, open }: { def: ResourceDefinition; row: ResourceRecord; canWrite: boolean; open: (d: RowDialog) => void }) {
  const title = rowTitle(def, row);
  if (!stateOf(row, 'update', canWrite).can) {
    return (
      <Button size="sm" onClick={() => open({ kind: 'view', row })} aria-label={`View ${title}`} data-testid="action-view">
        View
      </Button>
    );
  }
  const inactive = row.active === false;
  const refusal = (key: string) => {
    const state = stateOf(row, key, canWrite);
    return state.can ? null : (state.reason ?? 'Not allowed');
  };
  const own = Object.entries(def.actions ?? {}).map(([key, a]) => ({
    label: a.label,
    danger: a.danger,
    disabledReason: refusal(key),
    onSelect: () => open({ kind: 'extra', action: key, row }),
    testId: `action-${key}`,
  }));
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Button size="sm" onClick={() => open({ kind: 'edit', row })} aria-label={`Edit ${title}`} data-testid="action-edit">
        Edit
      </Button>
      <RowActionsMenu
        label={`More actions for ${title}`}
        actions={[
          ...own,
          { label: 'View details', onSelect: () => open({ kind: 'view', row }), testId: 'action-view' },
          ...(def.lifecycle === 'deactivate'
            ? [{ label: inactive ? 'Activate' : 'Deactivate', disabledReason: refusal('active'), onSelect: () => open({ kind: 'active', row }), testId: 'action-active' }]
            : []),
          { label: 'Delete', danger: true, disabledReason: refusal('delete'), onSelect: () => open({ kind: 'delete', row }), testId: 'action-delete' },
        ]}
      />
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { DataTable } from '@/components/data/DataTable';
import { PageHeader } from '@/components/data/PageHeader';
import { SearchInput } from '@/components/data/SearchInput';
import { useUrlListState } from '@/components/data/use-url-list-state';
import { useDeleteRole, useRoleList } from '@/hooks/admin/use-roles';
import { SCREEN_ROUTES } from '@/constants/menu';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { ROLES_SCREEN } from '@/lib/resources/constants';
import { isReadOnlyGrant, screenOf } from '@/lib/rules/grants';
import { useRetained } from '@/hooks/use-retained';
import type { RoleRow } from '@/services/admin/resources';
import { RoleFormDrawer } from './RoleForm';

type Dialog = { kind: 'create' } | { kind: 'edit'; role: RoleRow } | { kind: 'delete'; role: RoleRow };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A grant as the list's tooltip reads it: the screen, and "(view only)" for a read-only grant. */
const grantLine = (grant: string) => (isReadOnlyGrant(grant) ? `${screenOf(grant)} (view only)` : grant);

/** /app/master-data/system/roles: roles and the screens each grants. */
export function RolesScreen() {
  const list = useUrlListState();
  const roles = useRoleList(list.query, { enabled: list.ready });
  // A read-only grant of the screen shows the list without the buttons that change it.
  const canWrite = useHasAnyPermission([ROLES_SCREEN]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns = useMemo<ColumnDef<RoleRow, unknown>[]>(
    () => (
      [
      {
        id: 'name',
        header: 'Name',
        enableSorting: true,
        cell: ({ row }) => (
          <div className="min-w-[9rem]">
            <div className="font-medium text-slate-800">{row.original.name}</div>
            <div className="text-xs text-slate-500 md:hidden">{row.original.description}</div>
          </div>
        ),
        meta: { priority: 'always' },
      },
      {
        id: 'description',
        header: 'Description',
        cell: ({ row }) => row.original.description ?? <span className="text-slate-400">–</span>,
      },
      {
        id: 'permissions',
        header: 'Screens',
        cell: ({ row }) => {
          const grants = row.original.permissions;
          const n = grants.length;
          const viewOnly = grants.filter(isReadOnlyGrant).length;
          return (
            <span className="inline-flex flex-wrap items-center gap-1.5" title={grants.map(grantLine).join('\n')}>
              <span className="whitespace-nowrap" data-testid="role-screens">
                {n === SCREEN_ROUTES.length ? `All ${n}` : plural(n, 'screen')}
              </span>
              {viewOnly > 0 && (
                <span
                  className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-200"
                  data-testid="role-view-only"
                >
                  {viewOnly === n ? 'all view only' : `${viewOnly} view only`}
                </span>
              )}
            </span>
          );
        },
        meta: { priority: 'always' },
      },
      {
        id: 'user_count',
        header: 'Users',
        enableSorting: true,
        cell: ({ row }) => <span data-testid="role-user-count">{row.original.user_count}</span>,
        meta: { className: 'text-right', priority: 'always' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'w-px text-right' },
        cell: ({ row }) => {
          const role = row.original;
          return (
            <div className="flex items-center justify-end gap-1.5">
              <Button size="sm" onClick={() => setDialog({ kind: 'edit', role })} aria-label={`Edit ${role.name}`}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-600 hover:text-red-700"
                onClick={() => setDialog({ kind: 'delete', role })}
                aria-label={`Delete ${role.name}`}
                disabledReason={
                  role.user_count > 0 ? `${plural(role.user_count, 'user has', 'users have')} this role` : null
                }
              >
                Delete
              </Button>
            </div>
          );
        },
      },
      ] satisfies ColumnDef<RoleRow, unknown>[]
    ).filter((column) => canWrite || column.id !== 'actions'),
    [canWrite],
  );

  return (
    <section data-testid="roles-screen">
      <PageHeader
        title="Roles"
        description="What each group of users may open: a role grants its users the screens ticked in it."
        actions={
          canWrite && (
            <Button variant="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="add-role">
              Add role
            </Button>
          )
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchInput
          value={list.state.search}
          onSearch={list.setSearch}
          placeholder="Search name or description"
          label="Search roles"
          className="w-full sm:w-72"
        />
      </div>
      <DataTable<RoleRow>
        label="Roles"
        columns={columns}
        rows={roles.data?.data}
        total={roles.data?.meta.total ?? 0}
        list={list}
        getRowId={(r) => String(r.id)}
        isLoading={roles.isPending}
        isFetching={roles.isFetching}
        error={roles.error}
        onRetry={() => void roles.refetch()}
      />
      <RoleFormDrawer
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        roleId={dialog?.kind === 'edit' ? dialog.role.id : null}
        onClose={close}
      />
      <DeleteRoleDialog role={dialog?.kind === 'delete' ? dialog.role : null} onClose={close} />
    </section>
  );
}

function DeleteRoleDialog({ role: subject, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const role = useRetained(subject);
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title="Delete role"
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onClose={onClose}
      // A 409 (users got the role meanwhile) is the toast; the dialog closes either way.
      onConfirm={() => role && remove.mutate(role.id, { onSettled: onClose })}
    >
      {role && (
        <p>
          Delete the role <strong>{role.name}</strong>? This cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useSession } from 'next-auth/react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { DataTable } from '@/components/data/DataTable';
import { FilterSelect } from '@/components/data/FilterSelect';
import { Modal } from '@/components/data/Modal';
import { PageHeader } from '@/components/data/PageHeader';
import { SearchInput } from '@/components/data/SearchInput';
import { useUrlListState } from '@/components/data/use-url-list-state';
import { useRoleOptions } from '@/hooks/admin/use-roles';
import { useDeleteUser, useSetUserStatus, useUserList } from '@/hooks/admin/use-users';
import { useRetained } from '@/hooks/use-retained';
import { INACTIVE_STATUS, USER_STATUSES, USERS_SCREEN } from '@/lib/resources/constants';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import type { UserRow } from '@/services/admin/resources';
import { PhotoUpload } from './PhotoUpload';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RowActionsMenu } from '@/components/data/RowActionsMenu';
import { UserAvatar } from './UserAvatar';
import { UserFormDrawer } from './UserForm';
import { UserStatusBadge } from './UserStatusBadge';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: UserRow }
  | { kind: 'status'; user: UserRow }
  | { kind: 'delete'; user: UserRow }
  | { kind: 'password'; user: UserRow }
  | { kind: 'photo'; user: UserRow };

const FILTER_KEYS = ['status', 'role_id'] as const;

/** /app/master-data/system/users: the user master. */
export function UsersScreen() {
  const { data: session } = useSession();
  const me = session?.user?.id;
  const list = useUrlListState({ filterKeys: FILTER_KEYS });
  const users = useUserList(list.query, { enabled: list.ready });
  const roles = useRoleOptions();
  // A read-only grant of the screen shows the list without the buttons that change it.
  const canWrite = useHasAnyPermission([USERS_SCREEN]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const columns = useMemo<ColumnDef<UserRow, unknown>[]>(
    () => (
      [
      {
        id: 'photo',
        header: () => <span className="sr-only">Photo</span>,
        cell: ({ row }) => <UserAvatar photo={row.original.photo} alt={`Photo of ${row.original.full_name}`} />,
        meta: { className: 'w-12 pr-0' },
      },
      {
        id: 'user_code',
        header: 'User code',
        enableSorting: true,
        cell: ({ row }) => <span className="font-mono text-xs text-slate-800">{row.original.user_code}</span>,
        meta: { priority: 'always' },
      },
      {
        id: 'full_name',
        header: 'Name',
        enableSorting: true,
        cell: ({ row }) => (
          <div className="min-w-[10rem]">
            <div className="font-medium text-slate-800">{row.original.full_name}</div>
            {/* Below md the e-mail column is hidden: show it under the name. */}
            <div className="text-xs text-slate-500 md:hidden">{row.original.email}</div>
          </div>
        ),
        meta: { priority: 'always' },
      },
      {
        id: 'email',
        header: 'E-mail',
        enableSorting: true,
        cell: ({ row }) => row.original.email ?? <span className="text-slate-400">–</span>,
      },
      { id: 'user_group', header: 'Group', enableSorting: true, cell: ({ row }) => row.original.user_group },
      {
        id: 'status',
        header: 'Status',
        enableSorting: true,
        cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
        meta: { priority: 'always' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'w-px text-right' },
        cell: ({ row }) => {
          const user = row.original;
          const self = user.user_code === me;
          const inactive = user.status === INACTIVE_STATUS;
          return (
            <div className="flex items-center justify-end gap-1.5">
              <Button size="sm" onClick={() => setDialog({ kind: 'edit', user })} aria-label={`Edit ${user.user_code}`}>
                Edit
              </Button>
              <RowActionsMenu
                label={`More actions for ${user.user_code}`}
                actions={[
                  { label: 'Change photo', onSelect: () => setDialog({ kind: 'photo', user }), testId: 'action-photo' },
                  {
                    label: 'Reset password',
                    onSelect: () => setDialog({ kind: 'password', user }),
                    // A reset ends the user's sessions: one's own password changes on the profile page.
                    disabledReason: self ? 'Change your own password on your profile' : null,
                    testId: 'action-password',
                  },
                  {
                    label: inactive ? 'Activate' : 'Deactivate',
                    onSelect: () => setDialog({ kind: 'status', user }),
                    disabledReason: self && !inactive ? 'You cannot deactivate your own account' : null,
                    testId: 'action-status',
                  },
                  {
                    label: 'Delete',
                    danger: true,
                    onSelect: () => setDialog({ kind: 'delete', user }),
                    disabledReason: self ? 'You cannot delete your own account' : null,
                    testId: 'action-delete',
                  },
                ]}
              />
            </div>
          );
        },
      },
      ] satisfies ColumnDef<UserRow, unknown>[]
    ).filter((column) => canWrite || column.id !== 'actions'),
    [me, canWrite],
  );

  const roleOptions = (roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <section data-testid="users-screen">
      <PageHeader
        title="Users"
        description="Staff who sign in to the back-office, their group and status."
        actions={
          canWrite && (
            <Button variant="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="add-user">
              Add user
            </Button>
          )
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchInput
          value={list.state.search}
          onSearch={list.setSearch}
          placeholder="Search code, name or e-mail"
          label="Search users"
          className="w-full sm:w-72"
        />
        <FilterSelect
          label="Status"
          value={list.state.filters.status}
          options={USER_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
        <FilterSelect
          label="Group"
          value={list.state.filters.role_id}
          options={roleOptions}
          onChange={(v) => list.setFilter('role_id', v)}
        />
      </div>
      <DataTable<UserRow>
        label="Users"
        columns={columns}
        rows={users.data?.data}
        total={users.data?.meta.total ?? 0}
        list={list}
        getRowId={(u) => u.user_code}
        isLoading={users.isPending}
        isFetching={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
      />

      <UserFormDrawer
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        userCode={dialog?.kind === 'edit' ? dialog.user.user_code : null}
        onClose={close}
      />
      <StatusDialog user={dialog?.kind === 'status' ? dialog.user : null} onClose={close} />
      <DeleteDialog user={dialog?.kind === 'delete' ? dialog.user : null} onClose={close} />
      <ResetPasswordDialog user={dialog?.kind === 'password' ? dialog.user : null} onClose={close} />
      <Modal
        open={dialog?.kind === 'photo'}
        onClose={close}
        title="Change photo"
        description={dialog?.kind === 'photo' ? `${dialog.user.full_name} (${dialog.user.user_code})` : undefined}
        testId="photo-dialog"
      >
        {dialog?.kind === 'photo' && (
          <PhotoUpload userCode={dialog.user.user_code} photo={dialog.user.photo} onUploaded={close} />
        )}
      </Modal>
    </section>
  );
}

function StatusDialog({ user: subject, onClose }: { user: UserRow | null; onClose: () => void }) {
  const user = useRetained(subject);
  const setStatus = useSetUserStatus();
  const activating = user?.status === INACTIVE_STATUS;
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title={activating ? 'Activate user' : 'Deactivate user'}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      tone={activating ? 'primary' : 'danger'}
      pending={setStatus.isPending}
      onClose={onClose}
      onConfirm={() =>
        user &&
        setStatus.mutate(
          { userCode: user.user_code, status: activating ? 'AKTIF' : INACTIVE_STATUS, version: user.version },
          { onSuccess: onClose },
        )
      }
    >
      {user &&
        (activating ? (
          <p>
            <strong>{user.full_name}</strong> ({user.user_code}) may sign in and use the app again.
          </p>
        ) : (
          <p>
            <strong>{user.full_name}</strong> ({user.user_code}) can no longer use the app. Their open browsers show
            &lsquo;Maaf, Akun Anda Tidak Aktif&rsquo; at once.
          </p>
        ))}
    </ConfirmDialog>
  );
}

function DeleteDialog({ user: subject, onClose }: { user: UserRow | null; onClose: () => void }) {
  const user = useRetained(subject);
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={Boolean(subject)}
      title="Delete user"
      confirmLabel="Delete"
      tone="danger"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => user && remove.mutate(user.user_code, { onSuccess: onClose })}
    >
      {user && (
        <p>
          Delete <strong>{user.full_name}</strong> ({user.user_code})? They are signed out at once. This cannot be
          undone; to keep their history visible, deactivate them instead.
        </p>
      )}
    </ConfirmDialog>
  );
}

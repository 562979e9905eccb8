import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from 'next-auth/react';
import { useEffect, useId } from 'react';
import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField, TextAreaField, TextField } from '@/components/data/FormField';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { useResourceOne } from '@/hooks/resource/use-resource';
import { useCreateRole, useUpdateRole } from '@/hooks/admin/use-roles';
import { useUserById } from '@/hooks/use-user-by-id';
import { roleCreateSchema, unknownPermissions, type RoleRow } from '@/lib/resources/role';
import { ROLE_RESOURCE } from '@/services/admin/resources';
import { apiErrorMessage } from '@/services/api-client';
import { PermissionTree } from './PermissionTree';

// One schema for both: an edit sends every field (plus the version it read), so the create rules apply.
type Values = z.input<typeof roleCreateSchema>;
type Output = z.output<typeof roleCreateSchema>;

const FIELDS: Path<Values>[] = ['name', 'description', 'permissions'];

export interface RoleFormDrawerProps {
  open: boolean;
  /** The role to edit; absent: a new role. */
  roleId?: number | null;
  onClose: () => void;
}

export function RoleFormDrawer({ open, roleId, onClose }: RoleFormDrawerProps) {
  const formId = useId();
  const editing = roleId !== null && roleId !== undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit role' : 'Add role'}
      description="A role's users may open exactly the screens ticked here; a ticked group stands for all its screens."
      testId="role-form"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} data-testid="role-form-submit">
            {editing ? 'Save changes' : 'Add role'}
          </Button>
        </>
      }
    >
      {open && (editing ? <EditRole formId={formId} roleId={roleId} onDone={onClose} /> : <RoleFormBody formId={formId} onDone={onClose} />)}
    </Drawer>
  );
}

function EditRole({ formId, roleId, onDone }: { formId: string; roleId: number; onDone: () => void }) {
  const record = useResourceOne<RoleRow>(ROLE_RESOURCE, roleId);
  if (record.isPending) return <p className="text-sm text-slate-500">Loading…</p>;
  if (record.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {apiErrorMessage(record.error)}
      </p>
    );
  }
  return <RoleFormBody formId={formId} role={record.data} onReload={() => record.refetch()} onDone={onDone} />;
}

/** Permissions no longer on the menu (a screen was removed) are dropped: the server accepts menu screens only. */
function toValues(role: RoleRow | undefined): Values {
  if (!role) return { name: '', description: '', permissions: [] };
  const stale = new Set(unknownPermissions(role.permissions));
  return { name: role.name, description: role.description ?? '', permissions: role.permissions.filter((p) => !stale.has(p)) };
}

interface RoleFormBodyProps {
  formId: string;
  role?: RoleRow;
  onReload?: () => Promise<{ data?: RoleRow }>;
  onDone: () => void;
}

function RoleFormBody({ formId, role, onReload, onDone }: RoleFormBodyProps) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(roleCreateSchema),
    defaultValues: toValues(role),
  });
  const stale = role ? unknownPermissions(role.permissions) : [];
  const create = useCreateRole();
  const update = useUpdateRole();
  const errors = useServerFormErrors(form.setError, FIELDS);
  const pending = create.isPending || update.isPending;
  const { data: session } = useSession();
  const me = useUserById(session?.user?.id);
  const ownRole = Boolean(role && me.data?.role_id === role.id);
  const { reset, formState } = form;

  // A refetch of the role (saved elsewhere) refreshes an untouched form.
  useEffect(() => {
    if (role && !formState.isDirty) reset(toValues(role));
  }, [role, reset, formState.isDirty]);

  async function reload() {
    const fresh = await onReload?.();
    if (fresh?.data) {
      reset(toValues(fresh.data));
      errors.clear();
    }
  }

  const submit = form.handleSubmit((values) => {
    errors.clear();
    const body = { name: values.name, description: values.description, permissions: values.permissions };
    if (role) {
      update.mutate({ id: role.id, body: { ...body, version: role.version } }, { onSuccess: onDone, onError: errors.onError });
    } else {
      create.mutate(body, { onSuccess: onDone, onError: errors.onError });
    }
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-busy={pending}>
        <FormErrorBanner error={errors.banner} onReload={onReload ? () => void reload() : undefined} />
        {ownRole && (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="own-role-warning">
            This is your own role: unticking Roles or Users here takes those screens from you too.
          </p>
        )}
 {stale.length > 0 && (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {stale.length} permission{stale.length === 1 ? ' is' : 's are'} no longer on the menu and will be removed on save:{' '}
            {stale.join(', ')}
          </p>
        )}
        <TextField<Values> name="name" label="Name" required autoComplete="off" />
        <TextAreaField<Values> name="description" label="Description" rows={2} />
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <FormField label="Screens this role may open" required error={fieldState.error?.message}>
              {(control) => (
                <PermissionTree
                  value={field.value ?? []}
                  onChange={(next) => field.onChange(next)}
                  invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                />
              )}
            </FormField>
          )}
        />
        {pending && (
          <p className="text-sm text-slate-500" aria-live="polite">
            Saving…
          </p>
        )}
      </form>
    </FormProvider>
  );
}

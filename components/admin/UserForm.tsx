import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/data/Button';
import { Drawer } from '@/components/data/Drawer';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { ReadOnlyField, SelectField, TextField } from '@/components/data/FormField';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { useRoleOptions } from '@/hooks/admin/use-roles';
import { useResourceOne } from '@/hooks/resource/use-resource';
import { useCreateUser, useUpdateUser } from '@/hooks/admin/use-users';
import { RefPickerField } from '@/components/resource/RefPickerField';
import { BranchesField } from './BranchesField';
import type { RefField } from '@/lib/resources/engine/define';
import { USER_STATUSES, userCreateSchema, userUpdateSchema, type UserDetail } from '@/lib/resources/user';
import { USER_RESOURCE } from '@/services/admin/resources';
import { apiErrorMessage } from '@/services/api-client';

type CreateIn = z.input<typeof userCreateSchema>;
type CreateOut = z.output<typeof userCreateSchema>;
type UpdateIn = z.input<typeof userUpdateSchema>;
type UpdateOut = z.output<typeof userUpdateSchema>;

const CREATE_FIELDS: Path<CreateIn>[] = ['user_code', 'full_name', 'email', 'phone', 'role_id', 'office_id', 'all_branches', 'branch_ids', 'password', 'status'];

/** The counter a user works at (POS entries and worklists default to it). */
const OFFICE_FIELD: RefField = { type: 'ref', label: 'Office', resource: 'office', help: 'Counter clerks and dispatchers: the office they work at.' };
const UPDATE_FIELDS: Path<UpdateIn>[] = ['full_name', 'email', 'phone', 'role_id', 'office_id', 'all_branches', 'branch_ids'];

const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: s === 'AKTIF' ? 'AKTIF (active)' : 'TIDAK AKTIF (inactive)' }));

function useRoleSelect() {
  const roles = useRoleOptions();
  const options = (roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const hint = roles.isError ? `Roles could not be loaded: ${apiErrorMessage(roles.error)}` : undefined;
  return { options, hint, loading: roles.isPending };
}

export interface UserFormDrawerProps {
  open: boolean;
  /** The user to edit; absent: a new user. */
  userCode?: string | null;
  onClose: () => void;
}

/** Add or edit a user in a side panel. */
export function UserFormDrawer({ open, userCode, onClose }: UserFormDrawerProps) {
  const formId = useId();
  const editing = Boolean(userCode);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? `Edit user ${userCode}` : 'Add user'}
      description={editing ? 'Status and password have their own actions in the list.' : undefined}
      testId="user-form"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} data-testid="user-form-submit">
            {editing ? 'Save changes' : 'Add user'}
          </Button>
        </>
      }
    >
      {open &&
        (userCode ? (
          <EditUserForm formId={formId} userCode={userCode} onDone={onClose} />
        ) : (
          <CreateUserForm formId={formId} onDone={onClose} />
        ))}
    </Drawer>
  );
}

function CreateUserForm({ formId, onDone }: { formId: string; onDone: () => void }) {
  const form = useForm<CreateIn, unknown, CreateOut>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { user_code: '', full_name: '', email: '', phone: '', role_id: '', office_id: '', all_branches: false, branch_ids: [], password: '', status: 'AKTIF' },
  });
  const create = useCreateUser();
  const errors = useServerFormErrors(form.setError, CREATE_FIELDS);
  const roles = useRoleSelect();

  const submit = form.handleSubmit((body) => {
    errors.clear();
    create.mutate(body, { onSuccess: onDone, onError: errors.onError });
  });

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-busy={create.isPending}>
        <FormErrorBanner error={errors.banner} />
        <TextField<CreateIn> name="user_code" label="User code" required autoComplete="off" hint="Letters, digits, dot, dash or underscore; cannot be changed later." />
        <TextField<CreateIn> name="full_name" label="Full name" required autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<CreateIn> name="email" label="E-mail" type="email" autoComplete="off" />
          <TextField<CreateIn> name="phone" label="Phone" type="tel" autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<CreateIn>
            name="role_id"
            label="Group (role)"
            required
            options={roles.options}
            placeholder={roles.loading ? 'Loading roles…' : 'Choose a role'}
            hint={roles.hint}
          />
          <SelectField<CreateIn> name="status" label="Status" required options={STATUS_OPTIONS} />
        </div>
        <RefPickerField name="office_id" field={OFFICE_FIELD} />
        <BranchesField />
        <TextField<CreateIn> name="password" label="Password" type="password" required autoComplete="new-password" hint="At least 8 characters." />
        <SubmitState pending={create.isPending} />
      </form>
    </FormProvider>
  );
}

function toEditValues(user: UserDetail): UpdateIn {
  return {
    full_name: user.full_name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    role_id: String(user.role_id),
    office_id: user.office_id ? String(user.office_id) : '',
    all_branches: user.all_branches,
    branch_ids: user.branch_ids ?? [],
    version: user.version,
  };
}

function EditUserForm({ formId, userCode, onDone }: { formId: string; userCode: string; onDone: () => void }) {
  const record = useResourceOne<UserDetail>(USER_RESOURCE, userCode);
  const form = useForm<UpdateIn, unknown, UpdateOut>({ resolver: zodResolver(userUpdateSchema) });
  const update = useUpdateUser();
  const errors = useServerFormErrors(form.setError, UPDATE_FIELDS);
  const roles = useRoleSelect();
  const { reset } = form;
  const loaded = record.data;

  // The record as read now; a later refetch (after a save elsewhere) does not overwrite typing.
  useEffect(() => {
    if (loaded && !form.formState.isDirty) reset(toEditValues(loaded));
  }, [loaded, reset, form.formState.isDirty]);

  async function reload() {
    const fresh = await record.refetch();
    if (fresh.data) {
      reset(toEditValues(fresh.data));
      errors.clear();
    }
  }

  const submit = form.handleSubmit((body) => {
    errors.clear();
    update.mutate({ id: userCode, body }, { onSuccess: onDone, onError: errors.onError });
  });

  if (record.isPending) return <p className="text-sm text-slate-500">Loading…</p>;
  if (record.isError || !loaded) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {apiErrorMessage(record.error)}
      </p>
    );
  }

  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-busy={update.isPending}>
        <FormErrorBanner error={errors.banner} onReload={() => void reload()} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyField label="User code" value={loaded.user_code} />
          <ReadOnlyField label="Status" value={loaded.status} />
        </div>
        <TextField<UpdateIn> name="full_name" label="Full name" required autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<UpdateIn> name="email" label="E-mail" type="email" autoComplete="off" />
          <TextField<UpdateIn> name="phone" label="Phone" type="tel" autoComplete="off" />
        </div>
        <SelectField<UpdateIn>
          name="role_id"
          label="Group (role)"
          required
          options={roles.options}
          placeholder={roles.loading ? 'Loading roles…' : 'Choose a role'}
          hint={roles.hint}
        />
        <RefPickerField name="office_id" field={OFFICE_FIELD} />
        <BranchesField />
        <input type="hidden" {...form.register('version')} />
        <SubmitState pending={update.isPending} />
      </form>
    </FormProvider>
  );
}

function SubmitState({ pending }: { pending: boolean }) {
  return pending ? (
    <p className="text-sm text-slate-500" aria-live="polite">
      Saving…
    </p>
  ) : null;
}

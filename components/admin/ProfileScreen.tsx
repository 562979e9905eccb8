import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from 'next-auth/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { ReadOnlyField, TextField } from '@/components/data/FormField';
import { PageHeader } from '@/components/data/PageHeader';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { useChangePassword, useUpdateProfile } from '@/hooks/admin/use-profile';
import { LOGIN_PATH, useLogout } from '@/hooks/use-logout';
import { useUserById } from '@/hooks/use-user-by-id';
import { passwordChangeSchema, profileUpdateSchema } from '@/lib/resources/profile';
import { apiErrorMessage } from '@/services/api-client';
import type { UserDetail } from '@/services/user';
import { PhotoUpload } from './PhotoUpload';
import { UserStatusBadge } from './UserStatusBadge';

/** Where the sign-in page says the password was changed. */
export const PASSWORD_CHANGED_PATH = `${LOGIN_PATH}?message=password-changed`;

/** /profile: the signed-in user's own details, photo and password. */
export function ProfileScreen() {
  const { data: session } = useSession();
  const userCode = session?.user?.id;
  const me = useUserById(userCode);
  // The photo upload bumps the record's version: the details form adopts that bump as its own.
  const [photoVersion, setPhotoVersion] = useState<number | null>(null);

  return (
    <section data-testid="profile-screen" className="mx-auto max-w-4xl">
      <PageHeader title="Profile" description="Your own details, photo and password." />
      {me.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {me.isError && (
        <p role="alert" className="text-sm text-red-600">
          {apiErrorMessage(me.error)}
        </p>
      )}
      {me.data && userCode && (
        <div className="space-y-6">
          <Card title="Photo">
            <PhotoUpload userCode={userCode} photo={me.data.photo} onUploaded={(u) => setPhotoVersion(u.version)} />
          </Card>
          <Card title="Details">
            <ProfileDetailsForm user={me.data} photoVersion={photoVersion} onReload={() => me.refetch()} />
          </Card>
          <Card title="Change password" description="You are signed out everywhere afterwards and sign in again with the new password.">
            <ChangePasswordForm userCode={userCode} />
          </Card>
        </div>
      )}
    </section>
  );
}

function Card({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-800">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      <div className="mt-4">{children}</div>
    </div>
  );
}

type DetailsIn = z.input<typeof profileUpdateSchema>;
type DetailsOut = z.output<typeof profileUpdateSchema>;
const DETAIL_FIELDS: Path<DetailsIn>[] = ['full_name', 'email', 'phone'];

function toDetails(user: UserDetail): DetailsIn {
  return { full_name: user.full_name, email: user.email ?? '', phone: user.phone ?? '', version: user.version };
}

interface ProfileDetailsFormProps {
  user: UserDetail;
  photoVersion: number | null;
  onReload: () => Promise<{ data?: UserDetail }>;
}

function ProfileDetailsForm({ user, photoVersion, onReload }: ProfileDetailsFormProps) {
  const form = useForm<DetailsIn, unknown, DetailsOut>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toDetails(user),
  });
  const update = useUpdateProfile();
  const errors = useServerFormErrors(form.setError, DETAIL_FIELDS);
  const { reset, formState } = form;

  // The record refetched (a photo upload, an admin's edit): an untouched form follows it; an edited one
  // keeps the version it was read at, so someone else's change meets a conflict, not an overwrite.
  useEffect(() => {
    if (!formState.isDirty) reset(toDetails(user));
  }, [user, reset, formState.isDirty]);

  // …except for our own photo upload, which is no reason to refuse our own edit.
  const { setValue } = form;
  useEffect(() => {
    if (photoVersion !== null) setValue('version', photoVersion);
  }, [photoVersion, setValue]);

  async function reload() {
    const fresh = await onReload();
    if (fresh.data) {
      reset(toDetails(fresh.data));
      errors.clear();
    }
  }

  const submit = form.handleSubmit((body) => {
    errors.clear();
    update.mutate(body, { onSuccess: (saved) => reset(toDetails(saved)), onError: errors.onError });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="profile-form">
        <FormErrorBanner error={errors.banner} onReload={() => void reload()} />
        <div className="grid gap-4 sm:grid-cols-3">
          <ReadOnlyField label="User code" value={user.user_code} testId="profile-user-code" />
          <ReadOnlyField label="Group" value={user.user.user_group} testId="profile-group" />
          <ReadOnlyField label="Status" value={<UserStatusBadge status={user.status} />} />
        </div>
        <TextField<DetailsIn> name="full_name" label="Full name" required autoComplete="name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<DetailsIn> name="email" label="E-mail" type="email" autoComplete="email" />
          <TextField<DetailsIn> name="phone" label="Phone" type="tel" autoComplete="tel" />
        </div>
        <div className="flex justify-end gap-2">
          <Button onClick={() => reset(toDetails(user))} disabled={!formState.isDirty || update.isPending}>
            Discard
          </Button>
          <Button
            type="submit"
            variant="primary"
            pending={update.isPending}
            pendingLabel="Saving…"
            disabledReason={formState.isDirty ? null : 'Nothing has changed'}
            data-testid="profile-save"
          >
            Save details
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

const changePasswordForm = passwordChangeSchema.and(z.object({ confirm_password: z.string() })).refine(
  (v) => v.new_password === v.confirm_password,
  { path: ['confirm_password'], message: 'The passwords do not match' },
);
type PasswordIn = z.input<typeof changePasswordForm>;
const PASSWORD_FIELDS: Path<PasswordIn>[] = ['current_password', 'new_password'];

function ChangePasswordForm({ userCode }: { userCode: string }) {
  const form = useForm<PasswordIn>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const change = useChangePassword();
  const errors = useServerFormErrors(form.setError, PASSWORD_FIELDS);
  const signOutToLogin = useLogout(userCode, PASSWORD_CHANGED_PATH);

  const submit = form.handleSubmit(({ current_password, new_password }) => {
    errors.clear();
    change.mutate(
      { current_password, new_password },
      // Every session of this user has ended on the server: end this one too.
      { onSuccess: () => void signOutToLogin(), onError: errors.onError },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="password-form">
        <FormErrorBanner error={errors.banner} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField<PasswordIn> name="current_password" label="Current password" type="password" required autoComplete="current-password" />
          <TextField<PasswordIn> name="new_password" label="New password" type="password" required autoComplete="new-password" hint="At least 8 characters." />
          <TextField<PasswordIn> name="confirm_password" label="Repeat the new password" type="password" required autoComplete="new-password" />
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="primary" pending={change.isPending} pendingLabel="Changing…" data-testid="password-save">
            Change password
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { TextField } from '@/components/data/FormField';
import { Modal } from '@/components/data/Modal';
import { useServerFormErrors } from '@/components/data/use-server-form-errors';
import { useResetUserPassword } from '@/hooks/admin/use-users';
import { userPasswordResetSchema } from '@/lib/resources/user';

const schema = userPasswordResetSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: 'The passwords do not match' });
type Values = z.input<typeof schema>;

export interface ResetPasswordDialogProps {
  user: { user_code: string; full_name: string } | null;
  onClose: () => void;
}

/** An administrator sets a new password for a user; the user's open sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return (
    <Modal
      open={Boolean(user)}
      onClose={onClose}
      title="Reset password"
      description={user ? `${user.full_name} (${user.user_code}) is signed out everywhere and signs in with the new password.` : undefined}
      testId="reset-password-dialog"
    >
      {user && <ResetPasswordForm userCode={user.user_code} onDone={onClose} />}
    </Modal>
  );
}

function ResetPasswordForm({ userCode, onDone }: { userCode: string; onDone: () => void }) {
  const formId = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm_password: '' } });
  const reset = useResetUserPassword();
  const errors = useServerFormErrors(form.setError, ['password']);
  const submit = form.handleSubmit(({ password }) => {
    errors.clear();
    reset.mutate({ userCode, password }, { onSuccess: onDone, onError: errors.onError });
  });
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <FormErrorBanner error={errors.banner} />
        <TextField<Values> name="password" label="New password" type="password" required autoComplete="new-password" hint="At least 8 characters." />
        <TextField<Values> name="confirm_password" label="Repeat the new password" type="password" required autoComplete="new-password" />
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onDone} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" pending={reset.isPending} pendingLabel="Saving…">
            Set new password
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

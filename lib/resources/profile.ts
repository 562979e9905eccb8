import * as z from 'zod';
import { versionField } from './common';
import { password, personFields } from './user';

/**
 * PUT /api/datamaster/update/profile: the caller's own details. Role, status and user code are not
 * fields here; a body that carries them has them dropped (the schema strips unknown keys).
 */
export const profileUpdateSchema = z.object({ ...personFields, version: versionField.optional() }).partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /api/auth/update/password: the caller's own password; every session of the user ends. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'Enter your current password').max(256),
    new_password: password,
  })
  .refine((b) => b.new_password !== b.current_password, {
    path: ['new_password'],
    message: 'The new password must differ from the current one',
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

import * as z from 'zod';
import { optionalText, pageQuery, sortParam, versionField } from './common';

import { USER_STATUSES, type UserStatus } from './constants';

export { INACTIVE_STATUS, USER_STATUSES, USERS_SCREEN } from './constants';
export const userStatus = z.enum(USER_STATUSES);

export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  // bcrypt reads only the first 72 bytes: a longer password would silently be a shorter one.
  .refine((v) => new TextEncoder().encode(v).length <= 72, 'Password must be at most 72 bytes');

export const userCode = z
  .string()
  .trim()
  .min(2, 'User code must be at least 2 characters')
  .max(30, 'User code must be at most 30 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash or underscore');

/** The fields a user edits about itself (profile) as well as the administrator (user form). */
export const personFields = {
  full_name: z.string().trim().min(1, 'Full name is required').max(100),
  email: z
    .union([z.literal(''), z.email('Enter a valid e-mail address').max(120)])
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  phone: optionalText(30).refine((v) => v === null || /^\+?[0-9 ()-]{6,30}$/.test(v), 'Enter a valid phone number'),
};

const userFields = {
  ...personFields,
  role_id: z.coerce.number().int().positive('Choose a role'),
  /** The counter (office) the user works at: POS entries and worklists default to it. */
  office_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().positive('Pick an office').nullable()).optional(),
  /** Every branch's documents (head office); otherwise the office's branch and `branch_ids`. */
  all_branches: z.boolean().optional(),
  branch_ids: z
    .array(z.coerce.number().int().positive('Not a branch').max(2_147_483_647, 'Not a branch'))
    .max(500, 'At most 500 branches')
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .optional(),
};

export const userCreateSchema = z.object({
  user_code: userCode,
  ...userFields,
  password,
  status: userStatus.default('AKTIF'),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z
  .object({ ...userFields, password: password.optional(), version: versionField.optional() })
  .partial();
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** An administrator sets a user's password (PUT /api/datamaster/update/user/password/:id). */
export const userPasswordResetSchema = z.object({ password });
export type UserPasswordResetInput = z.infer<typeof userPasswordResetSchema>;

export const userStatusUpdateSchema = z.object({ status: userStatus, version: versionField.optional() });

export const USER_SORT_KEYS = ['user_code', 'full_name', 'email', 'status', 'user_group', 'created_at'] as const;

export const userListQuery = pageQuery().extend({
  search: z.string().trim().max(100).optional(),
  sort: sortParam(USER_SORT_KEYS),
  status: userStatus.optional(),
  role_id: z.coerce.number().int().positive().optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userIdParams = z.object({ id: userCode });

/** A row of GET /api/datamaster/get/user (dates as ISO strings). */
export interface UserRow {
  user_code: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role_id: number;
  office_id: number | null;
  /** The office's name. */
  office_id_label: string | null;
  /** Every branch (head office), or the office's branch and these. */
  all_branches: boolean;
  branch_ids: number[];
  /** The role's name. */
  user_group: string;
  status: UserStatus;
  photo: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Spec §7: the body of GET /api/datamaster/get/user/:id, and of every call that changes one user
 * (create, update, status, photo, password reset, own profile).
 */
export interface UserDetail extends UserRow {
  user: { user_code: string; full_name: string; user_group: string; permissions: string[] };
}

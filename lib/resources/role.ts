import * as z from 'zod';
import { SCREEN_ROUTES } from '@/constants/menu';
import { isReadOnlyGrant, screenOf } from '@/lib/rules/grants';
import { optionalText, pageQuery, sortParam, versionField } from './common';

export { ROLES_SCREEN, USERS_SCREEN } from './constants';

/** Menu position of every screen route: permissions are kept in this order. */
const MENU_ORDER = new Map(SCREEN_ROUTES.map((route, i) => [route, i]));

/** The given paths that grant no screen of the menu (groups such as `/app/master-data` do not). */
export function unknownPermissions(paths: readonly string[]): string[] {
  return [...new Set(paths.filter((p) => !MENU_ORDER.has(screenOf(p))))];
}

/**
 * Screen grants only, each screen once (a full grant wins over a read-only one of the same screen), in
 * menu order, so two equal sets are stored equally.
 */
export function normalizePermissions(paths: readonly string[]): string[] {
  const full = new Set(paths.filter((p) => !isReadOnlyGrant(p)));
  return [...new Set(paths)]
    .filter((p) => MENU_ORDER.has(screenOf(p)) && (!isReadOnlyGrant(p) || !full.has(screenOf(p))))
    .sort((a, b) => MENU_ORDER.get(screenOf(a))! - MENU_ORDER.get(screenOf(b))!);
}

export const rolePermissions = z
  .array(z.string().trim().max(200), 'Choose the screens this role may open')
  .max(2000)
  .superRefine((paths, ctx) => {
    const unknown = unknownPermissions(paths);
    if (unknown.length) {
      const shown = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` and ${unknown.length - 10} more` : '');
      ctx.addIssue({ code: 'custom', message: `Not a screen of the menu: ${shown}` });
    }
  })
  .transform(normalizePermissions);

const roleFields = {
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  description: optionalText(255),
  permissions: rolePermissions,
};

export const roleCreateSchema = z.object(roleFields);
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;

export const roleUpdateSchema = z.object({ ...roleFields, version: versionField.optional() }).partial();
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

export const ROLE_SORT_KEYS = ['name', 'user_count', 'created_at'] as const;

export const roleListQuery = pageQuery().extend({
  /** Part of the name or the description, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  sort: sortParam(ROLE_SORT_KEYS),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleIdParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** A row of GET /api/datamaster/get/role, and the body of get/create/update role (dates as ISO strings). */
export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  /** Screen grants in menu order: a route (full) or a route + ':read' (read-only). */
  permissions: string[];
  /** Users (active or not) that have this role. */
  user_count: number;
  version: number;
  created_at: string;
  updated_at: string;
}

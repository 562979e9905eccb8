// Spec §4/§6: a page the user has no permission for shows a 403 inside the shell.
import { SCREEN_ROUTES } from '@/constants/menu';
import { grantsAny } from './grants';

/**
 * A page is guarded by every screen route it equals or lies under ('/app/master-data/customers/list'
 * guards itself and '/app/master-data/customers/list/[id]'); it opens when the user holds one of them
 * (exact match, as the server checks), read-only grants included. A page under no screen route ('/',
 * '/profile', '/404') is open to every signed-in user.
 */
export function canOpenRoute(
  route: string,
  permissions: readonly string[],
  screens: readonly string[] = SCREEN_ROUTES,
): boolean {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const guards = screens.filter((screen) => path === screen || path.startsWith(`${screen}/`));
  if (!guards.length) return true;
  return grantsAny(permissions, guards, 'read');
}

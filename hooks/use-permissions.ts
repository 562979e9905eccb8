import { useSession } from 'next-auth/react';
import { useMemo } from 'react';
import { MENU_ITEMS, type MenuItem } from '@/constants/menu';
import { grantsAny, type AccessMode } from '@/lib/rules/grants';
import { filterMenu, parsePermissions } from '@/lib/rules/menu-filter';
import { useUserById } from './use-user-by-id';

/**
 * The signed-in user's permission paths: the fresh list of the user's own record (refetched when the
 * realtime `updateUserStatus` arrives, so a role change reaches the menu), else the session's JSON list.
 */
export function usePermissions(): string[] {
  const { data: session } = useSession();
  const { data: user } = useUserById(session?.user?.id);
  const fresh = user?.user?.permissions;
  const fromSession = session?.user?.permissions;
  return useMemo(() => (Array.isArray(fresh) ? fresh : parsePermissions(fromSession)), [fresh, fromSession]);
}

/** Spec §6: the menu tree the user may see. */
export function useVisibleMenu(): { menu: MenuItem[]; permissions: string[] } {
  const permissions = usePermissions();
  const menu = useMemo(() => filterMenu(MENU_ITEMS, permissions), [permissions]);
  return { menu, permissions };
}

/**
 * Whether the user holds one of these screens for this access (exact, as the server checks): 'write'
 * (the default: buttons that change something) needs a full grant, 'read' accepts a read-only one.
 */
export function useHasAnyPermission(paths: readonly string[], mode: AccessMode = 'write'): boolean {
  const permissions = usePermissions();
  return grantsAny(permissions, paths, mode);
}

/*
 * A permission is the route of the screen that grants it (spec §6, CONVENTIONS). A role may also grant
 * a screen read-only: the same route with an access suffix, '/app/master-data/price/list:read'. The
 * spec's menu rules still hold unchanged — the path still contains its route, and its second segment is
 * still the module — while the server lets a read-only grant call only what reads (GET).
 */

export const READ_ONLY_SUFFIX = ':read';

/** What a call or a button needs of a screen: to look at it, or to change something through it. */
export type AccessMode = 'read' | 'write';

export const isReadOnlyGrant = (permission: string) => permission.endsWith(READ_ONLY_SUFFIX);

/** The screen route a permission grants ('/x/list:read' → '/x/list'). */
export const screenOf = (permission: string) =>
  isReadOnlyGrant(permission) ? permission.slice(0, -READ_ONLY_SUFFIX.length) : permission;

export const readOnlyGrant = (screen: string) => `${screenOf(screen)}${READ_ONLY_SUFFIX}`;

/**
 * Whether the permissions grant one of these screens for this kind of access: reading accepts a full or
 * a read-only grant, writing only a full one. Screens match exactly, as everywhere on the server.
 */
export function grantsAny(permissions: readonly string[], screens: readonly string[], mode: AccessMode): boolean {
  return screens.some((screen) => permissions.includes(screen) || (mode === 'read' && permissions.includes(readOnlyGrant(screen))));
}

/** The screens the permissions open at all (full or read-only). */
export const grantedScreens = (permissions: readonly string[]): Set<string> => new Set(permissions.map(screenOf));

/** Methods that only read: a read-only grant may call these, and nothing else. */
export const modeOfMethod = (method: string): AccessMode => (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) ? 'read' : 'write');

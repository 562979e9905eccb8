// Spec §6: which menu items a user sees, from the permission paths on the session user.
import type { MenuItem } from '@/constants/menu';

/**
 * The "second segment" of a permission path: index 1 after splitting on '/', i.e. the first path
 * element, because a leading '/' makes index 0 the empty string ('/app/master-data/x' → 'app').
 */
function secondSegment(permission: string): string | undefined {
  return permission.split('/')[1];
}

/**
 * Top-level item: shown when some permission's second segment equals its lowercased label.
 * Nested item: shown when some permission contains its route (a plain substring test, as the spec says:
 * '/finance/ar/invoice/cancel-draft-invoice' also reveals '/finance/ar/invoice/cancel'; the server's
 * own checks are exact). A group at any level is dropped when none of its children is left.
 * The input tree is not modified.
 */
export function filterMenu(tree: readonly MenuItem[], permissions: readonly string[]): MenuItem[] {
  const topSegments = new Set(permissions.map(secondSegment));
  const out: MenuItem[] = [];
  for (const item of tree) {
    if (!topSegments.has(item.label.toLowerCase())) continue;
    const kept = keepWithChildren(item, permissions);
    if (kept) out.push(kept);
  }
  return out;
}

function filterNested(items: readonly MenuItem[], permissions: readonly string[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!permissions.some((p) => p.includes(item.value))) continue;
    const kept = keepWithChildren(item, permissions);
    if (kept) out.push(kept);
  }
  return out;
}

function keepWithChildren(item: MenuItem, permissions: readonly string[]): MenuItem | undefined {
  if (!item.children) return { ...item };
  const children = filterNested(item.children, permissions);
  return children.length ? { ...item, children } : undefined;
}

/** The session's permissions JSON string as a list of strings; anything unparsable or not a list gives []. */
export function parsePermissions(json: string | null | undefined): string[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

// The permission checkbox tree of the role form: a permission is the route of a screen (a menu leaf),
// granted fully or read-only ('…:read'); a group stands for all the screens under it.
import { MENU_ITEMS, type MenuItem } from '@/constants/menu';
import { isReadOnlyGrant, readOnlyGrant, screenOf } from '@/lib/rules/grants';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

const leafCache = new WeakMap<MenuItem, string[]>();

/** Routes of every screen under an item (the item itself when it is a screen), in menu order. */
export function leafValues(item: MenuItem): string[] {
  const cached = leafCache.get(item);
  if (cached) return cached;
  const out = item.children?.length ? item.children.flatMap(leafValues) : [item.value];
  leafCache.set(item, out);
  return out;
}

/** Every screen route of the tree, in menu order. */
export function allLeafValues(tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  return tree.flatMap(leafValues);
}

/** A screen: ticked or not. A group: ticked when all its screens are, indeterminate when some are. */
export function checkState(item: MenuItem, selected: ReadonlySet<string>): CheckState {
  const leaves = leafValues(item);
  let ticked = 0;
  for (const leaf of leaves) if (selected.has(leaf)) ticked += 1;
  if (ticked === 0) return 'unchecked';
  return ticked === leaves.length ? 'checked' : 'indeterminate';
}

/** How many of an item's screens are ticked, of how many. */
export function tickedCount(item: MenuItem, selected: ReadonlySet<string>): [number, number] {
  const leaves = leafValues(item);
  return [leaves.filter((l) => selected.has(l)).length, leaves.length];
}

/**
 * Menu order for the screens the tree knows, then (kept as they were) permissions it does not know —
 * a role edited here never silently loses a permission granted elsewhere.
 */
export function orderPermissions(selected: Iterable<string>, tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const grants = [...new Set(selected)];
  const position = new Map(allLeafValues(tree).map((v, i) => [v, i]));
  const known = grants.filter((g) => position.has(screenOf(g)));
  known.sort((a, b) => position.get(screenOf(a))! - position.get(screenOf(b))!);
  return [...known, ...grants.filter((g) => !position.has(screenOf(g)))];
}

/** The screens the grants tick (full or read-only). */
export const tickedScreens = (grants: readonly string[]): Set<string> => new Set(grants.map(screenOf));

/** The screens granted read-only. */
export const readOnlyScreens = (grants: readonly string[]): Set<string> => new Set(grants.filter(isReadOnlyGrant).map(screenOf));

/**
 * Clicking an item: a screen flips; a group that is fully ticked clears all its screens, otherwise
 * (unticked or partly ticked) ticks them all, fully. A screen that stays ticked keeps its access.
 */
export function toggleItem(item: MenuItem, selected: readonly string[], tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const ticked = tickedScreens(selected);
  const leaves = new Set(leafValues(item));
  if (checkState(item, ticked) === 'checked') return orderPermissions(selected.filter((g) => !leaves.has(screenOf(g))), tree);
  return orderPermissions([...selected, ...[...leaves].filter((leaf) => !ticked.has(leaf))], tree);
}

/** Grants a ticked screen read-only (view, never change) or fully. */
export function setReadOnly(screen: string, readOnly: boolean, selected: readonly string[], tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const others = selected.filter((g) => screenOf(g) !== screen);
  return orderPermissions([...others, readOnly ? readOnlyGrant(screen) : screen], tree);
}

/**
 * A group's "View only" switch, over the screens of it that are ticked: checked when all of them are
 * granted view-only, indeterminate when some are, unchecked when none are (or none is ticked).
 */
export function readOnlyState(item: MenuItem, selected: readonly string[]): CheckState {
  const ticked = tickedScreens(selected);
  const readOnly = readOnlyScreens(selected);
  const leaves = leafValues(item).filter((leaf) => ticked.has(leaf));
  const viewOnly = leaves.filter((leaf) => readOnly.has(leaf)).length;
  if (viewOnly === 0) return 'unchecked';
  return viewOnly === leaves.length ? 'checked' : 'indeterminate';
}

/** Grants every ticked screen of a group view-only, or every one fully; unticked screens stay unticked. */
export function setGroupReadOnly(item: MenuItem, readOnly: boolean, selected: readonly string[], tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const leaves = new Set(leafValues(item));
  return orderPermissions(
    selected.map((g) => (leaves.has(screenOf(g)) ? (readOnly ? readOnlyGrant(g) : screenOf(g)) : g)),
    tree,
  );
}

/** Items (and their ancestors) whose label or route contains the text; groups matching keep all children. */
export function filterTree(tree: readonly MenuItem[], text: string): MenuItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tree];
  const out: MenuItem[] = [];
  for (const item of tree) {
    if (item.label.toLowerCase().includes(needle) || item.value.toLowerCase().includes(needle)) {
      out.push(item);
      continue;
    }
    const children = item.children ? filterTree(item.children, needle) : [];
    if (children.length) out.push({ ...item, children });
  }
  return out;
}

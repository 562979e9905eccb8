// The permission checkbox tree of the role form: a permission is the route of a screen (a menu leaf);
// a group stands for all the screens under it.
import { MENU_ITEMS, type MenuItem } from '@/constants/menu';

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
 * Menu order for the routes the tree knows, then (kept as they were) permissions it does not know —
 * a role edited here never silently loses a permission granted elsewhere.
 */
export function orderPermissions(selected: Iterable<string>, tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const set = new Set(selected);
  const known = allLeafValues(tree);
  const knownSet = new Set(known);
  return [...known.filter((v) => set.has(v)), ...[...set].filter((v) => !knownSet.has(v))];
}

/**
 * Clicking an item: a screen flips; a group that is fully ticked clears all its screens, otherwise
 * (unticked or partly ticked) ticks them all.
 */
export function toggleItem(item: MenuItem, selected: readonly string[], tree: readonly MenuItem[] = MENU_ITEMS): string[] {
  const set = new Set(selected);
  const leaves = leafValues(item);
  if (checkState(item, set) === 'checked') for (const leaf of leaves) set.delete(leaf);
  else for (const leaf of leaves) set.add(leaf);
  return orderPermissions(set, tree);
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

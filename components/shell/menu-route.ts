import { useRouter } from 'next/router';
import type { MenuItem } from '@/constants/menu';

/**
 * Spec §2: a group belongs to the current route when the route contains its value — read as a path
 * prefix on whole segments, so '/finance/ar/invoice' does not claim '/finance/ar/invoice-x'.
 */
export function routeInGroup(path: string, value: string): boolean {
  return path === value || path.startsWith(`${value}/`);
}

/** The path in the address bar (query and hash dropped): also right on the 404 page of a screen not built yet. */
export function useCurrentPath(): string {
  const { asPath } = useRouter();
  return asPath.split(/[?#]/)[0] || '/';
}

/** The first screen (leaf) of an item, in menu order; the item itself when it has no children. */
export function firstScreen(item: MenuItem): string {
  return item.children?.length ? firstScreen(item.children[0]) : item.value;
}

/** Number of screens (leaves) under an item. */
export function countScreens(item: MenuItem): number {
  return item.children?.length ? item.children.reduce((n, child) => n + countScreens(child), 0) : 1;
}

// Spec §5 (search) and §9 (at most 5 results).
import { grantedScreens } from './grants';

export const MAX_SEARCH_RESULTS = 5;
export const NO_DATA_FOUND = 'No data found';

/**
 * Pages whose route is one of the user's permissions (exact match; a read-only grant counts) and whose
 * label contains the text,
 * case-insensitively, in the order given, at most `max`. The text is trimmed; blank text finds nothing.
 */
export function searchPages<T extends { label: string; value: string }>(
  pages: readonly T[],
  permissions: readonly string[],
  text: string,
  max: number = MAX_SEARCH_RESULTS,
): T[] {
  const needle = (text ?? '').trim().toLowerCase();
  if (!needle || max <= 0) return [];
  const granted = grantedScreens(permissions);
  const found: T[] = [];
  for (const page of pages) {
    if (granted.has(page.value) && page.label.toLowerCase().includes(needle)) {
      found.push(page);
      if (found.length >= max) break;
    }
  }
  return found;
}

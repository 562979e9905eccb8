// Spec §5: the sort/filter query helper.

export type SortFilterItem = { by?: string | null; key?: string | number | null };

// Present means: by is a non-empty string; key is a non-empty string or a finite number (0 counts,
// '' / null / undefined / NaN do not).
function isPresent(item: SortFilterItem): item is { by: string; key: string | number } {
  const { by, key } = item;
  if (typeof by !== 'string' || by === '') return false;
  if (typeof key === 'number') return Number.isFinite(key);
  return typeof key === 'string' && key !== '';
}

/** '&by1=key1&by2=key2' in the given order, names and values URL-encoded; '' when nothing is present. */
export function toQueryParams(items: readonly SortFilterItem[]): string {
  return items
    .filter(isPresent)
    .map(({ by, key }) => `&${encodeURIComponent(by)}=${encodeURIComponent(String(key))}`)
    .join('');
}

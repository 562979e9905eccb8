/*
 * Aging buckets (DOMAIN.md: configurable). The setting is the upper bounds of the overdue buckets in
 * days, "30,60,90,120": current (not yet aged), 1–30, 31–60, 61–90, 91–120, over 120.
 */

export const DEFAULT_AGING_BOUNDS = [30, 60, 90, 120] as const;

export type AgingBasis = 'invoice' | 'due';

/** "30,60,90,120" → [30, 60, 90, 120]; null when it is not a rising list of whole days. */
export function parseAgingBounds(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.length || parts.some((p) => !/^\d{1,5}$/.test(p))) return null;
  const bounds = parts.map(Number);
  if (bounds[0] < 1 || bounds.some((b, i) => i > 0 && b <= bounds[i - 1]) || bounds.length > 12) return null;
  return bounds;
}

/** The bucket of an item this many days old (0: current; i: up to bounds[i-1] days; the last: beyond them all). */
export function agingBucket(days: number, bounds: readonly number[]): number {
  if (days <= 0) return 0;
  for (let i = 0; i < bounds.length; i++) if (days <= bounds[i]) return i + 1;
  return bounds.length + 1;
}

/** The buckets' names: Current, 1–30, 31–60 …, > 120. */
export function agingLabels(bounds: readonly number[]): string[] {
  return ['Current', ...bounds.map((b, i) => `${i ? bounds[i - 1] + 1 : 1}–${b}`), `> ${bounds[bounds.length - 1]}`];
}

/** Whole days from one ISO date to another (as-of − the item's date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

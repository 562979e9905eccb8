/*
 * A list of AWB numbers as the helpdesk takes it (pasted or scanned), without the request's schema: the
 * screen counts and shows them before it ever loads the schema.
 */

/** At most this many AWBs in one request (a batch from a pasted or scanned list). */
export const MAX_BATCH_AWBS = 1000;

/** AWB numbers as pasted or scanned: one per line, or separated by commas, spaces or semicolons. */
export function parseAwbList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim().toUpperCase()).filter(Boolean))];
}

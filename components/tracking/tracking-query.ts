import { AWB_NUMBER, parseTrackingQuery, type TrackingLookup } from '@/lib/resources/documents/tracking-api';

/*
 * What the search box sends. The server reads `q` as AWB numbers only when every word is an AWB
 * number (12 digits; a return's: R and 12), and looks up at most 100 of them; anything else is one
 * reference or one phone number. So a scanned list with a short read in it, or more than 100 numbers,
 * would silently find the wrong thing: the box sends the good numbers (100 at a time) and keeps what it
 * did not send, saying why.
 */

/** The most AWB numbers the server looks up at once. */
export const MAX_AWBS_PER_SEARCH = 100;

const split = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export interface PreparedSearch {
  /** The `q` to send ('' when there is nothing to look up). */
  q: string;
  kind: TrackingLookup['kind'];
  /** AWB numbers sent (awb), else 1. */
  count: number;
  /** Words of an AWB list that are not 12-digit numbers (a short scan, a typo): not sent. */
  invalid: string[];
  /** AWB numbers past the first 100: not sent yet. */
  later: string[];
}

export function prepareSearch(text: string): PreparedSearch {
  const parts = split(text);
  const awbs = [...new Set(parts.filter((p) => AWB_NUMBER.test(p)).map((p) => p.toUpperCase()))];
  // Several numbers, some of them AWBs: a list with mistakes in it, not a phone number or a reference.
  const isList = awbs.length > 0 && (parts.length === awbs.length || (parts.length > 1 && parts.every((p) => /^[Rr]?\d+$/.test(p))));
  if (isList) {
    const sent = awbs.slice(0, MAX_AWBS_PER_SEARCH);
    return {
      q: sent.join(' '),
      kind: 'awb',
      count: sent.length,
      invalid: [...new Set(parts.filter((p) => !AWB_NUMBER.test(p)))],
      later: awbs.slice(MAX_AWBS_PER_SEARCH),
    };
  }
  const q = text.trim();
  return { q, kind: q ? parseTrackingQuery(q).kind : 'reference', count: q ? 1 : 0, invalid: [], later: [] };
}

/** What stays in the box after a search: the words it did not send. */
export const leftover = (prepared: PreparedSearch) => [...prepared.invalid, ...prepared.later].join('\n');

/** A `q` from the URL as the box shows it: an AWB list one per line, anything else as it is. */
export function queryToText(q: string): string {
  const parts = split(q);
  return parts.length > 1 && parts.every((p) => AWB_NUMBER.test(p)) ? parts.join('\n') : q;
}

/** The draft in words, under the box. */
export function describeDraft(prepared: PreparedSearch): string {
  if (!prepared.q) return 'Paste or scan AWB numbers, or type a customer reference or a phone number.';
  const what =
    prepared.kind === 'awb' ? `${prepared.count} AWB number${prepared.count === 1 ? '' : 's'}` : prepared.kind === 'phone' ? 'A phone number' : 'A customer reference';
  const notes = [
    prepared.invalid.length ? `${prepared.invalid.length} not a 12-digit AWB number (kept in the box)` : '',
    prepared.later.length ? `${prepared.later.length} more than ${MAX_AWBS_PER_SEARCH} (kept for the next search)` : '',
  ].filter(Boolean);
  return [what, ...notes].join(' · ');
}

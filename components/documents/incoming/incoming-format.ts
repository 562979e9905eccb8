import { counted } from '@/components/document/document-format';
import { EMPTY, formatField, formatValue } from '@/components/resource/format';
import { INCOMING_EXCEPTIONS, incomingDocument } from '@/lib/resources/documents/incoming';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ListQuery, ResourceRecord } from '@/services/resource/client';

/* How an incoming reads on the scan screen: where the load came from, its running counts, its results. */

const def = incomingDocument;
const f = def.fields;

/** A code as the server stores it: trimmed, upper-case (a bag number scanned in lower case is the same bag). */
export { scannedCode } from '@/components/document/scanned-code';

const n = (value: unknown) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/** The incomings still being worked at an office: those being received, and finished ones with exceptions (late finds). */
export const WORKED_INCOMINGS: ListQuery = { status: 'RECEIVING,EXCEPTIONS' };

/** Where the load came from: "Surabaya". */
export const incomingOrigin = (doc: DocumentRecord) => formatField(f.origin_branch_id, 'origin_branch_id', doc);

/** The manifest received: "MF-JKT-2611-00003". */
export const incomingManifest = (doc: DocumentRecord) => (doc.manifest_number ? String(doc.manifest_number) : EMPTY);

/** Receiving is finished (booked): what was not scanned then is missing, late finds still come in. */
export const isFinished = (doc: DocumentRecord) => doc.stage === 'booked';

/** The running counts of an incoming, as numbers. */
export function incomingCounts(doc: DocumentRecord) {
  const expected = n(doc.expected_count);
  const received = n(doc.received_count);
  const missing = n(doc.missing_count);
  const bags = n(doc.bag_count);
  const bagsOpened = n(doc.bags_opened);
  return {
    expected,
    received,
    missing,
    /** Expected AWBs not scanned yet (before the finish; after it they are missing). */
    pending: Math.max(0, expected - received - missing),
    extra: n(doc.extra_count),
    damaged: n(doc.damaged_count),
    bags,
    bagsOpened,
    bagsPending: isFinished(doc) ? 0 : Math.max(0, bags - bagsOpened),
    sealMismatches: n(doc.seal_mismatch_count),
    koli: n(doc.koli_count),
    weight: formatValue(f.weight_kg, doc.weight_kg ?? 0),
  };
}

/** "10 of 12 AWBs received". */
export const receivedOfExpected = (doc: DocumentRecord) => {
  const c = incomingCounts(doc);
  return `${c.received} of ${counted(c.expected, 'AWB')} received`;
};

/** Its exceptions, in words: "2 missing · 1 extra · 1 damaged · 1 seal mismatch" (empty: none). */
export function incomingExceptions(doc: DocumentRecord): string[] {
  const c = incomingCounts(doc);
  return [
    c.missing ? `${c.missing} missing` : null,
    c.extra ? `${c.extra} extra` : null,
    c.damaged ? `${c.damaged} damaged` : null,
    c.sealMismatches ? `${c.sealMismatches} seal ${c.sealMismatches === 1 ? 'mismatch' : 'mismatches'}` : null,
  ].filter((part): part is string => part !== null);
}

/** The whole load as received: "MF-… from Surabaya · 10 of 12 AWBs received · 2 missing · 14 koli · 30 kg". */
export function incomingSummary(doc: DocumentRecord): string {
  const c = incomingCounts(doc);
  return [`${incomingManifest(doc)} from ${incomingOrigin(doc)}`, receivedOfExpected(doc), ...incomingExceptions(doc), `${c.koli} koli`, c.weight].join(' · ');
}

/** Line results that want the dispatcher's attention (damaged, extra, missing; a bag's seal mismatch or missing bag). */
const EXCEPTIONS: ReadonlySet<string> = new Set(INCOMING_EXCEPTIONS);

export type LineFilter = 'all' | 'pending' | 'exceptions';

export const LINE_FILTERS: readonly { value: LineFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'exceptions', label: 'Exceptions' },
];

export function matchesFilter(line: ResourceRecord, filter: LineFilter): boolean {
  const result = String(line.result ?? '');
  if (filter === 'pending') return result === 'PENDING';
  if (filter === 'exceptions') return EXCEPTIONS.has(result);
  return true;
}

/** The colour of a line's result or of the incoming's status. */
export const RESULT_TONES: Record<string, string> = {
  PENDING: 'bg-slate-100 text-slate-700 ring-slate-200',
  OPENED: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  RECEIVED: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  SEAL_MISMATCH: 'bg-amber-50 text-amber-800 ring-amber-300',
  DAMAGED: 'bg-amber-50 text-amber-800 ring-amber-300',
  EXTRA: 'bg-amber-50 text-amber-800 ring-amber-300',
  MISSING: 'bg-red-50 text-red-700 ring-red-200',
  RECEIVING: 'bg-sky-50 text-sky-800 ring-sky-200',
  EXCEPTIONS: 'bg-amber-50 text-amber-800 ring-amber-300',
  CANCELLED: 'bg-slate-100 text-slate-600 ring-slate-200',
};

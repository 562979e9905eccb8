import { counted } from '@/components/document/document-format';
import { EMPTY, formatField } from '@/components/resource/format';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ListQuery, ResourceRecord } from '@/services/resource/client';

/* How a POD return and a POD reception read on their scan screens: where the papers go, the running counts, the results. */

const rf = podReturnDocument.fields;
const cf = podReceptionDocument.fields;

/** A code as the server stores it: trimmed, upper-case (an AWB or PR number scanned in lower case is the same). */
export { scannedCode } from '@/components/document/scanned-code';

const n = (value: unknown) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/* ---------- POD return ---------- */

/** The origin branch the papers go back to: "Jakarta". */
export const returnDestination = (doc: DocumentRecord) => formatField(rf.destination_branch_id, 'destination_branch_id', doc);

/** "3 PODs". */
export const returnPods = (doc: DocumentRecord) => counted(doc.awb_count, 'POD');

/** How it travels, when said: "via MF-SUB-2611-00002". */
export const returnSentVia = (doc: DocumentRecord) => (doc.sent_via ? `via ${String(doc.sent_via)}` : null);

/** A sent return, in one line: "back to Jakarta · 3 PODs · via MF-…". */
export const returnSummary = (doc: DocumentRecord) => [`back to ${returnDestination(doc)}`, returnPods(doc), returnSentVia(doc)].filter(Boolean).join(' · ');

/* ---------- POD reception ---------- */

/** The receptions still being worked at an office: those receiving, and finished ones with papers missing (late finds). */
export const WORKED_RECEPTIONS: ListQuery = { status: 'RECEIVING,INCOMPLETE' };

/** Where the papers came from: "Surabaya". */
export const receptionOrigin = (doc: DocumentRecord) => formatField(cf.from_branch_id, 'from_branch_id', doc);

/** The POD return received: "PR-SUB-2611-00001". */
export const receptionReturn = (doc: DocumentRecord) => (doc.pod_return_number ? String(doc.pod_return_number) : EMPTY);

/** Receiving is finished (booked): what was not scanned then is missing, late finds still come in. */
export const isFinished = (doc: DocumentRecord) => doc.stage === 'booked';

/** The running counts of a reception, as numbers. */
export function receptionCounts(doc: DocumentRecord) {
  const expected = n(doc.expected_count);
  const received = n(doc.received_count);
  const missing = n(doc.missing_count);
  return {
    expected,
    received,
    missing,
    /** Expected papers not scanned yet (before the finish; after it they are missing). */
    pending: Math.max(0, expected - received - missing),
  };
}

/** "2 of 3 PODs received". */
export const receivedOfExpected = (doc: DocumentRecord) => {
  const c = receptionCounts(doc);
  return `${c.received} of ${counted(c.expected, 'POD')} received`;
};

/** The whole reception: "PR-… from Surabaya · 2 of 3 PODs received · 1 missing". */
export function receptionSummary(doc: DocumentRecord): string {
  const c = receptionCounts(doc);
  return [`${receptionReturn(doc)} from ${receptionOrigin(doc)}`, receivedOfExpected(doc), c.missing ? `${c.missing} missing` : null].filter(Boolean).join(' · ');
}

export type PaperFilter = 'all' | 'pending' | 'missing';

export const PAPER_FILTERS: readonly { value: PaperFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'missing', label: 'Missing' },
];

export function matchesFilter(line: ResourceRecord, filter: PaperFilter): boolean {
  const result = String(line.result ?? '');
  if (filter === 'pending') return result === 'PENDING';
  if (filter === 'missing') return result === 'MISSING';
  return true;
}

/** The colour of a paper's result, of a reception's status, of a return's status. */
export const RESULT_TONES: Record<string, string> = {
  PENDING: 'bg-slate-100 text-slate-700 ring-slate-200',
  RECEIVED: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  MISSING: 'bg-red-50 text-red-700 ring-red-200',
  RECEIVING: 'bg-sky-50 text-sky-800 ring-sky-200',
  INCOMPLETE: 'bg-amber-50 text-amber-800 ring-amber-300',
  DRAFT: 'bg-amber-50 text-amber-800 ring-amber-200',
  SENT: 'bg-sky-50 text-sky-800 ring-sky-200',
  CANCELLED: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The name of something on a line or a row, or null when it has none. */
export const text = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

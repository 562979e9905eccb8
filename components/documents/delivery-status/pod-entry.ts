import { dateToLocal, localToIso } from '@/components/document/local-datetime';
import { refusalText } from '@/components/document/use-document-scanning';
import { formatNumber } from '@/components/resource/format';
import { NEXT_STEPS, RECEIVER_RELATION_TEXTS, RECEIVER_RELATIONS, type ReceiverRelation } from '@/lib/resources/documents/delivery-status';
import { REASON_LISTS, reasonLabel } from '@/lib/resources/engine/define-document';
import { apiErrorStatus, apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * One delivery result (POD) as the screen holds it while it is entered, the checks the server would
 * make at once (said at the field, in the server's own words), the create body, and the line said once
 * it is saved. No zod here: the rules are the few below, shared by the one-AWB form and the runsheet's
 * rows ("Save all").
 */

export type PodResult = 'DELIVERED' | 'FAILED';
export type { ReceiverRelation };
export type NextStep = (typeof NEXT_STEPS)[number];

/** What is typed and drawn for one AWB; text as the inputs hold it. */
export interface PodValues {
  result: PodResult | '';
  /** `datetime-local` (the browser's time zone). */
  event_at: string;
  receiver_name: string;
  receiver_relation: ReceiverRelation | '';
  /** Whole Rupiah, as typed. */
  cod_collected: string;
  /** PNG data URL of the signature drawn; '' for none. */
  signature: string;
  /** JPEG data URL of the photo taken (downscaled); '' for none. */
  photo: string;
  failure_reason: string;
  next_step: NextStep | '';
  note: string;
}

export const POD_FIELDS = ['result', 'event_at', 'receiver_name', 'receiver_relation', 'cod_collected', 'signature', 'photo', 'failure_reason', 'next_step', 'note'] as const;
export type PodField = (typeof POD_FIELDS)[number];
export type PodProblems = Partial<Record<PodField, string>>;

/** The AWB as its runsheet line shows it (when it is known): who should receive it, the COD to collect. */
export interface AwbContext {
  awb: string;
  consignee_name?: string | null;
  consignee_address?: string | null;
  consignee_phone?: string | null;
  /** The COD on the AWB, in Rupiah (0: none); null: not known here (the server checks it). */
  cod_amount: number | null;
  /** PENDING, DELIVERED, FAILED on its runsheet. */
  result?: string | null;
  runsheet_id?: number | null;
  runsheet_number?: string | null;
  courier?: string | null;
}

/** The context of a runsheet line (`lines.awbs` of a runsheet's detail). */
export function lineContext(line: ResourceRecord, runsheet?: DocumentRecord): AwbContext {
  const cod = Number(line.cod_amount ?? 0);
  return {
    awb: String(line.awb),
    consignee_name: typeof line.consignee_name === 'string' ? line.consignee_name : null,
    consignee_address: typeof line.consignee_address === 'string' ? line.consignee_address : null,
    consignee_phone: typeof line.consignee_phone === 'string' ? line.consignee_phone : null,
    cod_amount: Number.isFinite(cod) ? cod : 0,
    result: typeof line.result === 'string' ? line.result : null,
    runsheet_id: runsheet?.id ?? null,
    runsheet_number: runsheet?.number ?? null,
    courier: runsheet && typeof runsheet.driver_id_label === 'string' ? runsheet.driver_id_label : null,
  };
}

/** How the relations read in the picker (the declaration's labels; tracking has their Indonesian words). */
export const RELATION_LABELS: Record<ReceiverRelation, string> = Object.fromEntries(
  RECEIVER_RELATIONS.map((r) => [r, RECEIVER_RELATION_TEXTS[r].label]),
) as Record<ReceiverRelation, string>;

export const RELATION_OPTIONS = RECEIVER_RELATIONS.map((value) => ({ value, label: RELATION_LABELS[value] }));

export const FAILURE_OPTIONS = REASON_LISTS.deliveryFailure.map((r) => ({ value: r.code, label: r.label }));

export const NEXT_STEP_CHOICES: readonly { value: NextStep; label: string; hint: string }[] = [
  { value: 'REDELIVER', label: 'Deliver again', hint: 'The AWB stays at the branch for the next runsheet.' },
  { value: 'RETURN', label: 'Return to shipper', hint: 'Books a return AWB (R + this AWB) from this office back to the shipper.' },
];

export const rupiah = (amount: number) => formatNumber({ type: 'money', label: 'COD', unit: 'Rp' }, amount);

/** A fresh entry for an AWB: now, the COD to collect filled in. */
export function emptyPodValues(context?: Pick<AwbContext, 'cod_amount'> | null, result: PodResult | '' = '', now = new Date()): PodValues {
  return {
    result,
    event_at: dateToLocal(now),
    receiver_name: '',
    receiver_relation: '',
    cod_collected: context?.cod_amount === null || context?.cod_amount === undefined ? '' : String(context.cod_amount),
    signature: '',
    photo: '',
    failure_reason: '',
    next_step: '',
    note: '',
  };
}

/** Any input filled (a row whose result alone is chosen counts: it is to be saved, or said incomplete). */
export const isFilled = (v: PodValues) => v.result !== '';

const MAX_AHEAD_MS = 5 * 60_000;
const WHOLE = /^\d{1,12}$/;

/** What the server would refuse at once, said at the field before sending (its own words). */
export function podProblems(v: PodValues, context?: Pick<AwbContext, 'cod_amount'> | null, now = Date.now()): PodProblems {
  const out: PodProblems = {};
  if (!v.result) out.result = 'Delivered or failed';
  if (!v.event_at) out.event_at = 'When it happened';
  else {
    const at = new Date(v.event_at).getTime();
    if (Number.isNaN(at)) out.event_at = 'Not a real date and time';
    else if (at > now + MAX_AHEAD_MS) out.event_at = 'Cannot be in the future';
  }
  if (v.note.length > 500) out.note = 'At most 500 characters';
  if (v.result === 'DELIVERED') {
    if (!v.receiver_name.trim()) out.receiver_name = 'Who received it';
    else if (v.receiver_name.trim().length > 100) out.receiver_name = 'At most 100 characters';
    if (!v.receiver_relation) out.receiver_relation = 'Their relation to the consignee';
    if (!v.signature && !v.photo) out.signature = 'A signature or a photo';
    const cod = v.cod_collected.trim().replace(/[.\s]/g, '');
    if (cod && !WHOLE.test(cod)) out.cod_collected = 'A whole amount in Rupiah';
    else {
      const expected = context?.cod_amount;
      if (expected !== null && expected !== undefined && Number(cod || 0) !== expected) {
        out.cod_collected = expected ? `Collect ${rupiah(expected)} (the COD on this AWB)` : 'This AWB has no COD';
      }
    }
  }
  if (v.result === 'FAILED') {
    if (!v.failure_reason) out.failure_reason = 'Why it could not be delivered';
    if (!v.next_step) out.next_step = 'Deliver again, or return to the shipper';
    if (v.failure_reason === 'OTHER' && !v.note.trim()) out.note = 'Say why';
  }
  return out;
}

/** Whether an entry may be saved as it is: null while no result is chosen; else ready, or what is still missing (its problems, said as one line). */
export type PodReadiness = null | { ready: true } | { ready: false; missing: string };

/**
 * A row's readiness, decided here once for every screen ("Ready to save", the count of rows ready): a
 * result chosen is not enough — a failure without its reason or next step, a delivery without its
 * receiver or proof, is still to complete.
 */
export function podReadiness(v: PodValues, context?: Pick<AwbContext, 'cod_amount'> | null, now = Date.now()): PodReadiness {
  if (!isFilled(v)) return null;
  const problems = podProblems(v, context, now);
  return Object.keys(problems).length ? { ready: false, missing: problemsLine(problems) } : { ready: true };
}

const text = (value: string) => value.trim() || undefined;

/** The create body: only the chosen result's fields (the server refuses the other's). */
export function podBody(v: PodValues, opts: { officeId: number; awb: string; requestId: string; runsheetId?: number | null }): Record<string, unknown> {
  const result = v.result as PodResult;
  const cod = v.cod_collected.trim().replace(/[.\s]/g, '');
  const own =
    result === 'DELIVERED'
      ? {
          receiver_name: v.receiver_name.trim(),
          receiver_relation: v.receiver_relation,
          cod_collected: cod ? Number(cod) : undefined,
          signature: v.signature || undefined,
          photo: v.photo || undefined,
        }
      : { failure_reason: v.failure_reason, next_step: v.next_step };
  const body: Record<string, unknown> = {
    office_id: opts.officeId,
    awb: opts.awb,
    delivery_runsheet_id: opts.runsheetId ?? undefined,
    result,
    event_at: localToIso(v.event_at),
    ...own,
    note: text(v.note),
    request_id: opts.requestId,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** The line said once saved: "AWB 1234 delivered — POD-…", "AWB 1234 failed, return AWB R1234 booked — POD-…". */
export function savedText(doc: DocumentRecord): string {
  const awb = String(doc.awb ?? '');
  if (doc.result === 'DELIVERED' || doc.status === 'DELIVERED') return `AWB ${awb} delivered — ${doc.number}`;
  if (doc.return_awb) return `AWB ${awb} failed, return AWB ${String(doc.return_awb)} booked — ${doc.number}`;
  return `AWB ${awb} failed, to deliver again — ${doc.number}`;
}

/** Under the saved line: who received it, or why it failed. */
export function savedDetail(doc: DocumentRecord): string {
  if (doc.result === 'DELIVERED') {
    const relation = RELATION_LABELS[doc.receiver_relation as ReceiverRelation];
    const cod = Number(doc.cod_collected ?? 0);
    return [`Received by ${String(doc.receiver_name ?? '')}${relation ? ` (${relation})` : ''}`, cod ? `COD ${rupiah(cod)} collected` : null].filter(Boolean).join(' · ');
  }
  return reasonLabel('deliveryFailure', typeof doc.failure_reason === 'string' ? doc.failure_reason : null);
}

/** A refused save, split: messages for the entry's own fields, and what is said above them. */
export function serverProblems(error: unknown): { fields: PodProblems; message: string | null } {
  const fields: PodProblems = {};
  const leftovers: string[] = [];
  for (const [path, messages] of Object.entries(apiFieldErrors(error))) {
    const field = POD_FIELDS.find((f) => path === f || path.startsWith(`${f}.`));
    if (field) fields[field] = messages.join(' ');
    else leftovers.push(...messages);
  }
  const message = refusalText(error);
  const placed = Object.keys(fields).length > 0;
  // a 400 placed at its fields needs no sentence more than "check the fields"; a refusal (409) is its message
  if (placed && apiErrorStatus(error) === 400 && !leftovers.length) return { fields, message: null };
  const extra = leftovers.filter((m) => m !== message);
  return { fields, message: [message, ...extra].join(' ') };
}

/** The first problems as one line (a row's note in the runsheet table). */
export const problemsLine = (problems: PodProblems) => Object.values(problems).filter(Boolean).join(' · ');

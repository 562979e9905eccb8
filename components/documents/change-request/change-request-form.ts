import { CHANGE_KIND_DEFS, type ChangeKind, type ChangeValueKey } from '@/lib/helpdesk/change-kinds';
import { lazily } from '@/components/data/lazy-schema';
import { parseAwbList } from '@/lib/resources/documents/awb-list';
import type { ChangeRequestBody } from '@/lib/resources/documents/change-request-api';

/*
 * The change request form's values and the body it sends: the AWBs typed, pasted or scanned as text,
 * the kind's new values, the new koli. The body is checked with the API's own schema before it is
 * sent (change-request-api.ts), so the form says what the server would refuse, in the server's words.
 */

export interface KoliValues {
  weight_kg: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
}

export interface ChangeFormValues {
  awbs_text: string;
  reason_code: string;
  reason: string;
  new_text: string;
  new_phone: string;
  new_area_id: string;
  new_service_id: string;
  new_customer_id: string;
  new_date: string;
  new_rate_per_kg: string;
  new_insured: boolean;
  new_goods_value: string;
  new_cost_case_ids: number[];
  new_koli: KoliValues[];
  /** Names of the files uploaded for the request. */
  attachments: string[];
}

export const EMPTY_KOLI: KoliValues = { weight_kg: '', length_cm: '', width_cm: '', height_cm: '' };

export const emptyChangeForm = (): ChangeFormValues => ({
  awbs_text: '',
  reason_code: '',
  reason: '',
  new_text: '',
  new_phone: '',
  new_area_id: '',
  new_service_id: '',
  new_customer_id: '',
  new_date: '',
  new_rate_per_kg: '',
  new_insured: false,
  new_goods_value: '',
  new_cost_case_ids: [],
  new_koli: [{ ...EMPTY_KOLI }],
  attachments: [],
});

const uses = (kind: ChangeKind, key: ChangeValueKey) => CHANGE_KIND_DEFS[kind].values.includes(key);

/** The body as typed (the schema turns '' into "missing" and text into numbers). */
export function rawBody(kind: ChangeKind, v: ChangeFormValues, requestId?: string, ticketId?: number | null): Record<string, unknown> {
  const body: Record<string, unknown> = { kind, awbs: parseAwbList(v.awbs_text), reason_code: v.reason_code, reason: v.reason, attachments: v.attachments };
  if (uses(kind, 'new_text')) body.new_text = v.new_text;
  if (uses(kind, 'new_phone')) body.new_phone = v.new_phone;
  if (uses(kind, 'new_area_id')) body.new_area_id = v.new_area_id;
  if (uses(kind, 'new_service_id')) body.new_service_id = v.new_service_id;
  if (uses(kind, 'new_customer_id')) body.new_customer_id = v.new_customer_id;
  if (uses(kind, 'new_date')) body.new_date = v.new_date;
  if (uses(kind, 'new_rate_per_kg')) body.new_rate_per_kg = v.new_rate_per_kg;
  if (uses(kind, 'new_insured')) body.new_insured = v.new_insured;
  if (uses(kind, 'new_goods_value')) body.new_goods_value = v.new_goods_value;
  if (uses(kind, 'new_cost_case_ids')) body.new_cost_case_ids = v.new_cost_case_ids.join(',');
  if (uses(kind, 'new_koli')) body.new_koli = v.new_koli.map((k) => ({ weight_kg: k.weight_kg, length_cm: k.length_cm, width_cm: k.width_cm, height_cm: k.height_cm }));
  if (requestId) body.request_id = requestId;
  if (ticketId) body.ticket_id = ticketId;
  return body;
}

/** The form path a body path's error belongs to (the AWB list is typed as one text). */
export function formPath(path: string): string {
  if (path === 'awbs' || path.startsWith('awbs.')) return 'awbs_text';
  return path;
}

/** The API's schema, in its own chunk (components/data/lazy-schema.ts). */
export const loadChangeSchema = lazily(() => import('@/lib/resources/documents/change-request-api').then((m) => m.changeRequestBody));

/** The body checked by the API's schema: the body to send, or the errors by form path. */
export async function checkChangeForm(kind: ChangeKind, v: ChangeFormValues, requestId?: string, ticketId?: number | null): Promise<{ body: ChangeRequestBody; errors: null } | { body: null; errors: Record<string, string> }> {
  const parsed = (await loadChangeSchema()).safeParse(rawBody(kind, v, requestId, ticketId));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path.join('.'));
    errors[path] ??= issue.message;
  }
  return { body: null, errors };
}

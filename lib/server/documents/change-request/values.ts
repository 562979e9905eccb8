import { asc, eq } from 'drizzle-orm';
import { DEFAULT_CHANGE_THRESHOLDS, type ChangeKind, type ChangeThresholds } from '@/lib/helpdesk/change-kinds';
import type { ChangeRequestBody } from '@/lib/resources/documents/change-request-api';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { changeRequestKoli } from '../../db/schema/documents';
import type { ChangeValues } from '../../helpdesk/plan-change';
import type { DocRow } from '../engine/types';
import { settingValues } from '../shared/site';

/** The new values of a request body. */
export function valuesOfBody(input: ChangeRequestBody): ChangeValues {
  return {
    kind: input.kind,
    reason_code: String(input.reason_code),
    new_text: (input.new_text as string | null) ?? null,
    new_phone: (input.new_phone as string | null) ?? null,
    new_area_id: (input.new_area_id as number | null) ?? null,
    new_service_id: (input.new_service_id as number | null) ?? null,
    new_customer_id: (input.new_customer_id as number | null) ?? null,
    new_date: (input.new_date as string | null) ?? null,
    new_rate_per_kg: (input.new_rate_per_kg as number | null) ?? null,
    new_insured: (input.new_insured as boolean | null) ?? null,
    new_goods_value: (input.new_goods_value as number | null) ?? null,
    new_cost_case_ids: (input.new_cost_case_ids as string | null) ?? null,
    new_koli: input.new_koli ?? null,
  };
}

/** The new values of a stored request (its header and its new koli). */
export async function valuesOfRequest(tx: Db, doc: DocRow): Promise<ChangeValues> {
  const koli = await tx.select().from(changeRequestKoli).where(eq(changeRequestKoli.document_id, doc.id)).orderBy(asc(changeRequestKoli.position));
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    kind: doc.kind as ChangeKind,
    reason_code: String(doc.reason_code),
    new_text: (doc.new_text as string | null) ?? null,
    new_phone: (doc.new_phone as string | null) ?? null,
    new_area_id: n(doc.new_area_id),
    new_service_id: n(doc.new_service_id),
    new_customer_id: n(doc.new_customer_id),
    new_date: (doc.new_date as string | null) ?? null,
    new_rate_per_kg: n(doc.new_rate_per_kg),
    new_insured: (doc.new_insured as boolean | null) ?? null,
    new_goods_value: n(doc.new_goods_value),
    new_cost_case_ids: (doc.new_cost_case_ids as string | null) ?? null,
    new_koli: koli.length ? koli.map((k) => ({ weight_kg: Number(k.weight_kg), length_cm: n(k.length_cm), width_cm: n(k.width_cm), height_cm: n(k.height_cm) })) : null,
  };
}

/** The thresholds beyond which a manager approves (site settings of the helpdesk group). */
export async function changeThresholds(db: Db, refs: ReferenceCache): Promise<ChangeThresholds> {
  const stored = await settingValues(db, refs, ['helpdesk_manager_amount', 'helpdesk_manager_percent']);
  const read = (key: string, fallback: number) => (stored[key] !== undefined && Number.isFinite(Number(stored[key])) ? Number(stored[key]) : fallback);
  return { amount: read('helpdesk_manager_amount', DEFAULT_CHANGE_THRESHOLDS.amount), percent: read('helpdesk_manager_percent', DEFAULT_CHANGE_THRESHOLDS.percent) };
}

import { beyondThresholds } from '@/lib/helpdesk/change-kinds';
import type { ChangePreview, ChangeRequestBody } from '@/lib/resources/documents/change-request-api';
import type { Principal } from '../../auth/principal';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { loadAwbStates } from '../../helpdesk/awb-states';
import { planChange, type AwbPlan } from '../../helpdesk/plan-change';
import { changeThresholds, valuesOfBody } from './values';

/** A preview of up to this many AWBs shows each one's charges, charge by charge. */
const CHARGES_SHOWN_UP_TO = 20;

/** A request worked out (nothing written): each AWB's plan and the figures of the whole. */
export async function planRequest(db: Db, refs: ReferenceCache, input: ChangeRequestBody, principal: Pick<Principal, 'branches'>, now: Date, charges = false) {
  const states = await loadAwbStates(db, input.awbs, principal.branches ?? null, false, input.kind);
  const plans = await planChange(db, refs, valuesOfBody(input), input.awbs, states, now, charges);
  const thresholds = await changeThresholds(db, refs);
  const valid = plans.filter((p) => !p.refusal);
  const sum = (pick: (p: AwbPlan) => number) => valid.reduce((a, p) => a + pick(p), 0);
  return {
    plans,
    valid,
    figures: {
      awb_count: plans.length,
      refused_count: plans.length - valid.length,
      total_before: sum((p) => p.total_before),
      total_after: sum((p) => p.total_after),
      delta: sum((p) => p.delta),
      needs_supervisor: valid.some((p) => p.supervisor),
      needs_manager: valid.some((p) => beyondThresholds(p.total_before, p.total_after, thresholds)),
    },
  };
}

/** The preview the screen shows before the request is sent (one snapshot: every AWB as of the same moment). */
export async function previewChange(db: Db, refs: ReferenceCache, input: ChangeRequestBody, principal: Pick<Principal, 'branches'>, now: Date): Promise<ChangePreview> {
  const charges = input.awbs.length <= CHARGES_SHOWN_UP_TO;
  const { plans, figures } = await db.transaction((tx) => planRequest(tx as unknown as Db, refs, input, principal, now, charges));
  return {
    ...figures,
    lines: plans.map((p) => ({
      awb: p.awb,
      shipment_id: p.state?.row.id ?? null,
      before: p.before,
      after: p.after,
      total_before: p.total_before,
      total_after: p.total_after,
      delta: p.delta,
      consequence: p.consequence,
      consequence_words: p.consequence_words,
      refusal: p.refusal,
      ...(p.charges ? { charges: p.charges } : {}),
    })),
  };
}

import { cancelActionOf, STAGES, stageLabel, statusLabel, type ReasonList, type Stage } from '@/lib/resources/engine/define-document';
import type { AnyDocument } from '@/hooks/documents/use-document';

/*
 * How a document's engine columns read on screen. The words follow the declaration: a shipment's
 * cancel action is "Void AWB", so its cancelled stage reads "Voided" and its reason "Void reason".
 * The words themselves are isomorphic (lib/resources/engine/define-document): the exports say them too.
 */
export { cancelActionOf, pastTense, stageLabel, statusLabel } from '@/lib/resources/engine/define-document';

/** "Void AWB" → "Void": the verb of an action's label. */
export const actionVerb = (label: string) => label.trim().split(/\s+/)[0] ?? label;

export const stageOptions = (def: AnyDocument) => STAGES.map((s) => ({ value: s, label: stageLabel(def, s) }));

export const statusOptions = (def: AnyDocument) => def.statuses.map((s) => ({ value: s, label: statusLabel(s) }));

/** The reason list of the document's cancel action (its `cancel_reason` codes). */
export const cancelReasonList = (def: AnyDocument): ReasonList | undefined => cancelActionOf(def)?.reason;

export const STAGE_TONES: Record<Stage, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  booked: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A count with its noun: "1 AWB", "12 AWBs", "0 bags". */
export function counted(value: unknown, noun: string): string {
  const n = Number(value ?? 0);
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

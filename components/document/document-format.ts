import { STAGES, type ReasonList, type Stage } from '@/lib/resources/engine/define-document';
import type { AnyDocument } from '@/hooks/documents/use-document';

/*
 * How a document's engine columns read on screen. The words follow the declaration: a cash register's
 * cancel action is "Void", so its cancelled stage reads "Voided" and its reason "Void reason".
 */

/** The action that ends in the cancelled stage (Cancel, Void), if the document has one. */
export function cancelActionOf(def: AnyDocument) {
  const entry = Object.entries(def.actions).find(([, a]) => a.to === 'cancelled');
  return entry ? { key: entry[0], ...entry[1] } : null;
}

/** "Cancel" → "Cancelled", "Void" → "Voided". */
export function pastTense(label: string): string {
  if (/^cancel$/i.test(label)) return `${label}led`;
  return /e$/i.test(label) ? `${label}d` : `${label}ed`;
}

export function stageLabel(def: AnyDocument, stage: string): string {
  if (stage === 'cancelled') return pastTense(cancelActionOf(def)?.label ?? 'Cancel');
  if (stage === 'booked') return 'Booked';
  if (stage === 'draft') return 'Draft';
  return stage;
}

export const stageOptions = (def: AnyDocument) => STAGES.map((s) => ({ value: s, label: stageLabel(def, s) }));

/** `PICKED_UP` → "Picked up", `out_for_delivery` → "Out for delivery". */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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

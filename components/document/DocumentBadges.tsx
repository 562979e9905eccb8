import type { AnyDocument } from '@/hooks/documents/use-document';
import type { Stage } from '@/lib/resources/engine/define-document';
import { STAGE_TONES, stageLabel, statusLabel } from './document-format';

const badge = 'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1';

/** The engine's stage (draft, booked, cancelled — in the declaration's own words). */
export function StageBadge({ def, stage }: { def: AnyDocument; stage: Stage }) {
  return (
    <span className={`${badge} ${STAGE_TONES[stage] ?? STAGE_TONES.draft}`} data-stage={stage}>
      {stageLabel(def, stage)}
    </span>
  );
}

/** The business status (ASSIGNED, PICKED_UP, OPEN …). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${badge} bg-white text-slate-700 ring-slate-200`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

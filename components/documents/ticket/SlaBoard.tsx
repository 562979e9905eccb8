import { useQuery } from '@tanstack/react-query';
import type { SlaPart, SlaState } from '@/lib/helpdesk/sla';
import { TICKET_KIND_LABELS, type TicketKind } from '@/lib/helpdesk/sla';
import { fetchSlaBoard } from '@/services/documents/tickets';
import { CorrectMenu } from './CorrectMenu';

/* The live tickets against their limits now: breached and at-risk first, so the desk sees what to answer next. */

const BADGE: Record<SlaState, string> = {
  breached: 'bg-red-100 text-red-800',
  warning: 'bg-amber-100 text-amber-800',
  ok: 'bg-emerald-50 text-emerald-800',
  paused: 'bg-slate-100 text-slate-700',
  met: 'bg-emerald-50 text-emerald-800',
};
const WORDS: Record<SlaState, string> = { breached: 'Breached', warning: '80 % used', ok: 'On time', paused: 'Paused (waiting)', met: 'Met' };

const due = (p: SlaPart) => new Date(p.due_at).toLocaleString('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

function Part({ label, part }: { label: string; part: SlaPart }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs ${BADGE[part.state]}`} title={`${label}: ${part.elapsed_minutes} of ${part.limit_minutes} business minutes`}>
      {label} {WORDS[part.state]}
      {part.state !== 'met' && <span className="text-[11px] opacity-80">· due {due(part)}</span>}
    </span>
  );
}

/** `names`: who works the desk, by user code (a ticket's assignee shown by name). */
export function SlaBoard({ names }: { names?: ReadonlyMap<string, string> }) {
  const board = useQuery({ queryKey: ['ticket', 'sla'], queryFn: fetchSlaBoard, refetchInterval: 60_000 });
  const rows = board.data ?? [];
  const atRisk = rows.filter((r) => r.response.state === 'breached' || r.resolution.state === 'breached' || r.response.state === 'warning' || r.resolution.state === 'warning');
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="sla-board">
      <h2 className="text-sm font-semibold text-slate-800">
        Service levels now <span className="font-normal text-slate-500">— {rows.length} live ticket{rows.length === 1 ? '' : 's'}, {atRisk.length} breached or at 80 %</span>
      </h2>
      {board.isPending && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {rows.length > 0 && (
        <ul className="mt-2 max-h-64 divide-y divide-slate-100 overflow-auto">
          {rows.slice(0, 50).map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 py-1.5 text-sm" data-testid="sla-row" data-state={r.resolution.state}>
              <span className="font-mono text-xs">{r.number}</span>
              <span className="text-slate-600">{TICKET_KIND_LABELS[r.kind as TicketKind] ?? r.kind}</span>
              {r.awb && <span className="font-mono text-xs text-slate-500">{r.awb}</span>}
              <span className="min-w-0 flex-1 truncate text-slate-800">{r.subject}</span>
              <Part label="Response" part={r.response} />
              <Part label="Resolution" part={r.resolution} />
              {r.assigned_to && <span className="text-xs text-slate-500">{names?.get(r.assigned_to) ?? r.assigned_to}</span>}
              {r.awb && <CorrectMenu awb={r.awb} ticketId={r.id} />}
            </li>
          ))}
        </ul>
      )}
      {board.isSuccess && rows.length === 0 && <p className="mt-2 text-sm text-slate-500">No live ticket.</p>}
    </section>
  );
}

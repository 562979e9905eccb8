import { useRouter } from 'next/router';
import { CHANGE_KIND_DEFS, CHANGE_KINDS } from '@/lib/helpdesk/change-kinds';
import { HELPDESK } from '@/lib/resources/documents/screens';
import { usePermissions } from '@/hooks/use-permissions';

/** "Ask for a change…": the change screens this user holds, opened on this AWB (and the ticket it comes from). */
export function CorrectMenu({ awb, ticketId }: { awb: string; ticketId?: number }) {
  const router = useRouter();
  const permissions = usePermissions();
  const kinds = CHANGE_KINDS.filter((k) => permissions.includes(HELPDESK.change(k)));
  if (!kinds.length) return null;
  return (
    <select
      aria-label={`Ask for a change of ${awb}`}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs"
      value=""
      onChange={(e) => {
        const kind = e.target.value;
        if (kind) void router.push({ pathname: HELPDESK.change(kind), query: { awb, ...(ticketId ? { ticket: String(ticketId) } : {}) } });
      }}
      data-testid={`correct-${awb}`}
    >
      <option value="">Ask for a change…</option>
      {kinds.map((k) => (
        <option key={k} value={k}>
          {CHANGE_KIND_DEFS[k].label}
        </option>
      ))}
    </select>
  );
}

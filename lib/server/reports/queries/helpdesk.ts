import { sql, type SQL } from 'drizzle-orm';
import { CHANGE_KIND_LABELS } from '@/lib/resources/documents/change-request';
import { TICKET_KIND_LABELS } from '@/lib/helpdesk/sla';
import { helpdeskReport } from '@/lib/resources/reports/helpdesk';
import { changeRequests, tickets } from '../../db/schema/documents';
import { branches } from '../../db/schema/resources';
import { inBranches, numeric, rowsOf } from '../sql';
import type { ReportModule, ReportRow } from '../types';

/*
 * The helpdesk report: one pass over the period's tickets and one over its change requests, grouped by
 * the dimension asked (kind, status, branch, user: a ticket's assignee, a request's requester).
 */

const words = (code: string) => code.replace(/_/g, ' ').toLowerCase().replace(/^./, (c) => c.toUpperCase());

function groupOf(by: string, t: typeof tickets | typeof changeRequests, user: SQL): SQL {
  if (by === 'status') return sql`${t.status}`;
  if (by === 'branch') return sql`coalesce((select ${branches.code} || ' ' || ${branches.name} from ${branches} where ${branches.id} = ${t.branch_id}), '—')`;
  if (by === 'user') return sql`coalesce(${user}, '—')`;
  return sql`${t.kind}`;
}

export const helpdesk: ReportModule = {
  definition: helpdeskReport,
  async run(q) {
    const { date_from: from, date_to: to, by } = q.params as { date_from: string; date_to: string; by: string };
    const branchIds = q.branches;
    const t = tickets;
    const ticketRows = await rowsOf<Record<string, unknown>>(
      q.db,
      sql`select ${groupOf(by, t, sql`${t.assigned_to}`)} as grp,
          count(*)::int as count,
          count(*) filter (where ${t.stage} = 'draft' and ${t.status} in ('OPEN', 'IN_PROGRESS', 'WAITING'))::int as open,
          count(*) filter (where ${t.resolved_at} is not null)::int as resolved,
          count(*) filter (where ${t.resolved_at} is not null and ${t.resolved_at} <= ${t.resolution_due_at})::int as sla_met,
          count(*) filter (where (${t.first_response_at} is not null and ${t.first_response_at} > ${t.response_due_at}) or (${t.first_response_at} is null and ${t.stage} = 'draft' and now() > ${t.response_due_at}))::int as response_breached,
          min(${t.opened_at}) filter (where ${t.stage} = 'draft' and ${t.status} in ('OPEN', 'IN_PROGRESS', 'WAITING')) as oldest_open,
          count(*) filter (where ${t.claim_status} <> 'NONE')::int as claims,
          coalesce(sum(${t.claim_amount}) filter (where ${t.claim_status} = 'APPROVED'), 0) as claimed
        from ${t}
        where ${t.ticket_date} between ${from} and ${to} and ${t.stage} <> 'cancelled' and ${inBranches(t.branch_id, branchIds)}
        group by 1 order by 1`,
    );
    const c = changeRequests;
    const changeRows = await rowsOf<Record<string, unknown>>(
      q.db,
      sql`select ${groupOf(by, c, sql`${c.created_by}`)} as grp,
          count(*)::int as count,
          count(*) filter (where ${c.stage} = 'draft')::int as open,
          count(*) filter (where ${c.stage} = 'booked')::int as applied,
          count(*) filter (where ${c.stage} = 'cancelled')::int as rejected,
          coalesce(sum(${c.applied_count}) filter (where ${c.stage} = 'booked'), 0)::int as awbs,
          coalesce(sum(${c.delta}) filter (where ${c.stage} = 'booked'), 0) as delta
        from ${c}
        where ${c.request_date} between ${from} and ${to} and ${inBranches(c.branch_id, branchIds)}
        group by 1 order by 1`,
    );
    const label = (source: 'Tickets' | 'Change requests', grp: unknown) => {
      const g = String(grp);
      if (by === 'kind') return source === 'Tickets' ? (TICKET_KIND_LABELS[g as keyof typeof TICKET_KIND_LABELS] ?? g) : (CHANGE_KIND_LABELS[g as keyof typeof CHANGE_KIND_LABELS] ?? g);
      if (by === 'status') return words(g);
      return g;
    };
    const rows: ReportRow[] = [
      ...ticketRows.map((r) => {
        const n = numeric(r, ['count', 'open', 'resolved', 'sla_met', 'response_breached', 'claims', 'claimed']);
        return {
          source: 'Tickets',
          label: label('Tickets', r.grp),
          ...n,
          grp: undefined,
          sla_met_pct: Number(n.resolved) ? (Number(n.sla_met) * 100) / Number(n.resolved) : null,
          oldest_open: r.oldest_open ? new Date(String(r.oldest_open)).toISOString().slice(0, 10) : null,
        } as ReportRow;
      }),
      ...changeRows.map((r) => ({ source: 'Change requests', label: label('Change requests', r.grp), ...numeric(r, ['count', 'open', 'applied', 'rejected', 'awbs', 'delta']), grp: undefined }) as ReportRow),
    ];
    for (const row of rows) delete (row as Record<string, unknown>).grp;
    return { rows };
  },
};

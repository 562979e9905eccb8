import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slaOf, type TicketKind } from '@/lib/helpdesk/sla';
import type { SlaBoardRow } from '@/lib/resources/documents/ticket-api';
import { ticketDocument } from '@/lib/resources/documents/ticket';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { AppContext } from '../../context';
import { tickets } from '../../db/schema/documents';
import { ok } from '../../http/reply';
import { branchScopeWhere } from '../engine/branch-scope';
import { holidaySet } from './clock';
import { deskStaff } from './staff';

/*
 * The desk's SLA board besides the engine's ticket calls:
 *   GET /api/misc/get/ticket/sla     the live tickets of the user's branches, each against its limits now (most urgent first)
 *   GET /api/misc/get/ticket/staff   who works the desk (user code and name): the people a ticket is assigned to
 */

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const URGENCY = { breached: 0, warning: 1, ok: 2, paused: 3, met: 4 } as const;

export function ticketRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/misc/get/ticket/staff', {
    config: { access: { screens: ticketDocument.screens.read } },
    handler: async () => ok(await deskStaff(ctx.db)),
  });

  r.get('/api/misc/get/ticket/sla', {
    config: { access: { screens: ticketDocument.screens.read } },
    handler: async (req) => {
      const rows = await ctx.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.stage, 'draft'), inArray(tickets.status, ['OPEN', 'IN_PROGRESS', 'WAITING']), branchScopeWhere(ticketDocument as unknown as DocumentDefinition, req.principal!.branches ?? null)))
        .orderBy(asc(tickets.resolution_due_at))
        .limit(500);
      const now = new Date();
      const days = await holidaySet(ctx.db, ctx.references);
      const board: SlaBoardRow[] = rows.map((t) => {
        const sla = slaOf(
          { kind: t.kind as TicketKind, opened_at: iso(t.opened_at)!, first_response_at: iso(t.first_response_at), resolved_at: iso(t.resolved_at), waiting_since: iso(t.waiting_since), paused_minutes: Number(t.paused_minutes ?? 0) },
          now,
          days,
        );
        return { id: t.id as number, number: String(t.number), kind: String(t.kind), status: String(t.status), awb: (t.awb as string | null) ?? null, subject: String(t.subject), assigned_to: (t.assigned_to as string | null) ?? null, ...sla };
      });
      const worst = (b: SlaBoardRow) => Math.min(URGENCY[b.response.state], URGENCY[b.resolution.state]);
      board.sort((a, b) => worst(a) - worst(b) || a.resolution.due_at.localeCompare(b.resolution.due_at));
      return ok(board);
    },
  });
}

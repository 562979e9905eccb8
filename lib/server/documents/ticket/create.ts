import { eq } from 'drizzle-orm';
import { ticketCreateBody, type TicketCreateBody } from '@/lib/resources/documents/ticket-api';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { shipments } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import { canSeeDocument } from '../engine/branch-scope';
import type { CreateHandler, DocRow } from '../engine/types';
import { allBranches } from '../shared/office';
import { dueTimes, holidaySet, noteLine } from './clock';

/**
 * A ticket: the AWB complained about (if any) is found among those the user's branches see and gives
 * the ticket its branch and customer; the SLA clock starts now.
 */
export const createTicket: CreateHandler<TicketCreateBody> = {
  body: ticketCreateBody,
  async build(tx, input, ac) {
    let shipment: DocRow | null = null;
    if (input.awb) {
      const [row] = (await tx.select().from(shipments).where(eq(shipments.number, String(input.awb)))) as DocRow[];
      if (!row || !(await canSeeDocument(tx, shipmentDocument as unknown as DocumentDefinition, row, ac.principal.branches ?? null))) {
        throw badRequest('Invalid body: check the highlighted fields', { awb: ['No such AWB (or not of a branch you work for)'] });
      }
      shipment = row;
    }
    const branches = await allBranches(tx, ac.ctx.references);
    const mine = ac.principal.branches;
    const awbBranch = (shipment?.branch_id as number | undefined) ?? null;
    const branchId = awbBranch !== null && (mine == null || mine.includes(awbBranch)) ? awbBranch : (mine?.[0] ?? [...branches.keys()].sort((a, b) => a - b)[0]);
    const opened = ac.now.toISOString();
    const set = {
      ticket_date: jakartaDay(ac.now),
      opened_at: opened,
      kind: input.kind,
      channel: input.channel,
      branch_id: branchId,
      awb: shipment ? shipment.number : null,
      shipment_id: shipment?.id ?? null,
      customer_id: (shipment?.customer_id as number | null | undefined) ?? null,
      caller_name: input.caller_name,
      caller_phone: input.caller_phone ?? null,
      subject: input.subject,
      description: input.description,
      assigned_to: ac.actor,
      paused_minutes: 0,
      claim_status: 'NONE',
      status: 'OPEN',
    };
    const due = dueTimes(set, ac.now, await holidaySet(tx, ac.ctx.references));
    return {
      scopeCode: branches.get(branchId)?.code ?? 'HO',
      set: { ...set, ...due },
      lines: { notes: [noteLine(ac, 'STATUS', `Opened (${String(input.channel).toLowerCase()}) by ${ac.actor}`)] },
    };
  },
};

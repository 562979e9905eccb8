import { changeRequestBody, type ChangeRequestBody } from '@/lib/resources/documents/change-request-api';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { eq, inArray } from 'drizzle-orm';
import { ticketDocument } from '@/lib/resources/documents/ticket';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { helpdeskAttachments, tickets } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import { canSeeDocument } from '../engine/branch-scope';
import type { CreateHandler, DocRow } from '../engine/types';
import { allBranches } from '../shared/office';
import { plansInsert } from '../../helpdesk/stored-plan';
import { planRequest } from './preview';

/**
 * A change request: every AWB worked out as the preview shows it; those that cannot take the change
 * are kept as refused lines (a batch reports each), the request needs at least one that can.
 */
export const createChangeRequest: CreateHandler<ChangeRequestBody> = {
  body: changeRequestBody,
  async build(tx, input, ac) {
    if (input.ticket_id) {
      const [ticket] = (await tx.select().from(tickets).where(eq(tickets.id, input.ticket_id as number))) as DocRow[];
      if (!ticket || !(await canSeeDocument(tx, ticketDocument as unknown as DocumentDefinition, ticket, ac.principal.branches ?? null))) {
        throw badRequest('Invalid body: check the highlighted fields', { ticket_id: ['No such ticket'] });
      }
    }
    if (input.attachments.length) {
      const found = await tx.select({ name: helpdeskAttachments.name }).from(helpdeskAttachments).where(inArray(helpdeskAttachments.name, input.attachments));
      if (found.length !== new Set(input.attachments).size) throw badRequest('Invalid body: check the highlighted fields', { attachments: ['Upload the file first: one of these was never attached'] });
    }
    const { plans, valid, figures } = await planRequest(tx, ac.ctx.references, input, ac.principal, ac.now);
    if (!valid.length) {
      throw badRequest('Not one of these AWBs can take this change', { awbs: plans.slice(0, 20).map((p) => `${p.awb}: ${p.refusal}`) });
    }
    // the request belongs to the branch of its first AWB, or to the requester's own when they do not work for that one
    const mine = ac.principal.branches;
    const first = valid[0].state!.row.branch_id as number;
    const branchId = mine == null || mine.includes(first) ? first : mine[0];
    const branch = (await allBranches(tx, ac.ctx.references)).get(branchId);
    return {
      scopeCode: branch?.code ?? 'HO',
      set: {
        request_date: jakartaDay(ac.now),
        kind: input.kind,
        branch_id: branchId,
        reason_code: input.reason_code,
        reason: input.reason,
        ticket_id: input.ticket_id ?? null,
        attachments: input.attachments.length ? input.attachments.join(',') : null,
        new_text: input.new_text ?? null,
        new_phone: input.new_phone ?? null,
        new_area_id: input.new_area_id ?? null,
        new_service_id: input.new_service_id ?? null,
        new_customer_id: input.new_customer_id ?? null,
        new_date: input.new_date ?? null,
        new_rate_per_kg: input.new_rate_per_kg ?? null,
        new_insured: Boolean(input.new_insured),
        new_goods_value: input.new_goods_value ?? null,
        new_cost_case_ids: input.new_cost_case_ids ?? null,
        ...figures,
        applied_count: 0,
        status: 'PENDING',
      },
      withDocument: (id) => [plansInsert(id, valid)].filter((w) => w !== null),
      lines: {
        awbs: plans.map((p) => ({
          shipment_id: p.state?.row.id ?? 0,
          awb: p.awb,
          shipment_version: p.state?.row.version ?? 0,
          payment_type: (p.state?.row.payment_type as string | undefined) ?? null,
          before_value: p.before.slice(0, 1000) || null,
          after_value: p.after.slice(0, 1000) || null,
          total_before: p.total_before,
          total_after: p.total_after,
          delta: p.delta,
          consequence: p.consequence,
          result: p.refusal ? 'REFUSED' : 'PENDING',
          message: (p.refusal ?? p.consequence_words).slice(0, 300),
          document_number: null,
        })),
        koli: (input.new_koli ?? []).map((k) => ({ weight_kg: k.weight_kg, length_cm: k.length_cm ?? null, width_cm: k.width_cm ?? null, height_cm: k.height_cm ?? null })),
      },
    };
  },
};

import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CDR_EXCLUDE_REASONS } from '@/lib/resources/documents/customer-data-report';
import { customerDataReportAwbs } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { cdrTotals } from './totals';

const reasons = CDR_EXCLUDE_REASONS.map((r) => r.code) as [string, ...string[]];
const lineIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Pick at least one AWB').max(10_000);

const excludeBody = z.object({
  line_ids: lineIds,
  exclude_reason: z.enum(reasons, { message: 'Pick a reason' }),
  exclude_note: z.string().trim().max(200).nullish(),
});

/** Changes whether these lines of the CDR are billed; the header's figures follow. */
export async function setIncluded(tx: Parameters<ActionHandler<unknown>['run']>[0], cdrId: number, ids: number[], set: Record<string, unknown>) {
  const l = customerDataReportAwbs;
  const changed = await tx.update(l).set(set).where(and(eq(l.document_id, cdrId), inArray(l.id, ids))).returning({ id: l.id });
  if (changed.length !== new Set(ids).size) throw badRequest('Some of these lines are not on this CDR', { line_ids: ['Not on this CDR'] });
  return cdrTotals(tx, cdrId);
}

/** Leave out: these AWBs are not billed on this CDR (released for a later one when it is posted). */
export const excludeCdrLines: ActionHandler<z.infer<typeof excludeBody>> = {
  body: excludeBody,
  async run(tx, doc, input) {
    if (input.exclude_reason === 'OTHER' && !input.exclude_note) throw badRequest('Invalid body: check the highlighted fields', { exclude_note: ['Say why'] });
    const totals = await setIncluded(tx, doc.id, input.line_ids, { included: false, exclude_reason: input.exclude_reason, exclude_note: input.exclude_note ?? null });
    return { set: totals };
  },
};

export const includeBody = z.object({ line_ids: lineIds });

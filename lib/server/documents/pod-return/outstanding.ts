import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POD_RECEPTION, POD_RETURN } from '@/lib/resources/documents/screens';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { podReturns, shipments } from '../../db/schema/documents';
import { customers, offices } from '../../db/schema/resources';
import { ok } from '../../http/reply';

/*
 *   GET /api/operational/get/pod-outstanding?branch_id=&limit=
 * The delivered AWBs of customers that require the signed paper POD whose paper is not back at origin
 * yet (oldest delivery first), with the POD return carrying it, if any: what the POD clerks chase.
 */

export async function outstandingPaperPods(db: Db, opts: { originBranchId?: number; limit: number }) {
  const rows = await db
    .select({
      id: shipments.id,
      awb: shipments.number,
      customer: customers.name,
      consignee_name: shipments.consignee_name,
      delivered_at: shipments.delivered_at,
      origin_office: offices.name,
      pod_return: podReturns.number,
      pod_return_status: podReturns.status,
    })
    .from(shipments)
    .innerJoin(customers, eq(customers.id, shipments.customer_id))
    .innerJoin(offices, eq(offices.id, shipments.office_id))
    .leftJoin(podReturns, eq(podReturns.id, shipments.pod_return_id))
    .where(
      and(
        eq(customers.requires_paper_pod, true),
        eq(shipments.status, 'delivered'),
        isNull(shipments.pod_paper_received_at),
        opts.originBranchId ? eq(offices.branch_id, opts.originBranchId) : undefined,
      ),
    )
    .orderBy(asc(shipments.delivered_at), asc(shipments.id))
    .limit(opts.limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(shipments)
    .innerJoin(customers, eq(customers.id, shipments.customer_id))
    .innerJoin(offices, eq(offices.id, shipments.office_id))
    .where(and(eq(customers.requires_paper_pod, true), eq(shipments.status, 'delivered'), isNull(shipments.pod_paper_received_at), opts.originBranchId ? eq(offices.branch_id, opts.originBranchId) : undefined));
  return { rows, total: Number(total) };
}

export function podOutstandingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/operational/get/pod-outstanding', {
    config: { access: { screens: [POD_RETURN.add, POD_RETURN.list, POD_RETURN.draft, POD_RECEPTION.add, POD_RECEPTION.list] } },
    schema: { querystring: z.object({ branch_id: z.coerce.number().int().positive().max(2_147_483_647).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }) },
    handler: async (req) => {
      const { rows, total } = await outstandingPaperPods(ctx.db, { originBranchId: req.query.branch_id, limit: req.query.limit });
      return { ...ok(rows), meta: { total } };
    },
  });
}

import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { podReturnAwbs, podReturns } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { allBranches, officeOf } from '../shared/office';
import { refuseScan, scannedCode } from '../shared/scans';

const f = podReceptionDocument.fields;

export const podReceptionBody = z.object({
  office_id: fieldSchema(f.office_id),
  pod_return: z.string().trim().min(1, 'Scan or type the POD return number').max(40).transform(scannedCode),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof podReceptionBody>;

/** Reception starts with the POD return's cover sheet: sent to this branch, not taken in yet; its papers are expected. */
export const createPodReception: CreateHandler<Input> = {
  body: podReceptionBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const [ret] = await tx.select().from(podReturns).where(eq(podReturns.number, input.pod_return)).for('update');
    if (!ret) throw badRequest(`POD return ${input.pod_return} not found`, { pod_return: ['No such POD return'] });
    const refuse = (message: string) => refuseScan(message, 'pod_return');
    if (ret.stage === 'cancelled') throw refuse(`POD return ${ret.number} is cancelled`);
    if (ret.stage === 'draft') throw refuse(`POD return ${ret.number} has not been sent yet`);
    if (ret.pod_reception_id) throw refuse(`POD return ${ret.number} is already being received: continue that reception`);
    if (ret.destination_branch_id !== office.branchId) {
      const name = (await allBranches(tx, ac.ctx.references)).get(ret.destination_branch_id as number)?.name ?? '?';
      throw refuse(`POD return ${ret.number} goes to ${name}`);
    }
    const papers = await tx.select().from(podReturnAwbs).where(eq(podReturnAwbs.document_id, ret.id)).orderBy(asc(podReturnAwbs.position));
    return {
      set: {
        reception_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        pod_return_id: ret.id,
        pod_return_number: ret.number,
        from_branch_id: ret.branch_id,
        expected_count: papers.length,
        notes: input.notes ?? null,
        status: 'RECEIVING',
      },
      scopeCode: office.branchCode,
      lines: { items: papers.map((p) => ({ shipment_id: p.shipment_id, awb: p.awb, customer_id: p.customer_id, result: 'PENDING' })) },
      afterInsert: async (t, doc) => {
        await t.update(podReturns).set({ pod_reception_id: doc.id }).where(eq(podReturns.id, ret.id));
      },
      touched: [{ document: 'pod-return', id: ret.id as number, action: 'receiving' }],
    };
  },
};

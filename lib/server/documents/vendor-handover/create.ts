import { z } from 'zod';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { vendors } from '../../db/schema/resources';
import type { CreateHandler } from '../engine/types';
import { activeRow, officeOf } from '../shared/office';

const f = vendorHandoverDocument.fields;

export const vendorHandoverBody = z.object({
  office_id: fieldSchema(f.office_id),
  vendor_id: fieldSchema(f.vendor_id),
  vendor_reference: fieldSchema(f.vendor_reference),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof vendorHandoverBody>;

/** An open hand-over at the office to one last-mile vendor. */
export const createVendorHandover: CreateHandler<Input> = {
  body: vendorHandoverBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    await activeRow(tx, vendors, input.vendor_id as number, 'vendor_id', 'vendor');
    return {
      set: {
        handover_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        vendor_id: input.vendor_id,
        vendor_reference: input.vendor_reference ?? null,
        notes: input.notes ?? null,
        weight_kg: 0,
        cost_total: 0,
        status: 'OPEN',
      },
      scopeCode: office.branchCode,
    };
  },
};

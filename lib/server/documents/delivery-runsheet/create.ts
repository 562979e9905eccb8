import { z } from 'zod';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { drivers, vehicles } from '../../db/schema/resources';
import type { CreateHandler } from '../engine/types';
import { activeRow, officeOf } from '../shared/office';

const f = deliveryRunsheetDocument.fields;

export const runsheetBody = z.object({
  office_id: fieldSchema(f.office_id),
  driver_id: fieldSchema(f.driver_id),
  vehicle_id: fieldSchema(f.vehicle_id),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type RunsheetInput = z.infer<typeof runsheetBody>;

/** An open runsheet at the office for one courier and vehicle. */
export const createRunsheet: CreateHandler<RunsheetInput> = {
  body: runsheetBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    await activeRow(tx, drivers, input.driver_id as number, 'driver_id', 'courier');
    await activeRow(tx, vehicles, input.vehicle_id as number, 'vehicle_id', 'vehicle');
    return {
      set: {
        runsheet_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        driver_id: input.driver_id,
        vehicle_id: input.vehicle_id,
        notes: input.notes ?? null,
        cod_total: 0,
        cod_collected: 0,
        weight_kg: 0,
        status: 'OPEN',
      },
      scopeCode: office.branchCode,
    };
  },
};

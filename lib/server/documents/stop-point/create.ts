import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { stopPointDocument } from '@/lib/resources/documents/stop-point';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { deliveryRunsheets, shipments } from '../../db/schema/documents';
import { drivers } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { activeRow, officeOf } from '../shared/office';
import { scannedCode } from '../shared/scans';

const f = stopPointDocument.fields;

export const stopPointBody = z
  .object({
    office_id: fieldSchema(f.office_id),
    driver_id: fieldSchema(f.driver_id),
    delivery_runsheet_id: z.number().int().positive().nullish(),
    stopped_at: fieldSchema(f.stopped_at),
    latitude: fieldSchema(f.latitude),
    longitude: fieldSchema(f.longitude),
    accuracy_m: fieldSchema(f.accuracy_m),
    place: fieldSchema(f.place),
    note: fieldSchema(f.note),
    awbs: z.array(z.string().trim().min(1).max(40).transform(scannedCode)).max(200, 'At most 200 AWBs').default([]),
    request_id: z.string().uuid('A UUID').optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude == null) !== (v.longitude == null)) ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Latitude and longitude go together' });
    if (v.latitude == null && !v.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Where: the location, or the place typed' });
  });
type Input = z.infer<typeof stopPointBody>;

const invalid = (field: string, message: string) => badRequest('Invalid body: check the highlighted fields', { [field]: [message] });

/** A courier's stop, recorded as it happened: where, when, for which AWBs. */
export const createStopPoint: CreateHandler<Input> = {
  body: stopPointBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    await activeRow(tx, drivers, input.driver_id as number, 'driver_id', 'courier');
    if (Date.parse(String(input.stopped_at)) > ac.now.getTime() + 5 * 60_000) throw invalid('stopped_at', 'Cannot be in the future');
    let runsheetNumber: string | null = null;
    if (input.delivery_runsheet_id) {
      const [r] = await tx.select({ number: deliveryRunsheets.number, driver: deliveryRunsheets.driver_id }).from(deliveryRunsheets).where(eq(deliveryRunsheets.id, input.delivery_runsheet_id));
      if (!r) throw invalid('delivery_runsheet_id', 'No such runsheet');
      if (r.driver !== input.driver_id) throw invalid('delivery_runsheet_id', 'This runsheet is another courier’s');
      runsheetNumber = String(r.number);
    }
    const numbers = [...new Set(input.awbs)];
    const found = numbers.length ? await tx.select({ id: shipments.id, number: shipments.number }).from(shipments).where(inArray(shipments.number, numbers)) : [];
    const unknown = numbers.filter((n) => !found.some((s) => s.number === n));
    if (unknown.length) throw invalid('awbs', `Not found: ${unknown.slice(0, 5).join(', ')}`);
    const byNumber = new Map(found.map((s) => [String(s.number), s.id as number]));
    return {
      set: {
        stop_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        driver_id: input.driver_id,
        delivery_runsheet_id: input.delivery_runsheet_id ?? null,
        runsheet_number: runsheetNumber,
        stopped_at: input.stopped_at,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        accuracy_m: input.accuracy_m ?? null,
        place: input.place ?? null,
        note: input.note ?? null,
        awb_count: numbers.length,
        status: 'RECORDED',
      },
      booked: true,
      scopeCode: office.branchCode,
      lines: { awbs: numbers.map((n) => ({ shipment_id: byNumber.get(n), awb: n })) },
    };
  },
};

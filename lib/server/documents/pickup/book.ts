import { z } from 'zod';
import { drivers, vehicles } from '../../db/schema/resources';
import type { ActionHandler } from '../engine/types';
import { activeRow } from '../shared/office';

const body = z.object({
  driver_id: z.number({ error: 'Pick a driver' }).int().positive('Pick a driver'),
  vehicle_id: z.number({ error: 'Pick a vehicle' }).int().positive('Pick a vehicle'),
});

/** Booking a pickup assigns the courier who goes and the vehicle they take (several requests at once from the worklist). */
export const bookPickup: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, _doc, input) {
    await activeRow(tx, drivers, input.driver_id, 'driver_id', 'driver');
    await activeRow(tx, vehicles, input.vehicle_id, 'vehicle_id', 'vehicle');
    return { set: { driver_id: input.driver_id, vehicle_id: input.vehicle_id } };
  },
};

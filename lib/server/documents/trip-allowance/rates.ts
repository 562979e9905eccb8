import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tripAllowanceRates } from '../../db/schema/resources';

/** The rate of a route and vehicle type in force on a date (the latest that started by then). */
export async function rateFor(db: Db, route: { from: number; to: number; vehicleType: string; date: string }) {
  const r = tripAllowanceRates;
  const [rate] = await db
    .select()
    .from(r)
    .where(and(eq(r.origin_branch_id, route.from), eq(r.destination_branch_id, route.to), eq(r.vehicle_type, route.vehicleType), lte(r.effective_from, route.date)))
    .orderBy(desc(r.effective_from))
    .limit(1);
  return rate ? { id: rate.id as number, fuel: Number(rate.fuel), tolls: Number(rate.tolls), loading: Number(rate.loading), meals: Number(rate.meals) } : null;
}

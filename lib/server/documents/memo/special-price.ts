import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { specialPriceBody } from '@/lib/resources/documents/memo-api';
import type { Db } from '../../db/client';
import { coverageAreas, customers, services } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { ActionContext } from '../engine/types';

/*
 * Special price: a rate per kg for one customer, from an origin to a destination district (or every
 * district of a city) on one service, for a period. Approval is all it takes: the pricing function
 * reads the approved ones (shipment/pricing.ts) and the quote names the rate's source.
 */

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

export async function planSpecialPrice(tx: Db, input: z.infer<typeof specialPriceBody>, _ac: ActionContext) {
  const [customer] = await tx.select({ id: customers.id, branch_id: customers.branch_id, active: customers.active }).from(customers).where(eq(customers.id, input.customer_id as number));
  if (!customer?.active) throw invalid({ customer_id: [customer ? 'This customer is inactive' : 'No such customer'] });
  const [service] = await tx.select({ id: services.id }).from(services).where(and(eq(services.id, input.service_id as number), eq(services.active, true)));
  if (!service) throw invalid({ service_id: ['No such service, or it is inactive'] });
  const [origin] = await tx.select({ id: coverageAreas.id }).from(coverageAreas).where(eq(coverageAreas.id, input.origin_area_id as number));
  if (!origin) throw invalid({ origin_area_id: ['No such area'] });
  let regency: string | null = null;
  if (input.destination_regency) {
    const [area] = await tx.select({ regency: coverageAreas.regency }).from(coverageAreas).where(eq(coverageAreas.regency, String(input.destination_regency))).limit(1);
    if (!area) throw invalid({ destination_regency: ['No coverage area is in this city: type it as the areas name it'] });
    regency = String(area.regency);
  } else {
    const [area] = await tx.select({ id: coverageAreas.id }).from(coverageAreas).where(eq(coverageAreas.id, input.destination_area_id as number));
    if (!area) throw invalid({ destination_area_id: ['No such area'] });
  }
  return {
    branchId: customer.branch_id as number,
    set: {
      customer_id: customer.id,
      origin_area_id: origin.id,
      destination_area_id: regency ? null : input.destination_area_id,
      destination_regency: regency,
      service_id: service.id,
      rate_per_kg: input.rate_per_kg,
      valid_from: input.valid_from,
      valid_to: input.valid_to,
    },
  };
}

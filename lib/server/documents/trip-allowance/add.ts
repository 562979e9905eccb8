import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { outgoingManifests, tripAllowances } from '../../db/schema/documents';
import { vehicles } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { ReferenceCache } from '../../cache/reference-cache';
import { allBranches } from '../shared/office';
import type { CreateHandler, DocRow, UpdateHandler } from '../engine/types';
import { rateFor } from './rates';

const f = tripAllowanceDocument.fields;
const COMPONENTS = ['fuel', 'tolls', 'loading', 'meals'] as const;

const editable = {
  trip_date: fieldSchema(f.trip_date),
  driver_id: fieldSchema(f.driver_id),
  vehicle_id: fieldSchema(f.vehicle_id),
  origin_branch_id: fieldSchema(f.origin_branch_id).optional(),
  destination_branch_id: fieldSchema(f.destination_branch_id).optional(),
  fuel: fieldSchema(f.fuel),
  tolls: fieldSchema(f.tolls),
  loading: fieldSchema(f.loading),
  meals: fieldSchema(f.meals),
  other: fieldSchema(f.other),
  notes: fieldSchema(f.notes),
};
const createBody = z.object({ outgoing_manifest_id: fieldSchema(f.outgoing_manifest_id), ...editable, request_id: z.string().uuid('A UUID').optional() });
const updateBody = z.object(editable);
type Editable = z.infer<typeof updateBody> & { outgoing_manifest_id?: unknown };

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** The allowance's route, vehicle and components: a manifest's run gives the route (and its driver and vehicle); the rate gives what is not typed. */
async function plan(tx: Db, refs: ReferenceCache, input: Editable, today: string, selfId: number | null) {
  const date = String(input.trip_date);
  if (date > addDaysIso(today, 30)) throw invalid({ trip_date: ['More than a month ahead'] });
  let from = (input.origin_branch_id as number | null | undefined) ?? null;
  let to = (input.destination_branch_id as number | null | undefined) ?? null;
  let manifestNumber: string | null = null;
  const manifestId = (input.outgoing_manifest_id as number | null | undefined) ?? null;
  if (manifestId) {
    const [m] = await tx.select().from(outgoingManifests).where(eq(outgoingManifests.id, manifestId));
    if (!m || m.stage === 'cancelled') throw invalid({ outgoing_manifest_id: ['No such manifest, or it is cancelled'] });
    if (m.carrier_type !== 'FLEET') throw invalid({ outgoing_manifest_id: ['Carried by a vendor: no trip allowance for our driver'] });
    from = m.branch_id as number;
    to = m.destination_branch_id as number;
    manifestNumber = String(m.number);
    const [twice] = await tx
      .select({ number: tripAllowances.number })
      .from(tripAllowances)
      .where(and(eq(tripAllowances.outgoing_manifest_id, manifestId), eq(tripAllowances.driver_id, input.driver_id as number), ne(tripAllowances.stage, 'cancelled'), selfId ? ne(tripAllowances.id, selfId) : undefined));
    if (twice) throw invalid({ outgoing_manifest_id: [`This driver already has ${String(twice.number)} for this manifest`] });
  }
  if (!from) throw invalid({ origin_branch_id: ['Where the trip starts (or pick its manifest)'] });
  if (!to) throw invalid({ destination_branch_id: ['Where the trip goes (or pick its manifest)'] });
  const [vehicle] = await tx.select({ type: vehicles.vehicle_type, active: vehicles.active }).from(vehicles).where(eq(vehicles.id, input.vehicle_id as number));
  if (!vehicle || !vehicle.active) throw invalid({ vehicle_id: ['No such vehicle, or it is inactive'] });
  const rate = await rateFor(tx, { from, to, vehicleType: String(vehicle.type), date });
  const amounts: Record<string, number> = {};
  const missing: Record<string, string[]> = {};
  for (const key of COMPONENTS) {
    const typed = input[key] as number | null | undefined;
    if (typed !== null && typed !== undefined) amounts[key] = typed;
    else if (rate) amounts[key] = rate[key];
    else missing[key] = ['No rate for this route and vehicle: enter the amount'];
  }
  if (Object.keys(missing).length) throw invalid(missing);
  const other = (input.other as number | null | undefined) ?? 0;
  const branch = (await allBranches(tx, refs)).get(from);
  return {
    scopeCode: branch?.code ?? 'HO',
    set: {
      trip_date: date,
      outgoing_manifest_id: manifestId,
      manifest_number: manifestNumber,
      driver_id: input.driver_id,
      vehicle_id: input.vehicle_id,
      vehicle_type: vehicle.type,
      origin_branch_id: from,
      destination_branch_id: to,
      rate_id: rate?.id ?? 0,
      ...amounts,
      other,
      advance_total: COMPONENTS.reduce((s, k) => s + amounts[k], 0) + other,
      notes: input.notes ?? null,
    },
  };
}

const addDaysIso = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const addTripAllowance: CreateHandler<z.infer<typeof createBody>> = {
  body: createBody,
  async build(tx, input, ac) {
    const p = await plan(tx, ac.ctx.references, input, jakartaDay(ac.now), null);
    return { scopeCode: p.scopeCode, set: { ...p.set, status: 'DRAFT' } };
  },
};

export const updateTripAllowance: UpdateHandler<z.infer<typeof updateBody>> = {
  body: updateBody,
  async build(tx, doc: DocRow, input, ac) {
    const p = await plan(tx, ac.ctx.references, { ...input, outgoing_manifest_id: doc.outgoing_manifest_id }, jakartaDay(ac.now), doc.id);
    return { set: p.set };
  },
};

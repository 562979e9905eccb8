import { z } from 'zod';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { drivers, modas, vehicles, vendors } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { CreateHandler, UpdateHandler } from '../engine/types';
import { activeRow, allBranches, officeOf } from '../shared/office';

const f = outgoingManifestDocument.fields;

export const outgoingManifestBody = z
  .object({
    office_id: fieldSchema(f.office_id),
    destination_branch_id: fieldSchema(f.destination_branch_id),
    transit_branch_id: fieldSchema(f.transit_branch_id),
    moda_id: fieldSchema(f.moda_id),
    carrier_type: fieldSchema(f.carrier_type),
    vehicle_id: fieldSchema(f.vehicle_id),
    driver_id: fieldSchema(f.driver_id),
    vendor_id: fieldSchema(f.vendor_id),
    vendor_reference: fieldSchema(f.vendor_reference),
    departure_at: fieldSchema(f.departure_at),
    notes: fieldSchema(f.notes),
    request_id: z.string().uuid('A UUID').optional(),
  })
  .superRefine((v, ctx) => {
    const need = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (v.carrier_type === 'FLEET') {
      if (v.vehicle_id == null) need('vehicle_id', 'Which of our vehicles carries it');
      if (v.driver_id == null) need('driver_id', 'Who drives it');
      if (v.vendor_id != null) need('vendor_id', 'Only for a vendor carrying it');
    }
    if (v.carrier_type === 'VENDOR') {
      if (v.vendor_id == null) need('vendor_id', 'Which vendor carries it');
      if (v.vehicle_id != null) need('vehicle_id', 'Only for our own fleet');
      if (v.driver_id != null) need('driver_id', 'Only for our own fleet');
    }
    if (v.transit_branch_id != null && v.transit_branch_id === v.destination_branch_id) need('transit_branch_id', 'The transit is another branch than the destination');
  });
type ManifestInput = z.infer<typeof outgoingManifestBody>;

const invalid = (field: string, message: string) => badRequest('Invalid body: check the highlighted fields', { [field]: [message] });

/** The references checked (active, and the route leaving the office's own branch); the header's values. */
async function values(tx: Db, refs: ReferenceCache, input: ManifestInput) {
  const office = await officeOf(tx, refs, input.office_id as number);
  const branches = await allBranches(tx, refs);
  for (const key of ['destination_branch_id', 'transit_branch_id'] as const) {
    const id = input[key] as number | null | undefined;
    if (id == null) continue;
    const branch = branches.get(id);
    if (!branch) throw invalid(key, 'No such branch');
    if (!branch.active) throw invalid(key, 'This branch is inactive');
    if (branch.id === office.branchId) throw invalid(key, 'A manifest leaves its own branch for another one');
  }
  await activeRow(tx, modas, input.moda_id as number, 'moda_id', 'moda');
  if (input.vehicle_id != null) await activeRow(tx, vehicles, input.vehicle_id as number, 'vehicle_id', 'vehicle');
  if (input.driver_id != null) await activeRow(tx, drivers, input.driver_id as number, 'driver_id', 'driver');
  if (input.vendor_id != null) await activeRow(tx, vendors, input.vendor_id as number, 'vendor_id', 'vendor');
  const { request_id: _request, ...fields } = input;
  return { office, set: { ...fields, transit_branch_id: input.transit_branch_id ?? null, branch_id: office.branchId } };
}

/** An open manifest at the dispatcher's office: where it goes, how, and when it is to leave. */
export const createOutgoingManifest: CreateHandler<ManifestInput> = {
  body: outgoingManifestBody,
  async build(tx, input, ac) {
    const { office, set } = await values(tx, ac.ctx.references, input);
    return { set: { ...set, manifest_date: jakartaDay(ac.now), status: 'OPEN' }, scopeCode: office.branchCode };
  },
};

/** While open, the carrier, the departure and the route can still change (what is on it stays). */
export const updateOutgoingManifest: UpdateHandler<ManifestInput> = {
  body: outgoingManifestBody,
  async build(tx, doc, input, ac) {
    if (input.office_id !== doc.office_id) throw invalid('office_id', 'A manifest stays at the office it was opened at');
    const { set } = await values(tx, ac.ctx.references, input);
    return { set };
  },
};

import { eq } from 'drizzle-orm';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { customers, vendors } from '../db/schema/resources';
import { allBranches } from '../documents/shared/office';
import { badRequest } from '../errors';

const invalid = (field: string, message: string) => badRequest('Invalid body: check the highlighted fields', { [field]: [message] });

export interface CustomerInfo {
  id: number;
  code: string;
  name: string;
  npwp: string | null;
  address: string;
  city: string;
  branchId: number;
  branchCode: string;
  requiresPaperPod: boolean;
  creditLimit: number | null;
}

/** A customer a finance document is made for (it must exist; `active` when a new one is started). */
export async function customerOf(db: Db, refs: ReferenceCache, id: number, options: { field?: string; active?: boolean } = {}): Promise<CustomerInfo> {
  const field = options.field ?? 'customer_id';
  const [c] = await db
    .select({
      id: customers.id,
      code: customers.code,
      name: customers.name,
      npwp: customers.npwp,
      address: customers.address,
      city: customers.city,
      branch_id: customers.branch_id,
      requires_paper_pod: customers.requires_paper_pod,
      credit_limit: customers.credit_limit,
      active: customers.active,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!c) throw invalid(field, 'No such customer');
  if (options.active && !c.active) throw invalid(field, 'This customer is inactive');
  const branch = (await allBranches(db, refs)).get(c.branch_id as number);
  return {
    id: c.id as number,
    code: String(c.code),
    name: String(c.name),
    npwp: (c.npwp as string | null) ?? null,
    address: String(c.address ?? ''),
    city: String(c.city ?? ''),
    branchId: c.branch_id as number,
    branchCode: branch?.code ?? 'HO',
    requiresPaperPod: Boolean(c.requires_paper_pod),
    creditLimit: c.credit_limit === null ? null : Number(c.credit_limit),
  };
}

export interface VendorInfo {
  id: number;
  code: string;
  name: string;
  npwp: string | null;
  isCompany: boolean;
  topDays: number;
  ratePerAwb: number;
  ratePerKg: number;
}

/** A vendor a bill or a payment is made for. */
export async function vendorOf(db: Db, id: number, field = 'vendor_id'): Promise<VendorInfo> {
  const [v] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!v) throw invalid(field, 'No such vendor');
  return {
    id: v.id as number,
    code: String(v.code),
    name: String(v.name),
    npwp: (v.npwp as string | null) ?? null,
    isCompany: Boolean(v.is_company),
    topDays: Number(v.top_days ?? 0),
    ratePerAwb: Number(v.rate_per_awb ?? 0),
    ratePerKg: Number(v.rate_per_kg ?? 0),
  };
}

/** Whole-day ISO dates: from ≤ until, within a year. */
export function checkPeriod(from: string, until: string, today: string) {
  if (from > until) throw invalid('period_to', 'Must not be before the start');
  if (from > today) throw invalid('period_from', 'Cannot be in the future');
  if (Date.parse(until) - Date.parse(from) > 366 * 86_400_000) throw invalid('period_to', 'At most a year at once');
}

/** An ISO date plus whole days. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

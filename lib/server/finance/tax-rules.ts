import { and, eq, inArray } from 'drizzle-orm';
import { activeContract } from '@/lib/pricing/effective';
import type { FinanceSettings } from '@/lib/finance/settings';
import { ppnRuleFor, type PpnBase, type PpnRule } from '@/lib/finance/tax';
import type { Db } from '../db/client';
import { contracts, services } from '../db/schema/resources';

export interface CustomerTerms {
  /** Terms of payment in days (the contract's; 30 without one). */
  topDays: number;
  /** The PPN rule of each service. */
  ruleOf(serviceId: number | null): PpnRule;
}

const DEFAULT_TOP_DAYS = 30;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** What the customer's contract running on the date says about billing, and each service's PPN rule. */
export async function customerTerms(db: Db, customerId: number, date: string, serviceIds: readonly number[], settings: FinanceSettings): Promise<CustomerTerms> {
  const rows = await db
    .select({ id: contracts.id, start_date: contracts.start_date, end_date: contracts.end_date, top_days: contracts.top_days, ppn_percent: contracts.ppn_percent, ppn_base: contracts.ppn_base })
    .from(contracts)
    .where(and(eq(contracts.customer_id, customerId), eq(contracts.active, true)));
  const terms = rows.map((r) => ({ id: r.id as number, start_date: String(r.start_date), end_date: String(r.end_date), service_id: null, special_rate_per_kg: null, discount_percent: null, cod_fee_percent: null, ppn_percent: num(r.ppn_percent), ppn_base: (r.ppn_base as PpnBase | null) ?? null, top_days: Number(r.top_days) }));
  const contract = activeContract(terms, date);
  const svc = serviceIds.length
    ? await db.select({ id: services.id, ppn_percent: services.ppn_percent, ppn_base: services.ppn_base }).from(services).where(inArray(services.id, [...serviceIds]))
    : [];
  const byService = new Map(svc.map((s) => [s.id as number, { ppn_percent: num(s.ppn_percent), ppn_base: (s.ppn_base as PpnBase | null) ?? null }]));
  const c = contract ? { ppn_percent: contract.ppn_percent, ppn_base: contract.ppn_base } : null;
  return {
    topDays: contract ? Number(contract.top_days) : DEFAULT_TOP_DAYS,
    ruleOf: (serviceId) => ppnRuleFor(c, serviceId === null ? null : (byService.get(serviceId) ?? null), settings),
  };
}

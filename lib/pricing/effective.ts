/*
 * Which master-data rows hold on the shipment date. Dates are 'YYYY-MM-DD' strings, which compare
 * correctly as text; every bound is inclusive and an empty end date means "until further notice".
 */
import type { PpnBase } from '@/lib/finance/tax';
import type { ADJUSTMENT_STATUSES } from '@/lib/resources/customers';

export interface PriceRow {
  id?: number;
  rate_per_kg: number;
  min_kg: number;
  lead_time_min: number;
  lead_time_max: number;
  effective_from: string;
  effective_to: string | null;
}

export interface ContractTerms {
  id: number;
  start_date: string;
  end_date: string;
  /** Set: the special rate and the discount are for this service only. Empty: the discount is for all. */
  service_id: number | null;
  special_rate_per_kg: number | null;
  discount_percent: number | null;
  /** Set: replaces the service's and the setting's PPN rate for this customer (0 = exempt). */
  ppn_percent: number | null;
  /** Set: replaces the service's and the setting's PPN base (ELEVEN_TWELFTHS: the general 12 % × 11/12 rule). */
  ppn_base: PpnBase | null;
  /** Set: replaces the COD fee setting for this customer. */
  cod_fee_percent: number | null;
}

export interface AdjustmentTerms {
  id: number;
  service_id: number | null;
  adjustment_percent: number;
  effective_from: string;
  effective_to: string | null;
  status: (typeof ADJUSTMENT_STATUSES)[number];
}

const inRange = (date: string, from: string, to: string | null) => from <= date && (to == null || date <= to);

/**
 * The price row in force on the date, among the rows of one route and service: the one with the
 * latest effective_from not after the date, as long as it has not ended. A newer row supersedes an
 * older open-ended one without anyone having to close the old one first.
 */
export function effectivePrice<T extends PriceRow>(rows: readonly T[], date: string): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (inRange(date, row.effective_from, row.effective_to) && (best == null || row.effective_from > best.effective_from)) best = row;
  }
  return best;
}

/**
 * The customer's contract running on the date. Should two overlap (a renewal signed early), the one
 * that started last wins — it is the newer agreement; on the same start date, the higher id.
 */
export function activeContract<T extends ContractTerms>(contracts: readonly T[], date: string): T | null {
  let best: T | null = null;
  for (const c of contracts) {
    if (!inRange(date, c.start_date, c.end_date)) continue;
    if (best == null || c.start_date > best.start_date || (c.start_date === best.start_date && c.id > best.id)) best = c;
  }
  return best;
}

/** The customer's adjustments that count: approved, in force on the date, for this service or all. */
export function effectiveAdjustments<T extends AdjustmentTerms>(adjustments: readonly T[], date: string, serviceId: number): T[] {
  return adjustments.filter(
    (a) => a.status === 'APPROVED' && inRange(date, a.effective_from, a.effective_to) && (a.service_id == null || a.service_id === serviceId),
  );
}

/** Whether the contract's special rate is the one to use for this service. */
export const contractRateApplies = (c: ContractTerms, serviceId: number) => c.special_rate_per_kg != null && c.service_id === serviceId;

/** Whether the contract's discount covers this service (all services when the contract names none). */
export const contractDiscountApplies = (c: ContractTerms, serviceId: number) => c.discount_percent != null && (c.service_id == null || c.service_id === serviceId);

/*
 * Indonesian taxes on what we bill and what we are billed (DOMAIN.md "Tax"). Amounts are whole rupiah;
 * rates are percentages with two decimals, held as basis points so each tax is one exact division.
 * Tax amounts are rounded down to the whole rupiah, as the tax office's e-Faktur does; a negative base
 * (a credit note) is rounded toward zero, so reversing a tax gives back exactly what was charged.
 *
 * PPN has one rule (ppnRuleFor) and one computation (ppnOf), read by the AWB's price (and so its
 * receipt, label and the credit check, which read the stored charges), the invoice, the credit note
 * and the vendor invoice: an AWB's PPN is what its invoice line computes for it.
 */
import { basisPoints } from '../pricing/money';

/**
 * How PPN is based:
 * - BILLED: the rate of the amount billed — package delivery's special rule, 1.1 % (10 % of 11/12 of 12 %).
 * - ELEVEN_TWELFTHS: the general rule — the rate (12 %) of a base of 11/12 of the price (DPP nilai lain).
 */
export const PPN_BASES = ['BILLED', 'ELEVEN_TWELFTHS'] as const;
export type PpnBase = (typeof PPN_BASES)[number];

export const PPN_BASE_LABELS: Record<PpnBase, string> = {
  BILLED: 'Rate × amount billed (delivery services, 1.1 %)',
  ELEVEN_TWELFTHS: 'Rate × 11/12 of the price (general rule, 12 %)',
};

export interface PpnRule {
  percent: number;
  base: PpnBase;
}

/** Without a setting, contract or service saying otherwise: package delivery's special base. */
export const DEFAULT_PPN_BASE: PpnBase = 'BILLED';

/** Where a PPN rule may be set; empty (null) leaves it to the next one. */
export interface PpnTerms {
  ppn_percent: number | null;
  ppn_base: PpnBase | null;
}

/** The PPN rule: the customer's contract, else the service, else the settings — rate and base each. */
export function ppnRuleFor(contract: PpnTerms | null, service: PpnTerms | null, settings: { ppn_percent: number; ppn_base: PpnBase }): PpnRule {
  return {
    percent: contract?.ppn_percent ?? service?.ppn_percent ?? settings.ppn_percent,
    base: contract?.ppn_base ?? service?.ppn_base ?? settings.ppn_base,
  };
}

/** a × bp / 10,000 rounded toward zero, in integers. */
function truncatedShare(amount: number, bp: number): number {
  const n = BigInt(amount) * BigInt(bp);
  return Number(n / 10_000n);
}

/**
 * DPP (the tax base the invoice shows) and PPN of an amount billed before tax: the only place PPN is
 * computed. Each is rounded once, down (toward zero).
 */
export function ppnOf(amount: number, rule: PpnRule): { dpp: number; ppn: number } {
  const dpp = rule.base === 'ELEVEN_TWELFTHS' ? Number((BigInt(amount) * 11n) / 12n) : amount;
  return { dpp, ppn: truncatedShare(dpp, basisPoints(rule.percent)) };
}

/**
 * PPh 23 withheld by the payer: a percentage of the amount before PPN — 2 %, or 4 % when the payee has
 * no tax id (NPWP). Customers withhold it from us; we withhold it from vendors that are firms.
 */
export function pph23Of(dpp: number, rates: { percent: number; noTaxIdPercent: number }, payeeHasTaxId: boolean): number {
  return truncatedShare(dpp, basisPoints(payeeHasTaxId ? rates.percent : rates.noTaxIdPercent));
}

/** Bea meterai: a fixed duty on a document stating more than the threshold (Rp 5,000,000 → Rp 10,000). */
export function stampDutyOf(amount: number, rule: { amount: number; threshold: number; charged: boolean }): number {
  return rule.charged && amount > rule.threshold ? rule.amount : 0;
}

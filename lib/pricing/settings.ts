/*
 * The company-wide figures pricing reads. They are settings (DOMAIN.md: they vary between carriers);
 * the defaults are the usual public ones and stand in until the settings screen stores its own.
 */

export interface PricingSettings {
  /** Insurance premium, % of the declared goods value. */
  insurance_rate_percent: number;
  /** Insurance admin fee per insured AWB, rupiah. */
  insurance_admin_fee: number;
  /** COD fee, % of the amount collected (a contract may override it). */
  cod_fee_percent: number;
  /** Most a courier may collect on one AWB, rupiah. */
  cod_max_amount: number;
  /** PPN on package delivery, % of the amount billed (a service or a contract may set its own rule). */
  ppn_percent: number;
  koli_max_weight_kg: number;
  koli_max_side_cm: number;
  koli_max_per_awb: number;
}

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  insurance_rate_percent: 0.2,
  insurance_admin_fee: 5_000,
  cod_fee_percent: 3,
  cod_max_amount: 5_000_000,
  ppn_percent: 1.1,
  koli_max_weight_kg: 1_000,
  koli_max_side_cm: 300,
  koli_max_per_awb: 100,
};

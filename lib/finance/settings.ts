import { DEFAULT_AGING_BOUNDS } from './aging';
import { DEFAULT_PPN_BASE, type PpnBase } from './tax';

/*
 * The company-wide figures finance reads: site settings of the finance group (DOMAIN.md: they vary),
 * with these defaults until the settings screen stores its own.
 */
export interface FinanceSettings {
  ppn_percent: number;
  ppn_base: PpnBase;
  pph23_percent: number;
  pph23_no_tax_id_percent: number;
  stamp_duty_amount: number;
  stamp_duty_threshold: number;
  /** Whether the stamp duty is added to the customer's invoice. */
  stamp_duty_charged: boolean;
  /** The largest difference a payment may write off on one invoice. */
  write_off_limit: number;
  aging_bounds: number[];
  company_name: string;
  company_npwp: string;
  company_address: string;
  /** The accounts invoices ask to be paid into, and payments are received in. */
  bank_accounts: string[];
}

export const DEFAULT_FINANCE_SETTINGS: FinanceSettings = {
  ppn_percent: 1.1,
  ppn_base: DEFAULT_PPN_BASE,
  pph23_percent: 2,
  pph23_no_tax_id_percent: 4,
  stamp_duty_amount: 10_000,
  stamp_duty_threshold: 5_000_000,
  stamp_duty_charged: true,
  write_off_limit: 10_000,
  aging_bounds: [...DEFAULT_AGING_BOUNDS],
  company_name: 'PT KURIR EXPRESS INDONESIA',
  company_npwp: '01.234.567.8-012.000',
  company_address: 'Jl. Gatot Subroto Kav. 18, Jakarta Selatan 12930',
  bank_accounts: ['BCA 123-456-7890 a.n. PT Kurir Express Indonesia', 'Mandiri 124-000-987654-3 a.n. PT Kurir Express Indonesia'],
};

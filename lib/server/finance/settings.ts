import { parseAgingBounds } from '@/lib/finance/aging';
import { DEFAULT_FINANCE_SETTINGS, type FinanceSettings } from '@/lib/finance/settings';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { settingValues } from '../documents/shared/site';

const KEYS = [
  'ppn_percent',
  'pph23_percent',
  'pph23_no_tax_id_percent',
  'stamp_duty_amount',
  'stamp_duty_threshold',
  'stamp_duty_charged',
  'write_off_limit',
  'aging_buckets',
  'company_name',
  'company_npwp',
  'company_address',
  'bank_account_1',
  'bank_account_2',
  'bank_account_3',
] as const;

/** The finance settings as stored (site settings), defaults where missing or unreadable. */
export async function financeSettings(db: Db, refs: ReferenceCache): Promise<FinanceSettings> {
  const v = await settingValues(db, refs, KEYS);
  const num = (key: string, fallback: number) => {
    const n = Number(v[key]);
    return v[key] !== undefined && v[key] !== '' && Number.isFinite(n) ? n : fallback;
  };
  const text = (key: string, fallback: string) => (v[key] !== undefined ? v[key].trim() : fallback);
  const d = DEFAULT_FINANCE_SETTINGS;
  const banks = ['bank_account_1', 'bank_account_2', 'bank_account_3'].map((k) => v[k]?.trim()).filter((s): s is string => Boolean(s));
  return {
    ppn_percent: num('ppn_percent', d.ppn_percent),
    ppn_base: d.ppn_base,
    pph23_percent: num('pph23_percent', d.pph23_percent),
    pph23_no_tax_id_percent: num('pph23_no_tax_id_percent', d.pph23_no_tax_id_percent),
    stamp_duty_amount: num('stamp_duty_amount', d.stamp_duty_amount),
    stamp_duty_threshold: num('stamp_duty_threshold', d.stamp_duty_threshold),
    stamp_duty_charged: num('stamp_duty_charged', d.stamp_duty_charged ? 1 : 0) === 1,
    write_off_limit: num('write_off_limit', d.write_off_limit),
    aging_bounds: parseAgingBounds(v.aging_buckets ?? '') ?? d.aging_bounds,
    company_name: text('company_name', d.company_name) || d.company_name,
    company_npwp: text('company_npwp', d.company_npwp),
    company_address: text('company_address', d.company_address),
    bank_accounts: Object.keys(v).some((k) => k.startsWith('bank_account_')) ? banks : d.bank_accounts,
  };
}

import { resourceSchemas } from '@/lib/resources/engine/define';
import { getResource } from '@/lib/resources/registry';

/*
 * Each resource's own rules, through the very schema the form and the API share: a valid row passes,
 * and each bad variation is refused on the field it concerns, with the message staff will read.
 */

type Case = [patch: Record<string, unknown>, field: string, message?: string | RegExp];

const RULES: Record<string, { valid: Record<string, unknown>; bad: Case[] }> = {
  moda: {
    valid: { code: 'air', name: 'Udara', transport: 'AIR', volumetric_divisor: 6000 },
    bad: [
      [{ volumetric_divisor: 999 }, 'volumetric_divisor', 'At least 1000'],
      [{ transport: 'SPACE' }, 'transport'],
    ],
  },
  'cost-type': {
    valid: { code: 'INS', name: 'Asuransi', calculation: 'PERCENT_OF_GOODS', default_amount: 0.2 },
    bad: [
      [{ default_amount: 120 }, 'default_amount', 'A percentage: at most 100'],
      [{ default_amount: 0.123 }, 'default_amount', 'At most 2 decimals'],
    ],
  },
  'customer-pareto': {
    valid: { code: 'A', name: 'Key accounts', min_share: 0, max_share: 80 },
    bad: [
      [{ min_share: 90 }, 'max_share', 'Must not be below "Revenue share from"'],
      [{ max_share: 101 }, 'max_share', 'At most 100'],
    ],
  },
  holiday: {
    valid: { date: '2026-08-17', name: 'Hari Kemerdekaan' },
    bad: [
      [{ date: '2026-02-29' }, 'date', 'Not a real date'],
      [{ date: '17/08/2026' }, 'date', 'A date (YYYY-MM-DD)'],
    ],
  },
  'mobile-version': {
    valid: { platform: 'ANDROID', latest_version: '3.4.2', min_version: '3.2.0', released_on: '2026-10-02' },
    bad: [
      [{ min_version: '3.10.0' }, 'min_version', 'Must not be newer than the latest version'],
      [{ latest_version: 'v3' }, 'latest_version', 'A version like 2.14.0'],
    ],
  },
  employee: {
    valid: { employee_no: 'e00001', full_name: 'BUDI', branch_id: 1, department: 'COURIER', position: 'Kurir', joined_on: '2024-01-02' },
    bad: [
      [{ nik: '12345' }, 'nik', '16 digits'],
      [{ email: 'budi@' }, 'email', 'An e-mail address'],
      [{ phone: 'call me' }, 'phone'],
    ],
  },
  vehicle: {
    valid: { plate_no: 'b 1234 xyz', vehicle_type: 'VAN', capacity_kg: 800, ownership: 'OWNED', branch_id: 1, stnk_expiry: '2027-03-01' },
    bad: [
      [{ plate_no: '1234-B' }, 'plate_no', 'Like B 1234 XYZ'],
      [{ capacity_kg: 0 }, 'capacity_kg', 'At least 1'],
    ],
  },
  driver: {
    valid: { employee_id: 1, licence_no: '1234-5678-9012', licence_type: 'B1', licence_expiry: '2028-01-01' },
    bad: [[{ licence_type: 'Z' }, 'licence_type']],
  },
  customer: {
    valid: { code: 'c00001', name: 'PT Maju', customer_type_id: 1, branch_id: 1, city: 'Jakarta', address: 'Jl. Sudirman 1' },
    bad: [
      [{ npwp: '12.345' }, 'npwp', '15 or 16 digits'],
      [{ credit_limit: -1 }, 'credit_limit', 'At least 0'],
      [{ credit_limit: 1.5 }, 'credit_limit', 'Must be a whole number'],
    ],
  },
  'customer-adjustment': {
    valid: { customer_id: 1, adjustment_percent: -5, effective_from: '2026-12-01', reason: 'Volume' },
    bad: [
      [{ adjustment_percent: 0 }, 'adjustment_percent', 'An adjustment of 0 % changes nothing'],
      [{ effective_to: '2026-11-30' }, 'effective_to', 'Must not be before "From"'],
      [{ status: 'APPROVED' }, '_'],
    ],
  },
  vendor: {
    valid: { code: 'JNT', name: 'Mitra', kind: 'LAST_MILE', coverage: 'Papua', bank_name: 'BCA', bank_account_no: '123-456-7890', bank_account_name: 'PT Mitra', top_days: 30 },
    bad: [
      [{ bank_account_no: 'ABC' }, 'bank_account_no', 'Digits (and -) only'],
      [{ top_days: 181 }, 'top_days', 'At most 180'],
    ],
  },
  price: {
    valid: { origin_id: 1, destination_id: 2, service_id: 1, moda_id: 1, rate_per_kg: 15000, min_kg: 1, lead_time_min: 1, lead_time_max: 2, effective_from: '2026-01-01' },
    bad: [
      [{ rate_per_kg: 0 }, 'rate_per_kg', 'At least 1'],
      [{ lead_time_min: 3 }, 'lead_time_max', 'Must not be shorter than "Lead time from"'],
      [{ effective_to: '2025-12-31' }, 'effective_to', 'Must not be before "Effective from"'],
    ],
  },
  'sales-target': {
    valid: { employee_id: 1, month: '2026-11', revenue_target: 1_000_000, shipment_target: 100 },
    bad: [[{ month: '2026-1' }, 'month', 'A month like 2026-11']],
  },
  'delivery-cost': {
    valid: { coverage_area_id: 1, vehicle_type: 'MOTORCYCLE', fee_per_awb: 2500, effective_from: '2026-01-01' },
    bad: [[{ fee_per_awb: '' }, 'fee_per_awb', 'Required']],
  },
};

describe.each(Object.entries(RULES))('%s: its own rules', (name, { valid, bad }) => {
  const { create } = resourceSchemas(getResource(name));

  it('accepts a valid row', () => {
    const result = create.safeParse(valid);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it.each(bad.map(([patch, field, message]) => ({ patch, field, message, label: JSON.stringify(patch) })))('refuses $label on $field', ({ patch, field, message }) => {
    const result = create.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => (field === '_' ? i.path.length === 0 || i.code === 'unrecognized_keys' : i.path[0] === field));
    expect(issues.length, JSON.stringify(result.error!.issues)).toBeGreaterThan(0);
    if (message) expect(issues.map((i) => i.message).join(' | ')).toMatch(message);
  });
});

describe('normalisation on the way in', () => {
  it('codes and plates are upper-cased, texts trimmed, blank optionals stored as nothing', () => {
    const moda = resourceSchemas(getResource('moda')).create.parse({ code: ' air ', name: ' Udara ', transport: 'AIR', volumetric_divisor: '6000', description: '  ' });
    expect(moda).toEqual({ code: 'AIR', name: 'Udara', transport: 'AIR', volumetric_divisor: 6000, description: null });
    const vehicle = resourceSchemas(getResource('vehicle')).create.parse(RULES.vehicle.valid);
    expect(vehicle.plate_no).toBe('B 1234 XYZ');
  });
});

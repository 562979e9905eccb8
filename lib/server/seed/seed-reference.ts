import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columnOf, tableOf } from '../db/schema/resources';

/*
 * Demo reference data of the settings screens: what a mid-sized Indonesian courier keeps. A reference
 * to another resource is written `{ ref: [resource, code] }` and resolved to its id on insert.
 */

type Ref = { ref: [resource: string, code: string] };
type SeedRow = Record<string, unknown>;

const ref = (resource: string, code: string): Ref => ({ ref: [resource, code] });

export const REFERENCE_SEED: [resource: string, rows: SeedRow[]][] = [
  [
    'moda',
    [
      { code: 'AIR', name: 'Udara', transport: 'AIR', volumetric_divisor: 6000, description: 'Air freight: parcels and documents by plane' },
      { code: 'LAND', name: 'Darat', transport: 'LAND', volumetric_divisor: 4000, description: 'Trucks and vans' },
      { code: 'SEA', name: 'Laut', transport: 'SEA', volumetric_divisor: 4000, description: 'Ships, for heavy cargo between islands' },
    ],
  ],
  [
    'service',
    [
      { code: 'REG', name: 'Reguler', moda_id: ref('moda', 'AIR'), lead_time_min: 2, lead_time_max: 4, min_kg: 1, rounding_tolerance: 0.3, delivers_on_holidays: false },
      { code: 'YES', name: 'Yakin Esok Sampai', moda_id: ref('moda', 'AIR'), lead_time_min: 1, lead_time_max: 1, min_kg: 1, rounding_tolerance: 0.3, delivers_on_holidays: true },
      { code: 'OKE', name: 'Ongkos Kirim Ekonomis', moda_id: ref('moda', 'LAND'), lead_time_min: 3, lead_time_max: 7, min_kg: 1, rounding_tolerance: 0.3, delivers_on_holidays: false },
      { code: 'SS', name: 'Super Speed', moda_id: ref('moda', 'AIR'), lead_time_min: 0, lead_time_max: 1, min_kg: 1, rounding_tolerance: 0, delivers_on_holidays: true },
      { code: 'TRC', name: 'Trucking', moda_id: ref('moda', 'LAND'), lead_time_min: 4, lead_time_max: 10, min_kg: 10, rounding_tolerance: 0, delivers_on_holidays: false },
      { code: 'KRG', name: 'Kargo Laut', moda_id: ref('moda', 'SEA'), lead_time_min: 7, lead_time_max: 21, min_kg: 10, rounding_tolerance: 0, delivers_on_holidays: false },
    ],
  ],
  [
    'product',
    [
      { code: 'DOC', name: 'Dokumen', category: 'DOCUMENT' },
      { code: 'PKT', name: 'Paket', category: 'PARCEL' },
      { code: 'FRZ', name: 'Frozen food', category: 'PARCEL', description: 'Chilled or frozen goods in a cool box' },
      { code: 'KRG', name: 'Kargo', category: 'CARGO' },
    ],
  ],
  [
    'cost-type',
    [
      { code: 'PACK', name: 'Packing kayu', calculation: 'PER_KOLI', default_amount: 75000, taxable: true },
      { code: 'INS', name: 'Asuransi', calculation: 'PERCENT_OF_GOODS', default_amount: 0.2, taxable: false, description: 'Plus an admin fee of Rp 5,000' },
      { code: 'HVY', name: 'Heavy koli surcharge', calculation: 'PER_KG', default_amount: 2000, taxable: true },
      { code: 'RMT', name: 'Remote area', calculation: 'FLAT', default_amount: 25000, taxable: true },
      { code: 'HND', name: 'Handling', calculation: 'FLAT', default_amount: 10000, taxable: true },
      { code: 'COD', name: 'COD fee', calculation: 'PERCENT_OF_GOODS', default_amount: 3, taxable: true, description: 'Charged only when delivered' },
    ],
  ],
  [
    'cost-case',
    [
      { code: 'WOOD', name: 'Wooden crate for fragile goods', cost_type_id: ref('cost-type', 'PACK') },
      { code: 'HVY50', name: 'Koli over 50 kg', cost_type_id: ref('cost-type', 'HVY'), min_kg: 50, applies: 'ALWAYS' },
      { code: 'PAPUA', name: 'Remote area Papua highlands', cost_type_id: ref('cost-type', 'RMT'), amount: 50000, applies: 'REMOTE_AREA' },
      { code: 'TRC-HND', name: 'Trucking handling', cost_type_id: ref('cost-type', 'HND'), service_id: ref('service', 'TRC'), amount: 25000, applies: 'ALWAYS' },
    ],
  ],
  [
    'customer-type',
    [
      { code: 'RTL', name: 'Retail', payment: 'CASH', withholds_pph23: false },
      { code: 'CORP', name: 'Corporate', payment: 'CREDIT', withholds_pph23: true },
      { code: 'ECOM', name: 'E-commerce', payment: 'CREDIT', withholds_pph23: false },
      { code: 'GOV', name: 'Government', payment: 'CREDIT', withholds_pph23: true },
    ],
  ],
  [
    'customer-pareto',
    [
      { code: 'A', name: 'Key accounts', min_share: 0, max_share: 80, description: 'The customers bringing the first 80 % of revenue' },
      { code: 'B', name: 'Growth accounts', min_share: 80, max_share: 95 },
      { code: 'C', name: 'Long tail', min_share: 95, max_share: 100 },
    ],
  ],
  [
    'reference-type',
    [
      { code: 'PO', name: 'Purchase order number', required_for_credit: true },
      { code: 'INV', name: 'Shipper invoice number', required_for_credit: false },
      { code: 'DO', name: 'Delivery order number', required_for_credit: false },
      { code: 'ORD', name: 'Marketplace order id', required_for_credit: false },
    ],
  ],
  [
    'holiday',
    [
      ['2026-01-01', 'Tahun Baru Masehi'],
      ['2026-01-16', 'Isra Mikraj Nabi Muhammad SAW'],
      ['2026-02-17', 'Tahun Baru Imlek'],
      ['2026-03-19', 'Hari Suci Nyepi'],
      ['2026-03-20', 'Idul Fitri 1447 H'],
      ['2026-03-21', 'Idul Fitri 1447 H (hari kedua)'],
      ['2026-04-03', 'Wafat Yesus Kristus'],
      ['2026-05-01', 'Hari Buruh Internasional'],
      ['2026-05-14', 'Kenaikan Yesus Kristus'],
      ['2026-05-27', 'Idul Adha 1447 H'],
      ['2026-05-31', 'Hari Raya Waisak'],
      ['2026-06-01', 'Hari Lahir Pancasila'],
      ['2026-06-16', 'Tahun Baru Islam 1448 H'],
      ['2026-08-17', 'Hari Kemerdekaan Republik Indonesia'],
      ['2026-08-25', 'Maulid Nabi Muhammad SAW'],
      ['2026-12-25', 'Hari Raya Natal'],
    ].map(([date, name]) => ({ date, name, national: true })),
  ],
  [
    'mobile-version',
    [
      { platform: 'ANDROID', latest_version: '3.3.0', min_version: '3.0.0', force_update: false, released_on: '2026-07-14', release_notes: 'POD photo compression' },
      { platform: 'ANDROID', latest_version: '3.4.2', min_version: '3.2.0', force_update: true, released_on: '2026-10-02', release_notes: 'Stop points; offline POD queue' },
      { platform: 'IOS', latest_version: '3.4.1', min_version: '3.2.0', force_update: false, released_on: '2026-10-05', release_notes: 'Stop points' },
    ],
  ],
];

const col = (resource: string, key: string) => columnOf(tableOf(resource), key);

/** Inserts the reference data when its first table is empty (an older demo database gets it too). */
export async function seedReferenceData(db: Db, actor = 'system'): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(tableOf('moda'));
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    for (const [resource, rows] of REFERENCE_SEED) {
      const values = [];
      for (const row of rows) {
        const resolved: SeedRow = { created_by: actor, updated_by: actor };
        for (const [key, value] of Object.entries(row)) {
          if (value && typeof value === 'object' && 'ref' in value) {
            const [target, code] = (value as Ref).ref;
            const [found] = await tx.select({ id: col(target, 'id') }).from(tableOf(target)).where(eq(col(target, 'code'), code));
            if (!found) throw new Error(`seed: ${resource} refers to missing ${target} ${code}`);
            resolved[key] = found.id;
          } else resolved[key] = value;
        }
        values.push(resolved);
      }
      await tx.insert(tableOf(resource)).values(values);
    }
  });
  return true;
}

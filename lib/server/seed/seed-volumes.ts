import { count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedCoverageAreas } from './seed-areas';
import { branches, coverageAreas, customers, customerTypes, deliveryCosts, employees, modas, offices, prices, services } from '../db/schema/resources';

/*
 * Demo volumes for the master data: every district as a coverage area, a branch in each of 30 cities
 * (serving that city's districts), offices and staff per branch, a few hundred customers and the full
 * price list from every branch to every served district for REG, YES and OKE. Deterministic (a seeded
 * random), so every demo database looks the same. `scaleDemoVolumes` adds more for benchmarks.
 */

export const DEMO_BRANCHES: [code: string, regencyCode: string, city: string][] = [
  ['JKT', '31.71', 'Jakarta'], ['BGR', '32.71', 'Bogor'], ['BDG', '32.73', 'Bandung'], ['CBN', '32.74', 'Cirebon'],
  ['BKS', '32.75', 'Bekasi'], ['DPK', '32.76', 'Depok'], ['TNG', '36.71', 'Tangerang'], ['SOC', '33.72', 'Surakarta'],
  ['SRG', '33.74', 'Semarang'], ['JOG', '34.71', 'Yogyakarta'], ['MLG', '35.73', 'Malang'], ['SUB', '35.78', 'Surabaya'],
  ['DPS', '51.71', 'Denpasar'], ['AMI', '52.71', 'Mataram'], ['KOE', '53.71', 'Kupang'], ['MES', '12.71', 'Medan'],
  ['PDG', '13.71', 'Padang'], ['PKU', '14.71', 'Pekanbaru'], ['DJB', '15.71', 'Jambi'], ['PLM', '16.71', 'Palembang'],
  ['TKG', '18.71', 'Bandar Lampung'], ['BTH', '21.71', 'Batam'], ['PNK', '61.71', 'Pontianak'], ['BDJ', '63.71', 'Banjarmasin'],
  ['BPN', '64.71', 'Balikpapan'], ['SRI', '64.72', 'Samarinda'], ['MDC', '71.71', 'Manado'], ['UPG', '73.71', 'Makassar'],
  ['AMQ', '81.71', 'Ambon'], ['DJJ', '91.71', 'Jayapura'],
];

/** A small deterministic random (mulberry32), so demo data is the same on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = ['Andi', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hendra', 'Indah', 'Joko', 'Kartika', 'Lestari', 'Maya', 'Nur', 'Oki', 'Putri', 'Rina', 'Sari', 'Teguh', 'Wahyu', 'Yusuf', 'Zahra'];
const LAST_NAMES = ['Pratama', 'Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Kusuma', 'Nugroho', 'Siregar', 'Lubis', 'Wibowo', 'Setiawan', 'Permana', 'Halim', 'Tanjung', 'Purba'];
const COMPANY_WORDS = ['Maju', 'Jaya', 'Sentosa', 'Abadi', 'Makmur', 'Sejahtera', 'Mandiri', 'Nusantara', 'Karya', 'Indah', 'Sinar', 'Mitra', 'Berkah', 'Cahaya', 'Utama', 'Global', 'Prima', 'Lestari'];
const COMPANY_TRADES = ['Elektronik', 'Tekstil', 'Farma', 'Logistik', 'Kosmetik', 'Otomotif', 'Pangan', 'Furnitur', 'Digital', 'Retail', 'Agro', 'Garmen'];

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)];
const chunked = async <T>(rows: T[], size: number, write: (part: T[]) => Promise<unknown>) => {
  for (let at = 0; at < rows.length; at += size) await write(rows.slice(at, at + size));
};

/** Rate per kg between two areas: more across provinces, more again across islands (first code digit). */
export function demoRate(origin: string, destination: string, serviceCode: string): number {
  const sameRegency = origin.slice(0, 5) === destination.slice(0, 5);
  const sameProvince = origin.slice(0, 2) === destination.slice(0, 2);
  const sameIsland = origin[0] === destination[0];
  const base = sameRegency ? 8_000 : sameProvince ? 11_000 : sameIsland ? 16_000 : 27_000;
  const factor = serviceCode === 'YES' ? 1.8 : serviceCode === 'OKE' ? 0.8 : 1;
  return Math.round((base * factor) / 500) * 500;
}

export function demoLeadTime(origin: string, destination: string, serviceCode: string): [number, number] {
  if (serviceCode === 'YES') return [1, 1];
  const far = origin[0] !== destination[0] ? 2 : origin.slice(0, 2) !== destination.slice(0, 2) ? 1 : 0;
  return serviceCode === 'OKE' ? [3 + far, 5 + far * 2] : [1 + far, 2 + far];
}

/** Loads the demo volumes when there are no branches yet; returns what it loaded. */
export async function seedDemoVolumes(db: Db, actor = 'system') {
  const [{ n }] = await db.select({ n: count() }).from(branches);
  if (n > 0) return null;
  const areas = await seedCoverageAreas(db, actor);
  const random = seededRandom(2026);
  const stamp = { created_by: actor, updated_by: actor };
  const result = { areas, branches: 0, offices: 0, employees: 0, customers: 0, prices: 0 };

  await db.transaction(async (tx) => {
    const insertedBranches = await tx
      .insert(branches)
      .values(
        DEMO_BRANCHES.map(([code, , city], i) => ({
          code,
          name: `Cabang ${city}`,
          kind: i === 0 ? 'HEAD_OFFICE' : ['SUB', 'MES', 'UPG', 'BPN'].includes(code) ? 'HUB' : 'BRANCH',
          city,
          address: `Jl. ${pick(random, ['Sudirman', 'Gatot Subroto', 'Diponegoro', 'Ahmad Yani', 'Pemuda', 'Merdeka'])} No. ${1 + Math.floor(random() * 200)}, ${city}`,
          phone: `0${21 + i} ${5000 + Math.floor(random() * 4999)} ${100 + i}`,
          email: `${code.toLowerCase()}@kurir.example`,
          ...stamp,
        })),
      )
      .returning({ id: branches.id, code: branches.code });
    result.branches = insertedBranches.length;
    const branchId = new Map(insertedBranches.map((b) => [b.code as string, b.id as number]));

    // each branch serves the districts of its city
    const served: { code: string; id: number; branch: string }[] = [];
    for (const [code, regency] of DEMO_BRANCHES) {
      const districts = await tx
        .update(coverageAreas)
        .set({ branch_id: branchId.get(code) })
        .where(like(coverageAreas.area_code, `${regency}.%`))
        .returning({ id: coverageAreas.id, code: coverageAreas.area_code });
      served.push(...districts.map((d) => ({ code: d.code as string, id: d.id as number, branch: code })));
    }

    // what a courier earns per delivery in each served district, by motorcycle or van
    const costRows = served.flatMap((area) => [
      { coverage_area_id: area.id, vehicle_type: 'MOTORCYCLE', fee_per_awb: 2_500, fee_per_kg: 200, failed_attempt_fee: 1_000, effective_from: '2026-01-01', ...stamp },
      { coverage_area_id: area.id, vehicle_type: 'VAN', fee_per_awb: 4_000, fee_per_kg: 150, failed_attempt_fee: 1_500, effective_from: '2026-01-01', ...stamp },
    ]);
    await chunked(costRows, 1_000, (part) => tx.insert(deliveryCosts).values(part));

    // an office stands in its city's first district (by area code): its counter's default origin
    const firstDistrict = (branch: string) => served.filter((a) => a.branch === branch).sort((a, b) => a.code.localeCompare(b.code))[0]?.id ?? null;
    const officeRows = insertedBranches.flatMap((b) => [
      { code: `${b.code}-CTR`, name: `Counter ${b.code}`, branch_id: b.id, kind: 'COUNTER', area_id: firstDistrict(b.code as string), address: 'Ground floor of the branch', pic_name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`, ...stamp },
      { code: `${b.code}-AGN1`, name: `Agen ${pick(random, COMPANY_WORDS)} ${b.code}`, branch_id: b.id, kind: 'AGENT', area_id: firstDistrict(b.code as string), address: 'Ruko in the city centre', pic_name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`, ...stamp },
    ]);
    await tx.insert(offices).values(officeRows);
    result.offices = officeRows.length;

    const departments = ['COURIER', 'COURIER', 'OPERATIONS', 'SALES', 'CUSTOMER_SERVICE'] as const;
    const positions = { COURIER: 'Kurir', OPERATIONS: 'Staf operasional', SALES: 'Sales executive', CUSTOMER_SERVICE: 'Customer service' };
    const employeeRows = insertedBranches.flatMap((b, bi) =>
      departments.map((department, di) => ({
        employee_no: `E${String(bi * 10 + di + 1).padStart(5, '0')}`,
        full_name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`.toUpperCase(),
        branch_id: b.id,
        department,
        position: positions[department],
        joined_on: `20${18 + Math.floor(random() * 8)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
        ...stamp,
      })),
    );
    const insertedEmployees = await tx.insert(employees).values(employeeRows).returning({ id: employees.id, department: employees.department });
    result.employees = insertedEmployees.length;
    const salesIds = insertedEmployees.filter((e) => e.department === 'SALES').map((e) => e.id as number);

    const types = await tx.select({ id: customerTypes.id, code: customerTypes.code }).from(customerTypes);
    const customerRows = Array.from({ length: 300 }, (_, i) => {
      const [code, , city] = DEMO_BRANCHES[i % DEMO_BRANCHES.length];
      const type = types[i % types.length];
      return {
        code: `C${String(i + 1).padStart(5, '0')}`,
        name: type.code === 'RTL' ? `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}` : `PT ${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_TRADES)}`,
        customer_type_id: type.id,
        branch_id: branchId.get(code),
        sales_id: salesIds[i % salesIds.length],
        city,
        address: `Jl. ${pick(random, COMPANY_WORDS)} Raya No. ${1 + Math.floor(random() * 300)}, ${city}`,
        credit_limit: type.code === 'RTL' ? null : (5 + Math.floor(random() * 95)) * 10_000_000,
        ...stamp,
      };
    });
    await chunked(customerRows, 500, (part) => tx.insert(customers).values(part));
    result.customers = customerRows.length;

    // the price list: from each branch's first district to every served district, REG / YES / OKE
    const serviceRows = await tx.select({ id: services.id, code: services.code, moda: services.moda_id, min: services.min_kg }).from(services).where(inArray(services.code, ['REG', 'YES', 'OKE']));
    const [land] = await tx.select({ id: modas.id }).from(modas).where(eq(modas.code, 'LAND'));
    const origins = DEMO_BRANCHES.map(([code]) => served.find((s) => s.branch === code)).filter((o): o is (typeof served)[number] => Boolean(o));
    const priceRows = origins.flatMap((origin) =>
      served.flatMap((destination) =>
        serviceRows.map((service) => {
          const [lead_time_min, lead_time_max] = demoLeadTime(origin.code, destination.code, service.code as string);
          return {
            origin_id: origin.id,
            destination_id: destination.id,
            service_id: service.id,
            // overland within an island for the economy service, the service's own moda otherwise
            moda_id: service.code === 'OKE' && origin.code[0] === destination.code[0] ? land.id : service.moda,
            rate_per_kg: demoRate(origin.code, destination.code, service.code as string),
            min_kg: service.min,
            lead_time_min,
            lead_time_max,
            effective_from: '2026-01-01',
            ...stamp,
          };
        }),
      ),
    );
    await chunked(priceRows, 1_000, (part) => tx.insert(prices).values(part));
    result.prices = priceRows.length;
  });
  return result;
}

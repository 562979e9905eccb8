import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Papa from 'papaparse';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coverageAreas } from '../db/schema/resources';

/*
 * Coverage areas from Indonesia's administrative areas (the idn-area-data package: provinces,
 * regencies/cities, districts — the latest regulation's codes). One area per district; the area code is
 * the district's code (31.71.01). Which branch serves it is the company's to map.
 */

function readCsv<T>(file: string): T[] {
  const dir = path.join(path.dirname(createRequire(__filename).resolve('idn-area-data/package.json')), 'data');
  return Papa.parse<T>(fs.readFileSync(path.join(dir, file), 'utf8'), { header: true, skipEmptyLines: true }).data;
}

/** "KABUPATEN ACEH SELATAN" → "Kabupaten Aceh Selatan"; keeps "DKI" and the like upper-case. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((w) => (['dki', 'di'].includes(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function indonesianDistricts() {
  const provinces = new Map(readCsv<{ code: string; name: string }>('provinces.csv').map((p) => [p.code, titleCase(p.name)]));
  const regencies = new Map(
    readCsv<{ code: string; province_code: string; name: string }>('regencies.csv').map((r) => [r.code, { province: r.province_code, name: titleCase(r.name) }]),
  );
  return readCsv<{ code: string; regency_code: string; name: string }>('districts.csv').map((d) => {
    const regency = regencies.get(d.regency_code)!;
    return { area_code: d.code, province: provinces.get(regency.province)!, regency: regency.name, district: d.name };
  });
}

/** Loads every district as a coverage area when there are none yet; returns how many were loaded. */
export async function seedCoverageAreas(db: Db, actor = 'system'): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(coverageAreas);
  if (n > 0) return 0;
  const rows = indonesianDistricts().map((d) => ({ ...d, remote: false, created_by: actor, updated_by: actor }));
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += 1_000) await tx.insert(coverageAreas).values(rows.slice(at, at + 1_000));
  });
  return rows.length;
}

import { inArray } from 'drizzle-orm';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The company name printed on labels and sheets: the provider name, else the application name. */
export async function providerName(db: Db, refs: ReferenceCache): Promise<string> {
  const values = await settingValues(db, refs, ['provider_name', 'app_name']);
  return values.provider_name?.trim() || values.app_name?.trim() || 'KURIR EXPRESS';
}

/** The site settings of these keys (missing ones left out), from the reference cache. */
export function settingValues(db: Db, refs: ReferenceCache, keys: readonly string[]): Promise<Readonly<Record<string, string>>> {
  return refs.get(`settings:${keys.join(',')}`, ['site-setting'], async () => {
    const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, [...keys]));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
}

import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The company name printed on labels and sheets: the provider name, else the application name. */
export async function providerName(db: Db): Promise<string> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, ['provider_name', 'app_name']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value?.trim();
  return value('provider_name') || value('app_name') || 'KURIR EXPRESS';
}

/** The site settings of these keys (missing ones left out). */
export async function settingValues(db: Db, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

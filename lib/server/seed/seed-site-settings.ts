import { SITE_SETTINGS, validateSiteSettingValue, type SiteSettingDef } from '@/lib/resources/site-setting';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

type Env = Record<string, string | undefined>;

/**
 * The value a setting's row is created with: the first of its environment variables that is set and
 * valid (an invalid one is reported and skipped, so an old misconfigured variable cannot stop a start),
 * else its default.
 */
export function initialSiteSettingValue(def: SiteSettingDef, env: Env, warn: (message: string) => void = console.warn): string {
  for (const name of def.env ?? []) {
    const value = env[name]?.trim();
    if (!value) continue;
    const problem = validateSiteSettingValue(def.key, value);
    if (!problem) return value;
    warn(`site setting ${def.key}: ignoring ${name} (${problem})`);
  }
  return def.default;
}

/**
 * Creates the site-setting rows the database lacks — every row on a new database, the appended ones on
 * a database made before they existed — with id = index + 1. A row that exists is never touched, so a
 * value an admin changed stays. Runs on every start (bootstrap → seedMissingBaseData), `admin:create` and `db:seed`.
 * Returns the keys it created.
 */
export async function seedMissingSiteSettings(
  db: Pick<Db, 'select' | 'insert'>,
  env: Env = process.env,
): Promise<string[]> {
  const existing = new Set((await db.select({ key: siteSettings.key }).from(siteSettings)).map((r) => r.key));
  const missing = SITE_SETTINGS.map((def, index) => ({ def, id: index + 1 })).filter(({ def }) => !existing.has(def.key));
  if (!missing.length) return [];
  const inserted = await db
    .insert(siteSettings)
    .values(missing.map(({ def, id }) => ({ id, key: def.key, label: def.label, value: initialSiteSettingValue(def, env) })))
    // Another instance starting at the same moment may have created them first.
    .onConflictDoNothing()
    .returning({ key: siteSettings.key });
  return inserted.map((r) => r.key);
}

import { asc, count, eq, sql } from 'drizzle-orm';
import { validateSiteSettingValue } from '@/lib/resources/site-setting';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { runAction } from '../engine/run-action';
import { HttpError, notFound } from '../errors';

const columns = {
  id: siteSettings.id,
  key: siteSettings.key,
  label: siteSettings.label,
  value: siteSettings.value,
  version: siteSettings.version,
  updated_at: siteSettings.updatedAt,
  updated_by: siteSettings.updatedBy,
};

export async function listSiteSettings(db: Db, page: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(siteSettings).orderBy(asc(siteSettings.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(siteSettings),
  ]);
  return { rows, meta: { page, limit, total } };
}

export async function getSiteSetting(db: Db, id: number) {
  const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, id));
  if (!row) throw notFound('Site setting');
  return row;
}

export async function updateSiteSetting(ctx: AppContext, actor: string, id: number, value: string, version?: number) {
  await runAction(ctx, {
    actor,
    entity: 'site-setting',
    entityId: id,
    action: 'update',
    label: 'Site setting',
    lock: async (tx) => (await tx.select().from(siteSettings).where(eq(siteSettings.id, id)).for('update'))[0],
    version,
    staleMessage: 'This setting was changed by someone else since you opened it. Reload and try again.',
    check: (before) => {
      const problem = validateSiteSettingValue(before.key, value);
      if (problem) throw new HttpError(400, 'Invalid body: check the highlighted fields', { value: [problem] });
    },
    apply: async (tx, before) => {
      await tx
        .update(siteSettings)
        .set({ value, version: sql`${siteSettings.version} + 1`, updatedAt: new Date(), updatedBy: actor })
        .where(eq(siteSettings.id, id));
      return {
        result: null,
        audit: { before: { key: before.key, value: before.value }, after: { key: before.key, value } },
        events: [['updateSiteSetting', { id }]],
      };
    },
  });
  return getSiteSetting(ctx.db, id);
}

/** Admin action: every open browser clears its local storage (stale persisted layout/settings). */
export async function broadcastClearLocalStorage(ctx: AppContext, actor: string) {
  await runAction(ctx, {
    actor,
    entity: 'site-setting',
    entityId: null,
    action: 'clear-local-storage',
    label: 'Site setting',
    apply: async () => ({ result: null, events: [['updateLocalStorage', {}]] }),
  });
}

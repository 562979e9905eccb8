import { asc, count, eq, sql } from 'drizzle-orm';
import { validateSiteSettingValue } from '@/lib/resources/site-setting';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';

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
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, id)).for('update');
    if (!before) throw notFound('Site setting');
    if (version !== undefined && version !== before.version) {
      throw conflict('This setting was changed by someone else since you opened it. Reload and try again.');
    }
    const problem = validateSiteSettingValue(before.key, value);
    if (problem) throw new HttpError(400, 'Invalid body: check the highlighted fields', { value: [problem] });
    await tx
      .update(siteSettings)
      .set({ value, version: sql`${siteSettings.version} + 1`, updatedAt: new Date(), updatedBy: actor })
      .where(eq(siteSettings.id, id));
    await writeAudit(tx, {
      actor,
      action: 'update',
      entity: 'site-setting',
      entityId: id,
      before: { key: before.key, value: before.value },
      after: { key: before.key, value },
    });
  });
  ctx.realtime.emit('updateSiteSetting', { id });
  return getSiteSetting(ctx.db, id);
}

/** Admin action: every open browser clears its local storage (stale persisted layout/settings). */
export async function broadcastClearLocalStorage(ctx: AppContext, actor: string) {
  await writeAudit(ctx.db, { actor, action: 'clear-local-storage', entity: 'site-setting', entityId: null });
  ctx.realtime.emit('updateLocalStorage', {});
}

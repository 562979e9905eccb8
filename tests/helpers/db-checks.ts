// Reads the integration tests make straight from the database, to check what a call did (or did not) write.
import { and, asc, count, eq } from 'drizzle-orm';
import { auditLogs, roles } from '@/lib/server/db/schema';
import type { TestApp } from './test-app';

export async function roleId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return row.id;
}

export async function auditCount(t: TestApp): Promise<number> {
  const [{ n }] = await t.ctx.db.select({ n: count() }).from(auditLogs);
  return n;
}

/** One record's audit rows, oldest first. */
export async function auditTrail(t: TestApp, entity: string, entityId: string | number) {
  return t.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId))))
    .orderBy(asc(auditLogs.id));
}

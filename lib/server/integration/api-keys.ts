import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/integration';
import { customers } from '../db/schema/resources';
import { runAction } from '../engine/run-action';
import { HttpError, notFound } from '../errors';

/*
 * API keys of credit customers: 256 random bits, shown once; only their SHA-256 is stored (a key is no
 * password a person chose: a fast hash of a random secret is enough, and the lookup stays one index read).
 */

const PREFIX = 'ck_live_';

export const hashKey = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex');

export function newKey(): string {
  return `${PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

export interface ApiCaller {
  keyId: number;
  customerId: number;
  customerCode: string;
}

/** The customer a request's key belongs to; a missing, unknown or revoked key is a 401. */
export async function authenticateKey(db: Db, key: string | undefined): Promise<ApiCaller> {
  if (!key || key.length > 200) throw new HttpError(401, 'Send your API key in the X-API-Key header');
  const [row] = await db
    .select({ id: apiKeys.id, customerId: apiKeys.customer_id, revoked: apiKeys.revoked_at, active: customers.active, code: customers.code, lastUsed: apiKeys.last_used_at })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customer_id))
    .where(eq(apiKeys.key_hash, hashKey(key.trim())));
  if (!row || row.revoked) throw new HttpError(401, 'This API key is unknown or revoked');
  if (!row.active) throw new HttpError(403, 'This customer account is inactive');
  // when it was last used, to the minute (not a write per request)
  if (!row.lastUsed || Date.now() - Date.parse(row.lastUsed) > 60_000) {
    await db.update(apiKeys).set({ last_used_at: new Date().toISOString() }).where(eq(apiKeys.id, row.id));
  }
  return { keyId: row.id, customerId: row.customerId, customerCode: String(row.code) };
}

/** Creates a key for a customer; the answer is the only time the key itself is seen. */
export async function createApiKey(ctx: AppContext, actor: string, customerId: number, name: string, key = newKey()) {
  return runAction(ctx, {
    actor,
    entity: 'api-key',
    action: 'create',
    label: 'API key',
    apply: async (tx) => {
      const [customer] = await tx.select({ id: customers.id, active: customers.active }).from(customers).where(eq(customers.id, customerId));
      if (!customer) throw new HttpError(400, 'Invalid body: check the highlighted fields', { customer_id: ['No such customer'] });
      const [row] = await tx
        .insert(apiKeys)
        .values({ customer_id: customerId, name, prefix: key.slice(0, PREFIX.length + 4), key_hash: hashKey(key), created_by: actor })
        .returning({ id: apiKeys.id, customer_id: apiKeys.customer_id, name: apiKeys.name, prefix: apiKeys.prefix, created_at: apiKeys.created_at });
      // never the key nor its hash in the audit log
      return { result: { ...row, key }, entityId: row.id, audit: { after: { customer_id: customerId, name, prefix: row.prefix } } };
    },
  });
}

export async function revokeApiKey(ctx: AppContext, actor: string, id: number) {
  return runAction(ctx, {
    actor,
    entity: 'api-key',
    entityId: id,
    action: 'revoke',
    label: 'API key',
    lock: async (tx) => (await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update'))[0],
    apply: async (tx, row) => {
      if (row.revoked_at) return { result: row, unchanged: true };
      const [after] = await tx.update(apiKeys).set({ revoked_at: new Date().toISOString(), revoked_by: actor }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at))).returning();
      return { result: after, audit: { before: { revoked_at: null }, after: { revoked_at: after.revoked_at } } };
    },
  });
}

export async function listApiKeys(db: Db, customerId: number) {
  return db
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, created_at: apiKeys.created_at, created_by: apiKeys.created_by, revoked_at: apiKeys.revoked_at, last_used_at: apiKeys.last_used_at })
    .from(apiKeys)
    .where(eq(apiKeys.customer_id, customerId))
    .orderBy(apiKeys.id);
}

export const apiKeyNotFound = () => notFound('API key');

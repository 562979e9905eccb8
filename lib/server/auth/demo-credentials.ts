import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../audit';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { apiKeys } from '../db/schema/integration';
import { customers } from '../db/schema/resources';
import { hashKey } from '../integration/api-keys';
import { hashPassword, verifyPassword } from './passwords';

/*
 * The credentials the README prints for the demo. A demo database is for trying; a production server
 * refuses to start while any of them still opens it (unless DEMO=1).
 */

/** Every demo user's password. */
export const DEMO_PASSWORD = 'Demo#2026';
/** The demo credit customer's integration API key. */
export const DEMO_API_KEY = 'ck_live_demo_2026_tokoonline_9f3a7c1e5b';

export interface DemoCredentials {
  /** User codes whose password is the demo password. */
  users: string[];
  /** Customers (codes) holding the demo API key, not revoked. */
  apiKeyCustomers: string[];
}

/**
 * Which users still sign in with the demo password, and whether the demo API key is still valid.
 * Each distinct hash is checked once (the demo seed gives all its users one hash), at most as many at a
 * time as libuv has threads (scrypt runs there: the event loop stays free, and a start on a database of
 * many users queues its checks instead of taking every core).
 */
export async function findDemoCredentials(db: Db): Promise<DemoCredentials> {
  const rows = await db.select({ userCode: users.userCode, hash: users.passwordHash }).from(users).orderBy(users.userCode);
  const byHash = new Map<string, string[]>();
  for (const row of rows) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row.userCode]);
  const hashes = [...byHash.keys()];
  const lanes = Math.max(1, Math.min(hashes.length, Number(process.env.UV_THREADPOOL_SIZE) || 4, os.availableParallelism()));
  const demo = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < hashes.length) {
        const hash = hashes[next++];
        if (await verifyPassword(hash, DEMO_PASSWORD)) demo.add(hash);
      }
    }),
  );
  const keys = await db
    .select({ customer: customers.code })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customer_id))
    .where(and(eq(apiKeys.key_hash, hashKey(DEMO_API_KEY)), isNull(apiKeys.revoked_at)));
  return {
    users: rows.filter((r) => demo.has(r.hash)).map((r) => r.userCode),
    apiKeyCustomers: keys.map((k) => String(k.customer)),
  };
}

/** What an operator reads when the server will not start; null when nothing is left to fix. */
export function demoCredentialsProblem(found: DemoCredentials): string | null {
  const fixes: string[] = [];
  if (found.users.length) {
    fixes.push(
      `user${found.users.length > 1 ? 's' : ''} ${found.users.join(', ')} still sign${found.users.length > 1 ? '' : 's'} in with the README's demo password`,
    );
  }
  if (found.apiKeyCustomers.length) {
    fixes.push(`the README's demo API key is valid for customer ${found.apiKeyCustomers.join(', ')}`);
  }
  if (!fixes.length) return null;
  return (
    `refusing to start in production with the published demo credentials: ${fixes.join('; ')}. ` +
    'Run `npm run demo:disarm` (those users get a random password — an administrator then sets new ones — and the key is revoked); ' +
    'DEMO=1 only for a demo.'
  );
}

/** The production start check: throws with what to fix (server.ts prints it and exits). */
export async function refuseDemoCredentials(db: Db): Promise<void> {
  const problem = demoCredentialsProblem(await findDemoCredentials(db));
  if (problem) throw new Error(problem);
}

/**
 * `npm run demo:disarm`: what a production start refuses, made harmless without the server running —
 * each user holding the demo password gets a random one nobody knows (their sessions end; an
 * administrator sets their new password, or `npm run admin:create` makes one), the demo key is revoked.
 */
export async function disarmDemoCredentials(db: Db, actor = 'demo:disarm'): Promise<DemoCredentials> {
  const found = await findDemoCredentials(db);
  const replaced = await Promise.all(found.users.map(async (userCode) => [userCode, await hashPassword(crypto.randomBytes(32).toString('base64url'))] as const));
  await db.transaction(async (tx) => {
    for (const [userCode, passwordHash] of replaced) {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.userCode, userCode));
      await writeAudit(tx, { actor, action: 'reset-password', entity: 'user', entityId: userCode });
    }
    if (found.apiKeyCustomers.length) {
      const revoked = await tx
        .update(apiKeys)
        .set({ revoked_at: new Date().toISOString(), revoked_by: actor })
        .where(and(eq(apiKeys.key_hash, hashKey(DEMO_API_KEY)), isNull(apiKeys.revoked_at)))
        .returning({ id: apiKeys.id });
      for (const key of revoked) await writeAudit(tx, { actor, action: 'revoke', entity: 'api-key', entityId: key.id, before: { revoked_at: null } });
    }
  });
  return found;
}

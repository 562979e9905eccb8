import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/** ASVS 2.2.1: after 10 failures for one user_code or one IP within 15 minutes, lock for 15 minutes. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Sign-in is blocked for 15 minutes; try again later.';

export interface ThrottleStore {
  /** The latest lock expiry among the keys, or null when none is locked. */
  lockedUntil(keys: string[], now: Date): Promise<Date | null>;
  recordFailure(key: string, now: Date): Promise<void>;
  reset(key: string): Promise<void>;
}

export function throttleKeys(userCode: string, ip: string | undefined): string[] {
  const keys = [`user:${userCode.trim().toLowerCase()}`];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
    let latest: Date | null = null;
    for (const key of keys) {
      const [row] = await this.db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key));
      if (row?.lockedUntil && row.lockedUntil > now && (!latest || row.lockedUntil > latest)) latest = row.lockedUntil;
    }
    return latest;
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
    // One statement, so concurrent failures on several instances count exactly.
    await this.db.execute(sql`
      insert into login_throttle (key, failures, window_started_at, locked_until)
      values (${key}, 1, ${now.toISOString()}, null)
      on conflict (key) do update set
        failures = case when login_throttle.window_started_at < ${windowStart.toISOString()}
                        then 1 else login_throttle.failures + 1 end,
        window_started_at = case when login_throttle.window_started_at < ${windowStart.toISOString()}
                        then ${now.toISOString()}::timestamptz else login_throttle.window_started_at end,
        locked_until = case when login_throttle.window_started_at >= ${windowStart.toISOString()}
                            and login_throttle.failures + 1 >= ${LOGIN_MAX_FAILURES}
                        then ${lockUntil.toISOString()}::timestamptz else login_throttle.locked_until end`);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}

/** Minimal slice of a node-redis client that the store needs. */
export interface RedisLike {
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  pExpire(key: string, ms: number): Promise<unknown>;
  set(key: string, value: string, opts: { PX: number }): Promise<unknown>;
  del(key: string | string[]): Promise<unknown>;
}

export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: RedisLike) {}

  async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
    let latest: Date | null = null;
    for (const key of keys) {
      const value = await this.redis.get(`login:lock:${key}`);
      const until = value ? new Date(Number(value)) : null;
      if (until && until > now && (!latest || until > latest)) latest = until;
    }
    return latest;
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    const count = await this.redis.incr(`login:fail:${key}`);
    if (count === 1) await this.redis.pExpire(`login:fail:${key}`, LOGIN_WINDOW_MS);
    if (count >= LOGIN_MAX_FAILURES) {
      await this.redis.set(`login:lock:${key}`, String(now.getTime() + LOGIN_LOCK_MS), { PX: LOGIN_LOCK_MS });
      await this.redis.del(`login:fail:${key}`);
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del([`login:fail:${key}`]);
  }
}

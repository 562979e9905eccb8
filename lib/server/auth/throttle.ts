import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/*
 * Failed sign-ins, counted three ways within a 15-minute window (ASVS 2.2.1 without locking out the
 * innocent):
 * - one user code from one address: 10 failures lock that pair for 15 minutes — the right password from
 *   that address is refused too, while the same user signs in from anywhere else;
 * - one user code from every address: never locks (anyone could lock `admin` out); past 5 failures each
 *   further attempt for that user waits, 1 s doubling up to 10 s, before its password is even looked at;
 * - one address for every user code: 100 failures lock the address (password spraying), high enough that
 *   an office behind one NAT address is not locked by a few mistyped passwords.
 * An attempt is counted before its password is looked at (and given back when it was right), so a burst
 * of parallel guesses cannot all pass the check before the first failure is written.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const PAIR_MAX_FAILURES = 10;
export const ADDRESS_MAX_FAILURES = 100;
export const USER_FREE_FAILURES = 5;
export const USER_DELAY_MAX_MS = 10_000;
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Sign-in is blocked for 15 minutes; try again later.';

/** The wait before a sign-in of a user code with this many recent failures (from any address). */
export function userDelayMs(failures: number): number {
  if (failures < USER_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - USER_FREE_FAILURES), USER_DELAY_MAX_MS);
}

export interface ThrottleKeys {
  pair: string;
  user: string;
  address: string | null;
}

export function throttleKeys(userCode: string, ip: string | undefined): ThrottleKeys {
  const user = userCode.trim().toLowerCase();
  return { pair: `pair:${user}|${ip ?? '-'}`, user: `user:${user}`, address: ip ? `ip:${ip}` : null };
}

/** A key's state: failures in its current window, and the end of its lock (in the past when none). */
export interface KeyState {
  failures: number;
  lockedUntil: Date | null;
}

/** Where the counters live: the database, Redis (shared by instances), or this process. */
export interface ThrottleStore {
  /** The state of each key, in one round trip (a key never seen: 0 failures, no lock). */
  read(keys: string[], now: Date): Promise<KeyState[]>;
  /** Counts a failure in the key's window; at `lockAt` failures the key locks. Answers the key's state after. */
  recordFailure(key: string, now: Date, lockAt: number): Promise<KeyState>;
  /** Takes one failure back (an attempt counted up front whose password was right). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The latest lock among key states that is still running at `now`. */
function latestLock(states: KeyState[], now: Date): Date | null {
  let latest: Date | null = null;
  for (const { lockedUntil } of states) if (lockedUntil && lockedUntil > now && (!latest || lockedUntil > latest)) latest = lockedUntil;
  return latest;
}

/** What the sign-in needs to know before it looks at a password. */
export interface SignInCheck {
  /** The pair or the address is locked until then; null: go on. */
  lockedUntil: Date | null;
  /** How long to wait first (the user's failures from every address). */
  delayMs: number;
  /** Failures of this pair: a success has something to reset. */
  pairFailures: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sign-in policy above, on any store. */
export class LoginThrottle {
  constructor(
    readonly store: ThrottleStore,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  /** One read of the three counters: is the pair or the address locked, and how long must this user wait. */
  async check(userCode: string, ip: string | undefined, now = new Date()): Promise<SignInCheck> {
    const k = throttleKeys(userCode, ip);
    const [pair, user, address] = await this.store.read(k.address ? [k.pair, k.user, k.address] : [k.pair, k.user], now);
    return {
      lockedUntil: latestLock(address ? [pair, address] : [pair], now),
      delayMs: userDelayMs(user.failures),
      pairFailures: pair.failures,
    };
  }

  /**
   * Before a password is looked at: refuses a locked pair or address, else counts this attempt as a
   * failure in all three counters at once — the 11th attempt of a pair, the 101st of an address, locks
   * and is refused, however many run in parallel — and says how long to wait first.
   */
  async begin(userCode: string, ip: string | undefined, now = new Date()): Promise<SignInCheck> {
    const before = await this.check(userCode, ip, now);
    if (before.lockedUntil) return before;
    const [pair, user, address] = await this.recordFailure(userCode, ip, now);
    return {
      lockedUntil: latestLock(address ? [pair, address] : [pair], now),
      delayMs: userDelayMs(user.failures - 1),
      pairFailures: pair.failures,
    };
  }

  /** When the pair or the address is locked, until when; null when sign-in may go on. */
  async lockedUntil(userCode: string, ip: string | undefined, now = new Date()): Promise<Date | null> {
    return (await this.check(userCode, ip, now)).lockedUntil;
  }

  /** Waits as long as the check asks. */
  async slowDown(check: Pick<SignInCheck, 'delayMs'>): Promise<void> {
    if (check.delayMs > 0) await this.wait(check.delayMs);
  }

  /** Counts one failure in the pair, the user and the address; answers their states after. */
  async recordFailure(userCode: string, ip: string | undefined, now = new Date()): Promise<[KeyState, KeyState, KeyState | null]> {
    const k = throttleKeys(userCode, ip);
    const pair = await this.store.recordFailure(k.pair, now, PAIR_MAX_FAILURES + 1);
    const user = await this.store.recordFailure(k.user, now, Number.POSITIVE_INFINITY);
    const address = k.address ? await this.store.recordFailure(k.address, now, ADDRESS_MAX_FAILURES + 1) : null;
    return [pair, user, address];
  }

  /**
   * The right password: the attempt counted up front is given back, and that pair starts afresh. The
   * user's other failures stay until their window ends (a success somewhere must not hand an attacker
   * elsewhere new free attempts).
   */
  async recordSuccess(userCode: string, ip: string | undefined): Promise<void> {
    const k = throttleKeys(userCode, ip);
    await this.store.reset(k.pair);
    await this.store.release(k.user);
    if (k.address) await this.store.release(k.address);
  }
}

export class DbThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async read(keys: string[], now: Date): Promise<KeyState[]> {
    const rows = await this.db
      .select({ key: loginThrottle.key, failures: loginThrottle.failures, since: loginThrottle.windowStartedAt, lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, keys));
    const windowStart = now.getTime() - LOGIN_WINDOW_MS;
    return keys.map((key) => {
      const row = rows.find((r) => r.key === key);
      return { failures: row && row.since.getTime() >= windowStart ? row.failures : 0, lockedUntil: row?.lockedUntil ?? null };
    });
  }

  async recordFailure(key: string, now: Date, lockAt: number): Promise<KeyState> {
    const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS).toISOString();
    const limit = Number.isFinite(lockAt) ? lockAt : 2_147_483_647;
    // One statement, so concurrent failures on several instances count exactly.
    const result = (await this.db.execute(sql`
      insert into login_throttle (key, failures, window_started_at, locked_until)
      values (${key}, 1, ${now.toISOString()}, case when ${limit}::int <= 1 then ${lockUntil}::timestamptz end)
      on conflict (key) do update set
        failures = case when login_throttle.window_started_at < ${windowStart}
                        then 1 else login_throttle.failures + 1 end,
        window_started_at = case when login_throttle.window_started_at < ${windowStart}
                        then ${now.toISOString()}::timestamptz else login_throttle.window_started_at end,
        locked_until = case when login_throttle.window_started_at >= ${windowStart}
                            and login_throttle.failures + 1 >= ${limit}
                        then ${lockUntil}::timestamptz else login_throttle.locked_until end
      returning failures, locked_until`)) as unknown as { rows: { failures: number; locked_until: string | Date | null }[] };
    const row = result.rows[0];
    return { failures: Number(row.failures), lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
  }

  async release(key: string): Promise<void> {
    await this.db.execute(sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}

/** Minimal slice of a node-redis client that the store needs. */
export interface RedisLike {
  get(key: string): Promise<string | null>;
  mGet(keys: string[]): Promise<(string | null)[]>;
  incr(key: string): Promise<number>;
  decr(key: string): Promise<number>;
  pExpire(key: string, ms: number): Promise<unknown>;
  set(key: string, value: string, opts: { PX: number }): Promise<unknown>;
  del(key: string | string[]): Promise<unknown>;
  /** node-redis: false while (re)connecting. */
  readonly isReady?: boolean;
}

export class RedisThrottleStore implements ThrottleStore {
  constructor(private readonly redis: RedisLike) {}

  async read(keys: string[]): Promise<KeyState[]> {
    const values = await this.redis.mGet(keys.flatMap((key) => [`login:fail:${key}`, `login:lock:${key}`]));
    return keys.map((_, i) => {
      const lock = values[2 * i + 1];
      return { failures: Number(values[2 * i] ?? 0), lockedUntil: lock ? new Date(Number(lock)) : null };
    });
  }

  async recordFailure(key: string, now: Date, lockAt: number): Promise<KeyState> {
    const count = await this.redis.incr(`login:fail:${key}`);
    if (count === 1) await this.redis.pExpire(`login:fail:${key}`, LOGIN_WINDOW_MS);
    if (count >= lockAt) {
      const until = now.getTime() + LOGIN_LOCK_MS;
      await this.redis.set(`login:lock:${key}`, String(until), { PX: LOGIN_LOCK_MS });
      await this.redis.del(`login:fail:${key}`);
      return { failures: count, lockedUntil: new Date(until) };
    }
    return { failures: count, lockedUntil: null };
  }

  async release(key: string): Promise<void> {
    if ((await this.redis.decr(`login:fail:${key}`)) <= 0) await this.redis.del(`login:fail:${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del([`login:fail:${key}`]);
  }
}

/** The counters of this process only: the fallback while Redis cannot be reached. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, { failures: number; since: number; lockedUntil: number }>();
  private static readonly MAX_KEYS = 100_000;

  async read(keys: string[], now: Date): Promise<KeyState[]> {
    return keys.map((key) => {
      const e = this.entries.get(key);
      return {
        failures: e && e.since >= now.getTime() - LOGIN_WINDOW_MS ? e.failures : 0,
        lockedUntil: e?.lockedUntil ? new Date(e.lockedUntil) : null,
      };
    });
  }

  async recordFailure(key: string, now: Date, lockAt: number): Promise<KeyState> {
    const t = now.getTime();
    if (this.entries.size >= MemoryThrottleStore.MAX_KEYS) this.prune(t);
    const entry = this.entries.get(key);
    const fresh = !entry || entry.since < t - LOGIN_WINDOW_MS;
    const next = fresh ? { failures: 1, since: t, lockedUntil: entry?.lockedUntil ?? 0 } : { ...entry, failures: entry.failures + 1 };
    if (next.failures >= lockAt) next.lockedUntil = t + LOGIN_LOCK_MS;
    this.entries.set(key, next);
    return { failures: next.failures, lockedUntil: next.lockedUntil ? new Date(next.lockedUntil) : null };
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.failures = Math.max(0, entry.failures - 1);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private prune(t: number) {
    for (const [key, e] of this.entries) if (e.since < t - LOGIN_WINDOW_MS && e.lockedUntil < t) this.entries.delete(key);
    // still full (a flood of distinct keys): forget the oldest half rather than grow without bound
    if (this.entries.size >= MemoryThrottleStore.MAX_KEYS) {
      let drop = this.entries.size / 2;
      for (const key of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(key);
      }
    }
  }
}

/**
 * Redis while it answers, this process's own counters while it does not: sign-in never depends on
 * Redis being up. Each switch is said once in the log.
 */
export class FallbackThrottleStore implements ThrottleStore {
  private usingFallback = false;

  constructor(
    private readonly primary: ThrottleStore & { ready?: () => boolean },
    private readonly fallback: ThrottleStore,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {}

  private async use<T>(op: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (this.primary.ready?.() !== false) {
      try {
        const result = await op(this.primary);
        if (this.usingFallback) {
          this.usingFallback = false;
          this.log('sign-in throttle: Redis answers again; counting failures in Redis');
        }
        return result;
      } catch (err) {
        this.switchToFallback(err);
      }
    } else {
      this.switchToFallback(new Error('not connected'));
    }
    return op(this.fallback);
  }

  private switchToFallback(err: unknown) {
    if (this.usingFallback) return;
    this.usingFallback = true;
    this.log(`sign-in throttle: Redis unavailable (${(err as Error).message}); counting failures in this process until it answers`);
  }

  read(keys: string[], now: Date) {
    return this.use((s) => s.read(keys, now));
  }
  recordFailure(key: string, now: Date, lockAt: number) {
    return this.use((s) => s.recordFailure(key, now, lockAt));
  }
  release(key: string) {
    return this.use((s) => s.release(key));
  }
  reset(key: string) {
    return this.use((s) => s.reset(key));
  }
}

/** The Redis store, behind the in-process fallback. */
export function redisThrottleStore(redis: RedisLike, log?: (message: string) => void): ThrottleStore {
  const primary = Object.assign(new RedisThrottleStore(redis), { ready: () => redis.isReady !== false });
  return new FallbackThrottleStore(primary, new MemoryThrottleStore(), log);
}

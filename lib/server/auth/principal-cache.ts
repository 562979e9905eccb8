import { closeRedis } from '../redis';
import type { Principal } from './principal';

/** Tells the other instances that a user's auth state changed (Redis pub/sub when configured). */
export interface InvalidationBus {
  publish(userCode: string | null): void;
  subscribe(handler: (userCode: string | null) => void): void;
}

/**
 * Who-is-calling, kept in memory so that an API call costs one query, not two. Every change that
 * affects a principal (logout, status, role, password, delete) invalidates it after commit, here and,
 * through the bus, on every other instance; the short TTL only bounds what a missed message could cost.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal | null; expires: number }>();
  /** Bumped by every invalidation: a load that started before one must not store its stale result. */
  private generation = 0;
  private readonly listeners: ((userCode: string | null) => void)[] = [];

  constructor(
    private readonly load: (userCode: string) => Promise<Principal | null>,
    private readonly ttlMs = 15_000,
    private readonly bus?: InvalidationBus,
  ) {
    bus?.subscribe((userCode) => this.forget(userCode));
  }

  async get(userCode: string): Promise<Principal | null> {
    const now = Date.now();
    const hit = this.entries.get(userCode);
    if (hit && hit.expires > now) return hit.principal;
    const generation = this.generation;
    const principal = await this.load(userCode);
    if (generation === this.generation) this.entries.set(userCode, { principal, expires: now + this.ttlMs });
    return principal;
  }

  /** One user, or everyone (null: e.g. a role's permissions changed). */
  invalidate(userCode: string | null): void {
    this.forget(userCode);
    this.bus?.publish(userCode);
  }

  /** Told of every invalidation, this instance's and (through the bus) the others' — e.g. the sockets re-check who they serve. */
  onInvalidate(listener: (userCode: string | null) => void): void {
    this.listeners.push(listener);
  }

  private forget(userCode: string | null) {
    for (const listener of this.listeners) listener(userCode);
    this.generation++;
    if (userCode === null) this.entries.clear();
    else this.entries.delete(userCode);
  }
}

export const INVALIDATION_CHANNEL = 'courier:principal-invalidate';
/** Changed master data (lib/server/cache/reference-cache.ts): a comma-separated list of resource names. */
export const REFERENCE_CHANNEL = 'courier:reference-invalidate';

/** Minimal slice of node-redis used for the bus. */
export interface RedisPubSub {
  publish(channel: string, message: string): Promise<unknown>;
  duplicate(): RedisPubSub & {
    connect(): Promise<unknown>;
    subscribe(channel: string, cb: (msg: string) => void): Promise<unknown>;
    quit(): Promise<unknown>;
    destroy(): unknown;
    readonly isReady: boolean;
    on(event: 'error', listener: (err: Error) => void): unknown;
    on(event: 'ready', listener: () => void): unknown;
  };
}

/**
 * The bus over Redis pub/sub. Returns at once: the subscriber connects (and re-subscribes after a
 * reconnection) in the background, so a Redis outage only delays other instances' invalidations — the
 * cache's short TTL bounds what is missed meanwhile.
 */
export function redisInvalidationBus(redis: RedisPubSub, channel = INVALIDATION_CHANNEL): InvalidationBus & { close(): Promise<unknown>; subscribed: Promise<boolean> } {
  const subscriber = redis.duplicate();
  // A client's 'error' with no listener throws out of the event loop; node-redis reconnects by itself.
  subscriber.on('error', () => undefined);
  const handlers: ((userCode: string | null) => void)[] = [];
  const listener = (message: string) => {
    const userCode = message === '*' ? null : message;
    for (const h of handlers) h(userCode);
  };
  // node-redis renews a subscription after a reconnection, but a SUBSCRIBE sent while Redis is away is
  // dropped: until one succeeds, every (re)connection tries again.
  let done = false;
  let trying = false;
  let settle: (ok: boolean) => void = () => undefined;
  const subscribed = new Promise<boolean>((resolve) => (settle = resolve));
  const trySubscribe = () => {
    if (done || trying) return;
    trying = true;
    subscriber.subscribe(channel, listener).then(
      () => {
        done = true;
        settle(true);
      },
      () => (trying = false),
    );
  };
  subscriber.on('ready', trySubscribe);
  subscriber.connect().catch(() => undefined);
  trySubscribe();
  return {
    /** Resolves once the first subscription took (tests wait for it). */
    subscribed,
    publish: (userCode) => void redis.publish(channel, userCode ?? '*').catch(() => undefined),
    subscribe: (handler) => void handlers.push(handler),
    close: () => {
      settle(false);
      return closeRedis(subscriber);
    },
  };
}

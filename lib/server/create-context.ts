import { loadPrincipal } from './auth/principal';
import { PrincipalCache, type InvalidationBus } from './auth/principal-cache';
import { DbThrottleStore, LoginThrottle, redisThrottleStore, type RedisLike } from './auth/throttle';
import { TokenService } from './auth/tokens';
import { ReferenceCache } from './cache/reference-cache';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { AppContext } from './context';
import type { Realtime } from './realtime';

export function createContext(
  config: ServerConfig,
  database: Database,
  realtime: Realtime,
  redis?: RedisLike,
  bus?: InvalidationBus,
  /** How the sign-in slow-down waits (tests record the waits instead of sleeping). */
  wait?: (ms: number) => Promise<void>,
  /** Changed master data told to the other instances (the same Redis, another channel). */
  referenceBus?: InvalidationBus,
): AppContext {
  return {
    db: database.db,
    engine: database.engine,
    config,
    tokens: new TokenService(config.secret, config.accessTokenTtlSeconds),
    throttle: new LoginThrottle(redis ? redisThrottleStore(redis) : new DbThrottleStore(database.db), wait),
    realtime,
    principals: new PrincipalCache((userCode) => loadPrincipal(database.db, userCode), undefined, bus),
    references: new ReferenceCache(undefined, referenceBus),
  };
}

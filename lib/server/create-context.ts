import { loadPrincipal } from './auth/principal';
import { PrincipalCache, type InvalidationBus } from './auth/principal-cache';
import { DbThrottleStore, RedisThrottleStore, type RedisLike } from './auth/throttle';
import { TokenService } from './auth/tokens';
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
): AppContext {
  return {
    db: database.db,
    engine: database.engine,
    config,
    tokens: new TokenService(config.secret, config.accessTokenTtlSeconds),
    throttle: redis ? new RedisThrottleStore(redis) : new DbThrottleStore(database.db),
    realtime,
    principals: new PrincipalCache((userCode) => loadPrincipal(database.db, userCode), undefined, bus),
  };
}

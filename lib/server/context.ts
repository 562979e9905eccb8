import type { PrincipalCache } from './auth/principal-cache';
import type { ReferenceCache } from './cache/reference-cache';
import type { LoginThrottle } from './auth/throttle';
import type { TokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db, Engine } from './db/client';
import type { Realtime } from './realtime';

/** Everything a handler or service may use; built once by server.ts (or by a test). */
export interface AppContext {
  db: Db;
  engine: Engine;
  config: ServerConfig;
  tokens: TokenService;
  throttle: LoginThrottle;
  realtime: Realtime;
  /** Invalidate a user here after any change to its status, role, password or token version. */
  principals: PrincipalCache;
  /** Master data read on every save; runAction drops what a change touches. */
  references: ReferenceCache;
  /** Where reports read (DATABASE_REPLICA_URL: a streaming replica); absent: the primary. */
  reportDb?: Db;
  reportEngine?: Engine;
  /** reportDb's connections are read-only with the report statement timeout themselves (openReportDatabase). */
  reportGuarded?: boolean;
}

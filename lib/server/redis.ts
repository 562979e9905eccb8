import { createClient } from 'redis';

const makeClient = (url: string, offlineQueue: boolean) =>
  createClient({
    url,
    disableOfflineQueue: !offlineQueue,
    socket: { connectTimeout: 3_000, reconnectStrategy: redisReconnectDelay },
  });

export type RedisClient = ReturnType<typeof makeClient>;

/** Waits between reconnection attempts: quick at first, then every 5 s, for as long as it takes. */
export const redisReconnectDelay = (retries: number) => Math.min(250 * 2 ** retries, 5_000);

/**
 * A Redis client that never holds up the server: connecting goes on in the background and keeps
 * retrying, so the server starts (and signs people in) while Redis is down, and picks Redis up when it
 * answers. `offlineQueue: false` makes commands fail at once while disconnected (the caller falls back);
 * the socket.io adapter's clients keep the queue (its publishes are not awaited, so a rejection would
 * go unhandled) — events across instances pause and resume. Each change of state is logged once.
 */
export function openRedis(url: string, label: string, opts: { offlineQueue?: boolean; log?: (message: string) => void } = {}): RedisClient {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const client = makeClient(url, opts.offlineQueue !== false);
  let down = false;
  // A client's 'error' with no listener throws out of the event loop; node-redis reconnects by itself.
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log(`redis (${label}): ${err.message}; working without it and reconnecting in the background`);
  });
  client.on('ready', () => {
    if (down) log(`redis (${label}): connected again`);
    down = false;
  });
  client.connect().catch((err: Error) => log(`redis (${label}): gave up connecting: ${err.message}`));
  return client;
}

/** Quits politely when connected; a client still trying to connect is simply dropped (quit would wait for it). */
export async function closeRedis(client: { isReady: boolean; quit(): Promise<unknown>; destroy(): unknown }): Promise<void> {
  try {
    if (client.isReady) await client.quit();
    else client.destroy();
  } catch {
    /* closing anyway */
  }
}

/**
 * The client as the socket.io Redis adapter sees it: the adapter fires publish/subscribe without
 * awaiting them, so a command refused while Redis is away (or dropped at shutdown) would be an
 * unhandled rejection — which ends a Node process. Here those calls settle quietly instead.
 */
export function withQuietCommands<T extends object>(client: T, methods: readonly string[] = ['publish', 'subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe', 'sSubscribe', 'sUnsubscribe', 'sPublish']): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof prop !== 'string' || !methods.includes(prop)) return bound;
      return (...args: unknown[]) => {
        const result = bound(...args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}

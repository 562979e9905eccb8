import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { closeRedis, openRedis, withQuietCommands } from './redis';

/** The events the client reacts to (spec §4). */
export type RealtimeEvent = 'updateSiteSetting' | 'updateLocalStorage' | 'updateUserStatus' | 'updateResource';

export interface Realtime {
  emit(event: RealtimeEvent, payload?: unknown): void;
}

/** Collects events in memory: the API tests use it to see what a call announced. */
export class RecordingRealtime implements Realtime {
  readonly events: { event: RealtimeEvent; payload: unknown }[] = [];
  emit(event: RealtimeEvent, payload?: unknown) {
    this.events.push({ event, payload });
  }
}

export interface SocketServer extends Realtime {
  io: Server;
  close(): Promise<void>;
}

/**
 * socket.io on the same HTTP server. With a Redis URL the Redis adapter makes every instance behind a
 * balancer deliver every instance's events.
 */
export async function attachSocketServer(httpServer: HttpServer, redisUrl?: string): Promise<SocketServer> {
  const io = new Server(httpServer, { serveClient: false, destroyUpgrade: false, cors: { origin: true, credentials: true } });
  const closers: (() => Promise<unknown>)[] = [];
  if (redisUrl) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // Not awaited: with Redis down the server still starts; events reach other instances once it answers.
    const pub = openRedis(redisUrl, 'socket.io pub');
    const sub = openRedis(redisUrl, 'socket.io sub');
    io.adapter(createAdapter(withQuietCommands(pub), withQuietCommands(sub)));
    closers.push(() => closeRedis(sub), () => closeRedis(pub));
  }
  return {
    io,
    emit: (event, payload) => void io.emit(event, payload ?? {}),
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled(closers.map((c) => c()));
    },
  };
}

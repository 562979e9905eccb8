import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ROLES_SCREEN, USERS_SCREEN } from '@/lib/resources/constants';
import { DASHBOARDS } from '@/lib/resources/dashboards';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { actionScreens, type DocumentDefinition } from '@/lib/resources/engine/define-document';
import { findResource } from '@/lib/resources/registry';
import { INACTIVE_STATUS } from '@/lib/resources/user';
import { grantedScreens } from '@/lib/rules/grants';
import type { Principal } from './auth/principal';
import type { AppContext } from './context';
import { closeRedis, openRedis, withQuietCommands } from './redis';
import { visibleBranchesOf } from './documents/engine/branch-scope';

/** The events the client reacts to (spec §4). */
export type RealtimeEvent = 'updateSiteSetting' | 'updateLocalStorage' | 'updateUserStatus' | 'updateResource' | 'dashboard:eid';

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

/*
 * Who hears what. A socket is signed in (the access token in the handshake, as every API call) and
 * sits in rooms: its user, its role, and every screen it may open. An event goes only to those who may
 * read what it is about:
 *   updateResource    → the screens that read that resource
 *   updateUserStatus  → that user (or that role's users) and whoever manages users and roles
 *   updateSiteSetting, updateLocalStorage → every signed-in socket (everyone reads the site settings)
 *   dashboard:eid     → whoever may open the dispatch dashboard (tracking events committed: it reads again)
 */
export const rooms = {
  signedIn: 'signed-in',
  user: (userCode: string) => `user:${userCode}`,
  role: (roleId: number) => `role:${roleId}`,
  screen: (screen: string) => `screen:${screen}`,
  /** A screen of a document type, for one branch the user works for, or for users of every branch. */
  documentScreen: (screen: string, branch: number | 'all') => `screen:${screen}@${branch}`,
};

/** Every screen that shows a document type: its lists, its create screens and the screens of its actions. */
const DOCUMENT_SCREENS = new Map(
  (DOCUMENTS as unknown as DocumentDefinition[]).map((d) => [
    d.name,
    [...new Set([...d.screens.read, ...actionScreens(d.screens.create), ...Object.values(d.actions).flatMap((a) => actionScreens(a.screens))])],
  ]),
);

const ALL_DOCUMENT_SCREENS = new Set([...DOCUMENT_SCREENS.values()].flat());
const DOCUMENT_DEFS = new Map((DOCUMENTS as unknown as DocumentDefinition[]).map((d) => [d.name, d]));

/** The rooms an event goes to; an empty list: nobody. */
export function audience(event: RealtimeEvent, payload: unknown): string[] {
  const p = (payload ?? {}) as { resource?: unknown; user_code?: unknown; role_id?: unknown };
  switch (event) {
    case 'updateResource': {
      if (typeof p.resource !== 'string') return [];
      const def = findResource(p.resource);
      if (def) return [...new Set([...def.screens.read, ...def.screens.write])].map(rooms.screen);
      // a document goes to the users of the branches it belongs to (branch-scope), and to those of every branch;
      // an event that does not say its branches only to the latter
      const branches = Array.isArray((p as { branches?: unknown }).branches) ? ((p as { branches: unknown[] }).branches.filter((b) => typeof b === 'number') as number[]) : [];
      return (DOCUMENT_SCREENS.get(p.resource) ?? []).flatMap((screen) => [rooms.documentScreen(screen, 'all'), ...branches.map((b) => rooms.documentScreen(screen, b))]);
    }
    case 'updateUserStatus': {
      const admins = [rooms.screen(USERS_SCREEN), rooms.screen(ROLES_SCREEN)];
      if (typeof p.user_code === 'string') return [rooms.user(p.user_code), ...admins];
      if (typeof p.role_id === 'number') return [rooms.role(p.role_id), ...admins];
      return admins;
    }
    case 'updateSiteSetting':
    case 'updateLocalStorage':
      return [rooms.signedIn];
    case 'dashboard:eid':
      return [rooms.screen(DASHBOARDS.eid.route)];
  }
}

/** The rooms a principal's socket belongs in. An inactive user hears only about itself. */
export function roomsOf(principal: Principal): string[] {
  const own = [rooms.user(principal.userCode), rooms.signedIn];
  if (principal.status === INACTIVE_STATUS) return own;
  const screens = [...grantedScreens(principal.permissions)];
  const branches = principal.branches ?? null;
  const documentRooms = screens
    .filter((screen) => ALL_DOCUMENT_SCREENS.has(screen))
    .flatMap((screen) => (branches === null ? [rooms.documentScreen(screen, 'all')] : branches.map((b) => rooms.documentScreen(screen, b))));
  return [...own, rooms.role(principal.roleId), ...screens.map(rooms.screen), ...documentRooms];
}

export const SOCKET_AUTH_REQUIRED = 'Authentication required';

/**
 * Whether a browser page of this Origin may open the socket: the app's own origin (the Host it was
 * reached at, or its public NEXTAUTH_URL) or one of CORS_ORIGINS. A request without an Origin is not
 * from a page of another site (same-origin polling sends none); it still needs a valid token.
 */
export function originAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

interface SocketData {
  userCode: string;
  token: string;
}

/** The principal behind a token, if the token is valid and not revoked. */
async function principalOf(ctx: Pick<AppContext, 'tokens' | 'principals'>, token: unknown): Promise<Principal | null> {
  if (typeof token !== 'string' || !token) return null;
  try {
    const claims = await ctx.tokens.verify(token);
    const principal = await ctx.principals.get(claims.sub);
    return principal && principal.tokenVersion === claims.tv ? principal : null;
  } catch {
    return null;
  }
}

/** Puts a socket in exactly the rooms of its principal (its own id room stays). */
async function placeSocket(socket: Socket, principal: Principal) {
  // A socket keeps the adapter its namespace had when it connected: after the Redis adapter replaced
  // the in-process one (Redis answered late), it joins the namespace's current one instead.
  const held = socket as unknown as { adapter: unknown };
  if (held.adapter !== socket.nsp.adapter) held.adapter = socket.nsp.adapter;
  const wanted = new Set([socket.id, ...roomsOf(principal)]);
  for (const room of socket.rooms) if (!wanted.has(room)) await socket.leave(room);
  await socket.join([...wanted]);
}

export interface SocketServerOptions {
  redisUrl?: string;
  /** Origins besides the app's own whose pages may connect (CORS_ORIGINS, the public NEXTAUTH_URL). */
  origins?: readonly string[];
  /** How long after a user's auth state changed its sockets are checked again (the event goes first). */
  recheckDelayMs?: number;
  /** How often every socket is checked again (tokens that expired). */
  sweepMs?: number;
}

/**
 * socket.io on the same HTTP server, signed in like the API. With a Redis URL the Redis adapter makes
 * every instance behind a balancer deliver every instance's events (rooms included).
 */
export async function attachSocketServer(
  httpServer: HttpServer,
  ctx: Pick<AppContext, 'tokens' | 'principals'> & Partial<Pick<AppContext, 'db'>>,
  opts: SocketServerOptions = {},
): Promise<SocketServer> {
  const origins = opts.origins ?? [];
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    serveClient: false,
    destroyUpgrade: false,
    cors: { origin: [...origins], credentials: true },
    // Every HTTP request of the socket (polling or the WebSocket upgrade) from a page of another site is refused.
    allowRequest: (req, done) => done(null, originAllowed(req, origins)),
  });
  io.use((socket, next) => {
    void principalOf(ctx, (socket.handshake.auth as { token?: unknown } | undefined)?.token).then(async (principal) => {
      if (!principal) return next(new Error(SOCKET_AUTH_REQUIRED));
      socket.data.userCode = principal.userCode;
      socket.data.token = (socket.handshake.auth as { token: string }).token;
      await placeSocket(socket as unknown as Socket, principal);
      next();
    }).catch(next);
  });

  // A user's auth state changed (here or on another instance): its sockets are checked again — a revoked
  // token is disconnected, new permissions move the socket to other rooms. After a moment, so that the
  // event announcing the change still reaches them.
  const pending = new Set<string | null>();
  let timer: NodeJS.Timeout | null = null;
  const recheck = async (userCodes: Set<string | null>) => {
    const all = userCodes.has(null);
    // this instance's sockets as the namespace holds them (not through the adapter's rooms, which a
    // newly made adapter does not know yet)
    for (const socket of [...io.of('/').sockets.values()]) {
      if (!all && !userCodes.has(socket.data.userCode)) continue;
      const principal = await principalOf(ctx, socket.data.token);
      if (!principal) socket.disconnect(true);
      else await placeSocket(socket as unknown as Socket, principal);
    }
  };
  ctx.principals.onInvalidate((userCode) => {
    pending.add(userCode);
    timer ??= setTimeout(() => {
      const batch = new Set(pending);
      pending.clear();
      timer = null;
      void recheck(batch).catch(() => undefined);
    }, opts.recheckDelayMs ?? 200);
  });

  // A token also ends by expiring, which nothing announces: every socket is checked again each minute.
  const sweep = setInterval(() => void recheck(new Set([null])).catch(() => undefined), opts.sweepMs ?? 60_000);
  sweep.unref();

  const closers: (() => Promise<unknown>)[] = [];
  if (opts.redisUrl) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    // Not awaited: with Redis down the server still starts; events reach other instances once it answers.
    const pub = openRedis(opts.redisUrl, 'socket.io pub');
    const sub = openRedis(opts.redisUrl, 'socket.io sub');
    // The adapter subscribes when it is made, and a SUBSCRIBE sent while Redis is away is dropped for
    // good: it is made once the subscriber first connects (node-redis renews its subscriptions after
    // later reconnections). Until then events stay on this instance. The sockets already connected are
    // put in their rooms again, in the new adapter.
    sub.once('ready', () => {
      io.adapter(createAdapter(withQuietCommands(pub), withQuietCommands(sub)));
      void recheck(new Set([null])).catch(() => undefined);
    });
    closers.push(() => closeRedis(sub), () => closeRedis(pub));
  }
  return {
    io: io as unknown as Server,
    emit: (event, payload) => {
      const send = (p: unknown) => {
        const to = audience(event, p);
        // the branches choose the rooms; the browsers are told what changed, as before
        const { branches: _rooms, ...told } = (p ?? {}) as Record<string, unknown>;
        if (to.length) (io.to(to) as unknown as { emit(e: string, p: unknown): void }).emit(event, told);
      };
      // a document event that does not name its branches (an AWB a scan moved): they are looked up after
      // the commit, off the request, and only while someone listens
      const about = (payload ?? {}) as { resource?: unknown; id?: unknown; branches?: unknown };
      const def = event === 'updateResource' && typeof about.resource === 'string' ? DOCUMENT_DEFS.get(about.resource) : undefined;
      if (!def || about.branches !== undefined || typeof about.id !== 'number' || !ctx.db || io.of('/').sockets.size === 0) return send(payload);
      visibleBranchesOf(ctx.db, def, about.id).then(
        (branches) => send({ ...about, branches }),
        () => send(payload),
      );
    },
    async close() {
      if (timer) clearTimeout(timer);
      clearInterval(sweep);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled(closers.map((c) => c()));
    },
  };
}

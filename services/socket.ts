import type { Socket } from 'socket.io-client';
import { API_URL, getAuthToken, onAuthTokenChange } from './api-client';

/** Events the server broadcasts (spec §4). */
export interface ServerToClientEvents {
  updateSiteSetting: (payload?: unknown) => void;
  updateLocalStorage: (payload?: unknown) => void;
  updateUserStatus: (payload?: { user_code?: string; status?: string }) => void;
  /** A row of a registry resource was created, updated, (de)activated or deleted. */
  updateResource: (payload?: ResourceChange) => void;
  /** Tracking events were committed (a scan, a POD): the dispatch dashboard reads again. At most once a second. */
  'dashboard:eid': (payload?: { at?: string }) => void;
}

export interface ResourceChange {
  /** The resource's name: the first element of its query keys. */
  resource: string;
  id: number;
  action: 'create' | 'update' | 'activate' | 'deactivate' | 'delete';
}

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

let socket: Promise<RealtimeSocket> | null = null;

/** The socket.io server sits on the API's host: same origin unless NEXT_PUBLIC_API_URL is absolute. */
export function socketOrigin(apiUrl: string = API_URL): string | undefined {
  return /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : undefined;
}

/**
 * The one connection of this page load, opened on first use; null on the server. The client library
 * is downloaded here, after the first paint, rather than with every page's first-load JS. The server
 * takes only signed-in sockets: it connects once there is an access token and connects again, signed
 * in anew, whenever the token changes (sign-in, sign-out, another user in this tab).
 */
export function getSocket(): Promise<RealtimeSocket> | null {
  if (typeof window === 'undefined') return null;
  socket ??= import('socket.io-client').then(({ io }) => {
    const options = {
      withCredentials: true,
      autoConnect: false,
      // Read on every (re)connection, so a reconnect after sign-in carries the current token.
      auth: (cb: (data: Record<string, unknown>) => void) => cb({ token: getAuthToken() }),
    };
    const origin = socketOrigin();
    const s: RealtimeSocket = origin ? io(origin, options) : io(options);
    const follow = (token: string | null) => {
      s.disconnect();
      if (token) s.connect();
    };
    onAuthTokenChange(follow);
    if (getAuthToken()) s.connect();
    return s;
  });
  return socket;
}

import type { Db } from '@/lib/server/db/client';
import { getUserProfile } from '@/lib/server/users/queries';
import type { BareHandler } from './servers';
import { sendJson } from './servers';

export const USER_GET_ROUTE = '/api/datamaster/get/user/';

/**
 * What the route's handler does, without the stack around it: the very same drizzle query
 * (getUserProfile) and the same `{ message, data }` envelope. `before` runs first (auth variants).
 */
export function bareUserGet(db: Db, before?: (req: Parameters<BareHandler>[0]) => Promise<boolean>): BareHandler {
  return async (req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(USER_GET_ROUTE)) return sendJson(res, 404, { message: 'Not found' });
    if (before && !(await before(req))) return sendJson(res, 401, { message: 'Authentication required' });
    const profile = await getUserProfile(db, decodeURIComponent(url.slice(USER_GET_ROUTE.length)));
    if (!profile) return sendJson(res, 404, { message: 'User not found' });
    sendJson(res, 200, { message: 'OK', data: profile });
  };
}

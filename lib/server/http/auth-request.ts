import type { IncomingMessage } from 'node:http';

/*
 * next-auth answers 500 ("a problem with the server configuration") when the callbackUrl it is given —
 * in the query or in its callback-url cookie — is not a URL it can parse (`http://x:99999/`). Before a
 * request reaches next-auth, such a value is dropped: next-auth then uses its default (home), as for a
 * request that named none. A value that parses but points elsewhere is next-auth's redirect callback's
 * to refuse (lib/auth/next-auth-options.ts).
 */

/** next-auth's own test: http(s), relative to the app when it starts with '/'. */
export function isValidCallbackUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? 'http://localhost' : undefined).protocol);
  } catch {
    return false;
  }
}

const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

/** Removes an unparsable callbackUrl from the request's query and cookie header (in place). */
export function dropInvalidCallbackUrl(req: Pick<IncomingMessage, 'url' | 'headers'>): void {
  if (req.url?.includes('callbackUrl')) {
    const url = new URL(req.url, 'http://localhost');
    const value = url.searchParams.get('callbackUrl');
    if (value !== null && !isValidCallbackUrl(value)) {
      url.searchParams.delete('callbackUrl');
      req.url = `${url.pathname}${url.search}`;
    }
  }
  const cookie = req.headers.cookie;
  if (cookie?.includes('callback-url')) {
    req.headers.cookie = cookie
      .split(/;\s*/)
      .filter((pair) => {
        const at = pair.indexOf('=');
        if (at < 0 || !CALLBACK_COOKIE.test(pair.slice(0, at))) return true;
        try {
          return isValidCallbackUrl(decodeURIComponent(pair.slice(at + 1)));
        } catch {
          return false;
        }
      })
      .join('; ');
  }
}

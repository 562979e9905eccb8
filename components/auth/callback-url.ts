/**
 * Where to go after signing in: the callbackUrl next-auth put in the query (often absolute), kept only
 * when it points at this site, as a path. Anything else (another origin, 'javascript:', '//evil') → '/'.
 */
export function safeCallbackPath(callbackUrl: unknown, origin: string): string {
  if (typeof callbackUrl !== 'string' || !callbackUrl) return '/';
  try {
    const url = new URL(callbackUrl, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never come back to a sign-in page.
    if (url.pathname === '/auth/login' || url.pathname === '/login' || url.pathname.startsWith('/api/auth')) return '/';
    return path || '/';
  } catch {
    return '/';
  }
}

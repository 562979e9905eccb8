import type { GetServerSideProps } from 'next';
import type { AppPage } from '@/types/page';

/** next-auth's session cookie (`__Secure-` on https), and the chunks it splits a large one into. */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * Spec §2/§8: /login is where an expired token lands (the API client's `jwt expired` interceptor removes
 * the cookies it can and comes here); the sign-in page is /auth/login (query kept). next-auth's session
 * cookie is httpOnly, so only the server can remove it: without that, the sign-in page would get the
 * same expired access token from /api/auth/session, call the API, and be sent back here, endlessly.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res, resolvedUrl }) => {
  const stale = Object.keys(req.cookies).filter((name) => SESSION_COOKIE.test(name));
  if (stale.length) {
    res.setHeader(
      'Set-Cookie',
      stale.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`),
    );
  }
  const q = resolvedUrl.indexOf('?');
  return { redirect: { destination: `/auth/login${q >= 0 ? resolvedUrl.slice(q) : ''}`, permanent: false } };
};

const LoginRedirect: AppPage = () => null;
LoginRedirect.auth = false;

export default LoginRedirect;

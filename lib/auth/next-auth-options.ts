import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { INTERNAL_HEADER, internalAuthValue } from './internal';

/** What our API answers to a sign-in: the session user of spec §3 plus our access token. */
interface ApiSignIn {
  user: { id: string; full_name: string; user_group: string; permissions: string; photo: string | null };
  accessToken: { token: string; expiresAt: string };
}

const apiBase = () => process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

async function callApi(path: string, body: unknown, headers: Record<string, string>): Promise<ApiSignIn> {
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('The server cannot be reached right now. Try again in a moment.');
  }
  const json = (await res.json().catch(() => ({}))) as { message?: string; data?: ApiSignIn };
  if (!res.ok || !json.data) throw new Error(json.message ?? 'Sign-in failed');
  return json.data;
}

/** The client address as server.ts established it (never trusted from the browser). */
function clientIp(headers: Record<string, unknown> | undefined): Record<string, string> {
  const ip = headers?.['x-forwarded-for'];
  return typeof ip === 'string' && ip ? { 'x-forwarded-for': ip } : {};
}

/** What the session answers for the user beyond the cookie: read from the API, kept a few seconds. */
type FreshUser = Pick<ApiSignIn['user'], 'full_name' | 'user_group' | 'permissions' | 'photo'> & { branches: number[] | null };

const SESSION_USER_TTL_MS = 10_000;
const SESSION_USER_MAX = 5_000;
const sessionUsers = new Map<string, { value: FreshUser | null; expires: number }>();

/**
 * The session user's permissions (spec §3: a JSON string of paths), group, name and photo, read
 * server-side from the user's own record with the session's access token — the same record the app
 * refetches on `updateUserStatus` — and cached per token for a few seconds, since every tab asks for
 * the session on focus. A revoked or expired token reads nothing: the session then grants nothing.
 */
async function sessionUser(userCode: string, token: string): Promise<FreshUser | null> {
  const now = Date.now();
  const hit = sessionUsers.get(token);
  if (hit && hit.expires > now) return hit.value;
  let value: FreshUser | null = null;
  try {
    const res = await fetch(`${apiBase()}/api/datamaster/get/user/${encodeURIComponent(userCode)}`, {
      headers: { authorization: `Bearer ${token}`, [INTERNAL_HEADER]: internalAuthValue(process.env.NEXTAUTH_SECRET ?? '') },
    });
    if (res.ok) {
      const { data } = (await res.json()) as {
        data?: { full_name?: string; photo?: string | null; user?: { user_group?: string; permissions?: string[]; branches?: number[] | null } };
      };
      if (data?.user) {
        value = {
          full_name: data.full_name ?? '',
          user_group: data.user.user_group ?? '',
          photo: data.photo ?? null,
          permissions: JSON.stringify(data.user.permissions ?? []),
          // the branches the API lets the user see (null: every branch); an older API without them: none
          branches: data.user.branches === undefined ? [] : data.user.branches,
        };
      }
    }
  } catch {
    return null; // the API is away for a moment: ask again next time, cache nothing
  }
  if (sessionUsers.size >= SESSION_USER_MAX) sessionUsers.clear();
  sessionUsers.set(token, { value, expires: now + SESSION_USER_TTL_MS });
  return value;
}

/** The API's answer rides on the user object from authorize/signIn to the jwt callback. */
type SignedInUser = User & { signIn?: ApiSignIn };

const SSO_NO_IDENTITY = 'The single sign-on account has no user code or e-mail to match a user of this system.';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The claims that link a person to a user. A conforming provider may keep email/preferred_username
 * out of the ID token in the code flow and serve them from its userinfo endpoint: ask it then.
 */
async function identityClaims(profile: Record<string, unknown>, accessToken: string | undefined) {
  let claims = { user_code: str(profile.preferred_username), email: str(profile.email) };
  if ((claims.user_code && claims.email) || !accessToken) return claims;
  try {
    const issuer = process.env.OIDC_ISSUER!.replace(/\/$/, '');
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
      userinfo_endpoint?: string;
    };
    if (discovery.userinfo_endpoint) {
      const res = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
      if (res.ok) {
        const info = (await res.json()) as Record<string, unknown>;
        // Only trust userinfo about the same subject as the ID token.
        if (info.sub === profile.sub) {
          claims = { user_code: claims.user_code ?? str(info.preferred_username), email: claims.email ?? str(info.email) };
        }
      }
    }
  } catch {
    /* keep what the ID token said */
  }
  return claims;
}

function oidcProvider(): OAuthConfig<Record<string, string>> | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = process.env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    id: 'oidc',
    name: process.env.OIDC_NAME ?? 'Single Sign-On',
    type: 'oauth',
    wellKnown: `${OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    authorization: { params: { scope: 'openid email profile' } },
    idToken: true,
    checks: ['pkce', 'state'],
    profile: (p) => ({ id: p.sub, email: p.email, name: p.name ?? p.preferred_username }),
  };
}

/**
 * Where next-auth may send the browser after signing in or out: a path of this app, or a URL of its own
 * origin; anything else — another site, or a URL that does not even parse (`http://x:99999/`, which made
 * next-auth's own check throw and answer 500) — goes home.
 */
export function safeRedirect(url: string, baseUrl: string): string {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return `${baseUrl}${url}`;
  try {
    if (new URL(url).origin === new URL(baseUrl).origin) return url;
  } catch {
    /* not a URL: go home */
  }
  return baseUrl;
}

export function buildAuthOptions(): NextAuthOptions {
  const oidc = oidcProvider();
  const ttl = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 0) || 8 * 3600;
  return {
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: ttl },
    pages: { signIn: '/auth/login', error: '/auth/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'User code',
        credentials: { user_code: { label: 'User code', type: 'text' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          if (!credentials?.user_code || !credentials.password) throw new Error('Enter your user code and password');
          const result = await callApi(
            '/api/auth/login',
            { user_code: credentials.user_code, password: credentials.password },
            clientIp(req?.headers),
          );
          return { id: result.user.id, signIn: result } as SignedInUser;
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      redirect: ({ url, baseUrl }) => safeRedirect(url, baseUrl),
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'oidc') return true;
        try {
          const claims = await identityClaims((profile ?? {}) as Record<string, unknown>, account.access_token);
          if (!claims.user_code && !claims.email) throw new Error(SSO_NO_IDENTITY);
          const result = await callApi('/api/auth/sso', claims, {
            [INTERNAL_HEADER]: internalAuthValue(process.env.NEXTAUTH_SECRET ?? ''),
          });
          // The same object reaches the jwt callback below.
          Object.assign(user, { signIn: result });
          return true;
        } catch (err) {
          return `/auth/login?error=${encodeURIComponent((err as Error).message)}`;
        }
      },
      async jwt({ token, user }) {
        const signedIn = (user as SignedInUser | undefined)?.signIn;
        if (signedIn) {
          // The cookie carries who and the access token, never the permission list: with every screen
          // granted that list alone made an 8.9 KB cookie, past a proxy's 8 KB header buffer.
          const { permissions: _left, ...who } = signedIn.user;
          token.user = who;
          token.accessToken = { token: signedIn.accessToken.token };
          token.sub = signedIn.user.id;
        }
        return token;
      },
      async session({ session, token }) {
        if (token.user) {
          const fresh = token.accessToken ? await sessionUser(token.user.id, token.accessToken.token) : null;
          session.user = { ...token.user, ...fresh, permissions: fresh?.permissions ?? '[]' };
        }
        if (token.accessToken) session.accessToken = token.accessToken;
        return session;
      },
    },
  };
}

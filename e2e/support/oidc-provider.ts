/**
 * A real OpenID Connect provider for the single sign-on specs: `oidc-provider` with its built-in
 * development login and consent pages (devInteractions: any login, any password).
 *
 * The login typed into its form becomes the account id; the claims below are what the app receives.
 */
import type { Server } from 'node:http';
import { OIDC, PORTS } from './env';

interface Account {
  email: string;
  preferred_username: string;
  name: string;
}

/**
 * Logins the specs type. The dispatcher's preferred_username deliberately matches no user code, so a
 * successful sign-in proves the mapping by e-mail.
 */
export const OIDC_ACCOUNTS: Record<string, Account> = {
  'dispatcher@kurir.example': {
    email: 'dispatcher@kurir.example',
    preferred_username: 'budi.santoso.sso',
    name: 'Budi Santoso',
  },
  'stranger@example.com': { email: 'stranger@example.com', preferred_username: 'stranger', name: 'A Stranger' },
};

function accountFor(login: string): Account {
  return (
    OIDC_ACCOUNTS[login] ?? {
      email: login.includes('@') ? login : `${login}@idp.example`,
      preferred_username: login.split('@')[0],
      name: login,
    }
  );
}

export async function startOidcProvider(port: number = PORTS.oidc): Promise<() => Promise<void>> {
  // ESM-only package: a dynamic import from the CommonJS that Playwright transpiles the specs to.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(OIDC.issuer, {
    clients: [
      {
        client_id: OIDC.clientId,
        client_secret: OIDC.clientSecret,
        redirect_uris: OIDC.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client (inside next-auth v4) authenticates at the token endpoint with HTTP Basic by default.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // Default (conforming) behaviour: in the code flow email/preferred_username come from the userinfo
    // endpoint, not the ID token; the app must ask for them there.
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['courier-e2e-oidc-cookie-key'] },
    async findAccount(_ctx, id) {
      const account = accountFor(id);
      return {
        accountId: id,
        async claims() {
          return { sub: id, ...account, email_verified: true };
        },
      };
    },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = provider.listen(port, () => resolve(s));
    s.once('error', reject);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}

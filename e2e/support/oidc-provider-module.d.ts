// The package ships no types (they live on DefinitelyTyped, not installed here): the little the e2e
// provider uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    listen(port: number, callback?: () => void): Server;
  }
}

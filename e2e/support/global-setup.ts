import fs from 'node:fs';
import { SCREENSHOTS_DIR } from './env';
import { startOidcProvider } from './oidc-provider';

/**
 * Shared by every project: the test OpenID Connect provider (the app servers fetch its discovery
 * document only when a sign-in starts) and the screenshots folder. The returned function is the
 * global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const stopOidc = await startOidcProvider();
  return async () => {
    await stopOidc();
  };
}

import { PORTS } from './support/env';
import { expect, test } from './support/fixtures';
import { startPeerServer, type PeerServer } from './support/peer-server';

const APP_NAME_ID = 1;

test.describe('two instances sharing events through Redis', () => {
  test.skip(
    !process.env.REDIS_URL || !process.env.DATABASE_URL,
    'needs REDIS_URL and DATABASE_URL (two instances share one PostgreSQL database and one Redis)',
  );
  let peer: PeerServer | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'postgres', 'runs in the postgres project, whose server has REDIS_URL');
    test.setTimeout(180_000);
    peer = await startPeerServer(PORTS.redisPeer);
  });

  test.afterAll(async () => {
    await peer?.stop();
  });

  test("an event emitted on instance A reaches a browser connected to instance B", async ({
    browser,
    signIn,
    adminApi,
    baseURL,
  }) => {
    expect(peer!.url).not.toBe(baseURL);
    const original = (await adminApi.getSiteSetting(APP_NAME_ID)).value;
    const renamed = `KURIR REDIS ${Date.now().toString(36).toUpperCase()}`;

    const context = await browser.newContext({ baseURL: peer!.url });
    try {
      const page = await context.newPage();
      await signIn('manager', page);
      await page.goto('/');
      await expect(page).toHaveURL(`${peer!.url}/`);
      await expect(page.getByTestId('app-name')).toHaveText(original);

      // The admin's change goes through instance A's API (this project's server)…
      const updated = await adminApi.updateSiteSetting(APP_NAME_ID, renamed);
      expect(updated.value).toBe(renamed);

      // …and instance B's browser hears of it.
      await expect(page.getByTestId('app-name')).toHaveText(renamed);
      await expect(page).toHaveTitle(renamed);
    } finally {
      await context.close();
      await adminApi.updateSiteSetting(APP_NAME_ID, original);
    }
  });
});

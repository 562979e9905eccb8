import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, SCREENSHOTS_DIR } from './env';

/** What /api/auth/session answers once signed in (spec §3). */
export interface AppSession {
  user: { id: string; full_name: string; user_group: string; permissions: string; photo: string | null };
  accessToken: { token: string };
  expires: string;
}

/**
 * Signs in through next-auth's own endpoints on the page's request context, so the session cookie lands
 * in the browser context: GET /api/auth/csrf, then POST /api/auth/callback/credentials.
 */
export async function signInThroughNextAuth(page: Page, userCode: string, password = DEMO_PASSWORD): Promise<AppSession> {
  const request = page.request;
  const csrf = await request.get('/api/auth/csrf');
  expect(csrf.ok(), `GET /api/auth/csrf → ${csrf.status()}`).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };

  const res = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, user_code: userCode, password, json: 'true', callbackUrl: '/' },
  });
  expect(res.ok(), `sign-in of ${userCode} → ${res.status()}`).toBe(true);
  const { url } = (await res.json()) as { url: string };
  const error = new URL(url, 'http://x').searchParams.get('error');
  expect(error, `sign-in of ${userCode} refused`).toBeNull();

  const session = (await (await request.get('/api/auth/session')).json()) as AppSession;
  expect(session.user?.id).toBe(userCode);
  expect(session.accessToken?.token).toBeTruthy();
  return session;
}

/** The product API as the admin: a Bearer from POST /api/auth/login (no browser involved). */
export class AdminApi {
  private token: string | null = null;

  constructor(
    readonly request: APIRequestContext,
    private readonly userCode = 'admin',
  ) {}

  async bearer(): Promise<string> {
    if (this.token) return this.token;
    const res = await this.request.post('/api/auth/login', { data: { user_code: this.userCode, password: DEMO_PASSWORD } });
    expect(res.ok(), `admin API sign-in → ${res.status()} ${await res.text()}`).toBe(true);
    this.token = ((await res.json()) as { data: { accessToken: { token: string } } }).data.accessToken.token;
    return this.token;
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(url, {
      method,
      data,
      headers: { authorization: `Bearer ${await this.bearer()}` },
    });
    const body = await res.text();
    expect(res.ok(), `${method} ${url} → ${res.status()} ${body}`).toBe(true);
    return (JSON.parse(body) as { data: T }).data;
  }

  getUser(userCode: string) {
    return this.call<{ user_code: string; status: string; role_id: number; version: number }>(
      'GET',
      `/api/datamaster/get/user/${userCode}`,
    );
  }

  setUserStatus(userCode: string, status: 'AKTIF' | 'TIDAK AKTIF') {
    return this.call('PUT', `/api/datamaster/update/user/status/${userCode}`, { status });
  }

  getSiteSetting(id: number) {
    return this.call<{ id: number; key: string; value: string; version: number }>('GET', `/api/setting/get/site-setting/${id}`);
  }

  updateSiteSetting(id: number, value: string) {
    return this.call<{ id: number; value: string }>('PUT', `/api/setting/update/site-setting/${id}`, { value });
  }

  /** A throw-away active user with the role of an existing one, for tests that change a user's state. */
  async createUser(prefix: string, roleOf = 'counter'): Promise<{ userCode: string; fullName: string }> {
    const { role_id } = await this.getUser(roleOf);
    const userCode = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const fullName = `E2E ${prefix.toUpperCase()}`;
    await this.call('POST', '/api/datamaster/create/user', {
      user_code: userCode,
      full_name: fullName,
      email: `${userCode}@e2e.example`,
      role_id,
      password: DEMO_PASSWORD,
    });
    return { userCode, fullName };
  }

  deleteUser(userCode: string) {
    return this.call('DELETE', `/api/datamaster/delete/user/${userCode}`);
  }
}

/** Saves a screenshot under .test-data/screenshots/{project}-{name}.png and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(SCREENSHOTS_DIR, `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

interface TestFixtures {
  /** Signs the test's page (or another page) in as a user; returns the next-auth session. */
  signIn: (userCode: string, page?: Page) => Promise<AppSession>;
}

interface WorkerFixtures {
  /** The admin on this project's server, through the API. */
  adminApi: AdminApi;
}

/**
 * Headless Chromium has no print dialog (printing a PDF frame there crashes the page): in every test the
 * print frame's print() is counted instead (framePrints). The frame must still hold the PDF made by this
 * origin — reading its location throws when the page's CSP kept the blob out — so only the dialog is stubbed.
 */
function countFramePrints() {
  const real = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      const win = real.get!.call(this) as Window | null;
      if (this.id !== 'print-frame' || !win) return win;
      return {
        focus: () => win.focus(),
        print: () => {
          if (!win.location.href.startsWith('blob:')) throw new Error('the print frame does not hold the PDF');
          const w = window as unknown as { __framePrints?: number };
          w.__framePrints = (w.__framePrints ?? 0) + 1;
        },
      };
    },
  });
}

/** How many prints this page sent to the (stubbed) print dialog. */
export const framePrints = (page: Page) => page.evaluate(() => (window as unknown as { __framePrints?: number }).__framePrints ?? 0);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    await context.addInitScript(countFramePrints);
    await use(context);
  },
  signIn: async ({ page }, use) => {
    await use((userCode, target = page) => signInThroughNextAuth(target, userCode));
  },
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(new AdminApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

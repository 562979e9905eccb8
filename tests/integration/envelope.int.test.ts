import { testEngines, useTestApp } from '../helpers/test-app';

const isJson = (headers: Record<string, unknown>) => String(headers['content-type']).startsWith('application/json');

describe.each(testEngines())('envelope and errors (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('a success is { message, data } and a list adds meta', async () => {
    const one = await t.call('GET', '/api/setting/get/site-setting/1', { token: admin });
    expect(Object.keys(one.body).sort()).toEqual(['data', 'message']);
    const list = await t.call('GET', '/api/datamaster/get/user', { token: admin });
    expect(Object.keys(list.body).sort()).toEqual(['data', 'message', 'meta']);
    expect(Object.keys(list.body.meta).sort()).toEqual(['limit', 'page', 'total']);
  });

  it('an unknown /api path → 404 JSON, signed in or not, any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/whatever'],
      ['POST', '/api/whatever/else'],
      ['DELETE', '/api/datamaster/delete/user'],
      ['GET', '/api/datamaster/get/nothing/1'],
    ]) {
      for (const token of [undefined, admin]) {
        const res = await t.call(method, url, { token });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(isJson(res.headers)).toBe(true);
        expect(res.body).toEqual({ message: 'Not found' });
      }
    }
  });

  it('malformed JSON → 400 JSON without a stack', async () => {
    for (const payload of ['{"user_code": "admin", ', '{bad json}', 'null x']) {
      const res = await t.call('POST', '/api/auth/login', { payload, headers: { 'content-type': 'application/json' } });
      expect(res.status, payload).toBe(400);
      expect(isJson(res.headers)).toBe(true);
      expect(Object.keys(res.body)).toEqual(['message']);
    }
    const authed = await t.call('PUT', '/api/setting/update/site-setting/1', {
      token: admin,
      payload: '{"value":',
      headers: { 'content-type': 'application/json' },
    });
    expect(authed.status).toBe(400);
  });

  it('an empty JSON body → 400 JSON', async () => {
    const res = await t.call('POST', '/api/auth/login', { payload: '', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(isJson(res.headers)).toBe(true);
  });

  it('a body over 1 MB → 413 JSON', async () => {
    const big = JSON.stringify({ user_code: 'admin', password: 'x'.repeat(1024 * 1024) });
    const res = await t.call('POST', '/api/auth/login', { payload: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(isJson(res.headers)).toBe(true);
    expect(res.body.message).toMatch(/1 MB/);
    const authed = await t.call('PUT', '/api/setting/update/site-setting/1', {
      token: admin,
      payload: JSON.stringify({ value: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(authed.status).toBe(413);
  });

  it('a wrong content type → 4xx JSON (415 for a type we do not parse at all)', async () => {
    for (const [type, status] of [
      ['application/xml', 415],
      ['application/x-www-form-urlencoded', 415],
      ['image/png', 415],
      // Fastify reads text/plain as a string; it is then not the object the route expects.
      ['text/plain', 400],
    ] as const) {
      const res = await t.call('POST', '/api/auth/login', {
        payload: 'user_code=admin&password=x',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(status);
      expect(isJson(res.headers)).toBe(true);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('wrong JSON types never give a 500', async () => {
    const bodies = [[], 'text', 42, null, true, { user_code: ['a'], password: { x: 1 } }, { user_code: 'a'.repeat(61), password: 'x' }];
    for (const body of bodies) {
      const res = await t.call('POST', '/api/auth/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(isJson(res.headers)).toBe(true);
    }
    const odd = [
      '/api/datamaster/get/user?page=1e400',
      '/api/datamaster/get/user?limit=9999999999999999999999',
      '/api/datamaster/get/user?search=' + 'x'.repeat(101),
      '/api/datamaster/get/user?page=1&page=2',
      '/api/datamaster/get/user?sort=',
      '/api/setting/get/site-setting/99999999999999999999',
      '/api/setting/get/site-setting/-1',
      '/api/datamaster/get/user/%00%00%00',
    ];
    for (const url of odd) {
      const res = await t.call('GET', url, { token: admin });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(isJson(res.headers)).toBe(true);
    }
  });

  it('security headers are set on API responses', async () => {
    const res = await t.call('GET', '/api/setting/get/site-setting', { token: admin });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('every response so far was JSON (except served files) and none carried a stack', () => {
    for (const r of t.responses) {
      expect(() => JSON.parse(r.text), `${r.method} ${r.url}`).not.toThrow();
      expect(r.text).not.toMatch(/"stack"|\n\s+at\s/);
      if (r.status >= 400) expect(JSON.parse(r.text).message, `${r.method} ${r.url}`).toEqual(expect.any(String));
    }
  });
});

describe.each(testEngines())('global rate limit (%s)', (engine) => {
  const t = useTestApp(engine, { rateLimitPerMinute: 3 });

  it('more requests per minute than configured from one address → 429 JSON, refused calls included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('GET', '/api/setting/get/site-setting')).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const last = await t.call('GET', '/api/setting/get/site-setting');
    expect(last.body.message).toMatch(/Too many requests/);
    expect(String(last.headers['content-type'])).toContain('application/json');
  });

  it('signed-in calls count too; another address has its own budget', async () => {
    const ip = { 'x-forwarded-for': '10.20.0.1' };
    const token = await t.signIn('admin', undefined, '10.20.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.call('GET', '/api/setting/get/site-setting', { token, headers: ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

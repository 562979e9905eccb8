import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '@/lib/server/http/app';
import { errorHandler } from '@/lib/server/http/errors';
import { safeError, statementName } from '@/lib/server/http/logging';
import { NUL_MESSAGE } from '@/lib/server/http/nul';
import { testEngines, useTestApp } from '../helpers/test-app';

describe.each(testEngines())('NUL characters (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('a NUL in a search is a 400 naming the parameter, not a 500', async () => {
    const res = await t.call('GET', '/api/datamaster/get/customer?search=%00', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ search: [NUL_MESSAGE] });
    const filter = await t.call('GET', '/api/setting/get/moda?name.contains=a%00b', { token: admin });
    expect(filter.status).toBe(400);
    expect(Object.keys(filter.body.errors)).toEqual(['name.contains']);
  });

  it('a NUL in any text field of a create is a 400 naming the field; nothing is stored', async () => {
    const moda = await t.call('POST', '/api/setting/create/moda', {
      token: admin,
      body: { code: 'NUL1', name: 'TRUCK\u0000X', transport: 'LAND', volumetric_divisor: 4000 },
    });
    expect(moda.status).toBe(400);
    expect(moda.body.errors).toEqual({ name: [NUL_MESSAGE] });
    const user = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: 'nul', full_name: 'A\u0000B', role_id: 1, password: 'Rahasia#2026\u0000' },
    });
    expect(user.status).toBe(400);
    expect(Object.keys(user.body.errors).sort()).toEqual(['full_name', 'password']);
    const stored = await t.call('GET', '/api/setting/get/moda?code=NUL1', { token: admin });
    expect(stored.body.data).toEqual([]);
  });

  it('the shared schema refuses NUL too (forms and import files check cells with it)', async () => {
    const { resourceSchemas } = await import('@/lib/resources/engine/define');
    const { getResource } = await import('@/lib/resources/registry');
    const parsed = resourceSchemas(getResource('moda')).create.safeParse({ code: 'A', name: 'B\0', transport: 'LAND', volumetric_divisor: 4000 });
    expect(parsed.success).toBe(false);
  });
});

describe('errors behind a NUL that slipped through validation', () => {
  it('PostgreSQL 22021 (and 22P05) answer 400, not 500', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/x', async () => {
      throw Object.assign(new Error('Failed query: insert into "t" values ($1)\nparams: a\u0000b'), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be stored/);
    expect(res.body).not.toContain('params');
  });
});

describe.each(testEngines())('the server log (%s)', (engine) => {
  const t = useTestApp(engine);

  it('holds neither query strings nor bound SQL parameters nor bodies, only the statement and field names', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'info', stream } });
    const SECRET = '$2b$12$averysecretpasswordhashvalue';
    // An API route that fails with an error no mapper knows (division by zero), its SQL holding a secret.
    await app.register(async (scope) => {
      scope.setErrorHandler(errorHandler);
      scope.get('/test/boom', {
        config: { access: { public: true } },
        handler: async () => {
          await t.ctx.db.execute(sql`select ${SECRET}::text as h, 1 / ${0}::int as n`);
          return {};
        },
      });
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/test/boom?password=hunter2&token=abc' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    const body = await app.inject({
      method: 'POST',
      url: '/api/auth/login?x=1',
      payload: { user_code: 'admin', password: 'wrong-but-secret-pw' },
    });
    expect(body.statusCode).toBe(401);
    await app.close();

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"pgCode":"22012"');
    expect(log).toContain('"statement":"select"');
    for (const secret of [SECRET, 'hunter2', 'token=abc', 'wrong-but-secret-pw', 'x=1']) expect(log).not.toContain(secret);
  });
});

describe('safe error and statement names', () => {
  it('name the verb and the table, never the values', () => {
    expect(statementName('insert into "users" ("user_code", "password_hash") values ($1, $2)')).toBe('insert into "users"');
    expect(statementName('update "roles" set "name" = $1')).toBe('update "roles"');
    expect(statementName('select "id" from "customers" where "name" ilike $1')).toBe('select from "customers"');
    const err = Object.assign(new Error('Failed query: insert into "users" values ($1)\nparams: $2b$12$hash'), {
      query: 'insert into "users" values ($1)',
      params: ['$2b$12$hash'],
      cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_user_code_unique', table: 'users' }),
    });
    const logged = JSON.stringify(safeError(err));
    expect(logged).not.toContain('$2b$12$hash');
    expect(logged).toContain('users_user_code_unique');
    expect(logged).toContain('"statement":"insert into \\"users\\""');
  });
});

import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Outside the demo, nobody is given the password the README prints (issue 21 §1): not through the user
 * form, an administrator's reset or the user's own change — a production start would refuse it anyway.
 */

describe.each(testEngines())('published passwords outside the demo (%s)', (engine) => {
  const t = useTestApp(engine, { demo: false });

  it('the user form, the reset and the own change refuse it on their field; another password is taken', async () => {
    const admin = await t.signIn('admin');
    const roles = (await t.call('GET', '/api/datamaster/get/role?limit=50', { token: admin })).body.data as { id: number; name: string }[];
    const role_id = roles.find((r) => r.name === 'Counter')!.id;
    const create = await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'rudi', full_name: 'RUDI', role_id, password: DEMO_PASSWORD } });
    expect(create.status).toBe(400);
    expect(create.body.errors.password[0]).toMatch(/published/);
    expect((await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'rudi', full_name: 'RUDI', role_id, password: 'Rudi#Kantor2026' } })).status).toBe(201);
    const reset = await t.call('PUT', '/api/datamaster/update/user/password/rudi', { token: admin, body: { password: `x${DEMO_PASSWORD.toLowerCase()}` } });
    expect(reset.status).toBe(400);
    expect(reset.body.errors.password).toBeDefined();
    const edit = await t.call('PUT', '/api/datamaster/update/user/rudi', { token: admin, body: { password: DEMO_PASSWORD } });
    expect(edit.status).toBe(400);
    const rudi = await t.signIn('rudi', 'Rudi#Kantor2026');
    const own = await t.call('PUT', '/api/auth/update/password', { token: rudi, body: { current_password: 'Rudi#Kantor2026', new_password: DEMO_PASSWORD } });
    expect(own.status, own.text).toBe(400);
    expect(own.body.errors.new_password).toBeDefined();
  });
});

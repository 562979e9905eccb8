import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { auditLogs } from '@/lib/server/db/schema';
import { IMAGES, multipartBody, testEngines, useTestApp } from '../helpers/test-app';

const PHOTO = (id: string) => `/api/datamaster/update/user/photo/${id}`;
const RANDOM_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

describe.each(testEngines())('user photo upload (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  const usersDir = () => path.join(t.config.uploadsDir, 'users');
  const stored = () => fs.readdirSync(usersDir()).sort();

  const upload = async (token: string, id: string, file: { name: string; type: string; data: Uint8Array }, field = 'file') => {
    const { payload, headers } = await multipartBody({ [field]: file });
    return t.call('PUT', PHOTO(id), { token, payload, headers });
  };

  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it.each([
    ['png', IMAGES.png, 'image/png'],
    ['jpg', IMAGES.jpeg, 'image/jpeg'],
    ['webp', IMAGES.webp, 'image/webp'],
  ] as const)('a real %s image → 200, stored under a random name and served back', async (ext, data, type) => {
    const res = await upload(admin, 'admin', { name: `Foto Saya.${ext}`, type, data });
    expect(res.status).toBe(200);
    const photo: string = res.body.data.photo;
    expect(photo).toMatch(RANDOM_NAME);
    expect(photo.endsWith(`.${ext}`)).toBe(true);
    expect(res.body.data.user.user_code).toBe('admin');
    expect(fs.readFileSync(path.join(usersDir(), photo))).toEqual(data);

    const served = await t.call('GET', `/api/uploads/users/${photo}`);
    expect(served.status).toBe(200);
    expect(served.rawPayload).toEqual(data);
    expect(String(served.headers['content-type'])).toContain(ext === 'jpg' ? 'image/jpeg' : `image/${ext}`);

    const profile = await t.call('GET', '/api/datamaster/get/user/admin', { token: admin });
    expect(profile.body.data.photo).toBe(photo);
  });

  it('the kind comes from the content, not the name or declared type', async () => {
    const res = await upload(admin, 'admin', { name: 'picture.txt', type: 'text/plain', data: IMAGES.png });
    expect(res.status).toBe(200);
    expect(res.body.data.photo).toMatch(/\.png$/);
  });

  it('replacing a photo removes the old file', async () => {
    const first = (await upload(admin, 'finance', { name: 'a.png', type: 'image/png', data: IMAGES.png })).body.data.photo;
    expect(stored()).toContain(first);
    const second = await upload(admin, 'finance', { name: 'b.jpg', type: 'image/jpeg', data: IMAGES.jpeg });
    expect(second.status).toBe(200);
    expect(second.body.data.photo).not.toBe(first);
    expect(stored()).not.toContain(first);
    expect(stored()).toContain(second.body.data.photo);
    expect((await t.call('GET', `/api/uploads/users/${first}`)).status).toBe(404);
  });

  it('each upload is audited with the old and new name', async () => {
    const rows = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, 'finance'), eq(auditLogs.action, 'photo')));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: 'admin', entity: 'user', before: { photo: null } });
    expect(rows[1]).toMatchObject({ actor: 'admin', entity: 'user', before: rows[0].after });
    expect((rows[1].after as { photo: string }).photo).toMatch(RANDOM_NAME);
  });

  it('a text file named x.png → 400, nothing stored', async () => {
    const before = stored();
    const res = await upload(admin, 'counter', { name: 'x.png', type: 'image/png', data: Buffer.from('hello, I am not a picture') });
    expect(res.status).toBe(400);
    expect(res.body.errors.file).toBeDefined();
    expect(stored()).toEqual(before);
    const gif = await upload(admin, 'counter', { name: 'x.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') });
    expect(gif.status).toBe(400);
    expect((await t.call('GET', '/api/datamaster/get/user/counter', { token: admin })).body.data.photo).toBeNull();
  });

  it('an image over 2 MB → 413, nothing stored', async () => {
    const before = stored();
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(admin, 'counter', { name: 'big.png', type: 'image/png', data: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/2 MB/);
    expect(stored()).toEqual(before);
    // Exactly 2 MB is still fine.
    const limit = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await upload(admin, 'counter', { name: 'limit.png', type: 'image/png', data: limit })).status).toBe(200);
  });

  it('not multipart → 400; multipart without a file → 400', async () => {
    const json = await t.call('PUT', PHOTO('counter'), { token: admin, body: { file: 'abc' } });
    expect(json.status).toBe(400);
    const { payload, headers } = await multipartBody({ note: 'no file here' });
    const noFile = await t.call('PUT', PHOTO('counter'), { token: admin, payload, headers });
    expect(noFile.status).toBe(400);
    const empty = await t.call('PUT', PHOTO('counter'), { token: admin });
    expect(empty.status).toBe(400);
  });

  it('a user may change its own photo but not someone else\'s without the users permission', async () => {
    const counter = await t.signIn('counter');
    const own = await upload(counter, 'counter', { name: 'me.webp', type: 'image/webp', data: IMAGES.webp });
    expect(own.status).toBe(200);
    const [{ n }] = await t.ctx.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, 'manager'), eq(auditLogs.action, 'photo')));
    const before = stored();
    const other = await upload(counter, 'manager', { name: 'x.png', type: 'image/png', data: IMAGES.png });
    expect(other.status).toBe(403);
    expect(stored()).toEqual(before);
    const [{ n: after }] = await t.ctx.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, 'manager'), eq(auditLogs.action, 'photo')));
    expect(after).toBe(n);
  });

  it('unknown user → 404, without a token → 401', async () => {
    expect((await upload(admin, 'nobody', { name: 'x.png', type: 'image/png', data: IMAGES.png })).status).toBe(404);
    const { payload, headers } = await multipartBody({ file: { name: 'x.png', type: 'image/png', data: IMAGES.png } });
    expect((await t.call('PUT', PHOTO('admin'), { payload, headers })).status).toBe(401);
  });

  it('deleting a user removes its photo file', async () => {
    const res = await upload(admin, 'manager', { name: 'm.png', type: 'image/png', data: IMAGES.png });
    const photo = res.body.data.photo;
    expect(stored()).toContain(photo);
    expect((await t.call('DELETE', '/api/datamaster/delete/user/manager', { token: admin })).status).toBe(200);
    expect(stored()).not.toContain(photo);
  });

  it('the uploads route serves only our own names', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.png', '00000000-0000-0000-0000-000000000000.gif']) {
      const res = await t.call('GET', `/api/uploads/users/${name}`);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
    }
    expect((await t.call('GET', '/api/uploads/users/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
  });
});

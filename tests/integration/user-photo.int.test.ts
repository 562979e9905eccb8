import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLogs } from '@/lib/server/db/schema';
import { IMAGES as HELPER_IMAGES, multipartBody, testEngines, useTestApp } from '../helpers/test-app';

const PHOTO = (id: string) => `/api/datamaster/update/user/photo/${id}`;
const RANDOM_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
const SHARP_FORMAT = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;

/** A PNG chunk: length, type, data, CRC-32 of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring width × height (8-bit RGB) with a tiny IDAT: a decompression bomb's shape. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// The helper's 1×1 PNG and WebP decode; its "JPEG" is not a decodable one (libjpeg: inconsistent
// progression sequence), so a real 1×1 JPEG is made here.
let IMAGES: { png: Buffer; jpeg: Buffer; webp: Buffer };
beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c83232' } }).jpeg().toBuffer();
  IMAGES = { png: HELPER_IMAGES.png, jpeg, webp: HELPER_IMAGES.webp };
});

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
    ['png', 'png', 'image/png'],
    ['jpg', 'jpeg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('a real %s image → 200, stored re-encoded in its format under a random name and served back', async (ext, key, type) => {
    const data = IMAGES[key];
    const res = await upload(admin, 'admin', { name: `Foto Saya.${ext}`, type, data });
    expect(res.status).toBe(200);
    const photo: string = res.body.data.photo;
    expect(photo).toMatch(RANDOM_NAME);
    expect(photo.endsWith(`.${ext}`)).toBe(true);
    expect(res.body.data.user.user_code).toBe('admin');
    const storedBytes = fs.readFileSync(path.join(usersDir(), photo));
    const meta = await sharp(storedBytes).metadata();
    expect(meta).toMatchObject({ format: SHARP_FORMAT[ext], width: 1, height: 1 }); // never enlarged

    const served = await t.call('GET', `/api/uploads/users/${photo}`);
    expect(served.status).toBe(200);
    expect(served.rawPayload).toEqual(storedBytes);
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
  it('a JPEG header followed by an HTML page → 400, nothing stored', async () => {
    const before = stored();
    const html = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const res = await upload(admin, 'counter', { name: 'x.jpg', type: 'image/jpeg', data: html });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only JPEG, PNG or WebP images are accepted');
    expect(res.body.errors.file).toEqual(['Not a valid JPEG, PNG or WebP image']);
    expect(stored()).toEqual(before);
  });

  it('a real JPEG with an HTML page appended → 200, but only the picture is stored and served', async () => {
    const polyglot = Buffer.concat([IMAGES.jpeg, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const res = await upload(admin, 'counter', { name: 'x.jpg', type: 'image/jpeg', data: polyglot });
    expect(res.status).toBe(200);
    const photo: string = res.body.data.photo;
    const served = await t.call('GET', `/api/uploads/users/${photo}`);
    expect(served.status).toBe(200);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('a PNG declaring 100000×100000 px → 400 "too large", at once and without decoding it', async () => {
    const before = stored();
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(admin, 'counter', { name: 'bomb.png', type: 'image/png', data: bomb });
    expect(performance.now() - started).toBeLessThan(2_000);
    // 10^10 pixels would be 30 GB decoded; nothing near that was allocated.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image is too large (at most 50 megapixels)');
    expect(res.body.errors.file).toEqual(['At most 50 megapixels']);
    expect(stored()).toEqual(before);
    // Just over the limit (50,000,001 px) is refused too; a 1×1 PNG built the same way is not a picture.
    const over = await upload(admin, 'counter', { name: 'o.png', type: 'image/png', data: pngDeclaring(10_000, 5_001) });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/too large/);
  });

  it('a camera photo (2000×1500, EXIF with GPS, turned by its orientation tag) is stored upright, at most 512 px, without metadata', async () => {
    const original = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'PhotoTestCam', Model: 'Leaky 9000' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(original).metadata();
    expect(sent).toMatchObject({ width: 2000, height: 1500, orientation: 6 });
    // The EXIF sent names the camera and points at a GPS block (tag 0x8825, little-endian).
    expect(sent.exif!.includes('PhotoTestCam')).toBe(true);
    expect(sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(admin, 'counter', { name: 'IMG_0001.JPG', type: 'image/jpeg', data: original });
    expect(res.status).toBe(200);
    const photo: string = res.body.data.photo;
    expect(photo).toMatch(/\.jpg$/);
    const bytes = fs.readFileSync(path.join(usersDir(), photo));
    expect(bytes.length).toBeLessThan(original.length);
    const meta = await sharp(bytes).metadata();
    // Orientation 6 = turned 90°: the upright picture is portrait, scaled to fit 512×512.
    expect(meta).toMatchObject({ format: 'jpeg', width: 384, height: 512 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes('PhotoTestCam')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
    expect((await t.call('GET', `/api/uploads/users/${photo}`)).rawPayload).toEqual(bytes);
  });

  it('an SVG, a TIFF or a truncated PNG → 400', async () => {
    const before = stored();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).tiff().toBuffer();
    const realPng = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();
    for (const [name, data] of [['x.svg', svg], ['x.tiff', tiff], ['cut.png', realPng.subarray(0, 60)]] as const) {
      const res = await upload(admin, 'counter', { name, type: 'image/png', data });
      expect(res.status, name).toBe(400);
      expect(res.body.errors.file, name).toBeDefined();
    }
    expect(stored()).toEqual(before);
  });
});

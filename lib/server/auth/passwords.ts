import crypto from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/*
 * Passwords are hashed with scrypt by Node's own crypto (OpenSSL), which runs on libuv's thread pool:
 * twenty people signing in at once no longer stall everyone else's requests on the one event loop
 * (bcryptjs, pure JavaScript, did: an unrelated GET waited seconds). Native, yet nothing to install:
 * argon2's prebuilt binary from the registry crashes the process (SIGSEGV) on these machines. Hashes
 * made before — bcrypt, `$2a$`/`$2b$` — still verify (bcryptjs, on a worker thread of its own), and are
 * replaced at that user's next sign-in.
 *
 * Stored as `$scrypt$ln=14,r=8,p=5$<salt>$<key>` (base64, no padding), so the parameters can grow later
 * and older hashes are recognised and upgraded.
 */

/** OWASP's scrypt baseline (N=2^14, r=8, p=5: 16 MiB, ~0.2 s on this machine, off the event loop). */
export const SCRYPT_PARAMS = { ln: 14, r: 8, p: 5 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** The schema keeps passwords to what every scheme here reads whole (bcrypt reads only 72 bytes). */
export const PASSWORD_MAX_BYTES = 72;

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

function scrypt(plain: string, salt: Buffer, params: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** params.ln;
  // maxmem: what this N and r need (128·N·r bytes), with room to spare
  const maxmem = 256 * N * params.r;
  return new Promise((resolve, reject) =>
    crypto.scrypt(plain.normalize('NFKC'), salt, KEY_BYTES, { N, r: params.r, p: params.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(plain, salt, SCRYPT_PARAMS);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

const SCRYPT_RE = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const isBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

function parseScrypt(hash: string) {
  const m = SCRYPT_RE.exec(hash);
  if (!m) return null;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // a stored hash must not be able to ask for absurd work (ln ≤ 20: 1 GiB at r=8)
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { params: { ln, r, p }, salt: Buffer.from(m[4], 'base64'), key: Buffer.from(m[5], 'base64') };
}

/** Whether a stored hash should be replaced (an older scheme, or weaker parameters than today's). */
export function needsRehash(hash: string): boolean {
  const parsed = parseScrypt(hash);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < SCRYPT_PARAMS.ln || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
}

/** The one worker that checks bcrypt hashes, made on first use; unref'd, so it never holds the process. */
let legacy: { worker: Worker; waiting: Map<number, (ok: boolean) => void>; next: number } | undefined;

function verifyBcrypt(hash: string, plain: string): Promise<boolean> {
  if (!legacy) {
    const worker = new Worker(path.join(__dirname, 'bcrypt-worker.cjs'));
    worker.unref();
    const state = { worker, waiting: new Map<number, (ok: boolean) => void>(), next: 0 };
    worker.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
      state.waiting.get(id)?.(ok);
      state.waiting.delete(id);
    });
    // a worker that died answers "no" to whatever it still had, and the next check makes a new one
    const fail = () => {
      for (const resolve of state.waiting.values()) resolve(false);
      state.waiting.clear();
      if (legacy === state) legacy = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    legacy = state;
  }
  const state = legacy;
  return new Promise((resolve) => {
    const id = state.next++;
    state.waiting.set(id, resolve);
    state.worker.postMessage({ id, plain, hash });
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies; for an unknown user pass null, so the timing does not reveal that the user is unknown
 * (the same scrypt work runs against a dummy hash).
 */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, plain);
    return false;
  }
  if (isBcrypt(hash)) return verifyBcrypt(hash, plain);
  const parsed = parseScrypt(hash);
  if (!parsed) return false;
  const key = await scrypt(plain, parsed.salt, parsed.params).catch(() => null);
  return key !== null && key.length === parsed.key.length && crypto.timingSafeEqual(key, parsed.key);
}

import bcrypt from 'bcryptjs';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from '@/lib/server/auth/passwords';

describe('passwords (scrypt on the thread pool, bcrypt still read)', () => {
  it('hash and verify; a wrong password, a tampered or malformed hash are refused', async () => {
    const hash = await hashPassword('Demo#2026');
    expect(hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(hash, 'Demo#2026')).toBe(true);
    expect(await verifyPassword(hash, 'demo#2026')).toBe(false);
    // the key's first character (its last one carries 2 unused bits: changing those changes no byte)
    const tampered = hash.replace(/\$([A-Za-z0-9+/])([A-Za-z0-9+/]{42})$/, (_, c: string, rest: string) => `$${c === 'A' ? 'B' : 'A'}${rest}`);
    expect(tampered).not.toBe(hash);
    expect(await verifyPassword(tampered, 'Demo#2026')).toBe(false);
    expect(await verifyPassword('$scrypt$ln=40,r=8,p=5$AAAA$AAAA', 'x')).toBe(false); // absurd work refused
    expect(await verifyPassword('garbage', 'x')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await hashPassword('Demo#2026')).not.toBe(hash); // salted
  });

  it('the hash is computed off the event loop: timers keep firing while twenty hash at once', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => hashPassword('Demo#2026')));
    clearInterval(timer);
    const elapsed = Date.now() - started;
    // a hash on the event loop would starve the timer for the whole batch
    expect(ticks).toBeGreaterThan(Math.max(3, elapsed / 5 / 10));
  });

  it('older bcrypt hashes verify and ask to be replaced; today\'s do not', async () => {
    const legacy = await bcrypt.hash('Demo#2026', 4);
    expect(await verifyPassword(legacy, 'Demo#2026')).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(`$scrypt$ln=${SCRYPT_PARAMS.ln - 1},r=8,p=5$AAAA$AAAA`)).toBe(true);
  });

  it('bcrypt hashes are checked off the event loop too (a worker thread)', async () => {
    const legacy = await bcrypt.hash('Demo#2026', 10);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(legacy, i === 0 ? 'Demo#2026' : 'wrong')));
    clearInterval(timer);
    expect(results).toEqual([true, false, false, false, false, false]);
    expect(ticks).toBeGreaterThan(Math.max(3, (Date.now() - started) / 5 / 10));
  });
});

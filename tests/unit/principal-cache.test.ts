import { PrincipalCache, type InvalidationBus } from '@/lib/server/auth/principal-cache';
import type { Principal } from '@/lib/server/auth/principal';

const principal = (userCode: string, status = 'AKTIF'): Principal => ({
  userCode,
  fullName: userCode.toUpperCase(),
  userGroup: 'Counter',
  roleId: 2,
  status,
  permissions: [],
  tokenVersion: 0,
  active: status === 'AKTIF',
  branches: null,
});

function loader() {
  const db = new Map<string, Principal>([['counter', principal('counter')]]);
  const calls: string[] = [];
  return { db, calls, load: async (code: string) => (calls.push(code), db.get(code) ?? null) };
}

/** An in-memory bus joining several caches, like Redis pub/sub joins instances. */
function memoryBus(): () => InvalidationBus {
  const handlers: ((code: string | null) => void)[] = [];
  return () => ({
    publish: (code) => handlers.forEach((h) => h(code)),
    subscribe: (h) => void handlers.push(h),
  });
}

describe('PrincipalCache', () => {
  it('loads once, then answers from memory until the TTL runs out', async () => {
    vi.useFakeTimers();
    try {
      const l = loader();
      const cache = new PrincipalCache(l.load, 1000);
      expect((await cache.get('counter'))?.status).toBe('AKTIF');
      await cache.get('counter');
      expect(l.calls).toEqual(['counter']);
      vi.advanceTimersByTime(1001);
      await cache.get('counter');
      expect(l.calls).toEqual(['counter', 'counter']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('caches an unknown user as null too, and forgets a user on invalidate', async () => {
    const l = loader();
    const cache = new PrincipalCache(l.load);
    expect(await cache.get('ghost')).toBeNull();
    await cache.get('counter');
    l.db.set('counter', principal('counter', 'TIDAK AKTIF'));
    expect((await cache.get('counter'))?.status).toBe('AKTIF');
    cache.invalidate('counter');
    expect((await cache.get('counter'))?.status).toBe('TIDAK AKTIF');
    expect(l.calls).toEqual(['ghost', 'counter', 'counter']);
  });

  it('invalidate(null) forgets everyone', async () => {
    const l = loader();
    l.db.set('admin', principal('admin'));
    const cache = new PrincipalCache(l.load);
    await cache.get('counter');
    await cache.get('admin');
    cache.invalidate(null);
    await cache.get('counter');
    await cache.get('admin');
    expect(l.calls).toEqual(['counter', 'admin', 'counter', 'admin']);
  });

  it('a load that started before an invalidation does not store its stale answer', async () => {
    const l = loader();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowLoad = async (code: string) => {
      const answer = await l.load(code); // read the old row…
      await gate; // …while the change commits and invalidates
      return answer;
    };
    const cache = new PrincipalCache(slowLoad);
    const inFlight = cache.get('counter');
    l.db.set('counter', principal('counter', 'TIDAK AKTIF'));
    cache.invalidate('counter');
    release();
    expect((await inFlight)?.status).toBe('AKTIF');
    // The stale answer was not kept: the next call reads again.
    expect((await cache.get('counter'))?.status).toBe('TIDAK AKTIF');
  });

  it('an invalidation on one instance reaches the others through the bus', async () => {
    const join = memoryBus();
    const l = loader();
    const a = new PrincipalCache(l.load, 60_000, join());
    const b = new PrincipalCache(l.load, 60_000, join());
    await a.get('counter');
    await b.get('counter');
    l.db.set('counter', principal('counter', 'TIDAK AKTIF'));
    a.invalidate('counter');
    expect((await b.get('counter'))?.status).toBe('TIDAK AKTIF');
  });
});

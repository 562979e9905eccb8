import { ReferenceCache } from '@/lib/server/cache/reference-cache';
import type { InvalidationBus } from '@/lib/server/auth/principal-cache';

/** Two instances' buses joined in memory, as Redis pub/sub joins them. */
function linkedBuses(): [InvalidationBus, InvalidationBus] {
  const handlers: [((m: string | null) => void)[], ((m: string | null) => void)[]] = [[], []];
  const bus = (mine: number): InvalidationBus => ({
    publish: (m) => handlers[1 - mine].forEach((h) => h(m)),
    subscribe: (h) => void handlers[mine].push(h),
  });
  return [bus(0), bus(1)];
}

describe('ReferenceCache', () => {
  it('loads once, and again only after a resource it was read from changed', async () => {
    const refs = new ReferenceCache();
    let loads = 0;
    const read = () => refs.get('services', ['service', 'moda'], async () => ++loads);
    expect([await read(), await read()]).toEqual([1, 1]);
    refs.changed(['price']);
    expect(await read()).toBe(1);
    refs.changed(['moda']);
    expect(await read()).toBe(2);
  });

  it('a load that a change overtook is answered but not kept', async () => {
    const refs = new ReferenceCache();
    let release!: () => void;
    const slow = refs.get('holidays', ['holiday'], () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    refs.changed(['holiday']);
    release();
    expect(await slow).toBe('old');
    expect(await refs.get('holidays', ['holiday'], async () => 'new')).toBe('new');
  });

  it('entries expire after the TTL; drop forgets one', async () => {
    vi.useFakeTimers();
    try {
      const refs = new ReferenceCache(1_000);
      let n = 0;
      const read = () => refs.get('k', ['x'], async () => ++n);
      await read();
      vi.advanceTimersByTime(999);
      expect(await read()).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await read()).toBe(2);
      refs.drop('k');
      expect(await read()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change on one instance reaches the other through the bus; unwatched resources are not published', async () => {
    const [busA, busB] = linkedBuses();
    const published: (string | null)[] = [];
    const a = new ReferenceCache(undefined, { publish: (m) => (published.push(m), busA.publish(m)), subscribe: busA.subscribe });
    const b = new ReferenceCache(undefined, busB);
    let loads = 0;
    await b.get('offices', ['office', 'branch'], async () => ++loads);
    await a.get('prices:1:2', ['price'], async () => 0);
    a.changed(['shipment']);
    expect(published).toEqual([]);
    a.changed(['price', 'shipment']);
    expect(published).toEqual(['price']);
    expect(await b.get('offices', ['office', 'branch'], async () => ++loads)).toBe(1);
    a.changed(['price']);
    // b never read prices, but a publishes what a watches: b drops whatever depends on it (nothing)
    await a.get('offices', ['office'], async () => 0);
    a.changed(['office']);
    expect(await b.get('offices', ['office', 'branch'], async () => ++loads)).toBe(2);
  });
});

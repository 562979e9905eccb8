import type { InvalidationBus } from '../auth/principal-cache';

/**
 * Master data that every save reads and staff rarely change — offices, services, cost cases, holidays,
 * pricing settings, a route's price rows, reference labels — kept in memory so a counter save costs its
 * writes, not a dozen look-ups. Each entry names the resources it was read from; every committed change
 * of a resource (runAction tells us, after commit and after a failed attempt alike) drops the entries
 * that depend on it, here and, through the bus, on the other instances. The TTL only bounds what a
 * missed message (or a change made outside the API, e.g. a script) could cost.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, { value: unknown; expires: number; deps: readonly string[] }>();
  /** The resources some entry was ever read from: a change of any other one costs nothing. */
  private readonly watched = new Set<string>();
  /** Bumped by every invalidation: a load that started before one must not store its (maybe stale) result. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly bus?: InvalidationBus,
    private readonly maxEntries = 20_000,
  ) {
    bus?.subscribe((message) => {
      if (message) this.forget(message.split(','));
    });
  }

  /**
   * The cached value, or `load()`'s, kept when nothing it depends on changed meanwhile. `load` reads
   * through the caller's executor (inside a transaction on PGlite, the pool would wait for that very
   * transaction).
   */
  async get<T>(key: string, deps: readonly string[], load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    for (const d of deps) this.watched.add(d);
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expires: now + this.ttlMs, deps });
    }
    return value;
  }

  /** Forgets one entry here (it proved out of date, e.g. an AWB range ran out). */
  drop(key: string): void {
    this.entries.delete(key);
  }

  /** These resources changed (or a write to them was attempted): forget what was read from them, everywhere. */
  changed(resources: Iterable<string>): void {
    const hit = [...new Set(resources)].filter((r) => this.watched.has(r));
    if (!hit.length) return;
    this.forget(hit);
    this.bus?.publish(hit.join(','));
  }

  private forget(resources: readonly string[]) {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.deps.some((d) => resources.includes(d))) this.entries.delete(key);
  }
}

import { Coalescer } from '@/lib/server/dashboards/coalesce';

/** A computation that finishes when told to, numbered in the order they started. */
function gate() {
  const runs: { n: number; finish: (v?: string) => void; fail: (e: Error) => void }[] = [];
  const compute = () =>
    new Promise<string>((resolve, reject) => {
      const n = runs.length + 1;
      runs.push({ n, finish: (v) => resolve(v ?? `run ${n}`), fail: reject });
    });
  return { runs, compute };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Coalescer: one run at a time per question, never an answer older than the request', () => {
  it('callers during a run wait for the next run, which starts when it ends: fifty callers, two runs', async () => {
    const c = new Coalescer();
    const g = gate();
    const first = c.run('eid|*', g.compute);
    const during = Array.from({ length: 49 }, () => c.run('eid|*', g.compute));
    expect(g.runs).toHaveLength(1); // nobody joined the run that began before them
    g.runs[0].finish();
    expect(await first).toBe('run 1');
    await tick();
    expect(g.runs).toHaveLength(2);
    g.runs[1].finish();
    expect(new Set(await Promise.all(during))).toEqual(new Set(['run 2']));
    await tick();
    expect(c.busy).toBe(0);
  });

  it('different questions run side by side', async () => {
    const c = new Coalescer();
    const g = gate();
    const a = c.run('eis|a', g.compute);
    const b = c.run('eis|b', g.compute);
    expect(g.runs).toHaveLength(2);
    g.runs[0].finish('a');
    g.runs[1].finish('b');
    expect([await a, await b]).toEqual(['a', 'b']);
  });

  it('a failed run fails its own callers only; those waiting get the next run', async () => {
    const c = new Coalescer();
    const g = gate();
    const first = c.run('k', g.compute);
    const waiting = c.run('k', g.compute);
    g.runs[0].fail(new Error('statement timeout'));
    await expect(first).rejects.toThrow('statement timeout');
    await tick();
    g.runs[1].finish('ok');
    expect(await waiting).toBe('ok');
    await tick();
    expect(c.busy).toBe(0);
  });

  it('a computation that throws at once is a rejected answer, not a stuck question', async () => {
    const c = new Coalescer();
    await expect(
      c.run('k', () => {
        throw new Error('bad');
      }),
    ).rejects.toThrow('bad');
    await tick();
    expect(c.busy).toBe(0);
    expect(await c.run('k', async () => 'again')).toBe('again');
  });
});

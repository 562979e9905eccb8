/**
 * sign-in-load: what twenty people signing in at once cost everybody else. An authenticated
 * `GET /api/datamaster/get/user/{id}` (1 connection) is measured three times on our real API:
 *   1. alone — the baseline;
 *   2. while bursts of 20 sign-ins at once run one after the other, sent from a worker thread (POST
 *      /api/auth/login, the right password: scrypt verify on libuv's thread pool, and the sign-in's
 *      own queries, which on PGlite run on the event loop);
 *   3. while bursts of 20 bcryptjs verifications (cost 12, pure JavaScript on the event loop) run in the
 *      same process — the hashing the app did before, the "raw" comparison of the same run.
 * The check: the GET's p99 during the sign-ins against its p99 during the bcryptjs verifies.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { measure, type LoadResult } from '../lib/load';
import { signIn, startOurApi } from '../lib/ours';
import type { RunningServer } from '../lib/servers';
import type { BenchEnv, Check, Measurement, Scenario } from '../lib/types';
import { USER_GET_ROUTE } from '../lib/user-profile';

const NAME = 'sign-in-load';
const SIGN_INS = 20;
/**
 * The check, against the raw comparison of the same run: the GET's p99 during the sign-ins at most this
 * fraction of its p99 during as many bcryptjs verifies on the event loop (what the app did before). Its
 * p99 against the GET alone is printed too: on two cores the hashes (libuv's threads) and the event loop
 * share the CPU, and on PGlite the sign-ins' own queries run on the event loop, so a GET waits for a
 * time slice and a place in the database's queue — tens of ms — never for the hashes (seconds before).
 */
const TARGET = 0.1;

/**
 * Bursts of `n` at once — the start of a shift, everyone signing in — one after the other (the next
 * starts when the last of the previous one has finished), until stopped.
 */
function bursts(n: number, task: () => Promise<boolean>) {
  let running = true;
  let done = 0;
  let failed = 0;
  let rounds = 0;
  const loop = (async () => {
    while (running) {
      const results = await Promise.all(Array.from({ length: n }, () => task().catch(() => false)));
      rounds += 1;
      done += results.length;
      failed += results.filter((ok) => !ok).length;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { done, failed, rounds };
    },
  };
}

const toMeasurement = (server: string, r: LoadResult, baseline?: LoadResult): Measurement => ({
  server,
  connections: 1,
  rps: r.rps,
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  requests: r.requests,
  busyUsPerRequest: r.busyUsPerRequest,
  failures: r.failures,
  // for this scenario: p99 over the baseline's p99 (a time ratio: lower is better)
  ratio: baseline ? r.p99Ms / Math.max(baseline.p99Ms, 0.01) : 1,
});

const scenario: Scenario = {
  name: NAME,
  description: `GET p99 alone vs while ${SIGN_INS} sign-ins run (scrypt on the thread pool) vs ${SIGN_INS} bcryptjs verifies on the event loop`,

  async run(env: BenchEnv) {
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const token = await signIn(server.url, 'admin', DEMO_PASSWORD);
      const url = `${server.url}${USER_GET_ROUTE}counter`;
      const headers = { authorization: `Bearer ${token}` };
      const run = (label: string) => {
        env.log(`${NAME}: GET ${label}, ${env.warmupSec}s warm-up + ${env.durationSec}s`);
        return measure({ url, headers, connections: 1, warmupSec: env.warmupSec, durationSec: env.durationSec });
      };

      const alone = await run('alone');

      // The sign-ins come from a worker thread, like the measured GETs: only the server's own work
      // is on this event loop.
      const signIns = new Worker(path.join(__dirname, '..', 'lib', 'burst-worker.mjs'), {
        workerData: { url: `${server.url}/api/auth/login`, body: JSON.stringify({ user_code: 'finance', password: DEMO_PASSWORD }), n: SIGN_INS },
      });
      const during = await run(`during ${SIGN_INS} sign-ins`);
      signIns.postMessage('stop');
      const signInStats = await new Promise<{ done: number; failed: number; rounds: number }>((resolve) => signIns.once('message', resolve));
      await signIns.terminate();

      const legacyHash = await bcrypt.hash(DEMO_PASSWORD, 12);
      const bcryptLoops = bursts(SIGN_INS, () => bcrypt.compare(DEMO_PASSWORD, legacyHash));
      const duringBcrypt = await run(`during ${SIGN_INS} bcryptjs verifies`);
      const bcryptStats = await bcryptLoops.stop();

      const measurements = [
        toMeasurement('GET alone', alone),
        toMeasurement(`GET during ${SIGN_INS} sign-ins (scrypt)`, during, alone),
        toMeasurement(`GET during ${SIGN_INS} bcryptjs verifies (before)`, duringBcrypt, alone),
      ];
      // no GET answered at all during the bcryptjs bursts counts as the whole measured window
      const before = duringBcrypt.requests ? duringBcrypt.p99Ms : env.durationSec * 1000;
      const ratio = during.p99Ms / before;
      const invalid = signInStats.failed ? `${signInStats.failed} of ${signInStats.done} sign-ins failed` : during.failures ? `${during.failures} GETs failed` : undefined;
      const checks: Check[] = [
        { name: `${NAME} p99 during sign-ins / during bcryptjs`, connections: 1, ratio, target: TARGET, direction: '<=', pass: !invalid && ratio <= TARGET, invalid },
      ];
      return {
        title: `${NAME}: GET ${USER_GET_ROUTE}counter (1 connection) alone and while others sign in; ratio = p99 / p99 alone`,
        measurements,
        checks,
        notes: [
          `${signInStats.done} sign-ins in ${signInStats.rounds} bursts of ${SIGN_INS} during the measurement (${signInStats.failed} failed); ${bcryptStats.done} bcryptjs verifies in ${bcryptStats.rounds} bursts`,
          `ratio column: p99 / p99 alone; target: p99 during ${SIGN_INS} sign-ins <= ${TARGET}x p99 during ${SIGN_INS} bcryptjs verifies`,
        ],
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;

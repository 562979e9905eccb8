import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { baseUrl, ROOT, serverEnv, TEST_DATA } from './env';

export interface PeerServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second instance of the app on the postgres project's database (not reset) with REDIS_URL, through
 * the same wrapper as the configured web servers.
 */
export async function startPeerServer(port: number, timeoutMs = 150_000): Promise<PeerServer> {
  const env = serverEnv({ engine: 'postgres', port, reset: false, redis: true, dataDir: path.join(TEST_DATA, 'e2e-postgres-peer') });
  const child: ChildProcess = spawn('node', ['e2e/support/start-server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true, // its own process group: stop() ends npx, tsx and the server together
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => (dead = true));

  const stop = async () => {
    if (dead || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };

  const url = baseUrl(port);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dead) throw new Error(`The peer server on port ${port} exited during start-up:\n${stderr}`);
    try {
      const res = await fetch(`${url}/auth/login`);
      if (res.ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The peer server on port ${port} did not start within ${timeoutMs} ms:\n${stderr}`);
}

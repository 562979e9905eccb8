import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { JsonResponse } from './http-client';

/*
 * A JSON client on a worker thread, for the scenarios whose answers are large (a thousand-line
 * document): the body is parsed there, as a client would parse it, and only the fields the scenario
 * reads come back — so the client's own parsing is not counted against the server under test, which
 * runs on this thread (the raw baselines have no client at all). One request at a time.
 */
export interface JsonClient {
  request<T extends Record<string, unknown>>(method: string, url: string, headers: Record<string, string>, body: string | undefined, pick: readonly (keyof T & string)[]): Promise<JsonResponse<{ data?: T; message?: string }>>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  status?: number;
  body?: { data?: Record<string, unknown>; message?: string };
  error?: string;
}

export function jsonClient(): JsonClient {
  const worker = new Worker(path.join(__dirname, 'json-client-worker.mjs'));
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (err: Error) => void }>();
  let next = 0;
  worker.on('message', (reply: Reply) => {
    const w = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!w) return;
    if (reply.error) w.reject(new Error(`json client: ${reply.error}`));
    else w.resolve(reply);
  });
  worker.on('error', (err) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  });
  return {
    async request(method, url, headers, body, pick) {
      const id = next++;
      const reply = await new Promise<Reply>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, method, url, headers, body, pick });
      });
      return { status: reply.status ?? 0, body: (reply.body ?? {}) as never };
    },
    async close() {
      await worker.terminate();
    },
  };
}

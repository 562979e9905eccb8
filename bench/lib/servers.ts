import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const HOST = '127.0.0.1';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A Fastify app on a free port of 127.0.0.1 (port 0: the kernel picks one that is free). */
export async function listenFastify(app: FastifyInstance): Promise<RunningServer> {
  await app.listen({ host: HOST, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://${HOST}:${port}`, close: () => app.close() };
}

export type BareHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** A plain node:http server on a free port; a handler that throws answers 500. */
export async function listenBare(handler: BareHandler): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: err instanceof Error ? err.message : 'error' }));
    });
  });
  server.keepAliveTimeout = 72_000; // as Fastify's default, so both keep the benchmark's connections
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON body the way a minimal hand-written server would. */
export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

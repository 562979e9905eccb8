import http from 'node:http';

/*
 * A lean HTTP/1.1 client for the one-request-at-a-time scenarios: node:http on a kept-alive socket.
 * fetch() costs about a millisecond more per request here (WHATWG streams around undici) — client
 * time that would be counted against our server while the raw baselines have no client at all.
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface JsonResponse<T> {
  status: number;
  body: T;
}

export function requestJson<T>(method: string, url: string, headers: Record<string, string>, body?: string): Promise<JsonResponse<T>> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
        } catch (err) {
          reject(err);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// The JSON client of bench/lib/json-client.ts: one request at a time on a kept-alive socket, the
// answer parsed here and only the fields asked for posted back.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

parentPort.on('message', ({ id, method, url, headers, body, pick }) => {
  const finish = (reply) => parentPort.postMessage({ id, ...reply });
  const req = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      try {
        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const data = parsed && typeof parsed.data === 'object' && parsed.data !== null ? Object.fromEntries(pick.map((key) => [key, parsed.data[key]])) : undefined;
        finish({ status: res.statusCode ?? 0, body: { message: parsed?.message, data } });
      } catch (err) {
        finish({ error: String(err) });
      }
    });
    res.on('error', (err) => finish({ error: String(err) }));
  });
  req.on('error', (err) => finish({ error: String(err) }));
  req.end(body);
});

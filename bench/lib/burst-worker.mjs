// Sends bursts of `n` identical POSTs at once, one burst after the other, until told to stop; runs on a
// worker thread so that the client's own work does not land on the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';

const { url, body, n } = workerData;
let running = true;
let done = 0;
let failed = 0;
let rounds = 0;
let address = 0;

parentPort.on('message', (msg) => {
  if (msg === 'stop') running = false;
});

async function one() {
  address += 1;
  // each request from its own address: the per-address limits are not what is measured
  const forwarded = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded }, body });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

while (running) {
  const results = await Promise.all(Array.from({ length: n }, one));
  rounds += 1;
  done += results.length;
  failed += results.filter((ok) => !ok).length;
}
parentPort.postMessage({ done, failed, rounds });

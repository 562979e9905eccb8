'use strict';
/*
 * Verifies passwords against bcrypt hashes made before the switch to scrypt, on a worker thread:
 * bcryptjs is pure JavaScript (~0.25 s a hash), which on the server's event loop held every other
 * request. Plain JavaScript, so that it runs unchanged under tsx, vitest and node.
 * In: { id, plain, hash }   Out: { id, ok }
 */
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcryptjs');

parentPort.on('message', ({ id, plain, hash }) => {
  let ok = false;
  try {
    ok = bcrypt.compareSync(plain, hash);
  } catch {
    ok = false;
  }
  parentPort.postMessage({ id, ok });
});

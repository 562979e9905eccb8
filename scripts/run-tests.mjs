#!/usr/bin/env node
// `npm test`: every test — vitest (unit + integration on PGlite, and on PostgreSQL when DATABASE_URL
// is set), then a production build and Playwright in the system Chromium — and one closing line
// `N passed, M failed` summed from both runners' JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-data', 'reports');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(label, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return res.status ?? 1;
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

let passed = 0;
let failed = 0;
let runnerProblem = false;

// Lint first: the architecture rule (client code never imports server code) is an ESLint rule.
if (run('lint', 'npx', ['eslint', '.']) !== 0) runnerProblem = true;

const vitestJson = path.join(out, 'vitest.json');
const vitestCode = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  if (vitestCode !== 0 && !v.numFailedTests) runnerProblem = true; // e.g. a suite that failed to load
} else {
  runnerProblem = true;
}

const skipE2e = process.env.SKIP_E2E === '1';
if (!skipE2e) {
  const buildCode = run('build', 'npx', ['next', 'build']);
  if (buildCode !== 0) {
    runnerProblem = true;
  } else {
    const pwJson = path.join(out, 'playwright.json');
    const pwCode = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    });
    const p = readJson(pwJson);
    if (p?.stats) {
      passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
      failed += p.stats.unexpected ?? 0;
      if (pwCode !== 0 && !p.stats.unexpected) runnerProblem = true;
    } else {
      runnerProblem = true;
    }
  }
}

const unhandled = path.join(out, 'unhandled-errors.txt');
if (fs.existsSync(unhandled)) {
  console.error('\nUnhandled errors during the vitest run:\n' + fs.readFileSync(unhandled, 'utf8'));
}
if (runnerProblem) console.error('\nA test runner or the build failed before reporting every test (see above).');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runnerProblem ? 1 : 0);

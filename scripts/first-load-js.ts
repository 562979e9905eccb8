// npx tsx scripts/first-load-js.ts [--strict] [--all] [--project DIR] [route-prefix …]: the first-load JS (gzip) of the
// report screens and the dashboards — or of the routes starting with the prefixes given, or of every
// route with --all — read from the last `next build` (it never builds: run `npm run build` first).
//
// A page's first-load set is what the browser fetches before the page runs: Next 16's own list per route
// (.next/diagnostics/route-bundle-stats.json, firstLoadChunkPaths) when the build wrote it, else the
// pages' manifest (.next/build-manifest.json: the chunks of `/_app` — framework, main, runtime, _app —
// plus the page's own; polyfills are left out, as modern browsers never load them) and, for App Router
// routes, .next/app-build-manifest.json (rootMainFiles plus the route's entry). Each chunk file is gzipped
// (level 9) and summed once per page. Budget: 300 KB gzip per screen (bench/lib/bundle.ts); a line per
// route, the shell every route shares, and a FAIL line per route over it. Exit code 0 unless --strict
// and a route is over budget (2 when there is no usable build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_LOAD_BUDGET_KB } from '../bench/lib/bundle';

/** The project whose .next/ is read (--project DIR: another checkout's build). */
const projectAt = process.argv.indexOf('--project');
const PROJECT_DIR = path.resolve(projectAt >= 0 ? String(process.argv[projectAt + 1]) : path.join(__dirname, '..'));
const NEXT_DIR = path.join(PROJECT_DIR, '.next');
/** The screens this script is for when no prefix is given: every report screen and every dashboard. */
const DEFAULT_PREFIXES = ['/app/report/', '/dashboard/'];

interface RouteChunks {
  route: string;
  /** Paths relative to the project folder. */
  chunks: string[];
}

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);
/** A manifest's chunk path (relative to .next, or to the project in the diagnostics file) → relative to the project. */
const fromProject = (p: string) => (p.startsWith('.next/') || p.startsWith('.next\\') ? p : path.join('.next', p));
const isJs = (p: string) => /\.m?js$/.test(p);

/** Next 16's own first-load list per route. */
function fromDiagnostics(): RouteChunks[] | null {
  const rows = readJson<{ route: string; firstLoadChunkPaths: string[] }[]>(path.join(NEXT_DIR, 'diagnostics', 'route-bundle-stats.json'));
  if (!Array.isArray(rows) || !rows.length) return null;
  return rows.map((r) => ({ route: r.route, chunks: [...new Set(r.firstLoadChunkPaths.filter(isJs).map(fromProject))] }));
}

/** The pages' manifest (and the App Router's, when there is one). */
function fromManifests(): RouteChunks[] | null {
  const pages = readJson<{ pages?: Record<string, string[]>; rootMainFiles?: string[] }>(path.join(NEXT_DIR, 'build-manifest.json'));
  const app = readJson<{ pages?: Record<string, string[]> }>(path.join(NEXT_DIR, 'app-build-manifest.json'));
  if (!pages?.pages && !app?.pages) return null;
  const out: RouteChunks[] = [];
  const shell = pages?.pages?.['/_app'] ?? [];
  for (const [route, files] of Object.entries(pages?.pages ?? {})) {
    if (route === '/_app' || route === '/_error' || route === '/_document') continue;
    out.push({ route, chunks: [...new Set([...shell, ...files].filter(isJs).map(fromProject))] });
  }
  for (const [entry, files] of Object.entries(app?.pages ?? {})) {
    if (!entry.endsWith('/page')) continue;
    // "/dashboard/(group)/eis/page" → "/dashboard/eis"
    const route = entry.replace(/\/page$/, '').replace(/\/\([^)]*\)/g, '') || '/';
    out.push({ route, chunks: [...new Set([...(pages?.rootMainFiles ?? []), ...files].filter(isJs).map(fromProject))] });
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): number {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const all = args.includes('--all');
  const prefixes = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--project');
  const wanted = all ? null : prefixes.length ? prefixes : DEFAULT_PREFIXES;

  const diagnostics = fromDiagnostics();
  const routes = diagnostics ?? fromManifests();
  const source = diagnostics ? '.next/diagnostics/route-bundle-stats.json' : '.next/build-manifest.json (+ app-build-manifest.json)';
  if (!routes) {
    console.log(`first-load JS: no build in ${path.relative(PROJECT_DIR, NEXT_DIR) || '.next'}/ (run \`npm run build\` first)`);
    return 2;
  }
  const missing = [...new Set(routes.flatMap((r) => r.chunks))].filter((c) => !fs.existsSync(path.join(PROJECT_DIR, c)));
  if (missing.length) {
    console.log(`first-load JS: ${missing.length} chunk files named by ${source} are gone (a dev run or a clean since the build?): run \`npm run build\` again`);
    return 2;
  }
  const sizes = new Map<string, number>();
  const gz = (rel: string) => {
    let n = sizes.get(rel);
    if (n === undefined) {
      n = zlib.gzipSync(fs.readFileSync(path.join(PROJECT_DIR, rel)), { level: 9 }).length;
      sizes.set(rel, n);
    }
    return n;
  };
  const raw = (rel: string) => fs.statSync(path.join(PROJECT_DIR, rel)).size;
  const shell = routes.map((r) => r.chunks).reduce((common, files) => common.filter((f) => files.includes(f)));
  const shellGz = shell.reduce((a, f) => a + gz(f), 0);
  const chosen = routes.filter((r) => !wanted || wanted.some((p) => r.route === p.replace(/\/$/, '') || r.route.startsWith(p))).sort((a, b) => a.route.localeCompare(b.route));

  const built = fs.statSync(path.join(NEXT_DIR, diagnostics ? 'diagnostics/route-bundle-stats.json' : 'build-manifest.json')).mtime.toISOString();
  console.log(`first-load JS (gzip level 9) from ${source}, built ${built}; budget ${FIRST_LOAD_BUDGET_KB} KB per screen`);
  console.log(`shell (chunks every one of the ${routes.length} routes loads): ${kb(shellGz)} in ${shell.length} chunks`);
  if (!chosen.length) {
    console.log(`no route of this build starts with ${(wanted ?? []).join(' or ')} (pages newer than the build? run \`npm run build\`)`);
    return strict ? 1 : 0;
  }
  const width = Math.max(...chosen.map((r) => r.route.length), 10);
  console.log(`  ${'route'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}  ${'beyond shell'.padStart(12)}  chunks`);
  const over: string[] = [];
  for (const r of chosen) {
    const g = r.chunks.reduce((a, f) => a + gz(f), 0);
    const b = r.chunks.reduce((a, f) => a + raw(f), 0);
    const verdict = g / 1024 <= FIRST_LOAD_BUDGET_KB ? '' : '  OVER BUDGET';
    if (verdict) over.push(r.route);
    console.log(`  ${r.route.padEnd(width)}  ${kb(g).padStart(9)}  ${kb(b).padStart(9)}  ${kb(g - shellGz).padStart(12)}  ${String(r.chunks.length).padStart(6)}${verdict}`);
  }
  for (const r of chosen) {
    const g = r.chunks.reduce((a, f) => a + gz(f), 0) / 1024;
    console.log(`bench: first-load ${r.route} ${g.toFixed(1)} KB (target <= ${FIRST_LOAD_BUDGET_KB} KB) ${g <= FIRST_LOAD_BUDGET_KB ? 'PASS' : 'FAIL'} (gzip, last build)`);
  }
  return strict && over.length ? 1 : 0;
}

process.exit(main());

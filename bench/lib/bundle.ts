import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Check } from './types';

/**
 * One row of `.next/diagnostics/route-bundle-stats.json`, which `next build` (16) writes instead of
 * printing page sizes: sorted by size, largest first; chunk paths are relative to the project folder.
 */
interface RouteBundleStat {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The screens whose first load is held to a budget: the POS entry (the counter's busiest screen), the
 * generic document list and detail screens, and a generic resource screen.
 */
export const BUDGET_ROUTES = ['/operational/pos/cash/entry', '/operational/pickup/list', '/operational/pos/cash/booking', '/misc/settings/moda'];
/** Every route under these is held to the budget too: each report screen and each dashboard in the build. */
export const BUDGET_PREFIXES = ['/app/report/', '/dashboard/'];
/** First-load JS (gzip) each of them may weigh, in KB (1,024 bytes). */
export const FIRST_LOAD_BUDGET_KB = 300;

export interface FirstLoadReport {
  /** Lines to print. */
  lines: string[];
  /** `first-load <route> ≤ 300 KB`, one per budgeted route found in the build; none without a usable build. */
  checks: Check[];
}

/**
 * First-load JS (gzip) of the shell — the chunks every page loads (framework, _app and what it
 * imports) — and of each route, with the budget checks of BUDGET_ROUTES. Never throws.
 */
export function firstLoadReport(projectDir: string): FirstLoadReport {
  const statsFile = path.join(projectDir, '.next', 'diagnostics', 'route-bundle-stats.json');
  const skipped = `first-load checks (${BUDGET_ROUTES.join(', ')}, ${BUDGET_PREFIXES.map((p) => `${p}*`).join(', ')} ≤ ${FIRST_LOAD_BUDGET_KB} KB) skipped`;
  const only = (...lines: string[]): FirstLoadReport => ({ lines, checks: [] });
  if (!fs.existsSync(statsFile)) return only(`first-load JS: no build found (run \`npm run build\` first to see it); ${skipped}`);
  try {
    const rows = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteBundleStat[];
    if (!Array.isArray(rows) || !rows.length) return only(`first-load JS: route-bundle-stats.json lists no routes; ${skipped}`);
    const missing = [...new Set(rows.flatMap((r) => r.firstLoadChunkPaths))].filter(
      (rel) => !fs.existsSync(path.join(projectDir, rel)),
    );
    if (missing.length) {
      // The stats outlived their chunks (a later dev run or a clean): only the raw sizes are known.
      return only(
        `first-load JS: build output incomplete (${missing.length} chunk files of route-bundle-stats.json are gone; run \`npm run build\` again); ${skipped}; raw sizes:`,
        ...rows.map((r) => `  ${r.route.padEnd(28)} ${kb(r.firstLoadUncompressedJsBytes).padStart(9)} raw`),
      );
    }
    const sizes = new Map<string, number>();
    const sizeOf = (rel: string) => {
      let size = sizes.get(rel);
      if (size === undefined) {
        size = gzipSize(path.join(projectDir, rel));
        sizes.set(rel, size);
      }
      return size;
    };
    const sum = (files: string[]) => files.reduce((total, f) => total + sizeOf(f), 0);
    const shell = rows
      .map((r) => r.firstLoadChunkPaths)
      .reduce((common, files) => common.filter((f) => files.includes(f)));
    const lines = [`first-load JS (gzip): shell ${kb(sum(shell))} (${shell.length} chunks shared by all ${rows.length} routes)`];
    for (const row of rows) {
      lines.push(`  ${row.route.padEnd(28)} ${kb(sum(row.firstLoadChunkPaths)).padStart(9)} gzip   ${kb(row.firstLoadUncompressedJsBytes).padStart(9)} raw`);
    }
    const built = fs.statSync(statsFile).mtime.toISOString();
    lines.push(`  (from ${path.relative(projectDir, statsFile)}, built ${built})`);

    const checks: Check[] = [];
    lines.push(`first-load JS (gzip) of the budgeted screens (≤ ${FIRST_LOAD_BUDGET_KB} KB each):`);
    const prefixed = rows.map((r) => r.route).filter((route) => BUDGET_PREFIXES.some((p) => route.startsWith(p))).sort();
    if (!prefixed.length) lines.push(`  (no route under ${BUDGET_PREFIXES.join(' or ')} in this build: report screens and dashboards unchecked)`);
    for (const route of [...BUDGET_ROUTES, ...prefixed]) {
      const row = rows.find((r) => r.route === route);
      if (!row) {
        lines.push(`  ${route.padEnd(30)} not in this build (a page newer than the build?): no check; run \`npm run build\` to see it`);
        continue;
      }
      const size = sum(row.firstLoadChunkPaths) / 1024;
      lines.push(`  ${route.padEnd(30)} ${kb(size * 1024).padStart(9)} gzip   (${kb(size * 1024 - sum(shell))} beyond the shell)`);
      checks.push({ name: `first-load ${route}`, connections: 0, ratio: size, target: FIRST_LOAD_BUDGET_KB, direction: '<=', unit: 'KB', pass: size <= FIRST_LOAD_BUDGET_KB });
    }
    return { lines, checks };
  } catch (err) {
    return only(`first-load JS: could not read ${statsFile}: ${err instanceof Error ? err.message : String(err)}; ${skipped}`);
  }
}

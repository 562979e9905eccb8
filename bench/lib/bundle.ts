import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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
 * First-load JS (gzip) of the shell — the chunks every page loads (framework, _app and what it
 * imports) — and of each route. Lines to print; never throws.
 */
export function firstLoadReport(projectDir: string): string[] {
  const statsFile = path.join(projectDir, '.next', 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) return ['first-load JS: no build found (run `npm run build` first to see it)'];
  try {
    const rows = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteBundleStat[];
    if (!Array.isArray(rows) || !rows.length) return ['first-load JS: route-bundle-stats.json lists no routes'];
    const missing = [...new Set(rows.flatMap((r) => r.firstLoadChunkPaths))].filter(
      (rel) => !fs.existsSync(path.join(projectDir, rel)),
    );
    if (missing.length) {
      // The stats outlived their chunks (a later dev run or a clean): only the raw sizes are known.
      return [
        `first-load JS: build output incomplete (${missing.length} chunk files of route-bundle-stats.json are gone; run \`npm run build\` again); raw sizes:`,
        ...rows.map((r) => `  ${r.route.padEnd(28)} ${kb(r.firstLoadUncompressedJsBytes).padStart(9)} raw`),
      ];
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
    return lines;
  } catch (err) {
    return [`first-load JS: could not read ${statsFile}: ${err instanceof Error ? err.message : String(err)}`];
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The security headers of every response Next.js gives (pages, next-auth's /api/auth/*, static files,
 * the /monitoring tunnel); the product API gets helmet's own in app.ts. The Content-Security-Policy is
 * what the app really needs and nothing more:
 *   scripts   — files of this origin (Next's bundles, /runtime-config.js) and, by their SHA-256, exactly
 *               the inline bootstrap scripts the build wrote into its pages (Turbopack's chunk list);
 *               nothing else inline runs (__NEXT_DATA__ is JSON, not executed); development, which has
 *               no fixed pages, allows inline and eval for hot reload
 *   styles    — this origin, plus inline: React renders style attributes and the toast library adds a
 *               <style> element
 *   connect   — this origin (API, next-auth, Sentry's /monitoring tunnel) and its WebSocket (socket.io),
 *               plus the API's own origin when it runs on another host
 *   images    — this origin, data: and blob: (a photo chosen for upload is previewed from a blob)
 *   frames    — the back office is never framed (frame-ancestors 'none', X-Frame-Options DENY); it frames
 *               only its own prints, PDFs made into blob: URLs (the print frame, services/print-pdf.ts)
 */

export interface PageHeaderOptions {
  dev: boolean;
  /** The request reached us over https (directly or, with TRUST_PROXY, through a proxy that said so). */
  https: boolean;
  /** The Host the page was requested at: its WebSocket origin is allowed to connect. */
  host?: string;
  /** The product API's origin when it is not this one (PUBLIC_API_URL absolute). */
  apiOrigin?: string;
  /** CSP sources ('sha256-…') of the inline scripts of the built pages (inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

/**
 * The CSP hash of every inline, executable script in the pages the production build rendered
 * (`.next/server/pages/**\/*.html`): read once at start.
 */
export function inlineScriptHashes(pagesDir: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/type="application\/(ld\+)?json"/.test(m[1]) || !m[2]) continue;
          hashes.add(`'sha256-${crypto.createHash('sha256').update(m[2]).digest('base64')}'`);
        }
      }
    }
  };
  walk(pagesDir);
  return [...hashes].sort();
}

export function contentSecurityPolicy({ dev, https, host, apiOrigin, scriptHashes = [] }: PageHeaderOptions): string {
  const ws = host && /^[\w.-]+(:\d+)?$/.test(host) ? [`${https ? 'wss' : 'ws'}://${host}`] : [];
  const api = apiOrigin ? [apiOrigin, apiOrigin.replace(/^http/, 'ws')] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-eval'", "'unsafe-inline'"] : scriptHashes)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(apiOrigin ? [apiOrigin] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...ws, ...api],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ['blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function pageSecurityHeaders(opts: PageHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Screen addresses hold AWB and invoice numbers: they never leave the app in a Referer.
    'Referrer-Policy': 'same-origin',
    // The camera (barcode scanning) and the location (stop points) are for this app's own pages only.
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(opts.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

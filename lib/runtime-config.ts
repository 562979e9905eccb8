/**
 * The browser's deployment settings, read when the server starts instead of baked in by `next build`,
 * so one build serves any deployment. The server answers GET /runtime-config.js with
 * `window.__RUNTIME_CONFIG__ = {…}` (lib/server/http/routes/runtime-config.ts); pages/_document.tsx
 * loads it with a plain synchronous script before Next's own, so it is there before any module reads it.
 * Isomorphic: on the server the same values come straight from the environment. Without the script
 * (unit tests, `next start` alone) the build-time NEXT_PUBLIC_* values still apply.
 *
 * Only public values belong here: whatever is in it is readable by anyone who can load a page.
 */

export interface RuntimeConfig {
  /** Base of the product API: '/api', or an absolute URL when the API runs on its own host. */
  apiUrl: string;
  /** Sentry DSN of the browser; '' keeps monitoring inert. A DSN is public by design. */
  sentryDsn: string;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.js';
export const DEFAULT_API_URL = '/api';

declare global {
  interface Window {
    __RUNTIME_CONFIG__?: Partial<RuntimeConfig>;
  }
}

type Env = Record<string, string | undefined>;

const first = (...values: (string | undefined)[]) => values.map((v) => v?.trim()).find(Boolean) ?? '';

/**
 * The public configuration from a server environment: PUBLIC_API_URL (else the older
 * NEXT_PUBLIC_API_URL, else '/api'); SENTRY_DSN (else NEXT_PUBLIC_SENTRY_DSN), the DSN the server
 * reports to as well. Nothing else of the environment is read.
 */
export function publicRuntimeConfig(env: Env): RuntimeConfig {
  return {
    apiUrl: first(env.PUBLIC_API_URL, env.NEXT_PUBLIC_API_URL) || DEFAULT_API_URL,
    sentryDsn: first(env.SENTRY_DSN, env.NEXT_PUBLIC_SENTRY_DSN),
  };
}

/** What `next build` inlined: the fallback when the server's script did not run. */
function buildTimeConfig(): RuntimeConfig {
  return {
    apiUrl: process.env.NEXT_PUBLIC_API_URL || DEFAULT_API_URL,
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || '',
  };
}

/** The configuration of this deployment, on the server or in the browser. */
export function runtimeConfig(): RuntimeConfig {
  if (typeof window === 'undefined') return publicRuntimeConfig(process.env);
  const served = window.__RUNTIME_CONFIG__;
  const built = buildTimeConfig();
  if (!served) return built;
  return {
    apiUrl: typeof served.apiUrl === 'string' && served.apiUrl ? served.apiUrl : built.apiUrl,
    // The server's answer wins even when empty: monitoring is off where the server says so.
    sentryDsn: typeof served.sentryDsn === 'string' ? served.sentryDsn : built.sentryDsn,
  };
}

/** The body of /runtime-config.js. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  // JSON is a JavaScript expression; U+2028/2029 are escaped for engines older than ES2019.
  const json = JSON.stringify(config).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  // Also, before any bundle loads zod: its compiled fast path would probe `new Function`, which the
  // pages' CSP (no eval) reports as a violation on every form; the plain path is fast enough for forms.
  const zod = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
  return `window.__RUNTIME_CONFIG__=Object.freeze(${json});\n${zod}\n`;
}

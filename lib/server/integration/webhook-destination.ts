import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkAddresses, checkWebhookUrl, parseAllowList, type DestinationPolicy } from '@/lib/rules/webhook-destination';
import type { AppContext } from '../context';
import { settingValues } from '../documents/shared/site';

/*
 * A webhook's destination on the server: the rules of lib/rules/webhook-destination with the site's
 * allow-list, the name resolved (every address checked), and the request sent to the address that was
 * checked — the connection never looks the name up a second time, so a name re-pointed at our network
 * between the check and the connect (DNS rebinding) reaches nothing.
 */

export type Lookup = (host: string) => Promise<readonly { address: string; family: number }[]>;

export const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** How long saving a webhook waits for its name to resolve. */
const SAVE_LOOKUP_MS = 3_000;

export async function destinationPolicy(ctx: Pick<AppContext, 'db' | 'references' | 'config'>): Promise<DestinationPolicy> {
  const values = await settingValues(ctx.db, ctx.references, ['webhook_allowed_hosts']);
  return { allow: parseAllowList(values.webhook_allowed_hosts).list, production: !ctx.config.dev };
}

export type Destination =
  | { ok: true; url: string; address: string; family: 4 | 6 }
  | { ok: false; message: string; /** the name did not resolve (nothing was refused) */ unresolved?: boolean };

/** Rejects when the signal fires first (dns.lookup cannot be cancelled, only no longer waited for). */
function racing<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The URL checked, its name resolved and every address checked: the address to connect to, or why not. */
export async function resolveDestination(rawUrl: string, policy: DestinationPolicy, opts: { lookup?: Lookup; signal?: AbortSignal } = {}): Promise<Destination> {
  const target = checkWebhookUrl(rawUrl, policy);
  if (!target.ok) return target;
  let addresses: readonly { address: string; family: number }[];
  if (target.literal) addresses = [{ address: target.literal, family: net.isIPv6(target.literal) ? 6 : 4 }];
  else {
    try {
      addresses = await racing((opts.lookup ?? systemLookup)(target.host), opts.signal);
    } catch (err) {
      const code = opts.signal?.aborted ? 'timed out' : ((err as { code?: string }).code ?? 'failed');
      return { ok: false, unresolved: true, message: `${target.host} could not be resolved (${code})` };
    }
  }
  const problem = checkAddresses(target, addresses.map((a) => a.address), policy);
  if (problem) return { ok: false, message: problem };
  const [first] = addresses;
  return { ok: true, url: target.url.href, address: first.address, family: net.isIPv6(first.address) ? 6 : 4 };
}

/**
 * Why a webhook URL may not be saved, or null. A name that does not resolve yet is accepted (each
 * delivery checks it again), except plain http in production, which only a listed receiver may use.
 */
export async function webhookUrlProblem(ctx: Pick<AppContext, 'db' | 'references' | 'config'>, url: string, opts: { lookup?: Lookup } = {}): Promise<string | null> {
  const policy = await destinationPolicy(ctx);
  const destination = await resolveDestination(url, policy, { lookup: opts.lookup, signal: AbortSignal.timeout(SAVE_LOOKUP_MS) });
  if (destination.ok) return null;
  if (!destination.unresolved) return destination.message;
  const target = checkWebhookUrl(url, policy);
  return policy.production && target.ok && target.url.protocol !== 'https:' && !target.allowedByName ? 'Must start with https://' : null;
}

export interface PostInit {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  /** Ends the attempt (connect, send, answer) when it fires. */
  signal: AbortSignal;
  /** The checked address the connection goes to. */
  address: string;
  family: 4 | 6;
}

/**
 * POSTs to the checked address (the name still goes in Host and in TLS's SNI and certificate check).
 * Answers with the status as soon as it arrives; a redirect is a status like any other, never followed.
 */
export function postPinned(url: string, init: PostInit): Promise<{ status: number }> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const pinned: net.LookupFunction = (_host, options, done) => {
    if (options.all) (done as unknown as (err: null, all: { address: string; family: number }[]) => void)(null, [{ address: init.address, family: init.family }]);
    else done(null, init.address, init.family);
  };
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        agent: false,
        lookup: pinned,
        signal: init.signal,
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0 });
        // the answer's body is not read; drained until the attempt's deadline
        res.on('error', () => undefined);
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

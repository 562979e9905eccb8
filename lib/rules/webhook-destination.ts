import ipaddr from 'ipaddr.js';

/*
 * Where a customer's webhook may point. It is a request our server makes to an address a customer
 * typed, so it must not reach what only our server can reach: this machine (Redis, PostgreSQL, our own
 * API), the private network, the cloud's metadata service. Only public unicast addresses (ipaddr.js's
 * 'unicast': every special range, IPv4 and IPv6, is refused), unless an administrator lists the
 * receiver in the `webhook_allowed_hosts` setting (an on-premise receiver). The same rules run when the
 * URL is saved and, after resolving the name, before every delivery (a name may be re-pointed).
 * Isomorphic: the setting's check runs in the settings form too.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface AllowList {
  /** Host names, lower case, without a trailing dot: allowed whatever they resolve to. */
  names: ReadonlySet<string>;
  /** Addresses and CIDR ranges an address may fall in. */
  ranges: readonly (readonly [Address, number])[];
}

export const EMPTY_ALLOW_LIST: AllowList = { names: new Set(), ranges: [] };

export interface DestinationPolicy {
  allow: AllowList;
  /** https only (NODE_ENV=production), except for allow-listed receivers. */
  production: boolean;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** Names that mean "this machine", "this network" or the cloud's metadata service, whatever DNS says. */
const LOCAL_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data', 'kubernetes.default']);
const LOCAL_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.intranet', '.lan', '.home.arpa', '.svc', '.cluster.local'];

/** Beyond ipaddr's special ranges: IPv4-compatible IPv6 (::a.b.c.d, deprecated) and local-use NAT64. */
const ALSO_REFUSED = [ipaddr.parseCIDR('::/96'), ipaddr.parseCIDR('64:ff9b:1::/48')] as const;

const RANGE_TEXT: Record<string, string> = {
  loopback: 'this server (loopback)',
  private: 'a private network',
  uniqueLocal: 'a private network (unique local)',
  carrierGradeNat: 'a carrier-grade NAT network',
  linkLocal: 'a link-local network (cloud metadata)',
  unspecified: 'the unspecified range (0.0.0.0/8, ::)',
  broadcast: 'broadcast',
  multicast: 'multicast',
  ipv4Mapped: 'IPv4-mapped IPv6',
};

function parseEntry(entry: string): { name: string } | { range: readonly [Address, number] } | null {
  const text = entry.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (text.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(text);
      if (address.kind() === 'ipv4' && !ipaddr.IPv4.isValidFourPartDecimal(text.split('/')[0])) return null;
      return { range: [address, bits] };
    } catch {
      return null;
    }
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return { range: [ipaddr.IPv4.parse(text), 32] };
  if (ipaddr.IPv6.isValid(text)) return { range: [ipaddr.IPv6.parse(text), 128] };
  const name = text.replace(/\.$/, '');
  // a name ending in a number is an address in another spelling (127.1, 0x7f.1)
  return HOST_NAME.test(name) && !/(^|\.)(\d+|0x[0-9a-f]*)$/.test(name) ? { name } : null;
}

/** The setting's value: host names, addresses and CIDR ranges separated by commas; what it could not read. */
export function parseAllowList(value: string | null | undefined): { list: AllowList; invalid: string[] } {
  const names = new Set<string>();
  const ranges: (readonly [Address, number])[] = [];
  const invalid: string[] = [];
  for (const entry of (value ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const parsed = parseEntry(entry);
    if (!parsed) invalid.push(entry);
    else if ('name' in parsed) names.add(parsed.name);
    else ranges.push(parsed.range);
  }
  return { list: { names, ranges }, invalid };
}

/** The setting's own rule (the form and the server both apply it). */
export function allowListProblem(value: string): string | null {
  const { invalid } = parseAllowList(value);
  return invalid.length ? `Not a host name, address or CIDR range: ${invalid.slice(0, 3).join(', ')}` : null;
}

function inAllowList(address: Address, allow: AllowList): boolean {
  const plain = address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
  return allow.ranges.some(([range, bits]) => range.kind() === plain.kind() && plain.match(range, bits));
}

/** Null for a public unicast address; else what it is, to name in the refusal. */
export function nonPublicRange(address: Address): string | null {
  const range = address.range();
  if (range !== 'unicast') return RANGE_TEXT[range] ?? `a reserved range (${range})`;
  if (address.kind() === 'ipv6' && ALSO_REFUSED.some(([r, bits]) => address.match(r, bits))) return 'a reserved range';
  return null;
}

export type UrlVerdict =
  | {
      ok: true;
      url: URL;
      /** The host name without brackets or a trailing dot ("shop.example", "203.0.113.10", "2001:db8::1"). */
      host: string;
      /** The address when the URL names one, else null (it is resolved). */
      literal: string | null;
      /** Listed by name in the allow-list: any address, plain http too. */
      allowedByName: boolean;
    }
  | { ok: false; message: string };

const PUBLIC_ONLY = 'webhooks go only to public addresses (or ask an administrator to list the receiver in the webhook allow-list setting)';

/**
 * What can be told from the URL alone (the WHATWG parser reads it, as the sender will: 2130706433,
 * 0x7f.1 and 127.1 all become 127.0.0.1, and such spellings are refused outright).
 */
export function checkWebhookUrl(raw: string, policy: DestinationPolicy): UrlVerdict {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'A URL like https://shop.example/webhooks/courier' };
  }
  if (!/^https?:\/\//i.test(text) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { ok: false, message: 'Must start with https://' };
  // the host as typed: after "//", before the path, after the last "@", without the port
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#\\]/)[0];
  const typed = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '').toLowerCase();
  const hostname = url.hostname.toLowerCase();
  let literal: Address | null = null;
  if (hostname.startsWith('[')) literal = ipaddr.IPv6.parse(hostname.slice(1, -1));
  else if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) literal = ipaddr.IPv4.parse(hostname);
  const host = literal ? literal.toString() : hostname.replace(/\.$/, '');
  const allowedByName = !literal && policy.allow.names.has(host);
  const allowed = allowedByName || (literal !== null && inAllowList(literal, policy.allow));
  if (!allowed) {
    if (literal) {
      const range = nonPublicRange(literal);
      if (range) return { ok: false, message: `${host} is ${range}: ${PUBLIC_ONLY}` };
    } else if (LOCAL_NAMES.has(host) || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) {
      return { ok: false, message: `${host} names this server or its network: ${PUBLIC_ONLY}` };
    } else if (!host.includes('.')) {
      return { ok: false, message: `Use the receiver's full public host name, not ${host}` };
    }
    if (policy.production && url.protocol !== 'https:' && literal) return { ok: false, message: 'Must start with https://' };
  }
  // one spelling of an address only: what other parsers read differently is where checks get walked around
  if (literal?.kind() === 'ipv4' && typed !== hostname) return { ok: false, message: `Write the address as four decimal numbers (${hostname}), not as ${typed}` };
  return { ok: true, url, host, literal: literal ? literal.toString() : null, allowedByName };
}

/**
 * The addresses a name resolved to (or the URL's own), before connecting: every one must be public or
 * allow-listed; plain http in production only when all are allow-listed. Null when they may be used.
 */
export function checkAddresses(target: Extract<UrlVerdict, { ok: true }>, addresses: readonly string[], policy: DestinationPolicy): string | null {
  if (!addresses.length) return `${target.host} has no address`;
  let allListed = true;
  for (const text of addresses) {
    if (!ipaddr.isValid(text)) return `${target.host} resolved to ${text}, not an address`;
    const address = ipaddr.parse(text);
    const listed = target.allowedByName || inAllowList(address, policy.allow);
    allListed &&= listed;
    if (listed) continue;
    const range = nonPublicRange(address);
    if (range) return `${target.host} resolves to ${address.toString()}, ${range}: ${PUBLIC_ONLY}`;
  }
  if (policy.production && target.url.protocol !== 'https:' && !allListed) return 'Must start with https://';
  return null;
}

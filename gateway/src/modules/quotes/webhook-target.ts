/**
 * Server-side request forgery guard of the order webhook (D10). The gateway POSTs orders to a URL
 * the dealer typed, so that URL must not reach the gateway's own network: a host that is, or
 * resolves to, a loopback, private, link-local, unspecified or otherwise non-public address is
 * refused. Checked when the URL is set (`setOrderWebhook`, BAD_USER_INPUT field `url`) and again
 * before every delivery (the name may resolve elsewhere by then; the delivery then fails with the
 * reason recorded as the order's `lastSyncError`).
 *
 * Rules:
 * - Only addresses of the `unicast` range of ipaddr.js count as public. Everything else is
 *   refused: loopback (127/8, ::1), private (10/8, 172.16/12, 192.168/16), unique local (fc00::/7),
 *   link-local (169.254/16 with cloud metadata, fe80::/10), unspecified (0.0.0.0, ::), carrier-grade
 *   NAT, multicast, broadcast, reserved, and IPv6 forms embedding an IPv4 address (IPv4-compatible
 *   ::/96 such as `[::127.0.0.1]`, NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address
 *   (::ffff:0:0/96) is judged by its IPv4 address.
 * - A host name is resolved with `dns.lookup(all: true)` (what the HTTP client uses); every
 *   address must be public. `localhost` and `*.localhost` are refused without a lookup.
 * - A name that does not resolve (or not within 5 s) is refused too: it cannot be checked, and an
 *   order could not be delivered to it anyway.
 * - A refusal never names what the name resolved to, and says the same whether it resolved to a
 *   non-public address or not at all: the dealer learns nothing of the gateway's network (which
 *   internal names exist, their addresses), only to check the URL. An IP literal is named, since
 *   the dealer typed it.
 * - `allowPrivate` (config ORDER_WEBHOOK_ALLOW_PRIVATE=on, for tests and local development only)
 *   skips the address checks.
 *
 * Pinning (DNS rebinding): a delivery resolves the name once (`resolveWebhookTarget`), checks
 * every address, and connects to the checked address itself (order-webhook.ts `deliverOrder`
 * gets it as `pinned`); the name is never resolved again for that delivery, so an answer that
 * changes between the check and the connection cannot redirect it. Host header and TLS server
 * name stay the URL's host.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** How long one name lookup may take before the host counts as unresolvable, ms. */
export const LOOKUP_TIMEOUT_MS = 5000;

export type LookupFn = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** True when `address` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ipaddr.js reads the dotted IPv4-compatible form `::8.8.8.8` as IPv4-mapped: judge the text.
  if (/^[0:]*:\d{1,3}(\.\d{1,3}){3}$/.test(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::/96, the deprecated IPv4-compatible form (`[::127.0.0.1]` is `[::7f00:1]`): never public,
  // whatever ipaddr.js names its range.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** ::/96 (IPv4-compatible IPv6 addresses, RFC 4291 2.5.5.1, deprecated). */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

export type WebhookTargetCheck = { ok: true } | { ok: false; reason: string };

/** The address a delivery connects to: the one that was checked. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Where a delivery connects: `pinned` is the checked address of a host name, null for an IP
 * literal (nothing to resolve).
 */
export type WebhookTargetResolution = { ok: true; pinned: PinnedAddress | null } | { ok: false; reason: string };

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Resolves a webhook URL's host once and checks every address (see the module comment); the
 * answer names the address to connect to. With `allowPrivate` the addresses are not checked,
 * but a name is still resolved once and pinned. Never throws: a refusal comes back as
 * `{ ok: false, reason }`, a sentence fit for the dealer that names no resolved address.
 */
export async function resolveWebhookTarget(
  url: string,
  opts: { allowPrivate: boolean; lookup?: LookupFn; timeoutMs?: number },
): Promise<WebhookTargetResolution> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { ok: false, reason: 'Enter an http or https URL' };
  }
  // `new URL` keeps IPv6 literals in brackets and lower-cases names; a trailing dot is the same name.
  const bare = host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const refused = `The webhook URL must point to a public address: ${host} is a private, loopback or reserved address`;
  if (ipaddr.isValid(bare))
    return opts.allowPrivate || isPublicAddress(bare) ? { ok: true, pinned: null } : { ok: false, reason: refused };
  if (!opts.allowPrivate && (bare === 'localhost' || bare.endsWith('.localhost')))
    return { ok: false, reason: refused };
  // One answer for a name that resolves to a non-public address and one that does not resolve.
  const notPublic = {
    ok: false as const,
    reason: `The webhook host ${host} does not resolve to a public address; check the URL`,
  };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await withTimeout((opts.lookup ?? systemLookup)(bare), opts.timeoutMs ?? LOOKUP_TIMEOUT_MS);
  } catch {
    return notPublic;
  }
  const valid = addresses.filter((a) => ipaddr.isValid(a.address));
  if (valid.length === 0) return notPublic;
  if (!opts.allowPrivate && valid.some((a) => !isPublicAddress(a.address))) return notPublic;
  const first = valid[0]!;
  return {
    ok: true,
    pinned: { address: first.address, family: ipaddr.parse(first.address).kind() === 'ipv6' ? 6 : 4 },
  };
}

/**
 * Checks where a webhook URL (already parsed as http/https) would connect, when it is saved.
 * With `allowPrivate` nothing is checked. Never throws (see `resolveWebhookTarget`).
 */
export async function checkWebhookTarget(
  url: string,
  opts: { allowPrivate: boolean; lookup?: LookupFn; timeoutMs?: number },
): Promise<WebhookTargetCheck> {
  if (opts.allowPrivate) {
    try {
      new URL(url);
    } catch {
      return { ok: false, reason: 'Enter an http or https URL' };
    }
    return { ok: true };
  }
  const resolved = await resolveWebhookTarget(url, opts);
  return resolved.ok ? { ok: true } : resolved;
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of webhooks: a webhook may post only to public addresses. Every address its host
 * resolves to must be public, IPv4 and IPv6 alike (an IPv4-mapped IPv6 address is judged by its
 * IPv4 address), unless the host is one WEBHOOK_ALLOWED_HOSTS lists. It is checked when a webhook
 * is saved and again at each send, where the checked address is the one connected to (see
 * webhook-sender.ts), so a name that later resolves elsewhere cannot slip through.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (reaches IPv4 addresses)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or IPv4-compatible IPv6 address, or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0{1,4}:)?)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether an IP address is loopback, private, link-local, reserved or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== null) return BLOCKED.check(inner, 'ipv4');
    return BLOCKED.check(bare, 'ipv6');
  }
  // Not an address at all: never connect to it.
  return true;
}

/** A URL's host as DNS and the allow-list know it: lower-case, IPv6 without its brackets. */
export function urlHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

export type HostResolver = (host: string) => Promise<{ address: string; family: number }[]>;

/** Every address a name resolves to (A and AAAA), as the system resolver answers. */
export const resolveHost: HostResolver = (host) => lookup(host, { all: true, verbatim: true });

/** Why a target was refused: its host did not resolve, or an address of it is not public. */
export type TargetRefusal = 'unresolvable' | 'blocked';

export class WebhookTargetError extends Error {
  constructor(
    readonly reason: TargetRefusal,
    readonly host: string,
  ) {
    super(
      reason === 'unresolvable'
        ? `The host ${host} could not be resolved`
        : `The host ${host} resolves to a private, local or reserved address`,
    );
    this.name = 'WebhookTargetError';
  }
}

/**
 * The addresses a webhook may connect to for `host`: all of them, once each is known to be
 * public; throws WebhookTargetError otherwise. A host WEBHOOK_ALLOWED_HOSTS lists (`allowedHosts`,
 * lower-case) is resolved but not judged.
 */
export async function checkedAddresses(
  host: string,
  allowedHosts: readonly string[],
  resolve: HostResolver = resolveHost,
): Promise<{ address: string; family: number }[]> {
  const isAllowed = allowedHosts.includes(host);
  const family = isIP(host);
  if (family !== 0) {
    if (!isAllowed && isBlockedAddress(host)) throw new WebhookTargetError('blocked', host);
    return [{ address: host, family }];
  }
  let addresses;
  try {
    addresses = await resolve(host);
  } catch {
    throw new WebhookTargetError('unresolvable', host);
  }
  if (addresses.length === 0) throw new WebhookTargetError('unresolvable', host);
  if (!isAllowed && addresses.some(({ address }) => isBlockedAddress(address)))
    throw new WebhookTargetError('blocked', host);
  return addresses;
}

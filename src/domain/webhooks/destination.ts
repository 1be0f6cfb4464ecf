// Where a webhook may be sent (SSRF): https only, and never to a private, loopback, link-local or
// otherwise non-public address, checked on the address the name resolves to at the moment of
// connecting (a name that resolved to a public address at registration may not later). With
// WEBHOOK_ALLOW_PRIVATE=true both are allowed (local development, tests).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class DestinationRefused extends Error {}

/** A public unicast address (ipaddr.js names every reserved range; IPv4-mapped IPv6 is unwrapped). */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/**
 * Said after a refusal that WEBHOOK_ALLOW_PRIVATE would lift: a developer pointing a webhook at a
 * receiver on their own machine learns the setting exists (the 400 is all they see).
 */
const ALLOW_PRIVATE_HINT =
  '(for local development, WEBHOOK_ALLOW_PRIVATE=true allows http and private addresses)';

/** Why `url` cannot be an endpoint (registration), or null. The address check repeats on every delivery. */
export function urlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute URL';
  }
  if (parsed.protocol === 'http:' && !allowPrivate) return `must use https ${ALLOW_PRIVATE_HINT}`;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return allowPrivate ? 'must use https or http' : 'must use https';
  if (parsed.username || parsed.password) return 'must not carry credentials';
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `must not point to this machine ${ALLOW_PRIVATE_HINT}`;
  if (isIP(host) && !isPublicAddress(host))
    return `must not point to a private, loopback or link-local address ${ALLOW_PRIVATE_HINT}`;
  return null;
}

/**
 * A `lookup` for http.request that refuses non-public addresses: Node connects only to what it
 * answers, so a DNS answer that changed since registration (rebinding) is caught too.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number }, callback: any) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      const refused = addresses.some((a) => !isPublicAddress(a.address));
      if (!allowPrivate && refused) {
        return callback(
          // The rule broken, never the address: a company must not learn what names resolve to
          // inside our network.
          new DestinationRefused(
            `${hostname} resolves to an address that is not public (private, loopback or link-local addresses are refused)`,
          ),
        );
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  }) as LookupFunction;
}

/** Throws when a literal IP host is not public (Node skips `lookup` for IP literals). */
export function checkLiteralHost(url: URL, allowPrivate: boolean) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && !isPublicAddress(host))
    throw new DestinationRefused(`${host} is not a public address`);
}

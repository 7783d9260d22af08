import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { M, WEBHOOK_URL_MAX } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';

// Where a webhook may point. A webhook makes the server send a request wherever a team says, so outside local mode
// it must never reach the server's own network: https only, and every address the name resolves to must be a
// public unicast one (not loopback, private, link-local — the cloud metadata address 169.254.169.254 is one —,
// multicast, carrier-grade NAT, unique-local or reserved). Checked when an endpoint is saved and again before every
// attempt, because a name can resolve elsewhere later; the attempt then connects to the address that was checked,
// never to a second lookup. In local mode (development) plain http is allowed to a loopback address only.

export interface UrlRules {
  /** config.localMode: development on one machine. */
  local: boolean;
  /** Name resolution (tests pass their own); default: the system resolver. */
  resolve?: (host: string) => Promise<string[]>;
}

export interface CheckedUrl {
  url: URL;
  /** The address to connect to: one that passed the check. */
  address: string;
}

const invalid = (message: string) => new AppError('validation', message, 400, { field: 'url' });

export async function systemResolve(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

/** Whether an address is one the public internet routes to a single host (IPv4-mapped IPv6 read as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** Parses and checks a webhook URL; throws a 400 on field `url` naming what is wrong. */
export async function checkWebhookUrl(raw: string, rules: UrlRules): Promise<CheckedUrl> {
  if (raw.length > WEBHOOK_URL_MAX) throw invalid(M.webhook.validation.url_max);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(M.webhook.validation.url_invalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(M.webhook.validation.url_https);
  if (url.username !== '' || url.password !== '') throw invalid(M.webhook.validation.url_invalid);
  if (url.protocol === 'http:' && !rules.local) throw invalid(M.webhook.validation.url_https);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (rules.resolve ?? systemResolve)(host);
    } catch {
      throw invalid(M.webhook.validation.url_unresolvable);
    }
  }
  if (addresses.length === 0) throw invalid(M.webhook.validation.url_unresolvable);
  if (url.protocol === 'http:') {
    // Plain http carries the signature and the payload in the clear: only to this machine, for development.
    if (!addresses.every(isLoopbackAddress)) throw invalid(M.webhook.validation.url_https);
  } else if (!rules.local && !addresses.every(isPublicAddress)) {
    // Every address, not just the first: a name with one public and one private address must not reach the second.
    throw invalid(M.webhook.validation.url_blocked);
  }
  return { url, address: addresses[0]! };
}

// Fetching an address an organisation's admin typed (a SAML metadata URL, an OIDC issuer's
// discovery document): never into our own network (SSRF). In production only `https:` to a host
// whose every address is public; development also allows `http:` and this machine (the
// stand-ins). Redirects are not followed (a public address could redirect inward), the answer
// is limited in time (10 s) and size (1 MB).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export class UrlRefused extends Error {}
export class FetchFailed extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Private, loopback, link-local, shared, multicast or reserved (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

type Resolve = (host: string) => Promise<{ address: string }[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** Throws UrlRefused (with the admin's words) when the URL may not be fetched. */
export async function checkUrl(
  raw: string,
  options: { production: boolean; resolve?: Resolve },
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefused('This is not a URL.');
  }
  if (url.username || url.password) throw new UrlRefused('The URL must not contain a password.');
  const allowed = options.production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) throw new UrlRefused('The URL must start with https://.');
  if (!options.production) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host }]
    : await (options.resolve ?? systemResolve)(host).catch(() => {
        throw new UrlRefused(`The host ${host} does not resolve.`);
      });
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
    throw new UrlRefused(
      'The URL must reach a public address; this one points at a private network address.',
    );
  }
  return url;
}

export async function fetchText(url: URL, timeoutMs = 10_000): Promise<string> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/samlmetadata+xml, application/xml, application/json' },
  }).catch(() => {
    throw new FetchFailed(`${url.origin} did not answer within ${timeoutMs / 1000} seconds.`);
  });
  if (!response.ok) throw new FetchFailed(`${url.origin} answered ${response.status}.`);
  const text = await response.text();
  if (text.length > 1_000_000) throw new FetchFailed('The answer is larger than 1 MB.');
  return text;
}

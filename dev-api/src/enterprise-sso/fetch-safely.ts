// Fetching an address an organisation's admin typed (a SAML metadata URL, an OIDC issuer's
// discovery document): never into our own network (SSRF). In production only `https:` to a host
// whose every address is public; development also allows `http:` and this machine (the
// stand-ins). Redirects are not followed (a public address could redirect inward), the answer
// is limited in time (10 s) and size (1 MB).
//
// The address is checked twice in production: once by checkUrl (a clear refusal before anything
// is sent) and again at connect time, by the socket's own `lookup` (fetchText): the address
// checked there is the one connected to, so a host that answers a public address to the first
// lookup and a private one to the second (DNS rebinding) is refused. node's own http/https
// clients take that `lookup` per request; undici's Agent would too, but it is not a dependency
// of ours (only of our dependencies), and these fetches need nothing else of it.
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
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

export type Resolve = (host: string) => Promise<{ address: string; family?: number }[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

const PRIVATE_TARGET =
  'The URL must reach a public address; this one points at a private network address.';

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
    throw new UrlRefused(PRIVATE_TARGET);
  }
  return url;
}

/** Refused at connect time (the socket's lookup found a private address). */
class ConnectRefused extends Error {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's `lookup` (net.connect calls it): resolves, and in production refuses when any
 * address is private, so what is connected to is what was checked.
 */
export function pinnedLookup(options: { production: boolean; resolve?: Resolve }) {
  const resolve = options.resolve ?? systemResolve;
  return (host: string, lookupOptions: { all?: boolean }, callback: LookupCallback): void => {
    resolve(host).then(
      (found) => {
        const addresses = found.map((a) => ({
          address: a.address,
          family: a.family ?? isIP(a.address),
        }));
        if (addresses.length === 0) {
          callback(Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' }), '');
          return;
        }
        if (options.production && addresses.some((a) => isPrivateAddress(a.address))) {
          callback(new ConnectRefused(PRIVATE_TARGET), '');
          return;
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

const MAX_BYTES = 1_000_000;

/**
 * GETs `url` (no redirect followed) within `timeoutMs` and 1 MB. Throws UrlRefused when the
 * connect-time lookup finds a private address (production), FetchFailed otherwise.
 */
export function fetchText(
  url: URL,
  options: { production: boolean; resolve?: Resolve; timeoutMs?: number },
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(options) as unknown as http.RequestOptions['lookup'],
        // A fresh connection each time: a kept-alive socket would skip the lookup above.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/samlmetadata+xml, application/xml, application/json' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.resume();
          reject(new FetchFailed(`${url.origin} answered ${status}.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            request.destroy();
            reject(new FetchFailed('The answer is larger than 1 MB.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', () =>
          reject(
            new FetchFailed(`${url.origin} did not answer within ${timeoutMs / 1000} seconds.`),
          ),
        );
      },
    );
    request.on('error', (error) => {
      if (error instanceof ConnectRefused) reject(new UrlRefused(error.message));
      else
        reject(new FetchFailed(`${url.origin} did not answer within ${timeoutMs / 1000} seconds.`));
    });
  });
}

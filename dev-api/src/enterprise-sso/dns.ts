// Domain verification by a DNS TXT record (docs/enterprise-sso.md). The lookup is node's resolver:
// the system's servers in production, or those of SSO_DNS_RESOLVER (`host:port`, comma-separated),
// which development and the tests point at the local DNS stand-in (stand-ins/dns.ts).
import { Resolver } from 'node:dns/promises';

export const RECORD_PREFIX = '_account-verification';
export const VALUE_PREFIX = 'account-verification=';

export function verificationRecord(domain: string, token: string) {
  return {
    type: 'TXT' as const,
    name: `${RECORD_PREFIX}.${domain}`,
    value: `${VALUE_PREFIX}${token}`,
  };
}

/** The TXT records of a name (each record's strings joined); none: an empty list. */
export type TxtLookup = (name: string) => Promise<string[]>;

export class DnsUnavailable extends Error {}

/** Codes of "the name has no such record": an answer, not a failure. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

export function txtLookup(servers?: readonly string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (NO_RECORD.has(code)) return [];
      throw new DnsUnavailable(`DNS lookup of ${name} failed: ${code}`);
    }
  };
}

/** SSO_DNS_RESOLVER's servers, or none (the system's). */
export function resolverServers(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const value = env.SSO_DNS_RESOLVER?.trim();
  return value ? value.split(',').map((s) => s.trim()) : undefined;
}

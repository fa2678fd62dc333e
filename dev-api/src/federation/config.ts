// The deployment's identity providers from the environment (server/config.ts calls this; the
// README's configuration table and docs/federation.md, "From the environment", list the
// variables). Production names the real providers here; development without FEDERATION_PROVIDERS
// brokers the stand-ins (providers.ts developmentFederation), so `npm start` needs no setting.
import { createPrivateKey } from 'node:crypto';
import type { FederationConfig, FederationProvider } from './providers.ts';

type Env = Record<string, string | undefined>;
type Kind = FederationProvider['kind'];

const KINDS: readonly Kind[] = ['oidc', 'microsoft', 'apple', 'github-oauth'];

/**
 * What the well-known ids default to (each provider's published endpoints and scopes), so a
 * deployment sets only its registration: client id and secret (Apple: its key).
 */
const WELL_KNOWN: Record<
  string,
  {
    kind: Kind;
    displayName: string;
    issuer?: string;
    discoveryUrl?: string;
    linkPrompt?: string;
    scopes: string;
  }
> = {
  // Google refuses prompt=login; select_account makes the person choose the account.
  google: {
    kind: 'oidc',
    displayName: 'Google',
    issuer: 'https://accounts.google.com',
    linkPrompt: 'select_account',
    scopes: 'openid email profile',
  },
  apple: {
    kind: 'apple',
    displayName: 'Apple',
    issuer: 'https://appleid.apple.com',
    scopes: 'openid name email',
  },
  microsoft: {
    kind: 'microsoft',
    displayName: 'Microsoft',
    issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    discoveryUrl: 'https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration',
    scopes: 'openid email profile',
  },
  github: { kind: 'github-oauth', displayName: 'GitHub', scopes: 'user:email' },
};

const GITHUB = {
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  apiUrl: 'https://api.github.com',
};

/** Ids in URLs and the store; `sso-` is enterprise SSO's (its connections are brokered too). */
const ID = /^(?!sso-)[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * The providers FEDERATION_PROVIDERS names (in the default order), each from its
 * FEDERATION_{ID}_* variables, and the tenants' lists from FEDERATION_TENANTS; undefined when
 * FEDERATION_PROVIDERS is unset (development: the stand-ins; production: none). Throws
 * `fail(message)` for anything missing or malformed, naming the variable, so a deployment stops
 * at start rather than showing a button that cannot work.
 */
export function readFederationConfig(
  env: Env,
  options: { production: boolean; fail: (message: string) => Error },
): FederationConfig | undefined {
  const { fail, production } = options;
  const text = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const required = (name: string) => {
    const value = text(name);
    if (value === undefined) throw fail(`${name} is required`);
    return value;
  };
  // Production talks to providers over https only; http is for a provider on this machine.
  const url = (name: string, fallback?: string) => {
    const raw = text(name) ?? fallback;
    if (raw === undefined) throw fail(`${name} is required`);
    try {
      const parsed = new URL(raw.replaceAll('{tenantid}', 'tenant'));
      const local = ['localhost', '127.0.0.1'].includes(parsed.hostname);
      if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local && !production)) {
        return raw;
      }
    } catch {
      // named below
    }
    throw fail(
      `${name} must be an https URL${production ? '' : ' (http only on localhost)'}, got "${raw}"`,
    );
  };

  const list = text('FEDERATION_PROVIDERS');
  if (list === undefined) return undefined;
  const ids = list.split(',').map((id) => id.trim());
  const seen = new Set<string>();
  for (const id of ids) {
    if (!ID.test(id)) {
      throw fail(
        `FEDERATION_PROVIDERS: "${id}" is not a provider id (lower-case letters, digits, dashes; not sso-…)`,
      );
    }
    if (seen.has(id)) throw fail(`FEDERATION_PROVIDERS names "${id}" twice`);
    seen.add(id);
  }

  const providers = ids.map((id): FederationProvider => {
    const prefix = `FEDERATION_${id.toUpperCase().replaceAll('-', '_')}_`;
    const known = WELL_KNOWN[id];
    const kindText = text(`${prefix}KIND`) ?? known?.kind ?? 'oidc';
    if (!KINDS.includes(kindText as Kind)) {
      throw fail(`${prefix}KIND must be one of ${KINDS.join(', ')}, got "${kindText}"`);
    }
    const kind = kindText as Kind;
    // A known id under another kind keeps none of that provider's endpoints.
    const defaults = known?.kind === kind ? known : undefined;
    const timeout = text(`${prefix}TIMEOUT_MS`);
    if (timeout !== undefined && !/^[1-9]\d{2,5}$/.test(timeout)) {
      throw fail(
        `${prefix}TIMEOUT_MS must be milliseconds between 100 and 999999, got "${timeout}"`,
      );
    }
    const prompt = text(`${prefix}LINK_PROMPT`) ?? defaults?.linkPrompt;
    if (prompt !== undefined && !/^(none|login|consent|select_account)$/.test(prompt)) {
      throw fail(
        `${prefix}LINK_PROMPT must be login, consent, select_account or none, got "${prompt}"`,
      );
    }
    const scopes = (text(`${prefix}SCOPES`) ?? defaults?.scopes ?? 'openid email profile')
      .split(/\s+/)
      .filter(Boolean);
    const base = {
      id,
      displayName:
        text(`${prefix}DISPLAY_NAME`) ?? defaults?.displayName ?? required(`${prefix}DISPLAY_NAME`),
      clientId: required(`${prefix}CLIENT_ID`),
      scopes,
      // Configured here, it is a real provider: the button carries no "Development" note.
      development: false,
      ...(timeout === undefined ? {} : { timeoutMs: Number(timeout) }),
      // `none` sends no prompt at all (the entry's `null`); unset keeps the kind's default.
      ...(prompt === undefined ? {} : { linkPrompt: prompt === 'none' ? null : prompt }),
    };
    switch (kind) {
      case 'oidc':
        return {
          ...base,
          kind,
          issuer: url(`${prefix}ISSUER`, defaults?.issuer),
          clientSecret: required(`${prefix}CLIENT_SECRET`),
        };
      case 'microsoft': {
        const issuer = url(`${prefix}ISSUER`, defaults?.issuer);
        if (!issuer.includes('{tenantid}')) {
          throw fail(
            `${prefix}ISSUER must be the issuer template with {tenantid}, got "${issuer}"`,
          );
        }
        return {
          ...base,
          kind,
          issuer,
          discoveryUrl: url(`${prefix}DISCOVERY_URL`, defaults?.discoveryUrl),
          clientSecret: required(`${prefix}CLIENT_SECRET`),
        };
      }
      case 'apple': {
        // The .p8 file's PEM; a one-line variable may carry its line breaks as `\n`.
        const privateKey = required(`${prefix}PRIVATE_KEY`).replaceAll('\\n', '\n');
        let curve: string | undefined;
        try {
          const key = createPrivateKey(privateKey);
          curve = key.asymmetricKeyType === 'ec' ? key.asymmetricKeyDetails?.namedCurve : undefined;
        } catch {
          throw fail(`${prefix}PRIVATE_KEY is not a PEM private key (Apple's .p8 file)`);
        }
        if (curve !== 'prime256v1') {
          throw fail(`${prefix}PRIVATE_KEY must be a P-256 (ES256) key, as Apple's .p8 file is`);
        }
        return {
          ...base,
          kind,
          issuer: url(`${prefix}ISSUER`, defaults?.issuer),
          signingKey: {
            teamId: required(`${prefix}TEAM_ID`),
            keyId: required(`${prefix}KEY_ID`),
            privateKey,
          },
        };
      }
      case 'github-oauth': {
        const github = id === 'github' ? GITHUB : undefined;
        return {
          ...base,
          kind,
          authorizationEndpoint: url(
            `${prefix}AUTHORIZATION_ENDPOINT`,
            github?.authorizationEndpoint,
          ),
          tokenEndpoint: url(`${prefix}TOKEN_ENDPOINT`, github?.tokenEndpoint),
          apiUrl: url(`${prefix}API_URL`, github?.apiUrl),
          clientSecret: required(`${prefix}CLIENT_SECRET`),
        };
      }
    }
  });

  // FEDERATION_TENANTS="acme=google,github;globex=microsoft": each tenant's ids in its order;
  // every other tenant (and a sign-in without one) gets FEDERATION_PROVIDERS' order, unless
  // the list names `default`.
  const tenants: Record<string, string[]> = { default: ids };
  for (const entry of (text('FEDERATION_TENANTS') ?? '').split(';')) {
    if (entry.trim() === '') continue;
    const [tenant = '', names = ''] = entry.split('=').map((part) => part.trim());
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tenant)) {
      throw fail(`FEDERATION_TENANTS: "${entry.trim()}" is not tenant=id,id`);
    }
    const chosen = names === '' ? [] : names.split(',').map((id) => id.trim());
    for (const id of chosen) {
      if (!seen.has(id)) {
        throw fail(
          `FEDERATION_TENANTS: ${tenant} names "${id}", which FEDERATION_PROVIDERS does not`,
        );
      }
    }
    tenants[tenant] = chosen;
  }
  // FEDERATION_TRUSTED_MFA="globex=microsoft": per tenant (`default` for accounts without one),
  // the providers whose own multi-factor sign-in counts as our second step.
  const trustedMfa: Record<string, string[]> = {};
  for (const entry of (text('FEDERATION_TRUSTED_MFA') ?? '').split(';')) {
    if (entry.trim() === '') continue;
    const [tenant = '', names = ''] = entry.split('=').map((part) => part.trim());
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tenant)) {
      throw fail(`FEDERATION_TRUSTED_MFA: "${entry.trim()}" is not tenant=id,id`);
    }
    const chosen = names === '' ? [] : names.split(',').map((id) => id.trim());
    for (const id of chosen) {
      if (!seen.has(id)) {
        throw fail(
          `FEDERATION_TRUSTED_MFA: ${tenant} names "${id}", which FEDERATION_PROVIDERS does not`,
        );
      }
    }
    trustedMfa[tenant] = chosen;
  }
  return { providers, tenants, trustedMfa };
}

// "Example Workforce ID": a stand-in company identity provider speaking OpenID Connect, for an
// organisation's OIDC connection in development and the browser tests (docs/enterprise-sso.md).
// It is oidc-provider with its development sign-in page (any login and password; the login is
// the person's work e-mail address, vouched for as verified, as a company directory does) and
// one web client whose secret is not a secret. A connection's redirect URI carries the
// connection's id, known only once an admin creates it, so the client accepts the broker's
// callback of any SSO connection of this API (`{api}/auth/federation/sso-…/callback`), and
// nothing else; a real IdP registers the one URI the admin copies from the connection.
// Its directory requires a second factor of everyone (a fixed policy, like many companies'):
// every ID token's `amr` says `pwd mfa`, which an organisation may choose to trust
// (`trustIdpMfa`, docs/enterprise-sso.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

/** How everyone signs in here (RFC 8176): a password and a second factor, by policy. */
export const WORKFORCE_AMR = ['pwd', 'mfa'];

/** The development client an admin types into the connection (not secrets). */
export const WORKFORCE_CLIENT = {
  clientId: 'account-workforce',
  clientSecret: 'example-workforce-dev-secret-not-a-secret',
} as const;

export interface RunningOidcIdp {
  /** The issuer to type into an OIDC connection. */
  issuer: string;
  close: () => Promise<void>;
}

export async function listenOidcIdp(options: {
  port: number;
  /** The API whose SSO connections' callbacks are accepted. */
  apiUrl: string;
  host?: string;
  publicHost?: string;
}): Promise<RunningOidcIdp> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.publicHost ?? host}:${port}`;
  const escaped = options.apiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const callback = new RegExp(`^${escaped}/auth/federation/sso-[A-Za-z0-9_-]{1,64}/callback$`);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: WORKFORCE_CLIENT.clientId,
        client_secret: WORKFORCE_CLIENT.clientSecret,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // Replaced by the pattern below; oidc-provider wants one at start.
        redirect_uris: [`${options.apiUrl}/auth/federation/sso-any/callback`],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    // The broker reads the ID token only: the claims go there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub.toLowerCase(),
        email_verified: true,
        name: sub.slice(0, sub.indexOf('@')) || sub,
      }),
    }),
  });
  // oidc-provider's development sign-in page finishes with the login alone: the directory's
  // policy adds how the person signed in, which the ID token's `amr` then carries.
  const finish = provider.interactionFinished.bind(provider);
  provider.interactionFinished = (req, res, result, options) =>
    finish(
      req,
      res,
      result.login ? { ...result, login: { ...result.login, amr: WORKFORCE_AMR } } : result,
      options,
    );
  const allowed = (value: string) => callback.test(value);
  provider.Client.prototype.redirectUriAllowed = allowed;
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

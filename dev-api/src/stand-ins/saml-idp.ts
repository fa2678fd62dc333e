// "Example SAML IdP": a stand-in SAML 2.0 identity provider for development and tests (a company's
// ADFS, Okta or Entra ID playing SAML). samlify's IdP side builds and signs each response with a
// key and self-signed certificate made at start; its metadata is served at /metadata. Its sign-in
// page takes any address (it plays the company's directory), or refuses the sign-in as a
// directory does for a person removed there. `respond` also makes the tests' good and bad
// responses (unsigned, signed with another key, for another audience, expired, with a DOCTYPE…).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { escapeHtml, page, readBody } from './pages.ts';

const BINDING_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const BINDING_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const RESPONDER = 'urn:oasis:names:tc:SAML:2.0:status:Responder';
/** How the person signed in here, as the AuthnStatement says it: a password over TLS… */
const PASSWORD_CLASS = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
/** …or with a second factor (the REFEDS MFA profile, what IdPs send for MFA). */
export const MFA_CLASS = 'https://refeds.org/profile/mfa';

export interface SamlResponseOptions {
  /** Our SP's entity id and ACS (the AuthnRequest's issuer and AssertionConsumerServiceURL). */
  spEntityId: string;
  acsUrl: string;
  /** The AuthnRequest's id; none makes an unsolicited (IdP-initiated) response. */
  inResponseTo?: string;
  email: string;
  name?: string;
  /** The IdP's clock (ms); default Date.now(). */
  now?: number;
  /** How long the assertion holds; default 5 minutes. */
  lifetimeMs?: number;
  /** Overrides: the audience and recipient it states (default the SP's). */
  audience?: string;
  recipient?: string;
  /** `assertion` (default), `none`, `other-key` (a key not in the metadata), `tampered`. */
  signing?: 'assertion' | 'none' | 'other-key' | 'tampered';
  /** Prepends a DOCTYPE declaring an external entity (an XXE attempt). */
  doctype?: boolean;
  /** `denied`: the directory refuses (a person removed there). */
  status?: 'success' | 'denied';
  /** The AuthnStatement's AuthnContextClassRef; default a password over TLS. */
  authnContextClassRef?: string;
  /**
   * The AuthnStatement without its required AuthnInstant: well signed, and good but for the
   * SAML schema (as a faulty IdP would send it).
   */
  schemaInvalid?: boolean;
}

export interface RunningSamlIdp {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  ssoUrl: string;
  /** A response to our SP, base64 as the POST binding carries it. */
  respond: (options: SamlResponseOptions) => Promise<string>;
  close: () => Promise<void>;
}

async function keyPair(): Promise<{ privateKey: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: 'Example SAML IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { privateKey: pems.private, cert: pems.cert };
}

export async function listenSamlIdp(
  options: { port: number; host?: string; publicHost?: string } = { port: 0 },
): Promise<RunningSamlIdp> {
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
  const base = `http://${options.publicHost ?? host}:${port}`;
  const entityId = `${base}/saml`;
  const ssoUrl = `${base}/sso`;
  const [own, other] = await Promise.all([keyPair(), keyPair()]);
  const idpOf = (keys: { privateKey: string; cert: string }) =>
    samlify.IdentityProvider({
      entityID: entityId,
      signingCert: keys.cert,
      privateKey: keys.privateKey,
      nameIDFormat: [EMAIL_FORMAT],
      singleSignOnService: [{ Binding: BINDING_REDIRECT, Location: ssoUrl }],
      wantAuthnRequestsSigned: false,
    });
  const idp = idpOf(own);
  const impostor = idpOf(other);
  const metadataXml = idp.getMetadata();

  async function respond(input: SamlResponseOptions): Promise<string> {
    const sp = samlify.ServiceProvider({
      entityID: input.spEntityId,
      assertionConsumerService: [{ Binding: BINDING_POST, Location: input.acsUrl }],
      wantAssertionsSigned: true,
    });
    const now = input.now ?? Date.now();
    const until = new Date(now + (input.lifetimeMs ?? 5 * 60 * 1000)).toISOString();
    const id = `_${randomBytes(16).toString('hex')}`;
    const values: Record<string, string | null> = {
      ID: id,
      AssertionID: `_${randomBytes(16).toString('hex')}`,
      Destination: input.recipient ?? input.acsUrl,
      Audience: input.audience ?? input.spEntityId,
      EntityID: input.spEntityId,
      SubjectRecipient: input.recipient ?? input.acsUrl,
      Issuer: entityId,
      IssueInstant: new Date(now).toISOString(),
      AssertionConsumerServiceURL: input.acsUrl,
      StatusCode: input.status === 'denied' ? RESPONDER : SUCCESS,
      ConditionsNotBefore: new Date(now).toISOString(),
      ConditionsNotOnOrAfter: until,
      SubjectConfirmationDataNotOnOrAfter: until,
      NameIDFormat: EMAIL_FORMAT,
      NameID: input.email,
      // No request: the attribute is left out (an unsolicited, IdP-initiated response).
      InResponseTo: input.inResponseTo || null,
      AuthnStatement: '',
      AttributeStatement: '',
    };
    // Statements are XML, which the template filler would escape: added after it.
    const statements =
      `<saml:AuthnStatement${input.schemaInvalid ? '' : ` AuthnInstant="${new Date(now).toISOString()}"`}><saml:AuthnContext><saml:AuthnContextClassRef>${escapeHtml(input.authnContextClassRef ?? PASSWORD_CLASS)}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      (input.name
        ? `<saml:AttributeStatement><saml:Attribute Name="name"><saml:AttributeValue>${escapeHtml(input.name)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
        : '');
    const fill = (template: string) => ({
      id,
      context: samlify.SamlLib.replaceTagsByValue(
        template,
        values as Record<string, string>,
      ).replace('</saml:Conditions>', `</saml:Conditions>${statements}`),
    });
    let xml: string;
    if (input.signing === 'none') {
      xml = fill(samlify.SamlLib.defaultLoginResponseTemplate.context).context;
    } else {
      const signer = input.signing === 'other-key' ? impostor : idp;
      const made = await signer.createLoginResponse(
        sp,
        { extract: { request: { id: input.inResponseTo ?? '' } } },
        'post',
        { email: input.email },
        { customTagReplacement: fill },
      );
      xml = Buffer.from(made.context, 'base64').toString('utf8');
      if (input.signing === 'tampered') {
        // The signed assertion changed afterwards: someone else's address.
        xml = xml.replace(`>${input.email}<`, `>mallory@${input.email.split('@')[1] ?? ''}<`);
      }
    }
    if (input.doctype) {
      xml = `<?xml version="1.0"?><!DOCTYPE samlp:Response [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${xml}`;
    }
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  // Only the AuthnRequest's fields are read (an unsigned request: nothing to verify).
  const anySp = samlify.ServiceProvider({ entityID: 'any' });

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const html = (status: number, body: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    };
    if (req.method === 'GET' && url.pathname === '/metadata') {
      res.setHeader('Content-Type', 'application/samlmetadata+xml');
      res.end(metadataXml);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/sso') {
      idp
        .parseLoginRequest(anySp, 'redirect', {
          query: Object.fromEntries(url.searchParams),
          octetString: '',
        })
        .then((parsed) => {
          const extract = parsed.extract as {
            request?: { id?: string; assertionConsumerServiceUrl?: string };
            issuer?: string;
          };
          const fields = {
            requestId: extract.request?.id ?? '',
            acsUrl: extract.request?.assertionConsumerServiceUrl ?? '',
            spEntityId: typeof extract.issuer === 'string' ? extract.issuer : '',
            relayState: url.searchParams.get('RelayState') ?? '',
          };
          const hidden = Object.entries(fields)
            .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v)}">`)
            .join('');
          html(
            200,
            page(
              'Sign in to Example SAML IdP',
              `<p>Development stand-in for a company's identity provider. Any address signs in.</p>
<form method="post" action="/sso/answer">${hidden}
<p><label>Work e-mail <input name="email" type="email" required autocomplete="off"></label></p>
<p><label>Name <input name="name" autocomplete="off"></label></p>
<p><label><input name="mfa" type="checkbox" value="yes"> Signed in with a second factor (the assertion says <code>${MFA_CLASS}</code>)</label></p>
<p><button type="submit">Sign in</button> <button type="submit" name="deny" value="yes" formnovalidate>Refuse (person removed)</button></p>
</form>`,
            ),
          );
        })
        .catch(() =>
          html(400, page('Not a SAML request', '<p>The sign-in request is not valid.</p>')),
        );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/sso/answer') {
      readBody(req)
        .then(async (text) => {
          const form = new URLSearchParams(text);
          const acsUrl = form.get('acsUrl') ?? '';
          const samlResponse = await respond({
            spEntityId: form.get('spEntityId') ?? '',
            acsUrl,
            inResponseTo: form.get('requestId') ?? '',
            email: form.get('email') ?? '',
            name: form.get('name') || undefined,
            status: form.get('deny') === 'yes' ? 'denied' : 'success',
            ...(form.get('mfa') === 'yes' ? { authnContextClassRef: MFA_CLASS } : {}),
          });
          const fields = { SAMLResponse: samlResponse, RelayState: form.get('relayState') ?? '' };
          const hidden = Object.entries(fields)
            .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v)}">`)
            .join('');
          // The POST binding: a form that submits itself to the SP's ACS.
          html(
            200,
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Continue</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(acsUrl)}">${hidden}<button type="submit">Continue</button></form></body></html>`,
          );
        })
        .catch(() => html(400, page('Not a SAML request', '<p>The answer is not valid.</p>')));
      return;
    }
    html(404, page('Not found', '<p>Nothing here.</p>'));
  });

  return {
    entityId,
    metadataUrl: `${base}/metadata`,
    metadataXml,
    ssoUrl,
    respond,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// Our SAML 2.0 service provider (docs/enterprise-sso.md). samlify (a maintained library) parses the
// IdP metadata, builds the AuthnRequest, and checks the response's XML signature against the
// metadata's certificate once our schema validator (saml-schema.ts: libxml2 compiled to
// WebAssembly, the schema compiled once) found the message valid SAML 2.0; nothing here verifies a
// signature by hand. What samlify leaves to its caller is done here, on the API's movable clock:
// the audience, the recipient, NotBefore/NotOnOrAfter with two minutes of skew, InResponseTo
// (the caller matches it to a request of ours), and the replay cache (the caller, by the
// assertion's id). XML with a DOCTYPE is refused before any parser sees it, so no entity (XXE) is
// ever expanded nor fetched.
import { X509Certificate } from 'node:crypto';
import * as samlify from 'samlify';
import { samlSchemaValidator } from './saml-schema.ts';
import { amrFromAuthnContext } from './stated-amr.ts';

samlify.setSchemaValidator(samlSchemaValidator);

/** Clock skew allowed between the IdP and us. */
export const SAML_SKEW_MS = 2 * 60 * 1000;
const BINDING_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/**
 * samlify would check the time window on the process's own clock; ours is the API's (movable in
 * tests), so its window is opened wide and the same checks are made below with ours.
 */
const NO_LIBRARY_TIME_CHECK: [number, number] = [-1e15, 1e15];

export type SamlFailure =
  | 'saml_malformed'
  | 'saml_unsigned'
  | 'saml_signature_invalid'
  | 'saml_audience_mismatch'
  | 'saml_recipient_mismatch'
  | 'saml_expired'
  | 'saml_not_yet_valid'
  | 'saml_replayed'
  | 'saml_unsolicited'
  | 'saml_status'
  | 'email_missing';

/** Each refusal in an IT administrator's words (also the connection's `lastError.message`). */
export const SAML_MESSAGES: Record<SamlFailure, string> = {
  saml_malformed:
    'The SAML response is not valid SAML XML, or carries a DOCTYPE or entity declarations (refused before parsing).',
  saml_unsigned:
    'The SAML response is not signed. Configure the identity provider to sign the assertion (or the whole response).',
  saml_signature_invalid:
    'The SAML signature does not match the signing certificate in the identity provider metadata. After a certificate change, upload the new metadata.',
  saml_audience_mismatch:
    'The assertion is meant for another service provider: set the audience (SP entity ID) to the one shown for this connection.',
  saml_recipient_mismatch:
    'The assertion was sent for another address: set the ACS (reply) URL to the one shown for this connection.',
  saml_expired:
    'The assertion has expired (NotOnOrAfter has passed). Check the identity provider clock, then sign in again.',
  saml_not_yet_valid:
    'The assertion is not valid yet (NotBefore is in the future by more than 2 minutes): the identity provider clock is ahead.',
  saml_replayed: 'This SAML response was already used. Sign in again.',
  saml_unsolicited:
    'The response does not answer a sign-in started here (InResponseTo missing or unknown). Start the sign-in from the sign-in page; IdP-initiated sign-in is not accepted.',
  saml_status: 'The identity provider refused the sign-in.',
  email_missing:
    'The assertion carries no e-mail address: send it as the NameID (e-mail format) or an "email" attribute.',
};

export class SamlRefusal extends Error {
  constructor(readonly failure: SamlFailure) {
    super(SAML_MESSAGES[failure]);
  }
}

export class MetadataRefusal extends Error {
  constructor(
    readonly code: 'metadata_invalid' | 'xml_dtd_refused',
    message: string,
  ) {
    super(message);
  }
}

/** A DOCTYPE (and so any entity declaration) anywhere: refused before parsing. */
export function hasDtd(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

export interface ServiceProviderUrls {
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
}

/** Our entity id, ACS and metadata address for a connection. */
export function serviceProviderUrls(publicUrl: string, connectionId: string): ServiceProviderUrls {
  const entityId = `${publicUrl}/auth/saml/${connectionId}`;
  return { entityId, acsUrl: `${entityId}/acs`, metadataUrl: `${entityId}/metadata` };
}

export function serviceProvider(urls: ServiceProviderUrls) {
  return samlify.ServiceProvider({
    entityID: urls.entityId,
    assertionConsumerService: [{ Binding: BINDING_POST, Location: urls.acsUrl }],
    wantAssertionsSigned: true,
    authnRequestsSigned: false,
    nameIDFormat: [EMAIL_FORMAT],
    clockDrifts: NO_LIBRARY_TIME_CHECK,
  });
}

export interface IdpDescription {
  entityId: string;
  ssoUrl: string;
  certificateNotAfter: string | null;
}

/** The IdP from its metadata, checked: an IdP with a signing certificate and a Redirect SSO. */
export function identityProvider(metadataXml: string) {
  if (hasDtd(metadataXml)) {
    throw new MetadataRefusal(
      'xml_dtd_refused',
      'The metadata XML carries a DOCTYPE or entity declarations; remove them (they are refused before parsing).',
    );
  }
  let idp: ReturnType<typeof samlify.IdentityProvider>;
  try {
    if (!/IDPSSODescriptor/.test(metadataXml)) throw new Error('no IDPSSODescriptor');
    idp = samlify.IdentityProvider({ metadata: metadataXml });
  } catch {
    throw new MetadataRefusal(
      'metadata_invalid',
      'This is not SAML identity provider metadata (no IDPSSODescriptor was found).',
    );
  }
  const certificates = [idp.entityMeta.getX509Certificate('signing')].flat().filter(Boolean);
  if (certificates.length === 0) {
    throw new MetadataRefusal(
      'metadata_invalid',
      'The metadata has no signing certificate (KeyDescriptor use="signing"): we only accept signed assertions.',
    );
  }
  const sso = idp.entityMeta.getSingleSignOnService('redirect');
  if (typeof sso !== 'string' || !/^https?:\/\//.test(sso)) {
    throw new MetadataRefusal(
      'metadata_invalid',
      'The metadata has no SingleSignOnService with the HTTP-Redirect binding.',
    );
  }
  return {
    idp,
    description: {
      entityId: idp.entityMeta.getEntityID(),
      ssoUrl: sso,
      certificateNotAfter: certificateNotAfter(String(certificates[0])),
    } satisfies IdpDescription,
  };
}

function certificateNotAfter(base64: string): string | null {
  try {
    const pem = `-----BEGIN CERTIFICATE-----\n${base64.replace(/\s+/g, '')}\n-----END CERTIFICATE-----`;
    return new Date(new X509Certificate(pem).validTo).toISOString();
  } catch {
    return null;
  }
}

/** The AuthnRequest as a redirect to the IdP: where to, and its id (to match InResponseTo). */
export function loginRequest(
  sp: ReturnType<typeof serviceProvider>,
  idp: ReturnType<typeof samlify.IdentityProvider>,
): { url: string; id: string } {
  const { context, id } = sp.createLoginRequest(idp, 'redirect');
  return { url: context, id };
}

export interface SamlIdentity {
  requestId: string;
  assertionId: string;
  /** When the assertion stops being valid (ms): the replay cache keeps its id until then. */
  expiresAt: number;
  subject: string;
  email: string;
  name: string | null;
  /**
   * What the assertion's AuthnStatement says of the sign-in there, as RFC 8176 values
   * (stated-amr.ts): read from the one signed assertion, never from the Response around it.
   */
  amr: string[];
  /** Every attribute the assertion carries, as text (shown to the admin by a test sign-in). */
  attributes: Record<string, string[]>;
}

function attributeList(attributes: unknown): Record<string, string[]> {
  if (!attributes || typeof attributes !== 'object') return {};
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key,
      [value].flat().filter((one): one is string => typeof one === 'string'),
    ]),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const NAME_ATTRIBUTES = [
  'name',
  'displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];

function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one.trim() ? one.trim() : undefined;
}

function attribute(attributes: unknown, names: string[]): string | undefined {
  if (!attributes || typeof attributes !== 'object') return undefined;
  for (const [key, value] of Object.entries(attributes)) {
    if (names.includes(key.toLowerCase())) return first(value);
  }
  return undefined;
}

function time(value: unknown): number | undefined {
  const text = first(value);
  if (!text) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * Validates a SAML response (the POST binding's base64 `SAMLResponse`) from `idp` to us. Throws a
 * SamlRefusal saying what is wrong; answers the identity and the request it claims to answer.
 */
export async function validateResponse(input: {
  sp: ReturnType<typeof serviceProvider>;
  idp: ReturnType<typeof samlify.IdentityProvider>;
  urls: ServiceProviderUrls;
  samlResponse: string;
  now: number;
}): Promise<SamlIdentity> {
  const xml = Buffer.from(input.samlResponse, 'base64').toString('utf8');
  if (!xml.trimStart().startsWith('<') || hasDtd(xml)) throw new SamlRefusal('saml_malformed');
  // One plain assertion: what is checked below is what was signed (no wrapping, no encryption).
  const assertions = xml.match(/<(?:[\w.-]+:)?(?:Encrypted)?Assertion[\s>/]/g) ?? [];
  if (assertions.length !== 1 || /EncryptedAssertion/.test(assertions[0] ?? '')) {
    throw new SamlRefusal('saml_malformed');
  }

  let parsed: Awaited<ReturnType<typeof input.sp.parseLoginResponse>>;
  try {
    parsed = await input.sp.parseLoginResponse(input.idp, 'post', {
      body: { SAMLResponse: input.samlResponse },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/ERR_FAILED_STATUS/.test(reason)) throw new SamlRefusal('saml_status');
    if (/FAILED_TO_VERIFY_SIGNATURE|UNMATCH_CERTIFICATE|SIGNATURE/.test(reason)) {
      throw new SamlRefusal(
        /<(?:[\w.-]+:)?Signature[\s>]/.test(xml) ? 'saml_signature_invalid' : 'saml_unsigned',
      );
    }
    if (/UNMATCH_ISSUER/.test(reason)) throw new SamlRefusal('saml_signature_invalid');
    throw new SamlRefusal('saml_malformed');
  }

  const extract = parsed.extract as Record<string, unknown>;
  // The signed assertion's own subject confirmation (the Response around it may be unsigned).
  const own = samlify.Extractor.extract(parsed.samlContent, [
    {
      key: 'confirmation',
      localPath: [
        'Response',
        'Assertion',
        'Subject',
        'SubjectConfirmation',
        'SubjectConfirmationData',
      ],
      attributes: ['Recipient', 'NotOnOrAfter', 'InResponseTo'],
    },
    { key: 'assertion', localPath: ['Response', 'Assertion'], attributes: ['ID'] },
    {
      key: 'authnContext',
      localPath: [
        'Response',
        'Assertion',
        'AuthnStatement',
        'AuthnContext',
        'AuthnContextClassRef',
      ],
      attributes: [],
    },
  ]) as {
    confirmation?: { recipient?: string; notOnOrAfter?: string; inResponseTo?: string };
    /** The id alone: samlify answers a single attribute as its value. */
    assertion?: string | { id?: string };
    /** One class reference, or one per AuthnStatement. */
    authnContext?: string | string[];
  };

  const audiences = [extract.audience].flat().filter((a): a is string => typeof a === 'string');
  if (!audiences.includes(input.urls.entityId)) throw new SamlRefusal('saml_audience_mismatch');

  const response = (extract.response ?? {}) as { destination?: string };
  const recipient = own.confirmation?.recipient;
  if (
    recipient !== input.urls.acsUrl ||
    (response.destination !== undefined && response.destination !== input.urls.acsUrl)
  ) {
    throw new SamlRefusal('saml_recipient_mismatch');
  }

  const conditions = (extract.conditions ?? {}) as { notBefore?: string; notOnOrAfter?: string };
  const notBefore = time(conditions.notBefore);
  const ends = [time(conditions.notOnOrAfter), time(own.confirmation?.notOnOrAfter)].filter(
    (at): at is number => at !== undefined,
  );
  // A bearer assertion must say until when it holds (SAML profiles, 4.1.4.2).
  if (time(own.confirmation?.notOnOrAfter) === undefined) throw new SamlRefusal('saml_malformed');
  if (notBefore !== undefined && notBefore - SAML_SKEW_MS > input.now) {
    throw new SamlRefusal('saml_not_yet_valid');
  }
  const expiresAt = Math.min(...ends);
  if (expiresAt + SAML_SKEW_MS <= input.now) throw new SamlRefusal('saml_expired');

  const requestId = own.confirmation?.inResponseTo;
  if (!requestId) throw new SamlRefusal('saml_unsolicited');
  const assertionId = typeof own.assertion === 'string' ? own.assertion : own.assertion?.id;
  if (!assertionId) throw new SamlRefusal('saml_malformed');

  const nameId = first(extract.nameID);
  const email = (
    nameId && EMAIL.test(nameId) ? nameId : attribute(extract.attributes, EMAIL_ATTRIBUTES)
  )?.toLowerCase();
  if (!nameId || !email || !EMAIL.test(email)) throw new SamlRefusal('email_missing');
  return {
    requestId,
    assertionId,
    expiresAt: expiresAt + SAML_SKEW_MS,
    subject: nameId,
    email,
    name: attribute(extract.attributes, NAME_ATTRIBUTES) ?? null,
    // The one assertion (counted above) is what the signature covered: its statement is as
    // trustworthy as its subject; whether it counts is the connection's choice (broker.ts).
    amr: amrFromAuthnContext(
      [own.authnContext].flat().filter((ref): ref is string => typeof ref === 'string'),
    ),
    attributes: attributeList(extract.attributes),
  };
}

/** Our SP metadata for a connection (the IdP administrator uploads or points at it). */
export function serviceProviderMetadata(urls: ServiceProviderUrls): string {
  return serviceProvider(urls).getMetadata();
}

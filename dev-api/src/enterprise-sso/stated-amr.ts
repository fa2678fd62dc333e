// What an organisation's identity provider states about how the person signed in there
// (docs/enterprise-sso.md, "What the tokens say"): a SAML assertion's AuthnContextClassRef (read
// from the signed assertion, saml.ts) or an OIDC ID token's `amr` (upstream.ts), as RFC 8176
// values. Anything else is dropped: a relying party reading our `amr` must only ever find the
// registered values, never an IdP's private vocabulary. Whether the statement counts at all is
// the connection's choice (`trustIdpMfa`, broker.ts); a social provider's never does.

/** RFC 8176's registered values, in the order our tokens list them (`mfa` last). */
const REGISTERED = [
  'pwd',
  'pin',
  'otp',
  'sms',
  'tel',
  'hwk',
  'swk',
  'sc',
  'pop',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
  'kba',
  'geo',
  'rba',
  'wia',
  'mca',
  'user',
  'mfa',
] as const;

const ORDER = new Map<string, number>(REGISTERED.map((value, index) => [value, index]));

const SAML_CLASS = 'urn:oasis:names:tc:SAML:2.0:ac:classes:';

/**
 * SAML 2.0 authentication context classes (saml-authn-context-2.0-os) and the two multi-factor
 * classes IdPs send in practice (REFEDS MFA, Microsoft's), as RFC 8176 values. A class that says
 * only how the channel was protected, or that a session was reused, states no method: absent.
 */
const SAML_CLASSES: Readonly<Record<string, readonly string[]>> = {
  [`${SAML_CLASS}Password`]: ['pwd'],
  [`${SAML_CLASS}PasswordProtectedTransport`]: ['pwd'],
  [`${SAML_CLASS}SecureRemotePassword`]: ['pwd'],
  [`${SAML_CLASS}TimeSyncToken`]: ['otp'],
  [`${SAML_CLASS}Smartcard`]: ['sc'],
  // A smart card unlocked by its PIN: two factors (something held, something known).
  [`${SAML_CLASS}SmartcardPKI`]: ['sc', 'pin', 'mfa'],
  [`${SAML_CLASS}SoftwarePKI`]: ['swk'],
  [`${SAML_CLASS}X509`]: ['pop'],
  [`${SAML_CLASS}TLSClient`]: ['pop'],
  [`${SAML_CLASS}MobileTwoFactorContract`]: ['mfa'],
  [`${SAML_CLASS}MobileTwoFactorUnregistered`]: ['mfa'],
  'https://refeds.org/profile/mfa': ['mfa'],
  'http://schemas.microsoft.com/claims/multipleauthn': ['mfa'],
};

function ordered(values: Iterable<string>): string[] {
  return [...new Set(values)]
    .filter((value) => ORDER.has(value))
    .sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** The RFC 8176 values an ID token's `amr` states (registered ones only). */
export function amrFromIdToken(amr: unknown): string[] {
  if (!Array.isArray(amr)) return [];
  return ordered(amr.filter((value): value is string => typeof value === 'string'));
}

/** The RFC 8176 values the assertion's AuthnContextClassRef(s) state (known classes only). */
export function amrFromAuthnContext(classRefs: readonly string[]): string[] {
  return ordered(classRefs.flatMap((ref) => SAML_CLASSES[ref.trim()] ?? []));
}

/** Whether a statement says the sign-in there was multi-factor. */
export function statesMfa(amr: readonly string[]): boolean {
  return amr.includes('mfa');
}

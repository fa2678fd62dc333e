import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  available: {
    id: 'enterpriseSso.discovery.available',
    defaultMessage: 'Your organisation signs in with its own identity provider.',
  },
  required: {
    id: 'enterpriseSso.discovery.required',
    defaultMessage:
      'Your organisation requires signing in with its own identity provider: your password is not used here.',
  },
  continue: {
    id: 'enterpriseSso.discovery.continue',
    defaultMessage: 'Continue with single sign-on',
  },
});

/** The organisation's SSO administration (OrganisationSso.tsx). */
export const admin = defineMessages({
  title: { id: 'enterpriseSso.admin.title', defaultMessage: 'Single sign-on' },
  domains: { id: 'enterpriseSso.admin.domains', defaultMessage: 'Domains' },
  domain: { id: 'enterpriseSso.admin.domain', defaultMessage: 'Domain' },
  addDomain: { id: 'enterpriseSso.admin.addDomain', defaultMessage: 'Add domain' },
  verified: { id: 'enterpriseSso.admin.verified', defaultMessage: 'Verified' },
  notVerified: {
    id: 'enterpriseSso.admin.notVerified',
    defaultMessage: 'Not verified: publish this DNS record, then verify.',
  },
  recordType: { id: 'enterpriseSso.admin.recordType', defaultMessage: 'Type' },
  recordName: { id: 'enterpriseSso.admin.recordName', defaultMessage: 'Name' },
  recordValue: { id: 'enterpriseSso.admin.recordValue', defaultMessage: 'Value' },
  verify: { id: 'enterpriseSso.admin.verify', defaultMessage: 'Verify' },
  domainVerified: { id: 'enterpriseSso.admin.domainVerified', defaultMessage: 'Domain verified.' },
  domainNotVerified: {
    id: 'enterpriseSso.admin.domainNotVerified',
    defaultMessage:
      'The TXT record was not found yet. DNS changes can take a while to show; try again later.',
  },
  domainTaken: {
    id: 'enterpriseSso.admin.domainTaken',
    defaultMessage: 'Another organisation has verified this domain.',
  },
  domainExists: {
    id: 'enterpriseSso.admin.domainExists',
    defaultMessage: 'This domain is already added.',
  },
  dnsUnavailable: {
    id: 'enterpriseSso.admin.dnsUnavailable',
    defaultMessage: 'DNS did not answer. Try again later.',
  },
  connections: { id: 'enterpriseSso.admin.connections', defaultMessage: 'Connections' },
  connectionName: { id: 'enterpriseSso.admin.connectionName', defaultMessage: 'Name' },
  metadataUrl: {
    id: 'enterpriseSso.admin.metadataUrl',
    defaultMessage: 'Identity provider metadata URL',
  },
  addSaml: { id: 'enterpriseSso.admin.addSaml', defaultMessage: 'Add SAML connection' },
  issuer: { id: 'enterpriseSso.admin.issuer', defaultMessage: 'Issuer' },
  clientId: { id: 'enterpriseSso.admin.clientId', defaultMessage: 'Client ID' },
  clientSecret: { id: 'enterpriseSso.admin.clientSecret', defaultMessage: 'Client secret' },
  addOidc: { id: 'enterpriseSso.admin.addOidc', defaultMessage: 'Add OpenID Connect connection' },
  typeSaml: { id: 'enterpriseSso.admin.typeSaml', defaultMessage: 'Protocol: SAML 2.0' },
  typeOidc: { id: 'enterpriseSso.admin.typeOidc', defaultMessage: 'Protocol: OpenID Connect' },
  on: { id: 'enterpriseSso.admin.on', defaultMessage: 'On' },
  off: { id: 'enterpriseSso.admin.off', defaultMessage: 'Off (test it, then turn it on)' },
  turnOn: { id: 'enterpriseSso.admin.turnOn', defaultMessage: 'Turn on' },
  // Whether the IdP's own statement about the sign-in (its MFA) counts here (`trustIdpMfa`).
  idpMfaTrusted: {
    id: 'enterpriseSso.admin.idpMfaTrusted',
    defaultMessage:
      "The identity provider's multi-factor sign-in counts as two-step verification here.",
  },
  idpMfaNotTrusted: {
    id: 'enterpriseSso.admin.idpMfaNotTrusted',
    defaultMessage: "The identity provider's multi-factor sign-in is not counted here.",
  },
  trustIdpMfa: {
    id: 'enterpriseSso.admin.trustIdpMfa',
    defaultMessage: 'Trust its multi-factor sign-in',
  },
  distrustIdpMfa: {
    id: 'enterpriseSso.admin.distrustIdpMfa',
    defaultMessage: 'Stop trusting its multi-factor sign-in',
  },
  turnOff: { id: 'enterpriseSso.admin.turnOff', defaultMessage: 'Turn off' },
  test: { id: 'enterpriseSso.admin.test', defaultMessage: 'Test' },
  testPassed: { id: 'enterpriseSso.admin.testPassed', defaultMessage: 'The configuration works.' },
  testFailed: {
    id: 'enterpriseSso.admin.testFailed',
    defaultMessage: 'The configuration has a problem: {details}',
  },
  lastError: {
    id: 'enterpriseSso.admin.lastError',
    defaultMessage: 'Last refused sign-in:',
  },
  spEntityId: { id: 'enterpriseSso.admin.spEntityId', defaultMessage: 'Our entity ID (audience)' },
  acsUrl: { id: 'enterpriseSso.admin.acsUrl', defaultMessage: 'Our ACS (reply) URL' },
  spMetadata: { id: 'enterpriseSso.admin.spMetadata', defaultMessage: 'Download our SP metadata' },
  redirectUri: {
    id: 'enterpriseSso.admin.redirectUri',
    defaultMessage: 'Redirect URI to register',
  },
  refused: {
    id: 'enterpriseSso.admin.refused',
    defaultMessage: 'The identity provider settings cannot be used: {details}',
  },
  settings: { id: 'enterpriseSso.admin.settings', defaultMessage: 'Sign-in rules' },
  enforced: {
    id: 'enterpriseSso.admin.enforced',
    defaultMessage: 'Require single sign-on for our domains (no password sign-in)',
  },
  // What saving enforcement does at once (docs/enterprise-sso.md, "When you turn enforcement on").
  enforcedEffect: {
    id: 'enterpriseSso.admin.enforcedEffect',
    defaultMessage:
      'Requiring single sign-on signs out, at once, everyone of your domains who signed in another way (owners keep their passkey sessions, and you keep this one). Each of them is told by e-mail.',
  },
  jit: {
    id: 'enterpriseSso.admin.jit',
    defaultMessage: 'Add people of our domains to the organisation on their first sign-in',
  },
  save: { id: 'enterpriseSso.admin.save', defaultMessage: 'Save' },
  saved: { id: 'enterpriseSso.admin.saved', defaultMessage: 'Saved.' },
  needsConnection: {
    id: 'enterpriseSso.admin.needsConnection',
    defaultMessage:
      'Turn on a connection and verify a domain first, or nobody of your domains could sign in.',
  },
});

/** The test sign-in's button and result (OrganisationSso.tsx). */
export const testSignIn = defineMessages({
  testSignIn: { id: 'enterpriseSso.admin.testSignIn', defaultMessage: 'Test sign-in' },
  testSignInTitle: {
    id: 'enterpriseSso.admin.testSignInTitle',
    defaultMessage: 'Last test sign-in',
  },
  testSignInNobody: {
    id: 'enterpriseSso.admin.testSignInNobody',
    defaultMessage:
      'Nobody was signed in here. The attributes (SAML) or claims (OpenID Connect) it sent:',
  },
  testSignInNoAttributes: {
    id: 'enterpriseSso.admin.testSignInNoAttributes',
    defaultMessage: 'No attributes besides the address.',
  },
  testSignInRefused: {
    id: 'enterpriseSso.admin.testSignInRefused',
    defaultMessage: 'A sign-in would be refused. For your identity provider’s administrator:',
  },
  testSignInLost: {
    id: 'enterpriseSso.admin.testSignInLost',
    defaultMessage:
      'This test sign-in’s result cannot be shown: it was started in another session, shown already, or is more than 10 minutes old. Press Test sign-in again.',
  },
});

/** A test sign-in's success (OrganisationSso.tsx), with the address the IdP sent. */
export const testSignInWorked = defineMessage<{ email: string }>({
  id: 'enterpriseSso.admin.testSignInWorked',
  defaultMessage: 'It works: your identity provider signed in {email}.',
});

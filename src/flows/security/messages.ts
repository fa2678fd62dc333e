import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'security.title', defaultMessage: 'Security' },
  currentPassword: { id: 'account.currentPassword', defaultMessage: 'Current password' },
  confirmPassword: { id: 'account.confirmPassword', defaultMessage: 'Confirm new password' },
  changePassword: { id: 'account.changePassword', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'account.passwordChanged',
    defaultMessage: 'Your password was changed. Your other sessions were signed out.',
  },
  noPassword: {
    id: 'security.password.none',
    defaultMessage:
      'You sign in without a password (with a passkey or another account). Add one to have another way in; your passkeys stay.',
  },
  addPassword: { id: 'security.password.add', defaultMessage: 'Add a password' },
  passwordAdded: {
    id: 'security.password.added',
    defaultMessage: 'Your password was added. Your other sessions were signed out.',
  },
  loadFailed: {
    id: 'security.loadFailed',
    defaultMessage: 'Your security settings could not be loaded',
  },
  twoStepOff: {
    id: 'security.twoStep.off',
    defaultMessage:
      'Off. Add a second step to your sign-in: a code from an authenticator app on your phone, so a stolen password is not enough.',
  },
  twoStepRequired: {
    id: 'security.twoStep.required',
    defaultMessage: 'Your organisation requires two-step verification. Set it up to go on.',
  },
  setUp: { id: 'security.twoStep.setUp', defaultMessage: 'Set up an authenticator app' },
  turnOff: { id: 'security.twoStep.turnOff', defaultMessage: 'Turn off two-step verification' },
  turnedOff: { id: 'security.twoStep.turnedOff', defaultMessage: 'Two-step verification is off.' },
  newCodes: { id: 'security.codes.new', defaultMessage: 'Make new recovery codes' },
  newCodesAsk: {
    id: 'security.codes.newAsk',
    defaultMessage: 'Your current recovery codes will stop working. Make new ones?',
  },
  newCodesConfirm: { id: 'security.codes.newConfirm', defaultMessage: 'Make new codes' },
  turnOffAsk: {
    id: 'security.twoStep.turnOffAsk',
    defaultMessage:
      'Signing in will ask only for your password, and your recovery codes will stop working. Turn off two-step verification?',
  },
  turnOffConfirm: { id: 'security.twoStep.turnOffConfirm', defaultMessage: 'Turn off' },
  scanTitle: { id: 'security.setup.title', defaultMessage: 'Set up an authenticator app' },
  scan: {
    id: 'security.setup.scan',
    defaultMessage:
      'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
  },
  qrLabel: { id: 'security.setup.qr', defaultMessage: 'QR code for your authenticator app' },
  setupKey: { id: 'security.setup.key', defaultMessage: 'Or type this setup key into the app:' },
  copyKey: { id: 'security.setup.copyKey', defaultMessage: 'Copy the setup key' },
  copied: { id: 'security.copied', defaultMessage: 'Copied.' },
  code: { id: 'security.setup.code', defaultMessage: 'The 6-digit code the app shows' },
  turnOn: { id: 'security.setup.turnOn', defaultMessage: 'Turn on' },
  codesTitle: { id: 'security.codes.title', defaultMessage: 'Your recovery codes' },
  codesText: {
    id: 'security.codes.text',
    defaultMessage:
      'If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they will not be shown again.',
  },
  copyCodes: { id: 'security.codes.copy', defaultMessage: 'Copy the codes' },
  downloadCodes: { id: 'security.codes.download', defaultMessage: 'Download (.txt)' },
  done: { id: 'security.codes.done', defaultMessage: 'I have saved them' },
  trustedNone: {
    id: 'security.trusted.none',
    defaultMessage: 'No device skips the second step.',
  },
  unknownDevice: { id: 'security.trusted.unknown', defaultMessage: 'Unknown browser' },
  stopTrusting: { id: 'security.trusted.remove', defaultMessage: 'Stop trusting' },
});

export const onSince = defineMessage<{ date: string }>({
  id: 'security.twoStep.on',
  defaultMessage: 'On since {date}. Signing in asks for a code from your authenticator app.',
});

export const codesLeft = defineMessage<{ count: number }>({
  id: 'security.codes.left',
  defaultMessage:
    '{count, plural, =0 {No recovery codes left.} one {# recovery code left.} other {# recovery codes left.}}',
});

export const codesLow = defineMessage({
  id: 'security.codes.low',
  defaultMessage: 'You are running out of recovery codes: make new ones.',
});

export const trustedUntil = defineMessage<{ added: string; until: string }>({
  id: 'security.trusted.dates',
  defaultMessage: 'Trusted since {added}, until {until}',
});

export const stopTrustingDevice = defineMessage<{ device: string }>({
  id: 'security.trusted.removeLabel',
  defaultMessage: 'Stop trusting {device}',
});

/** The downloaded file's text; the codes follow it, one per line. */
export const codesFile = defineMessage<{ email: string }>({
  id: 'security.codes.file',
  defaultMessage: 'Recovery codes for {email}. Each signs you in once.',
});

/** The Passkeys section (PasskeysSection.tsx). */
export const passkeyMessages = defineMessages({
  title: { id: 'security.passkeys', defaultMessage: 'Passkeys' },
  intro: {
    id: 'security.passkeys.intro',
    defaultMessage:
      'Sign in with your fingerprint, face, screen lock or a security key instead of your password.',
  },
  none: { id: 'security.passkeys.none', defaultMessage: 'You have no passkeys yet.' },
  added: { id: 'security.passkeys.added', defaultMessage: 'Passkey added.' },
  removed: { id: 'security.passkeys.removed', defaultMessage: 'Passkey removed.' },
  renamed: { id: 'security.passkeys.renamed', defaultMessage: 'Passkey renamed.' },
  rename: { id: 'security.passkeys.rename', defaultMessage: 'Rename' },
  remove: { id: 'security.passkeys.remove', defaultMessage: 'Remove' },
  removeConfirm: { id: 'security.passkeys.removeConfirm', defaultMessage: 'Remove passkey' },
  name: { id: 'security.passkeys.name', defaultMessage: 'Passkey name' },
  save: { id: 'security.passkeys.save', defaultMessage: 'Save' },
  loadFailed: {
    id: 'security.passkeys.loadFailed',
    defaultMessage: 'Your passkeys could not be loaded.',
  },
  cancelled: {
    id: 'security.passkeys.cancelled',
    defaultMessage: 'The passkey request was cancelled or timed out. Nothing was added.',
  },
  exists: {
    id: 'security.passkeys.exists',
    defaultMessage: 'This device already has a passkey for your account.',
  },
  limit: {
    id: 'security.passkeys.limit',
    defaultMessage: 'You have the most passkeys an account can have. Remove one to add another.',
  },
  invalid: {
    id: 'security.passkeys.invalid',
    defaultMessage: 'The passkey could not be verified. Nothing was added: try again.',
  },
  unsupported: {
    id: 'security.passkeys.unsupported',
    defaultMessage: 'This browser cannot create passkeys.',
  },
  gone: {
    id: 'security.passkeys.gone',
    defaultMessage: 'This passkey no longer exists.',
  },
});

export const passkeyDates = defineMessage<{ added: string; used: string }>({
  id: 'security.passkeys.dates',
  defaultMessage: 'Added {added} · Last used {used}',
});

export const passkeyNeverUsed = defineMessage({
  id: 'security.passkeys.neverUsed',
  defaultMessage: 'never',
});

export const renamePasskeyLabel = defineMessage<{ name: string }>({
  id: 'security.passkeys.renameLabel',
  defaultMessage: 'Rename {name}',
});

export const removePasskeyLabel = defineMessage<{ name: string }>({
  id: 'security.passkeys.removeLabel',
  defaultMessage: 'Remove {name}',
});

export const passkeyOfferMessages = defineMessages({
  label: { id: 'security.passkeyOffer.label', defaultMessage: 'Sign in faster next time' },
  text: {
    id: 'security.passkeyOffer.text',
    defaultMessage:
      'Add a passkey on this device: next time, sign in with your fingerprint, face or screen lock instead of your password.',
  },
  added: {
    id: 'security.passkeyOffer.added',
    defaultMessage: 'Passkey added. Next time, choose “Sign in with a passkey”.',
  },
  autoAdded: {
    id: 'security.passkeyOffer.autoAdded',
    defaultMessage:
      'Your password manager saved a passkey for this account. Next time, choose “Sign in with a passkey”.',
  },
});

export const removePasskeyAsk = defineMessage<{ name: string }>({
  id: 'security.passkeys.removeAsk',
  defaultMessage: 'Remove {name}? It will no longer sign you in.',
});

/** Linked sign-in methods (LinkedIdentities.tsx; docs/federation.md). */
export const linkedMessages = defineMessages({
  title: { id: 'security.linked', defaultMessage: 'Linked sign-in methods' },
  intro: {
    id: 'security.linked.intro',
    defaultMessage: 'Accounts at other services that you can sign in with.',
  },
  none: {
    id: 'security.linked.none',
    defaultMessage:
      'No other service is linked. When you sign in with one, such as Google, it shows here.',
  },
  unlink: { id: 'security.linked.unlink', defaultMessage: 'Unlink' },
  unlinkConfirm: { id: 'security.linked.unlinkConfirm', defaultMessage: 'Unlink' },
  unlinked: { id: 'security.linked.unlinked', defaultMessage: 'Unlinked.' },
  last: {
    id: 'security.linked.last',
    defaultMessage:
      'This is the only way into your account, so it cannot be unlinked. Set a password or add a passkey first.',
  },
  gone: {
    id: 'security.linked.gone',
    defaultMessage: 'This sign-in method is no longer linked.',
  },
  loadFailed: {
    id: 'security.linked.loadFailed',
    defaultMessage: 'Your linked sign-in methods could not be loaded.',
  },
});

export const linkedDetails = defineMessage<{ email: string; date: string }>({
  id: 'security.linked.details',
  defaultMessage: '{email} · Linked {date}',
});

export const unlinkLabel = defineMessage<{ provider: string }>({
  id: 'security.linked.unlinkLabel',
  defaultMessage: 'Unlink {provider}',
});

export const unlinkAsk = defineMessage<{ provider: string; email: string }>({
  id: 'security.linked.unlinkAsk',
  defaultMessage: 'Unlink {provider} ({email})? You will no longer be able to sign in with it.',
});

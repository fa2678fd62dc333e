import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Your account' },
  profileFailed: {
    id: 'account.profileFailed',
    defaultMessage: 'Your profile could not be loaded',
  },
});

export const memberSince = defineMessage<{ date: string }>({
  id: 'account.memberSince',
  defaultMessage: 'Member since {date}',
});

export const lastSignIn = defineMessage<{ date: string; time: string }>({
  id: 'account.lastSignIn',
  defaultMessage: 'Last sign-in: {date} at {time}',
});

export const checkup = defineMessages({
  title: { id: 'account.checkup.title', defaultMessage: 'Security checkup' },
  twoStep: { id: 'account.checkup.twoStep', defaultMessage: 'Two-step verification' },
  on: { id: 'account.checkup.on', defaultMessage: 'On' },
  off: { id: 'account.checkup.off', defaultMessage: 'Off' },
  passkeys: { id: 'account.checkup.passkeys', defaultMessage: 'Passkeys' },
  recoveryCodes: { id: 'account.checkup.recoveryCodes', defaultMessage: 'Recovery codes' },
  devices: { id: 'account.checkup.devices', defaultMessage: 'Signed in' },
  latest: { id: 'account.checkup.latest', defaultMessage: 'Latest activity' },
  none: { id: 'account.checkup.none', defaultMessage: 'None yet' },
  // Between a row's name and its state, read aloud only ("Two-step verification: On").
  separator: { id: 'account.checkup.separator', defaultMessage: ': ' },
  failed: {
    id: 'account.checkup.failed',
    defaultMessage: 'The security checkup could not be loaded.',
  },
});

export const passkeyCount = defineMessage<{ count: number }>({
  id: 'account.checkup.passkeyCount',
  defaultMessage: '{count, plural, =0 {None} one {# passkey} other {# passkeys}}',
});

export const codesLeft = defineMessage<{ count: number }>({
  id: 'account.checkup.codesLeft',
  defaultMessage: '{count, plural, =0 {None left} one {# left} other {# left}}',
});

export const deviceCount = defineMessage<{ count: number }>({
  id: 'account.checkup.deviceCount',
  defaultMessage: '{count, plural, one {On # device} other {On # devices}}',
});

export const latestAt = defineMessage<{ date: string; time: string }>({
  id: 'account.checkup.latestAt',
  defaultMessage: '{date} at {time}',
});

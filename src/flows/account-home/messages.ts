import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Your account' },
  profileFailed: {
    id: 'account.profileFailed',
    defaultMessage: 'Your profile could not be loaded',
  },
  profile: { id: 'account.profile', defaultMessage: 'Profile' },
  saveName: { id: 'account.saveName', defaultMessage: 'Save name' },
  nameSaved: { id: 'account.nameSaved', defaultMessage: 'Your name was saved.' },
  currentPassword: { id: 'account.currentPassword', defaultMessage: 'Current password' },
  confirmPassword: { id: 'account.confirmPassword', defaultMessage: 'Confirm new password' },
  changePassword: { id: 'account.changePassword', defaultMessage: 'Change password' },
  passwordChanged: {
    id: 'account.passwordChanged',
    defaultMessage: 'Your password was changed. Your other sessions were signed out.',
  },
  moreSecurity: {
    id: 'account.moreSecurity',
    defaultMessage: 'Two-step verification and trusted devices',
  },
  sessions: {
    id: 'account.sessions',
    defaultMessage: "Where you're signed in and security activity",
  },
  privacy: {
    id: 'account.privacy',
    defaultMessage: 'Your data: change e-mail, download your data, delete account',
  },
  appearance: { id: 'account.appearance', defaultMessage: 'Appearance' },
  theme: { id: 'account.theme', defaultMessage: 'Theme' },
  themeSystem: { id: 'account.theme.system', defaultMessage: 'Same as my device' },
  themeLight: { id: 'account.theme.light', defaultMessage: 'Light' },
  themeDark: { id: 'account.theme.dark', defaultMessage: 'Dark' },
});

export const emailLine = defineMessage<{ email: string }>({
  id: 'account.emailLine',
  defaultMessage: 'E-mail: {email}',
});

export const memberSince = defineMessage<{ date: string }>({
  id: 'account.memberSince',
  defaultMessage: 'Member since {date}',
});

export const lastSignIn = defineMessage<{ date: string; time: string }>({
  id: 'account.lastSignIn',
  defaultMessage: 'Last sign-in: {date} at {time}',
});

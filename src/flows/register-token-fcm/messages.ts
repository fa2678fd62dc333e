import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  confirmTitle: {
    id: 'push.confirm.title',
    defaultMessage: 'Turn on notifications on this device?',
  },
  confirmWarning: {
    id: 'push.confirm.warning',
    defaultMessage:
      'Turn them on only if this is your device and you opened this link from its app: whoever holds the device would see them.',
  },
  unknownDevice: { id: 'push.unknownDevice', defaultMessage: 'an unknown device' },
  taken: {
    id: 'push.taken',
    defaultMessage:
      'This device gets the notifications of another account. Its owner can remove it under "Devices and activity" in that account; then try again here.',
  },
  registering: {
    id: 'push.registering',
    defaultMessage: 'Turning on notifications for this device…',
  },
  createdTitle: { id: 'push.created.title', defaultMessage: 'Notifications are on' },
  createdText: {
    id: 'push.created.text',
    defaultMessage: 'This device will now receive notifications.',
  },
  knownTitle: { id: 'push.known.title', defaultMessage: 'Already registered' },
  knownText: {
    id: 'push.known.text',
    defaultMessage: 'This device was already set up to receive notifications.',
  },
  missingTitle: { id: 'push.missing.title', defaultMessage: 'Nothing to register' },
  missingText: {
    id: 'push.missing.text',
    defaultMessage: 'This link did not include a device token, so nothing was changed.',
  },
  failedTitle: { id: 'push.failed.title', defaultMessage: 'Notifications could not be turned on' },
  refused: {
    id: 'push.refused',
    defaultMessage: 'This device’s token was not accepted, so nothing was changed.',
  },
  webTitle: { id: 'push.web.title', defaultMessage: 'Get notifications in this browser?' },
  webText: {
    id: 'push.web.text',
    defaultMessage:
      'We can let you know about important activity on your account, such as a new sign-in. Your browser will ask for your permission.',
  },
  webEnable: { id: 'push.web.enable', defaultMessage: 'Turn on notifications' },
  asking: { id: 'push.asking', defaultMessage: 'Waiting for your browser’s permission…' },
  deniedTitle: { id: 'push.denied.title', defaultMessage: 'Notifications are blocked' },
  deniedText: {
    id: 'push.denied.text',
    defaultMessage:
      'Your browser blocks notifications from this site. You can allow them in the site settings of your browser.',
  },
  unsupportedTitle: {
    id: 'push.unsupported.title',
    defaultMessage: 'Notifications are not available here',
  },
  unsupportedText: {
    id: 'push.unsupported.text',
    defaultMessage: 'This browser cannot receive notifications from us, so nothing was changed.',
  },
  continue: { id: 'push.continue', defaultMessage: 'Continue' },
});

export const confirmText = defineMessage<{ device: string }>({
  id: 'push.confirm.text',
  defaultMessage: 'The notifications of your account will go to this device: {device}.',
});

export const signedInAs = defineMessage<{ email: string }>({
  id: 'push.confirm.account',
  defaultMessage: 'You are signed in as {email}.',
});

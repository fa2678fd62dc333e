import { defineMessage } from 'react-intl';

/*
 * Texts said the same way in several flows, under one id each, so a translator translates them
 * once (docs/architecture.md, "Languages"). Only where the meaning is the same everywhere: a
 * screen's title and the button that leads to it keep ids of their own (another language may say
 * them differently), as does any text whose translation depends on what it speaks of. One export
 * per message, so a screen's chunk carries only the ones it uses.
 */

/** A person's name, the field's label. */
export const name = defineMessage({ id: 'common.name', defaultMessage: 'Name' });

/** An e-mail address field's label. */
export const email = defineMessage({ id: 'common.email', defaultMessage: 'E-mail' });

/** A password field's label, and the heading of the account's password section. */
export const password = defineMessage({ id: 'common.password', defaultMessage: 'Password' });

/** The label of the field where a new password is typed. */
export const newPassword = defineMessage({
  id: 'common.newPassword',
  defaultMessage: 'New password',
});

/** Under a new password's field. */
export const passwordHint = defineMessage({
  id: 'common.passwordHint',
  defaultMessage: 'At least {min} characters. Avoid common words and passwords used elsewhere.',
});

/** A checkbox's label. */
export const acceptTerms = defineMessage({
  id: 'common.acceptTerms',
  defaultMessage: 'I accept the terms of service and the privacy policy',
});

/** A button or link that starts signing in (an action, not a screen's title). */
export const signIn = defineMessage({ id: 'common.signIn', defaultMessage: 'Sign in' });

/** A button that repeats what failed. */
export const tryAgain = defineMessage({ id: 'common.tryAgain', defaultMessage: 'Try again' });

/** A button that drops what was being done. */
export const cancel = defineMessage({ id: 'common.cancel', defaultMessage: 'Cancel' });

/** A button that declines an offer for now. */
export const notNow = defineMessage({ id: 'common.notNow', defaultMessage: 'Not now' });

/** A link to the account's home. */
export const goHome = defineMessage({ id: 'common.goHome', defaultMessage: 'Go to the home page' });

/** A link back to the account's home. */
export const backToAccount = defineMessage({
  id: 'common.backToAccount',
  defaultMessage: 'Back to your account',
});

/** The title of the screen shown after a link was mailed. */
export const checkEmail = defineMessage({
  id: 'common.checkEmail',
  defaultMessage: 'Check your e-mail',
});

/** A second mailed link was asked for too soon. */
export const linkSentWait = defineMessage({
  id: 'common.linkSentWait',
  defaultMessage: 'A link was sent a moment ago. Please wait a minute before asking again.',
});

/** The title of a screen: a mailed link that is too old. */
export const linkExpired = defineMessage({
  id: 'common.linkExpired',
  defaultMessage: 'This link has expired',
});

/** The title of a screen: a mailed link used before. */
export const linkUsed = defineMessage({
  id: 'common.linkUsed',
  defaultMessage: 'This link was already used',
});

/** The title of a screen: a mailed link that is not one of ours. */
export const linkInvalid = defineMessage({
  id: 'common.linkInvalid',
  defaultMessage: 'This link is not valid',
});

/** A device named by its browser and system, e.g. Chrome on Linux. */
export const deviceLine = defineMessage({
  id: 'common.deviceLine',
  defaultMessage: '{browser} on {os}',
});

/** Said after the device in use, in a list of devices. */
export const thisDevice = defineMessage({ id: 'common.thisDevice', defaultMessage: 'This device' });

/** A section's heading: devices that skip the second step. */
export const trustedDevices = defineMessage({
  id: 'common.trustedDevices',
  defaultMessage: 'Trusted devices',
});

/** The name of the second sign-in step, as a heading. */
export const twoStep = defineMessage({
  id: 'common.twoStep',
  defaultMessage: 'Two-step verification',
});

/** A button that adds a passkey. */
export const addPasskey = defineMessage({
  id: 'common.addPasskey',
  defaultMessage: 'Add a passkey',
});

/** A limit on wrong tries (sign-in, its second step, confirming it's you), with the wait. */
export const tooManyAttempts = defineMessage<{ minutes: number }>({
  id: 'common.tooManyAttempts',
  defaultMessage:
    'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

/** The language picker's label (the page's switcher, the onboarding step). */
export const language = defineMessage({ id: 'common.language', defaultMessage: 'Language' });

import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  nameTitle: { id: 'onboarding.name.title', defaultMessage: 'Is this your name?' },
  nameText: { id: 'onboarding.name.text', defaultMessage: 'This is how we will address you.' },
  languageTitle: { id: 'onboarding.language.title', defaultMessage: 'Choose your language' },
  languageText: {
    id: 'onboarding.language.text',
    defaultMessage: 'We will write to you in this language.',
  },
  notificationsTitle: { id: 'onboarding.notifications.title', defaultMessage: 'Notifications' },
  notificationsText: {
    id: 'onboarding.notifications.text',
    defaultMessage:
      'We can tell you about important activity on your account, such as a new sign-in.',
  },
  notifications: {
    id: 'onboarding.notifications',
    defaultMessage: 'Notify me about important account activity',
  },
  termsTitle: { id: 'onboarding.terms.title', defaultMessage: 'Terms of service' },
  termsText: {
    id: 'onboarding.terms.text',
    defaultMessage: 'One last step: please accept the terms of service and the privacy policy.',
  },
  back: { id: 'onboarding.back', defaultMessage: 'Back' },
  next: { id: 'onboarding.next', defaultMessage: 'Next' },
  finish: { id: 'onboarding.finish', defaultMessage: 'Finish' },
});

export const progress = defineMessage<{ step: number; total: number }>({
  id: 'onboarding.progress',
  defaultMessage: 'Step {step} of {total}',
});

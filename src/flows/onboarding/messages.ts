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
  organisationTitle: {
    id: 'onboarding.organisation.title',
    defaultMessage: 'Create or join an organisation',
  },
  organisationText: {
    id: 'onboarding.organisation.text',
    defaultMessage:
      'Here people work in teams. Create an organisation for yours: you become its owner and can invite the others.',
  },
  organisationCreate: {
    id: 'onboarding.organisation.create',
    defaultMessage: 'Create organisation',
  },
  organisationSkip: { id: 'onboarding.organisation.skip', defaultMessage: 'Skip for now' },
  back: { id: 'onboarding.back', defaultMessage: 'Back' },
  next: { id: 'onboarding.next', defaultMessage: 'Next' },
  finish: { id: 'onboarding.finish', defaultMessage: 'Finish' },
});

export const progress = defineMessage<{ step: number; total: number }>({
  id: 'onboarding.progress',
  defaultMessage: 'Step {step} of {total}',
});

export const organisationJoin = defineMessage<{ email: string }>({
  id: 'onboarding.organisation.join',
  defaultMessage:
    'Is your team’s organisation already here? Ask one of its admins to invite {email}: the invitation’s link brings you in. You can also do all this later, under Organisations in your account.',
});

export const organisationAlready = defineMessage<{ organizations: string }>({
  id: 'onboarding.organisation.already',
  defaultMessage: 'You are already in {organizations}.',
});

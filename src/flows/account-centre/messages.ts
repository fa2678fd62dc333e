import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  navigation: { id: 'centre.navigation', defaultMessage: 'Your account' },
  backToOverview: { id: 'centre.backToOverview', defaultMessage: 'Back to the overview' },
});

/** Each section's name in the navigation (the manifest's `section` routes). */
export const sectionNames = defineMessages({
  home: { id: 'centre.section.overview', defaultMessage: 'Overview' },
  profile: { id: 'centre.section.profile', defaultMessage: 'Profile' },
  security: { id: 'centre.section.security', defaultMessage: 'Security' },
  sessions: { id: 'centre.section.sessions', defaultMessage: 'Devices and activity' },
  privacy: { id: 'centre.section.privacy', defaultMessage: 'Your data' },
  organisations: { id: 'centre.section.organisations', defaultMessage: 'Organisations' },
});

/** The header's user menu button: the visible name first (WCAG 2.5.3). */
export const userMenu = defineMessage<{ name: string }>({
  id: 'centre.userMenu',
  defaultMessage: '{name}, account menu',
});

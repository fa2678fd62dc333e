import { useCallback, useContext, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { ProviderConfirmed } from '../../features/confirm-its-you/ProviderConfirmed';
import { sectionRoutes, type RouteName } from '../../config/paths';
import { useSession } from '../../session/SessionContext';
import { ScreenFrame, ScreenLead } from '../../ui/Screen';
import { WhitelabelLogo } from '../../whitelabel/WhitelabelLogo';
import { messages, sectionNames } from './messages';
import { UserMenu } from './UserMenu';
import styles from './centre.module.css';

type Section = keyof typeof sectionNames;

const frame = { panelClassName: styles.panel ?? '' };

/**
 * The account centre around each of its sections (docs/account-centre.md): the navigation
 * between them and, standalone, a header with the tenant's logo and the user menu. Inside a host
 * the host's shell has its own header (logo, sign out), so only the navigation shows. How it lays
 * out follows the width it is given (centre.module.css): a side navigation, a tab bar, or on a
 * phone the overview as the menu and a back bar on each section.
 */
export function CentreFrame({
  section,
  standalone,
  children,
}: {
  section: RouteName;
  standalone: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const paths = usePaths();
  const { profile } = useSession();
  const overview = section === 'home';
  // Back from "Confirm it's you" through a provider: said at the top of the section's screen,
  // inside it, so that the screen leaves the focus on it (ui/Screen.tsx); with whatever the
  // app already leads screens with (the passkey offer).
  const outer = useContext(ScreenLead);
  const lead = useCallback(
    (focusHeading: () => void) => (
      <>
        <ProviderConfirmed />
        {outer?.(focusHeading)}
      </>
    ),
    [outer],
  );
  return (
    <div className={styles.centre} data-overview={overview}>
      {standalone ? (
        <header className={styles.header}>
          <WhitelabelLogo />
          {profile ? <UserMenu profile={profile} /> : null}
        </header>
      ) : null}
      <div className={styles.layout}>
        {overview ? null : (
          // Shown on a phone only, where the overview is the menu.
          <div className={styles.backBar}>
            <Link className={styles.backLink} to={paths.home}>
              <FormattedMessage {...messages.backToOverview} />
            </Link>
          </div>
        )}
        <nav className={styles.nav} aria-label={intl.formatMessage(messages.navigation)}>
          <ul className={styles.navList}>
            {sectionRoutes.map((route) => (
              <li key={route}>
                <Link
                  className={styles.navLink}
                  to={paths[route]}
                  aria-current={route === section ? 'page' : undefined}
                >
                  <FormattedMessage {...sectionNames[route as Section]} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <ScreenLead value={lead}>
            <ScreenFrame value={frame}>{children}</ScreenFrame>
          </ScreenLead>
        </div>
      </div>
    </div>
  );
}

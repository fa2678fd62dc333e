import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { AccountIntl } from '../../i18n/LanguageProvider';
import { textDirection } from '../../i18n/languages';
import { useTheme } from '../../theme/ThemeContext';
import { FormFeedback } from '../../ui/form';
import { ui } from '../../ui/Screen';
import { useDisclosure } from '../../ui/use-disclosure';
import { useSubmit } from '../../ui/use-submit';
import { useOrganizations, type OrganizationMembership } from './context';
import {
  activeRole,
  roleName,
  switchedTo,
  switcherButton,
  switcherMessages as messages,
} from './messages';
import styles from './organizations.module.css';

export interface OrganizationSwitcherProps {
  /** Hides "Manage organisations" (a host that links to its own page). */
  hideManageLink?: boolean;
}

/**
 * The active organisation and the switch between the person's organisations, for a host's header
 * (the remote's fourth exposed module) and the account centre. Our own messages and tokens, so it
 * reads the same in any host; nothing shows until someone is signed in with organisations known.
 * A switch changes the session's token first (docs/organisations.md), then the host hears
 * `organization-changed`.
 */
export function OrganizationSwitcher(props: OrganizationSwitcherProps) {
  const { status } = useOrganizations();
  if (status !== 'ready') return null;
  return (
    <AccountIntl>
      <SwitcherRoot {...props} />
    </AccountIntl>
  );
}

/** Our root (tokens, resets), in our theme and the language on screen, as the routes' is. */
function SwitcherRoot(props: OrganizationSwitcherProps) {
  const { theme } = useTheme();
  const language = useIntl().locale;
  return (
    <div
      className={`${ui.root} ${styles.switcherRoot}`}
      data-theme={theme}
      lang={language}
      dir={textDirection(language)}
    >
      <Switcher {...props} />
    </div>
  );
}

function Switcher({ hideManageLink = false }: OrganizationSwitcherProps) {
  const intl = useIntl();
  const paths = usePaths();
  const { active, organizations, switchOrganization } = useOrganizations();
  const { id, open, setOpen, button, panel } = useDisclosure();
  const [switched, setSwitched] = useState<string | null>(null);
  const change = useSubmit(async (organization: OrganizationMembership) => {
    await switchOrganization(organization.id);
    setSwitched(organization.name);
    setOpen(false);
    button.current?.focus();
  });
  const current = active?.name ?? intl.formatMessage(messages.none);
  return (
    <div className={styles.switcher}>
      <button
        ref={button}
        type="button"
        className={styles.switcherButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={intl.formatMessage(switcherButton, { organization: current })}
        title={current}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.switcherName}>{current}</span>
      </button>
      <div ref={panel} id={id} className={styles.switcherPanel} hidden={!open}>
        <FormFeedback feedback={change.feedback} />
        {organizations.length > 0 ? (
          <ul className={styles.switcherList} aria-label={intl.formatMessage(messages.label)}>
            {organizations.map((organization) => {
              const isActive = organization.id === active?.id;
              return (
                <li key={organization.id}>
                  <button
                    type="button"
                    className={styles.switcherOption}
                    aria-current={isActive ? 'true' : undefined}
                    disabled={change.busy}
                    onClick={() => (isActive ? setOpen(false) : void change.submit(organization))}
                  >
                    <span className={styles.switcherOptionName}>{organization.name}</span>
                    <span className={styles.switcherRole}>
                      {isActive
                        ? intl.formatMessage(activeRole, {
                            role: roleName(intl.formatMessage, organization.role),
                          })
                        : roleName(intl.formatMessage, organization.role)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {hideManageLink ? null : (
          <Link className={styles.switcherManage} to={paths.organisations}>
            <FormattedMessage {...messages.manage} />
          </Link>
        )}
      </div>
      {switched ? (
        <span role="status" className={styles.visuallyHidden}>
          <FormattedMessage {...switchedTo} values={{ organization: switched }} />
        </span>
      ) : null}
    </div>
  );
}

export default OrganizationSwitcher;

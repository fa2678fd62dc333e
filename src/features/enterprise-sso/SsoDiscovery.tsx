// Identifier-first (docs/enterprise-sso.md): once the e-mail field holds an address, the sign-in
// page asks whether its domain signs in through an organisation's identity provider, and if so
// offers to continue there. The answer is the domain's (never about an account). Loaded as a
// chunk of its own, only once an address is typed (never in the sign-in form's first load).
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { discoverSso } from '../../api/enterprise-sso';
import { leavePage } from '../../lib/navigate';
import { ui } from '../../ui/Screen';
import { messages } from './messages';
import styles from './enterprise-sso.module.css';

/** Waits this long after the last keystroke before asking (one request per address typed). */
const QUIET_MS = 400;

export interface SsoDiscoveryProps {
  interaction: string;
  email: string;
}

export default function SsoDiscovery({ interaction, email }: SsoDiscoveryProps) {
  const api = useApi();
  const [found, setFound] = useState<{ email: string; startUrl: string; enforced: boolean }>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      discoverSso(api, interaction, email, controller.signal).then(
        (answer) => setFound(answer.sso ? { email, ...answer } : undefined),
        // No answer: the password form is there, as without SSO.
        () => undefined,
      );
    }, QUIET_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, interaction, email]);
  // An answer for an address since changed says nothing about this one.
  const current = found?.email === email ? found : undefined;
  return (
    <div role="status" className={styles.discovery}>
      {current ? (
        <>
          <p>
            <FormattedMessage {...(current.enforced ? messages.required : messages.available)} />
          </p>
          <button type="button" className={ui.button} onClick={() => leavePage(current.startUrl)}>
            <FormattedMessage {...messages.continue} />
          </button>
        </>
      ) : null}
    </div>
  );
}

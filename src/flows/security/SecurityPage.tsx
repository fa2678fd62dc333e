import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { QUERY_SETUP, SETUP_REQUIRED } from '../../config/constants';
import { Loading } from '../../ui/Loading';
import { Screen, ui } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { LinkedIdentities } from './LinkedIdentities';
import { PasskeysSection } from './PasskeysSection';
import { PasswordForm } from './PasswordForm';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import { TrustedDevices } from './TrustedDevices';
import { TwoStepSection } from './TwoStepSection';
import { useSecurity } from './use-security';
import * as common from '../../i18n/common-messages';
import { LazyBreachedPasswordNotice } from '../../features/challenge/LazyBreachedPasswordNotice';

type View = { name: 'overview' } | { name: 'setup' } | { name: 'codes'; codes: string[] };

const titles = {
  overview: messages.title,
  setup: messages.scanTitle,
  codes: messages.codesTitle,
};

/**
 * Sign-in and security (guarded, a section of the account centre): the password, two-step
 * verification and its recovery codes, passkeys, the linked sign-in methods, and the trusted
 * devices (shown here only).
 */
export default function SecurityPage() {
  const { data, feedback, reload } = useSecurity();
  const { guard, dialog } = useSensitive();
  // Sent here by the tenant's rule (app/TwoStepGate.tsx): the setup comes first.
  const required = new URLSearchParams(useLocation().search).get(QUERY_SETUP) === SETUP_REQUIRED;
  const [view, setView] = useState<View>(required ? { name: 'setup' } : { name: 'overview' });
  const overview = useCallback(() => setView({ name: 'overview' }), []);
  const showCodes = useCallback(
    (codes: string[]) => {
      setView({ name: 'codes', codes });
      reload();
    },
    [reload],
  );
  // A failed reload (after a change) says so too: what is shown may no longer be true.
  if (feedback) {
    return (
      <StatusScreen
        title={messages.loadFailed}
        text={<FormattedMessage {...feedback.message} values={feedback.values} />}
        action={<ActionButton label={common.tryAgain} onClick={reload} />}
      />
    );
  }
  if (!data) return <Loading />;
  return (
    // Keyed by view: each step is a new screen whose heading takes the focus.
    <Screen key={view.name} title={<FormattedMessage {...titles[view.name]} />}>
      {view.name === 'setup' ? (
        <TotpSetup guard={guard} onCodes={showCodes} onCancel={overview} />
      ) : view.name === 'codes' ? (
        <RecoveryCodes codes={view.codes} onDone={overview} />
      ) : (
        <>
          <LazyBreachedPasswordNotice onSecurity />
          <section aria-labelledby="security-password" className={ui.section}>
            <h2 id="security-password" className={ui.subtitle}>
              <FormattedMessage {...common.password} />
            </h2>
            <PasswordForm />
          </section>
          <TwoStepSection
            status={data.twoStep}
            guard={guard}
            onSetUp={() => setView({ name: 'setup' })}
            onCodes={showCodes}
            onChanged={reload}
          />
          <PasskeysSection guard={guard} />
          <LinkedIdentities guard={guard} />
          <TrustedDevices devices={data.devices} onChanged={reload} />
        </>
      )}
      {dialog}
    </Screen>
  );
}

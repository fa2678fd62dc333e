import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { QUERY_SETUP, SETUP_REQUIRED } from '../../config/constants';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, ui } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import { TrustedDevices } from './TrustedDevices';
import { TwoStepSection } from './TwoStepSection';
import { useSecurity } from './use-security';
import * as common from '../../i18n/common-messages';

type View = { name: 'overview' } | { name: 'setup' } | { name: 'codes'; codes: string[] };

const titles = {
  overview: messages.title,
  setup: messages.scanTitle,
  codes: messages.codesTitle,
};

/** The account's security (guarded): two-step verification and trusted devices. */
export default function SecurityPage() {
  const paths = usePaths();
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
          <TwoStepSection
            status={data.twoStep}
            guard={guard}
            onSetUp={() => setView({ name: 'setup' })}
            onCodes={showCodes}
            onChanged={reload}
          />
          <PasskeysSection guard={guard} />
          <TrustedDevices devices={data.devices} onChanged={reload} />
          <Actions>
            <Link className={ui.link} to={paths.home}>
              <FormattedMessage {...common.backToAccount} />
            </Link>
          </Actions>
        </>
      )}
      {dialog}
    </Screen>
  );
}

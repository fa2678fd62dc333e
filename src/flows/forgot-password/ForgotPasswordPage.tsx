import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLinkToken } from '../../lib/use-link-token';
import type { RecoveryRemoved } from '../../api/recovery';
import { RemovedFactors } from '../../features/recovery/RemovedFactors';
import { Actions, Screen, Text } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { messages } from './messages';
import type { LinkProblem } from '../../ui/use-submit';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import * as common from '../../i18n/common-messages';

type Step = 'request' | 'sent' | 'reset' | 'done' | LinkProblem;

const problemText = {
  expired: messages.expiredText,
  used: messages.usedText,
  invalid: messages.invalidText,
};

/** `forgot-password`: ask for a link; `forgot-password?token=`: choose the new password. */
export default function ForgotPasswordPage() {
  const token = useLinkToken();
  const [step, setStep] = useState<Step>(token ? 'reset' : 'request');
  const [removed, setRemoved] = useState<RecoveryRemoved | null>(null);
  const signIn = useStartSignIn();

  if (step === 'sent') {
    return (
      <Screen key="sent" title={<FormattedMessage {...common.checkEmail} />}>
        <Text>
          <FormattedMessage {...messages.sentText} />
        </Text>
      </Screen>
    );
  }
  if (step === 'done' && removed) {
    // A reset is a recovery (docs/recovery.md): say what it removed and how to add it back.
    return (
      <Screen key="done" centered title={<FormattedMessage {...messages.doneTitle} />}>
        <Text>
          <FormattedMessage {...messages.doneText} />
        </Text>
        <RemovedFactors removed={removed} />
        <Actions>
          <ActionButton
            label={common.signIn}
            busy={signIn.starting}
            onClick={() => signIn.start()}
          />
        </Actions>
      </Screen>
    );
  }
  if (step === 'reset' && token) {
    return (
      <Screen key="reset" title={<FormattedMessage {...messages.resetTitle} />}>
        <NewPasswordForm
          token={token}
          onDone={(what) => {
            setRemoved(what);
            setStep('done');
          }}
          onBadLink={setStep}
        />
      </Screen>
    );
  }
  const problem = step === 'expired' || step === 'used' || step === 'invalid' ? step : null;
  return (
    <Screen
      key={problem ?? 'request'}
      title={<FormattedMessage {...(problem ? messages.badLinkTitle : messages.requestTitle)} />}
    >
      <Text>
        <FormattedMessage {...(problem ? problemText[problem] : messages.requestText)} />
      </Text>
      <RequestResetForm onSent={() => setStep('sent')} />
    </Screen>
  );
}

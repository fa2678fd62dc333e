import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { disableTwoStep, regenerateRecoveryCodes, type TwoStepStatus } from '../../api/security';
import { useFormats } from '../../i18n/formats';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { RECOVERY_CODES_LOW } from '../../config/constants';
import { codesLeft, codesLow, messages, onSince } from './messages';
import { ConfirmAction } from '../../ui/ConfirmAction';
import * as common from '../../i18n/common-messages';

interface Props {
  status: TwoStepStatus;
  guard<T>(action: () => Promise<T>): Promise<T>;
  onSetUp(): void;
  onCodes(codes: string[]): void;
  onChanged(): void;
}

/**
 * Two-step verification: off (set it up) or on (recovery codes left, new codes, turn off; both
 * of those asked first, since neither can be taken back).
 */
export function TwoStepSection({ status, guard, onSetUp, onCodes, onChanged }: Props) {
  const api = useApi();
  const formats = useFormats();
  const turnOff = useSubmit(async () => {
    await guard(() => disableTwoStep(api));
    onChanged();
    return { message: messages.turnedOff, tone: 'status' as const };
  });
  const newCodes = useSubmit(async () => onCodes(await guard(() => regenerateRecoveryCodes(api))));
  const low = status.enabled && status.recoveryCodesLeft <= RECOVERY_CODES_LOW;
  return (
    <section aria-labelledby="security-two-step" className={ui.section}>
      <h2 id="security-two-step" className={ui.subtitle}>
        <FormattedMessage {...common.twoStep} />
      </h2>
      <FormFeedback feedback={turnOff.feedback ?? newCodes.feedback} />
      {status.enabled ? (
        <>
          <Text>
            <FormattedMessage
              {...onSince}
              values={{ date: status.enabledAt ? formats.date(status.enabledAt) : '' }}
            />
          </Text>
          <Text>
            <FormattedMessage {...codesLeft} values={{ count: status.recoveryCodesLeft }} />
          </Text>
          {low ? (
            <p role="status" className={ui.note}>
              <FormattedMessage {...codesLow} />
            </p>
          ) : null}
          <Actions>
            <ConfirmAction
              label={messages.newCodes}
              question={<FormattedMessage {...messages.newCodesAsk} />}
              confirm={messages.newCodesConfirm}
              busy={newCodes.busy}
              onConfirm={() => void newCodes.submit()}
            />
            {status.required ? null : (
              <ConfirmAction
                label={messages.turnOff}
                question={<FormattedMessage {...messages.turnOffAsk} />}
                confirm={messages.turnOffConfirm}
                busy={turnOff.busy}
                onConfirm={() => void turnOff.submit()}
              />
            )}
          </Actions>
        </>
      ) : (
        <>
          <Text>
            <FormattedMessage
              {...(status.required ? messages.twoStepRequired : messages.twoStepOff)}
            />
          </Text>
          <Actions>
            <button type="button" className={ui.button} onClick={onSetUp}>
              <FormattedMessage {...messages.setUp} />
            </button>
          </Actions>
        </>
      )}
    </section>
  );
}

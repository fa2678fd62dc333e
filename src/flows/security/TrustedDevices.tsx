import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { revokeTrustedDevice, type TrustedDevice } from '../../api/security';
import { useFormats } from '../../i18n/formats';
import { DeviceTitle, useDeviceName } from '../../ui/device-name';
import { FormFeedback } from '../../ui/form';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { messages, stopTrustingDevice, trustedUntil } from './messages';
import * as common from '../../i18n/common-messages';

/** The browsers that skip the second step, each removable. */
export function TrustedDevices({
  devices,
  onChanged,
}: {
  devices: TrustedDevice[];
  onChanged(): void;
}) {
  const api = useApi();
  const formats = useFormats();
  // Only names bowser knows, never the user agent's own text (src/lib/user-agent.ts).
  const name = useDeviceName({ unknown: messages.unknownDevice, line: common.deviceLine });
  const intl = useIntl();
  const revoke = useSubmit(async (id: string) => {
    await revokeTrustedDevice(api, id);
    onChanged();
  });
  return (
    <section aria-labelledby="security-trusted" className={ui.section}>
      <h2 id="security-trusted" className={ui.subtitle}>
        <FormattedMessage {...common.trustedDevices} />
      </h2>
      <FormFeedback feedback={revoke.feedback} />
      {devices.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.trustedNone} />
        </Text>
      ) : (
        <ul className={ui.list}>
          {devices.map((device) => {
            const label = name(device.userAgent);
            return (
              <li key={device.id} className={ui.listItem}>
                <DeviceTitle name={label} current={device.current} thisDevice={common.thisDevice} />
                <p className={ui.text}>
                  <FormattedMessage
                    {...trustedUntil}
                    values={{
                      added: formats.date(device.createdAt),
                      until: formats.date(device.expiresAt),
                    }}
                  />
                </p>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  disabled={revoke.busy}
                  aria-label={intl.formatMessage(stopTrustingDevice, { device: label })}
                  onClick={() => void revoke.submit(device.id)}
                >
                  <FormattedMessage {...messages.stopTrusting} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

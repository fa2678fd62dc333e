import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { revokeTrustedDevice, type TrustedDevice } from '../../api/security';
import { useFormats } from '../../i18n/formats';
import { browserAndSystem } from '../../lib/user-agent';
import { FormFeedback } from '../../ui/form';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { deviceLine, messages, stopTrustingDevice, trustedUntil } from './messages';

/**
 * "Chrome on Linux", from the user agent the device was trusted with: only names bowser knows
 * (src/lib/user-agent.ts), never the user agent's own text; "Unknown browser" otherwise.
 */
function useDeviceName() {
  const intl = useIntl();
  return (userAgent: string | null) => {
    const { browser, os } = browserAndSystem(userAgent);
    if (!browser && !os) return intl.formatMessage(messages.unknownDevice);
    if (!browser || !os) return (browser ?? os)!;
    return intl.formatMessage(deviceLine, { browser, os });
  };
}

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
  const name = useDeviceName();
  const intl = useIntl();
  const revoke = useSubmit(async (id: string) => {
    await revokeTrustedDevice(api, id);
    onChanged();
  });
  return (
    <section aria-labelledby="security-trusted" className={ui.section}>
      <h2 id="security-trusted" className={ui.subtitle}>
        <FormattedMessage {...messages.trusted} />
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
                <p className={ui.strong}>
                  {label}
                  {device.current ? (
                    <>
                      {' · '}
                      <FormattedMessage {...messages.thisDevice} />
                    </>
                  ) : null}
                </p>
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

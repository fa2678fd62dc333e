import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { browserAndSystem } from '../lib/user-agent';
import { ui } from './Screen';
import badge from './badge.module.css';

/** The words a flow names devices with: its own messages, so its own translations. */
export interface DeviceWords {
  /** Neither the browser nor the system is one bowser knows. */
  unknown: MessageDescriptor;
  /** "{browser} on {os}". */
  line: MessageDescriptor;
}

/**
 * "Chrome on Linux" from a user agent, with only names bowser knows (src/lib/user-agent.ts),
 * never the user agent's own text; one of the two alone when the other is unknown.
 */
export function useDeviceName(words: DeviceWords) {
  const intl = useIntl();
  return (userAgent: string | null): string => {
    const { browser, os } = browserAndSystem(userAgent);
    if (!browser && !os) return intl.formatMessage(words.unknown);
    if (!browser || !os) return (browser ?? os)!;
    return intl.formatMessage(words.line, { browser, os });
  };
}

/** A device's name as the title of its list item, "· This device" after the one in use. */
export function DeviceTitle({
  name,
  current,
  thisDevice,
}: {
  name: string;
  current: boolean;
  thisDevice: MessageDescriptor;
}) {
  return (
    <p className={ui.strong}>
      {name}
      {current ? (
        <>
          {' · '}
          <span className={badge.badge}>
            <FormattedMessage {...thisDevice} />
          </span>
        </>
      ) : null}
    </p>
  );
}

import Bowser from 'bowser';
import { useIntl } from 'react-intl';
import { deviceLine, messages } from './messages';

/** "Chrome on Linux" from a user agent (bowser), or "Unknown device". */
export function useDeviceName() {
  const intl = useIntl();
  return (userAgent: string | null): string => {
    const parsed = userAgent ? Bowser.parse(userAgent) : null;
    const browser = parsed?.browser.name;
    const os = parsed?.os.name;
    if (!browser && !os) return intl.formatMessage(messages.unknownDevice);
    if (!browser || !os) return (browser ?? os)!;
    return intl.formatMessage(deviceLine, { browser, os });
  };
}

import { useIntl } from 'react-intl';
import { browserAndSystem } from '../../lib/user-agent';
import { deviceLine, messages } from './messages';

/** "Chrome on Linux" from a user agent (bowser), or "Unknown device". */
export function useDeviceName() {
  const intl = useIntl();
  return (userAgent: string | null): string => {
    const { browser, os } = browserAndSystem(userAgent);
    if (!browser && !os) return intl.formatMessage(messages.unknownDevice);
    if (!browser || !os) return (browser ?? os)!;
    return intl.formatMessage(deviceLine, { browser, os });
  };
}

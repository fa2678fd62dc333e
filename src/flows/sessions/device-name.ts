import { useDeviceName as useNamer } from '../../ui/device-name';
import { deviceLine, messages } from './messages';

/** "Chrome on Linux" from a user agent (bowser's known names only), or "Unknown device". */
export function useDeviceName() {
  return useNamer({ unknown: messages.unknownDevice, line: deviceLine });
}

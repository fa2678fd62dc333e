import { useDeviceName as useNamer } from '../../ui/device-name';
import * as common from '../../i18n/common-messages';
import { messages } from './messages';

/** "Chrome on Linux" from a user agent (bowser's known names only), or "Unknown device". */
export function useDeviceName() {
  return useNamer({ unknown: messages.unknownDevice, line: common.deviceLine });
}

// The Firebase options travel to the messaging service worker in its own URL's query string: a
// service worker cannot read the app's runtime config (/config.json, or a host's props), and one
// built file then serves every environment. Only the four options Messaging needs are sent.

export const MESSAGING_SW_PATH = '/firebase-messaging-sw.js';
/** Firebase's default push scope: our worker never controls the app's own pages. */
export const MESSAGING_SW_SCOPE = '/firebase-cloud-messaging-push-scope';
export const SW_CONFIG_PARAM = 'config';

const REQUIRED = ['apiKey', 'appId', 'projectId', 'messagingSenderId'] as const;

export type MessagingOptions = Record<(typeof REQUIRED)[number], string>;

/** The needed options, or null when one is missing (Messaging cannot work without them). */
export function messagingOptions(options: Record<string, string>): MessagingOptions | null {
  const picked: Partial<MessagingOptions> = {};
  for (const key of REQUIRED) {
    const value = options[key];
    if (typeof value !== 'string' || value === '') return null;
    picked[key] = value;
  }
  return picked as MessagingOptions;
}

/** `/firebase-messaging-sw.js?config=<url-encoded JSON>`. */
export function messagingSwUrl(options: MessagingOptions): string {
  const query = new URLSearchParams({ [SW_CONFIG_PARAM]: JSON.stringify(options) });
  return `${MESSAGING_SW_PATH}?${query}`;
}

/** Reads the options back in the worker; anything but the four non-empty strings gives null. */
export function parseSwConfig(search: string): MessagingOptions | null {
  const raw = new URLSearchParams(search).get(SW_CONFIG_PARAM);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return messagingOptions(value as Record<string, string>);
}

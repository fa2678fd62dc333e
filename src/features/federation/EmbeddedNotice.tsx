import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Text, ui } from '../../ui/Screen';
import { androidBrowserIntent, isAndroid } from './embedded-browser';
import styles from './federation.module.css';
import { embeddedGeneral, embeddedHidden, messages } from './messages';

/** The address to open in the browser: this page without its interaction (this browser's). */
export function pageForBrowser(href: string): string {
  const url = new URL(href);
  for (const name of ['interaction', 'federation', 'federationError', 'provider']) {
    url.searchParams.delete(name);
  }
  return url.href;
}

/**
 * Inside an app's embedded browser: says so, names the providers not offered here, and offers
 * the way out: on Android a link the system opens in the user's browser; elsewhere (iOS has no
 * such link) copying the address. The other browser starts a sign-in of its own.
 */
export function EmbeddedNotice({ hidden }: { hidden: string[] }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const target = pageForBrowser(window.location.href);
  const list = intl.formatList(hidden, { type: 'conjunction' });
  return (
    <section className={styles.embedded} aria-labelledby="federation-embedded">
      <h2 id="federation-embedded" className={ui.subtitle}>
        <FormattedMessage {...messages.embeddedTitle} />
      </h2>
      <Text>
        {hidden.length ? (
          <FormattedMessage {...embeddedHidden} values={{ providers: list }} />
        ) : (
          <FormattedMessage {...embeddedGeneral} />
        )}
      </Text>
      {isAndroid(navigator.userAgent) ? (
        <a className={`${ui.button} ${ui.secondary}`} href={androidBrowserIntent(target)}>
          <FormattedMessage {...messages.openInBrowser} />
        </a>
      ) : (
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => {
            // Some webviews have no clipboard API: then the notice says to use the app's menu.
            Promise.resolve()
              .then(() => navigator.clipboard.writeText(target))
              .then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
          }}
        >
          <FormattedMessage {...messages.copyLink} />
        </button>
      )}
      <p role="status" className={styles.copied}>
        {copied ? (
          <FormattedMessage {...(copied === 'yes' ? messages.copied : messages.copyFailed)} />
        ) : null}
      </p>
    </section>
  );
}

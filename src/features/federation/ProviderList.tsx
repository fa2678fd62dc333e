import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FederationProvider } from '../../api/federation';
import { ui } from '../../ui/Screen';
import { lastUsedProvider } from './attempt';
import { EmbeddedNotice } from './EmbeddedNotice';
import { isEmbeddedBrowser, REFUSES_EMBEDDED } from './embedded-browser';
import brands from './brands.module.css';
import styles from './federation.module.css';
import { brandOf, ProviderMark } from './marks';
import { messages, signInWith, signUpWith } from './messages';

export interface ListProps {
  /** The tenant's providers, in its order; never empty. */
  providers: FederationProvider[];
  purpose: 'signIn' | 'signUp';
  /**
   * The button pressed: the caller sends the browser on (it has left once this returns). With
   * `href`, each is a link there instead, and this runs as it is followed.
   */
  onChoose(provider: FederationProvider): void;
  /**
   * Where each provider's sign-in starts (the authority's GET route): the entries are then links,
   * which work by the browser's own navigation (the sign-in page: docs/sign-in.md).
   */
  href?: (provider: FederationProvider) => string;
  /** "or" above the list (the sign-up page; the sign-in page has one above its passkey). */
  divider?: boolean;
}

/**
 * A button for each provider the tenant turned on (docs/federation.md, "The buttons"): its mark
 * and its brand's colours, its configured name, "Development" on a stand-in's entry, "Last used"
 * on the one last used on this browser. In an app's embedded browser, the providers that refuse
 * it are not offered and a notice says how to open the page in the browser. Its own chunk
 * (ProviderButtons.tsx loads it): the sign-in page's first bundle stays within its budget.
 */
export default function ProviderList({
  providers: data,
  purpose,
  onChoose,
  href,
  divider = false,
}: ListProps) {
  const intl = useIntl();
  const idBase = useId();
  const [embedded] = useState(
    () => typeof navigator !== 'undefined' && isEmbeddedBrowser(navigator.userAgent),
  );
  const [lastUsed] = useState(lastUsedProvider);
  // Rendered at build time (no browser, app/prerender.tsx): every entry carries its note, and the
  // page's script keeps the one of the provider last used in this browser (public/index.html).
  const isLastUsed = (id: string) => typeof window === 'undefined' || id === lastUsed;
  const [leaving, setLeaving] = useState<string | null>(null);
  const hidden = embedded ? data.filter((p) => REFUSES_EMBEDDED.has(p.id)) : [];
  const shown = data.filter((p) => !hidden.includes(p));
  return (
    <div className={styles.providers}>
      {divider ? (
        <p className={styles.or}>
          <FormattedMessage {...messages.or} />
        </p>
      ) : null}
      {embedded ? <EmbeddedNotice hidden={hidden.map((p) => p.displayName)} /> : null}
      <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
        {shown.map((provider) => {
          const brand = brandOf(provider.id);
          // Microsoft's guidance names one label, "Sign in with Microsoft", for both pages.
          const label = purpose === 'signUp' && brand !== 'microsoft' ? signUpWith : signInWith;
          const notes = [
            provider.development ? `${idBase}-${provider.id}-dev` : null,
            isLastUsed(provider.id) ? `${idBase}-${provider.id}-last` : null,
          ].filter((id) => id !== null);
          const shared = {
            className: `${ui.button} ${styles.provider} ${brands[brand]}`,
            'aria-describedby': notes.length ? notes.join(' ') : undefined,
            'aria-busy': leaving === provider.id,
          };
          const content = (
            <>
              <ProviderMark id={provider.id} />
              <span>
                <FormattedMessage {...label} values={{ provider: provider.displayName }} />
              </span>
            </>
          );
          return (
            <li key={provider.id} className={styles.item}>
              {href ? (
                <a
                  {...shared}
                  href={href(provider)}
                  onClick={(event) => {
                    // One provider at a time, as the buttons' `disabled` does.
                    if (leaving !== null) return event.preventDefault();
                    setLeaving(provider.id);
                    onChoose(provider);
                  }}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  {...shared}
                  disabled={leaving !== null}
                  onClick={() => {
                    setLeaving(provider.id);
                    onChoose(provider);
                  }}
                >
                  {content}
                </button>
              )}
              {notes.length ? (
                <span className={styles.notes}>
                  {provider.development ? (
                    <span
                      id={`${idBase}-${provider.id}-dev`}
                      className={styles.badge}
                      title={intl.formatMessage(messages.developmentHint)}
                    >
                      <FormattedMessage {...messages.development} />
                    </span>
                  ) : null}
                  {isLastUsed(provider.id) ? (
                    <span id={`${idBase}-${provider.id}-last`} className={styles.lastUsed}>
                      <FormattedMessage {...messages.lastUsed} />
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

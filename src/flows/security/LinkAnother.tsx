import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { startIdentityLink, type AvailableProvider } from '../../api/linked-identities';
import brands from '../../features/federation/brands.module.css';
import styles from '../../features/federation/federation.module.css';
import { brandOf, ProviderMark } from '../../features/federation/marks';
import { messages as federation } from '../../features/federation/messages';
import { leavePage } from '../../lib/navigate';
import { FormFeedback } from '../../ui/form';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { linkMessages as m, linkWith } from './link-messages';
import type { Guard } from './use-add-passkey';

/**
 * "Link another" (docs/federation.md): a button for each of the tenant's providers not linked
 * yet, in the brand's own style. Linking adds a way in, so the start is sensitive (`guard` asks
 * "Confirm it's you" after an old sign-in); the API answers the provider's address and the
 * browser goes there. It comes back to this page with the outcome (LinkOutcome.tsx).
 */
export function LinkAnother({
  providers,
  guard,
  onStale,
}: {
  providers: AvailableProvider[];
  guard: Guard;
  /** The list was out of date (a provider no longer offered, or linked meanwhile). */
  onStale: () => void;
}) {
  const api = useApi();
  const intl = useIntl();
  const idBase = useId();
  const [leaving, setLeaving] = useState<string | null>(null);
  const start = useSubmit(
    async (provider: AvailableProvider) => {
      try {
        const url = await guard(() => startIdentityLink(api, provider.id, window.location.origin));
        setLeaving(provider.id);
        leavePage(url);
      } catch (failure) {
        const code = failure instanceof ApiError ? failure.code : undefined;
        if (code === 'provider_unknown' || code === 'already_linked') onStale();
        throw failure;
      }
    },
    {
      codes: {
        provider_unknown: m.notOffered,
        already_linked: m.alreadyLinked,
        provider_unavailable: m.unavailable,
      },
    },
  );
  const busy = start.busy || leaving !== null;
  return (
    <div className={styles.providers}>
      <h3 className={ui.strong}>
        <FormattedMessage {...m.title} />
      </h3>
      <Text>
        <FormattedMessage {...m.intro} />
      </Text>
      <FormFeedback feedback={start.feedback} />
      <ul className={styles.list} aria-label={intl.formatMessage(m.list)}>
        {providers.map((provider) => {
          const note = `${idBase}-${provider.id}-dev`;
          return (
            <li key={provider.id} className={styles.item}>
              <button
                type="button"
                className={`${ui.button} ${styles.provider} ${brands[brandOf(provider.id)]}`}
                aria-describedby={provider.development ? note : undefined}
                aria-busy={leaving === provider.id}
                disabled={busy}
                onClick={() => void start.submit(provider)}
              >
                <ProviderMark id={provider.id} />
                <span>
                  <FormattedMessage {...linkWith} values={{ provider: provider.displayName }} />
                </span>
              </button>
              {provider.development ? (
                <span className={styles.notes}>
                  <span
                    id={note}
                    className={styles.badge}
                    title={intl.formatMessage(federation.developmentHint)}
                  >
                    <FormattedMessage {...federation.development} />
                  </span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

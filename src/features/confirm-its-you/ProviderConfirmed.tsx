import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import {
  QUERY_REAUTH_ERROR,
  QUERY_REAUTHENTICATED,
  type FederationReauthError,
} from '../../api/linked-identities';
import { FormAlert } from '../../ui/form';
import { ui } from '../../ui/Screen';

const messages = defineMessages({
  confirmed: {
    id: 'reauth.provider.confirmed',
    defaultMessage: 'Confirmed: it’s you. You can now make the change.',
  },
  failed: {
    id: 'reauth.provider.failed',
    defaultMessage: 'The service could not confirm it’s you. Try again.',
  },
  identity_mismatch: {
    id: 'reauth.provider.mismatch',
    defaultMessage:
      'Nothing was confirmed: the service signed in another account than the one linked here. Try again with the linked one.',
  },
  cancelled: {
    id: 'reauth.provider.cancelled',
    defaultMessage: 'You cancelled at the service, so nothing was confirmed.',
  },
  link_expired: {
    id: 'reauth.provider.expired',
    defaultMessage: 'That took too long, so nothing was confirmed. Try again.',
  },
  provider_unavailable: {
    id: 'reauth.provider.down',
    defaultMessage: 'The service does not answer right now, so nothing was confirmed. Try later.',
  },
});

/** The refusals said in their own words; any other (or one this app does not know) as `failed`. */
const SAID = ['identity_mismatch', 'cancelled', 'link_expired', 'provider_unavailable'] as const;

type Outcome = { confirmed: true } | { confirmed: false; error: string };

/**
 * The way back from "Confirm it's you" through a provider (ConfirmItsYou.tsx): the API's
 * callback returns to the page that asked with `reauthenticated` or `reauthError` (and
 * `provider`). Said once, focused so that it is heard first, then taken out of the address so
 * that a reload does not say it again. The change itself is made again by the person: the page
 * it was asked from was left for the provider.
 */
export function ProviderConfirmed() {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState<Outcome | null>(() => {
    const query = new URLSearchParams(location.search);
    if (query.has(QUERY_REAUTHENTICATED)) return { confirmed: true };
    const error = query.get(QUERY_REAUTH_ERROR);
    return error ? { confirmed: false, error } : null;
  });
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    said.current?.focus();
  }, []);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const names = [QUERY_REAUTHENTICATED, QUERY_REAUTH_ERROR, 'provider'].filter((name) =>
      query.has(name),
    );
    if (!outcome || names.length === 0) return;
    for (const name of names) query.delete(name);
    const search = query.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [outcome, location.search, navigate]);
  if (!outcome) return null;
  if (outcome.confirmed) {
    return (
      <p ref={said} role="status" tabIndex={-1} className={ui.text}>
        <FormattedMessage {...messages.confirmed} />
      </p>
    );
  }
  const reason = SAID.find((code: FederationReauthError) => code === outcome.error) ?? 'failed';
  return (
    <FormAlert>
      <FormattedMessage {...messages[reason]} />
    </FormAlert>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import {
  QUERY_LINK_ERROR,
  QUERY_LINKED,
  type AvailableProvider,
  type FederationLinkError,
  type LinkedIdentity,
} from '../../api/linked-identities';
import { FormAlert } from '../../ui/form';
import { ui } from '../../ui/Screen';
import { linkOutcome as m } from './link-messages';

export type Outcome =
  { linked: true; provider: string } | { linked: false; provider: string; error: string };

const errors: Partial<Record<FederationLinkError, typeof m.failed>> = {
  identity_taken: m.identity_taken,
  email_not_verified: m.email_not_verified,
  link_expired: m.link_expired,
  cancelled: m.cancelled,
  provider_unavailable: m.provider_unavailable,
};

/**
 * The outcome of a link, from the Security page's address as the API's callback left it
 * (`linked={provider}`, or `federationError={code}&provider={provider}`): read once, then taken
 * out of the address so that a reload or a bookmark does not say it again.
 */
export function useLinkOutcome(): Outcome | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState<Outcome | null>(() => {
    const query = new URLSearchParams(location.search);
    const linked = query.get(QUERY_LINKED);
    if (linked) return { linked: true, provider: linked };
    const error = query.get(QUERY_LINK_ERROR);
    return error ? { linked: false, provider: query.get('provider') ?? '', error } : null;
  });
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const names = [QUERY_LINKED, QUERY_LINK_ERROR, 'provider'].filter((name) => query.has(name));
    if (!outcome || names.length === 0) return;
    for (const name of names) query.delete(name);
    const search = query.toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [outcome, location.search, navigate]);
  return outcome;
}

/**
 * What the block says on the way back from the provider, focused so that it is heard first: a
 * provider linked, or why nothing was (the API's `FederationLinkError`; a code it does not know
 * is said as a failure). The provider is named as configured, once the list has loaded.
 */
export function LinkOutcome({
  outcome,
  identities,
  available,
}: {
  outcome: Outcome;
  identities: LinkedIdentity[];
  available: AvailableProvider[];
}) {
  const name =
    identities.find((row) => row.provider === outcome.provider)?.providerName ??
    available.find((entry) => entry.id === outcome.provider)?.displayName ??
    outcome.provider;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    status.current?.focus();
  }, []);
  if (outcome.linked) {
    return (
      <p ref={status} role="status" tabIndex={-1} className={ui.text}>
        <FormattedMessage {...m.linked} values={{ provider: name }} />
      </p>
    );
  }
  const message = errors[outcome.error as FederationLinkError] ?? m.failed;
  return (
    <FormAlert>
      <FormattedMessage {...message} values={{ provider: name }} />
    </FormAlert>
  );
}

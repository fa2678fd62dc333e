import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { federatedSignInUrl, federationErrorOf, type FederationError } from '../../api/federation';
import { isOwnInteraction } from '../../api/interactions';
import { usePaths } from '../../config/ConfigContext';
import { QUERY_INTERACTION } from '../../config/constants';
import { ssoErrorCode, useSsoErrorFeedback } from '../../features/enterprise-sso/sso-error';
import { endAttempt, takeStart } from '../../features/federation/attempt';
import { leavePage } from '../../lib/navigate';
import { readReturnTo } from '../../session/return-path';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../ui/Loading';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import { useTenantId } from '../../whitelabel/WhitelabelContext';
import { messages } from './messages';
import { SignInForm } from './SignInForm';

// Back from a provider: its own chunk (FederationReturn.tsx), loaded only then.
const back = () => import(/* webpackChunkName: "sign-in-federation" */ './FederationReturn');
const FederationStep = lazy(() => back().then((m) => ({ default: m.FederationStep })));
const FederationErrorForm = lazy(() => back().then((m) => ({ default: m.FederationErrorForm })));
const FederationFailed = lazy(() => back().then((m) => ({ default: m.FederationFailed })));

/**
 * The authority's login UI. With `?interaction=` it shows the form; without, it starts the
 * authorization request itself (and the authority comes back here with an interaction). Back
 * from a provider (docs/sign-in.md, "Back from a provider"), the authority adds what waits
 * (`federation=link|two_step`) or why it failed (`federationError`).
 */
const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default function SignInPage() {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const interaction = query.get(QUERY_INTERACTION);
  const federationError = federationErrorOf(query.get('federationError'));
  // Back from an organisation's SSO that failed (docs/enterprise-sso.md).
  const ssoCode = ssoErrorCode(query.get('ssoError'));
  const ssoError = useSsoErrorFeedback(ssoCode);
  // Its words load first (a chunk of their own), so the form starts with them above it.
  if (ssoCode && !ssoError) return <Loading label={messages.starting} />;
  // Only an id the authority could have made goes into an API path (no `..`, no slashes).
  if (!interaction || !INTERACTION_ID.test(interaction)) {
    // A provider's sign-in that lost its interaction: said, and a new sign-in on a press.
    if (ssoError) return <SsoFailedAlone feedback={ssoError} />;
    return federationError ? <FailedAlone error={federationError} /> : <StartSignIn />;
  }
  const federation = query.get('federation');
  return (
    <SignInScreen
      key={interaction}
      interaction={interaction}
      next={federation === 'link' || federation === 'two_step' ? federation : null}
      federationError={federationError}
      ssoError={ssoError}
    />
  );
}

function SignInScreen({
  interaction,
  next,
  federationError,
  ssoError,
}: {
  interaction: string;
  next: 'link' | 'two_step' | null;
  federationError: FederationError | null;
  ssoError: Feedback | null;
}) {
  const { signIn } = useSession();
  const api = useApi();
  const paths = usePaths();
  const navigate = useNavigate();
  const tenant = useTenantId();
  // Back from a provider: what was typed before leaving, once (a failure was no use of it).
  const [returned] = useState(() =>
    next || federationError ? endAttempt(interaction, federationError !== null) : null,
  );
  // From the sign-up page's provider button: on to the provider now that there is an interaction.
  const [start] = useState(() => (next || federationError ? null : takeStart(interaction)));
  const left = useRef(false);
  useEffect(() => {
    if (!start || left.current) return;
    left.current = true;
    leavePage(federatedSignInUrl(api.apiUrl, interaction, start, tenant));
  }, [api, interaction, start, tenant]);
  // A sign-in link from someone else's browser: start this browser's own sign-in instead of
  // finishing theirs. The form shows meanwhile; the authority refuses its login the same way.
  useEffect(() => {
    let current = true;
    void isOwnInteraction(api, interaction).then((own) => {
      if (current && !own) void signIn();
    });
    return () => {
      current = false;
    };
  }, [api, interaction, signIn]);
  const restart = useCallback(() => void signIn(), [signIn]);
  // The same interaction's form, without what the provider's return said.
  const otherWay = useCallback(() => {
    const query = new URLSearchParams({ [QUERY_INTERACTION]: interaction });
    void navigate(`${paths.signIn}?${query.toString()}`, { replace: true });
  }, [interaction, navigate, paths.signIn]);

  if (start) return <Loading label={messages.leaving} />;
  if (next) {
    return (
      <Suspense fallback={<Loading />}>
        <FederationStep
          next={next}
          interaction={interaction}
          restart={restart}
          otherWay={otherWay}
        />
      </Suspense>
    );
  }
  if (federationError) {
    return (
      <Suspense fallback={<Loading />}>
        <FederationErrorForm
          error={federationError}
          interaction={interaction}
          restart={restart}
          email={returned?.email}
        />
      </Suspense>
    );
  }
  return (
    <Screen key="form" title={<FormattedMessage {...messages.title} />}>
      <SignInForm
        interaction={interaction}
        onStartAgain={restart}
        back={returned || ssoError ? { email: returned?.email, notice: ssoError } : undefined}
      />
    </Screen>
  );
}

function FailedAlone({ error }: { error: FederationError }) {
  const { signIn } = useSession();
  // The attempt is over: a failure was no use of the provider.
  useState(() => endAttempt('', true));
  return (
    <Suspense fallback={<Loading />}>
      <FederationFailed error={error} restart={() => void signIn()} />
    </Suspense>
  );
}

/** An organisation's SSO failed after its sign-in was gone: said, and a new sign-in on a press. */
function SsoFailedAlone({ feedback }: { feedback: Feedback }) {
  const { signIn } = useSession();
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <FormFeedback feedback={feedback}>
        <Actions>
          <button type="button" className={ui.button} onClick={() => void signIn()}>
            <FormattedMessage {...messages.startAgain} />
          </button>
        </Actions>
      </FormFeedback>
    </Screen>
  );
}

function StartSignIn() {
  const { signIn } = useSession();
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; one redirect is enough
    started.current = true;
    void signIn(readReturnTo(location.search));
  }, [signIn, location.search]);
  return <Loading label={messages.starting} />;
}

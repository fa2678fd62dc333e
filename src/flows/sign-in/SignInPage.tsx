import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { isOwnInteraction } from '../../api/interactions';
import { readReturnTo } from '../../session/return-path';
import { useSession } from '../../session/SessionContext';
import { QUERY_INTERACTION } from '../../config/constants';
import { Loading } from '../../ui/Loading';
import { Screen } from '../../ui/Screen';
import { messages } from './messages';
import { SignInForm } from './SignInForm';

/**
 * The authority's login UI. With `?interaction=` it shows the form; without, it starts the
 * authorization request itself (and the authority comes back here with an interaction).
 */
const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default function SignInPage() {
  const location = useLocation();
  const interaction = new URLSearchParams(location.search).get(QUERY_INTERACTION);
  // Only an id the authority could have made goes into an API path (no `..`, no slashes).
  if (!interaction || !INTERACTION_ID.test(interaction)) return <StartSignIn />;
  return <SignInScreen interaction={interaction} />;
}

function SignInScreen({ interaction }: { interaction: string }) {
  const { signIn } = useSession();
  const api = useApi();
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
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <SignInForm interaction={interaction} onStartAgain={() => void signIn()} />
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

import { FormattedMessage, defineMessages } from 'react-intl';
import { useLocation } from 'react-router';
import { readReturnTo } from '../../session/return-path';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  title: { id: 'unauthorized.title', defaultMessage: 'Please sign in' },
  text: {
    id: 'unauthorized.text',
    defaultMessage: 'You need to be signed in to see this page.',
  },
  unreachable: {
    id: 'unauthorized.unreachable',
    defaultMessage:
      'We could not reach the sign-in service. Check your connection, then try again.',
  },
});

/** Where signed-out users land on a guarded route; Sign in brings them back where they were going. */
export default function UnauthorizedPage() {
  const returnTo = readReturnTo(useLocation().search);
  // Sign-in first fetches the authority's metadata: if that fails, the page stays and says so.
  const { start, starting, unreachable } = useStartSignIn();
  return (
    <StatusScreen
      title={messages.title}
      text={
        <>
          <FormattedMessage {...messages.text} />
          {unreachable ? (
            <>
              <br />
              <span role="alert">
                <FormattedMessage {...messages.unreachable} />
              </span>
            </>
          ) : null}
        </>
      }
      action={
        <ActionButton label={common.signIn} busy={starting} onClick={() => start(returnTo)} />
      }
    />
  );
}

import { defineMessages } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { readReturnTo } from '../../session/return-path';
import { useAccount } from '../../session/SessionContext';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';

const messages = defineMessages({
  title: { id: 'unauthorized.title', defaultMessage: 'Please sign in' },
  text: {
    id: 'unauthorized.text',
    defaultMessage: 'You need to be signed in to see this page.',
  },
  signIn: { id: 'unauthorized.signIn', defaultMessage: 'Sign in' },
});

/** Where signed-out users land on a guarded route; Sign in brings them back where they were going. */
export default function UnauthorizedPage() {
  const { signIn } = useAccount();
  const returnTo = readReturnTo(useLocation().search);
  return (
    <StatusScreen
      title={messages.title}
      text={messages.text}
      action={<ActionButton label={messages.signIn} onClick={() => void signIn(returnTo)} />}
    />
  );
}

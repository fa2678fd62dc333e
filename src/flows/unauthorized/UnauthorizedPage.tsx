import { useSyncExternalStore } from 'react';
import {
  FormattedMessage,
  defineMessage,
  defineMessages,
  type MessageDescriptor,
} from 'react-intl';
import { tabStorage } from '../../lib/storage';
import {
  endReasonOfThisPage,
  onSessionEnd,
  type StoredEndReason,
} from '../../session/session-care';
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

const idleReason = defineMessage<{ minutes: number }>({
  id: 'unauthorized.reason.idle',
  defaultMessage:
    'You were signed out after {minutes, plural, one {# minute} other {# minutes}} without activity.',
});

const reasons = defineMessages({
  expired: {
    id: 'unauthorized.reason.expired',
    defaultMessage: 'Your session reached its time limit, so you were signed out.',
  },
  idle: {
    id: 'unauthorized.reason.idleUnknown',
    defaultMessage: 'You were signed out after a while without activity.',
  },
  revoked: {
    id: 'unauthorized.reason.revoked',
    defaultMessage:
      'Your session was ended elsewhere, for example by signing out on another device.',
  },
  'renewal-refused': {
    id: 'unauthorized.reason.renewalRefused',
    defaultMessage: 'The sign-in service no longer accepts this session, so you were signed out.',
  },
  'renewal-failed': {
    id: 'unauthorized.reason.renewalFailed',
    defaultMessage:
      'The sign-in service could not be reached to keep your session going, so you were signed out.',
  },
  clock: {
    id: 'unauthorized.reason.clock',
    defaultMessage:
      "You were signed out because this device's clock seems wrong. Check its date and time.",
  },
}) satisfies Record<StoredEndReason['reason'], MessageDescriptor>;

function EndReason({ ended }: { ended: StoredEndReason }) {
  if (ended.reason === 'idle' && ended.idleMinutes !== undefined) {
    return <FormattedMessage {...idleReason} values={{ minutes: ended.idleMinutes }} />;
  }
  return <FormattedMessage {...reasons[ended.reason]} />;
}

const readThisPageReason = () => endReasonOfThisPage(tabStorage());

/** Where signed-out users land on a guarded route; Sign in brings them back where they were going. */
export default function UnauthorizedPage() {
  const returnTo = readReturnTo(useLocation().search);
  // Why an automatic end signed the person out (docs/session-care.md), said once.
  // Also when written after this screen first rendered: signed out by another tab, this tab's
  // timers give theirs as they stop, in the same commit (the store is read again once subscribed).
  const ended = useSyncExternalStore(onSessionEnd, readThisPageReason, readThisPageReason);
  // Sign-in first fetches the authority's metadata: if that fails, the page stays and says so.
  const { start, starting, unreachable } = useStartSignIn();
  return (
    <StatusScreen
      title={messages.title}
      text={
        <>
          {ended ? (
            <>
              <EndReason ended={ended} />
              <br />
            </>
          ) : null}
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

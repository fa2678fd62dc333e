import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { openEmailLink } from '../../api/email-codes';
import { ApiError } from '../../api/errors';
import { usePaths } from '../../config/ConfigContext';
import { QUERY_INTERACTION } from '../../config/constants';
import { useLinkToken } from '../../lib/use-link-token';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useSubmit } from '../../ui/use-submit';
import { linkMessages as m } from './messages';

const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The refusals that end this link, each said instead of the button. */
const ENDS: Record<string, MessageDescriptor> = {
  link_spent: m.spent,
  link_other_interaction: m.otherSignIn,
  interaction_expired: m.expired,
  validation: m.spent,
};

/**
 * `email-link?interaction=…&token=…` from the sign-in mail (docs/passwordless.md): nothing
 * happens on opening (mail scanners open links); a press confirms the code, and the tab that
 * asked for it, which keeps asking, finishes the sign-in by itself. Nothing signs in here: the
 * sign-in's state lives in that tab. The page says where to go back to: that tab (this browser,
 * by its own cookies) or the first device.
 */
export default function EmailLinkPage() {
  const api = useApi();
  const paths = usePaths();
  const token = useLinkToken();
  const { search } = useLocation();
  const [interaction] = useState(() => {
    const value = new URLSearchParams(search).get(QUERY_INTERACTION);
    return value && INTERACTION_ID.test(value) ? value : null;
  });
  const [done, setDone] = useState<'elsewhere' | 'here' | null>(null);
  const [ended, setEnded] = useState<MessageDescriptor | null>(
    token && interaction ? null : m.spent,
  );
  const press = useSubmit(
    async () => {
      if (!token || !interaction) return;
      const answer = await openEmailLink(api, interaction, token);
      setDone(answer.sameBrowser ? 'here' : 'elsewhere');
    },
    {
      onError: (error) => {
        const end = error instanceof ApiError && error.code ? ENDS[error.code] : undefined;
        if (end) setEnded(end);
        return end !== undefined;
      },
    },
  );

  if (done) {
    return (
      <Screen
        key="done"
        centered
        title={<FormattedMessage {...(done === 'here' ? m.verifiedHereTitle : m.verifiedTitle)} />}
      >
        <Text>
          <FormattedMessage {...(done === 'here' ? m.verifiedHereText : m.verifiedText)} />
        </Text>
      </Screen>
    );
  }
  if (ended) {
    return (
      <Screen key="ended" centered title={<FormattedMessage {...m.title} />}>
        <Text>
          <FormattedMessage {...ended} />
        </Text>
        <Actions>
          <Link className={ui.button} to={paths.signIn}>
            <FormattedMessage {...m.signIn} />
          </Link>
        </Actions>
      </Screen>
    );
  }
  return (
    <Screen centered title={<FormattedMessage {...m.title} />}>
      <Text>
        <FormattedMessage {...m.text} />
      </Text>
      <FormFeedback feedback={press.feedback} />
      <Actions>
        <ActionButton label={m.confirm} busy={press.busy} onClick={() => void press.submit()} />
      </Actions>
    </Screen>
  );
}

import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import {
  LAST_SIGN_IN_METHOD,
  unlinkIdentity,
  type LinkedIdentity,
} from '../../api/linked-identities';
import { useFormats } from '../../i18n/formats';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { LinkAnother } from './LinkAnother';
import { LinkOutcome, useLinkOutcome } from './LinkOutcome';
import { linkedDetails, linkedMessages as m, unlinkAsk, unlinkLabel } from './messages';
import type { Guard } from './use-add-passkey';
import { useLinkedIdentities } from './use-linked-identities';
import * as common from '../../i18n/common-messages';

const unlinkCodes = { [LAST_SIGN_IN_METHOD]: m.last, not_found: m.gone };

/**
 * Linked sign-in methods (docs/federation.md): each provider with the address it gave and when
 * it was linked, and Unlink (sensitive: `guard` asks "Confirm it's you" when the sign-in is too
 * old). The API refuses to unlink the last way in; that refusal is said here as it is. Then
 * "Link another" for the tenant's providers not linked yet, and, back from a provider, what
 * came of it.
 */
export function LinkedIdentities({ guard }: { guard: Guard }) {
  const api = useApi();
  const intl = useIntl();
  const formats = useFormats();
  const { identities, available, error, reload } = useLinkedIdentities();
  const outcome = useLinkOutcome();
  // The unlinked row held the focus: it goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const unlink = useSubmit(
    async (identity: LinkedIdentity) => {
      try {
        await guard(() => unlinkIdentity(api, identity.id));
      } catch (failure) {
        // Unlinked elsewhere meanwhile: the list catches up under the message that says so.
        if (failure instanceof ApiError && failure.code === 'not_found') reload();
        throw failure;
      }
      reload();
      heading.current?.focus();
      return { message: m.unlinked, tone: 'status' as const };
    },
    { codes: unlinkCodes },
  );

  return (
    <section aria-labelledby="security-linked" className={ui.section}>
      <h2 id="security-linked" ref={heading} tabIndex={-1} className={ui.subtitle}>
        <FormattedMessage {...m.title} />
      </h2>
      <Text>
        <FormattedMessage {...m.intro} />
      </Text>
      {outcome && identities && available ? (
        <LinkOutcome outcome={outcome} identities={identities} available={available} />
      ) : null}
      <FormFeedback feedback={unlink.feedback} />
      {error ? (
        <FormFeedback feedback={{ message: m.loadFailed }}>
          <Actions>
            <button type="button" className={ui.button} onClick={reload}>
              <FormattedMessage {...common.tryAgain} />
            </button>
          </Actions>
        </FormFeedback>
      ) : identities?.length === 0 ? (
        <Text>
          <FormattedMessage {...m.none} />
        </Text>
      ) : identities ? (
        <ul className={ui.list}>
          {identities.map((identity) => (
            <li key={identity.id} className={ui.listItem}>
              <p className={ui.strong}>{identity.providerName}</p>
              <p className={ui.text}>
                <FormattedMessage
                  {...linkedDetails}
                  values={{ email: identity.email, date: formats.date(identity.linkedAt) }}
                />
              </p>
              <Actions>
                <ConfirmAction
                  label={m.unlink}
                  accessibleLabel={intl.formatMessage(unlinkLabel, {
                    provider: identity.providerName,
                  })}
                  question={
                    <FormattedMessage
                      {...unlinkAsk}
                      values={{ provider: identity.providerName, email: identity.email }}
                    />
                  }
                  confirm={m.unlinkConfirm}
                  busy={unlink.busy}
                  onConfirm={() => void unlink.submit(identity)}
                />
              </Actions>
            </li>
          ))}
        </ul>
      ) : null}
      {available && available.length > 0 ? (
        <LinkAnother providers={available} guard={guard} onStale={reload} />
      ) : null}
    </section>
  );
}

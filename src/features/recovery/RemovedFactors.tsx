import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { RecoveryRemoved } from '../../api/recovery';
import { usePaths } from '../../config/ConfigContext';
import { useFormats } from '../../i18n/formats';
import { Text, ui } from '../../ui/Screen';

const messages = defineMessages({
  heading: { id: 'recovery.removed.heading', defaultMessage: 'What we removed' },
  nothing: {
    id: 'recovery.removed.nothing',
    defaultMessage: 'Nothing else was set up on your account, so nothing else was removed.',
  },
  authenticatorApp: {
    id: 'recovery.removed.authenticatorApp',
    defaultMessage: 'The authenticator app: two-step verification is off',
  },
  pendingEmailChange: {
    id: 'recovery.removed.pendingEmailChange',
    defaultMessage: 'A change of your e-mail address that was waiting for its confirmation',
  },
  why: {
    id: 'recovery.removed.why',
    defaultMessage:
      'Anything someone else added is gone now. If some of it was yours, sign in and add it back: it takes a minute.',
  },
  addPasskey: {
    id: 'recovery.addBack.passkey',
    defaultMessage: 'Passkeys: in Security, add a passkey on each of your devices.',
  },
  addApp: {
    id: 'recovery.addBack.authenticatorApp',
    defaultMessage:
      'Two-step verification: in Security, turn it on again with your authenticator app (you get new recovery codes).',
  },
  addTrusted: {
    id: 'recovery.addBack.trustedDevices',
    defaultMessage: 'Trusted devices: tick “Trust this device” at your next sign-in with a code.',
  },
  addEmail: {
    id: 'recovery.addBack.email',
    defaultMessage: 'E-mail address: if you did ask for the change, ask for it again in Your data.',
  },
  addPush: {
    id: 'recovery.addBack.push',
    defaultMessage: 'Notifications: sign in on the app on your phone and allow them again.',
  },
  addLinked: {
    id: 'recovery.addBack.linkedIdentities',
    defaultMessage:
      'Linked sign-in methods: sign in with that service again; once you confirm it is your account, it is linked again.',
  },
  addBackHeading: { id: 'recovery.addBack.heading', defaultMessage: 'How to add it back' },
  security: { id: 'recovery.addBack.security', defaultMessage: 'Open Security' },
});

const passkeyText = defineMessage<{ name: string; date: string }>({
  id: 'recovery.removed.passkey',
  defaultMessage: 'Passkey “{name}”, added {date}',
});

const recoveryCodesText = defineMessage<{ count: number }>({
  id: 'recovery.removed.recoveryCodes',
  defaultMessage: '{count, plural, one {# unused recovery code} other {# unused recovery codes}}',
});

const trustedDevicesText = defineMessage<{ count: number }>({
  id: 'recovery.removed.trustedDevices',
  defaultMessage: '{count, plural, one {# trusted device} other {# trusted devices}}',
});

const pushRegistrationsText = defineMessage<{ count: number }>({
  id: 'recovery.removed.pushRegistrations',
  defaultMessage:
    '{count, plural, one {Notifications on # device} other {Notifications on # devices}}',
});

const linkedIdentitiesText = defineMessage<{ count: number }>({
  id: 'recovery.removed.linkedIdentities',
  defaultMessage: '{count, plural, one {# linked sign-in method} other {# linked sign-in methods}}',
});

/**
 * After a recovery (docs/recovery.md): what was removed, and how to add back what was the
 * owner's. The list comes from the API's answer, the same one the mail lists.
 */
export function RemovedFactors({ removed }: { removed: RecoveryRemoved }) {
  const intl = useIntl();
  const paths = usePaths();
  const formats = useFormats();
  const linkedIdentities = removed.linkedIdentities ?? 0;
  const items = [
    ...removed.passkeys.map((passkey) =>
      intl.formatMessage(passkeyText, {
        name: passkey.name,
        date: formats.dateTime(passkey.createdAt),
      }),
    ),
    removed.authenticatorApp && intl.formatMessage(messages.authenticatorApp),
    removed.recoveryCodes > 0 &&
      intl.formatMessage(recoveryCodesText, { count: removed.recoveryCodes }),
    removed.trustedDevices > 0 &&
      intl.formatMessage(trustedDevicesText, { count: removed.trustedDevices }),
    removed.pendingEmailChange && intl.formatMessage(messages.pendingEmailChange),
    removed.pushRegistrations > 0 &&
      intl.formatMessage(pushRegistrationsText, { count: removed.pushRegistrations }),
    // Optional in the contract (an answer from before federation has none).
    linkedIdentities > 0 && intl.formatMessage(linkedIdentitiesText, { count: linkedIdentities }),
  ].filter((item): item is string => typeof item === 'string');
  const addBack = [
    removed.passkeys.length > 0 && messages.addPasskey,
    removed.authenticatorApp && messages.addApp,
    removed.trustedDevices > 0 && messages.addTrusted,
    removed.pendingEmailChange && messages.addEmail,
    removed.pushRegistrations > 0 && messages.addPush,
    linkedIdentities > 0 && messages.addLinked,
  ].filter((item) => item !== false);

  return (
    <section className={ui.section} aria-labelledby="recovery-removed">
      <h2 className={ui.subtitle} id="recovery-removed">
        <FormattedMessage {...messages.heading} />
      </h2>
      {items.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.nothing} />
        </Text>
      ) : (
        <>
          <ul className={ui.list}>
            {items.map((item, index) => (
              <li key={`${index}:${item}`} className={ui.listItem}>
                {item}
              </li>
            ))}
          </ul>
          <Text>
            <FormattedMessage {...messages.why} />
          </Text>
          <h2 className={ui.subtitle}>
            <FormattedMessage {...messages.addBackHeading} />
          </h2>
          <ul className={ui.bullets}>
            {addBack.map((message) => (
              <li key={message.id}>
                <FormattedMessage {...message} />
              </li>
            ))}
          </ul>
          <p>
            <Link className={ui.link} to={paths.security}>
              <FormattedMessage {...messages.security} />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

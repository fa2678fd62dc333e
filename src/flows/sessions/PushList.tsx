import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { removePushRegistration, type PushRegistration } from '../../api/sessions';
import { useFormats } from '../../i18n/formats';
import { FormFeedback } from '../../ui/form';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { messages, platforms, pushLine, pushRemoved, removePush } from './messages';

/** The devices registered for push notifications, each removable. */
export function PushList({
  registrations,
  onChanged,
}: {
  registrations: PushRegistration[];
  onChanged(): void;
}) {
  const api = useApi();
  const intl = useIntl();
  const formats = useFormats();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useSubmit(async (registration: PushRegistration) => {
    await removePushRegistration(api, registration.id);
    onChanged();
    heading.current?.focus();
    return {
      message: pushRemoved,
      values: { platform: intl.formatMessage(platforms[registration.platform]) },
      tone: 'status' as const,
    };
  });
  return (
    <section aria-labelledby="sessions-push" className={ui.section}>
      <h2 id="sessions-push" className={ui.subtitle} tabIndex={-1} ref={heading}>
        <FormattedMessage {...messages.pushHeading} />
      </h2>
      <FormFeedback feedback={remove.feedback} />
      {registrations.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.pushNone} />
        </Text>
      ) : (
        <ul className={ui.list}>
          {registrations.map((registration) => {
            const platform = intl.formatMessage(platforms[registration.platform]);
            const date = formats.date(registration.createdAt);
            return (
              <li key={registration.id} className={ui.listItem}>
                <p className={ui.strong}>{platform}</p>
                <p className={ui.text}>
                  <FormattedMessage {...pushLine} values={{ date }} />
                </p>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  disabled={remove.busy}
                  aria-label={intl.formatMessage(removePush, { platform, date })}
                  onClick={() => void remove.submit(registration)}
                >
                  <FormattedMessage {...messages.remove} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

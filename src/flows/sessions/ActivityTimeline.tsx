import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import {
  listActivity,
  reportNotMe,
  type ActivityEvent,
  type NotMeReported,
  type SignInMethod,
} from '../../api/sessions';
import { useResource } from '../../api/use-resource';
import { useFormats } from '../../i18n/formats';
import { FormAlert, FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { useDeviceName } from './device-name';
import styles from './sessions.module.css';
import {
  activityText,
  DISPUTABLE,
  eventWhere,
  failedAttempts,
  failedSecondStep,
  messages,
  methodNames,
  anotherProvider,
  notMeFor,
} from './messages';
import * as common from '../../i18n/common-messages';

const METHODS: readonly string[] = [
  'password',
  'password_two_step',
  'passkey',
  'federated',
  'federated_two_step',
  'email_code',
  'email_code_two_step',
  'unknown',
];

function methodOf(event: ActivityEvent): SignInMethod {
  const method = event.detail.method;
  return typeof method === 'string' && METHODS.includes(method)
    ? (method as SignInMethod)
    : 'unknown';
}

/** A failed second step: the password was right. */
const passedPassword = (event: ActivityEvent) =>
  event.type === 'sign_in_failed' && event.detail.step === 'two_step';

/**
 * Whether "This wasn't me" is offered: a sign-in or a change, or someone who knew the password,
 * from another device. What this browser did is what the person here did: asking them whether it
 * was them is noise (and "wasn't me" on your own sign-in of a second ago reads as an alarm).
 */
const disputable = (event: ActivityEvent) =>
  !event.thisDevice && (DISPUTABLE.has(event.type) || passedPassword(event));

/**
 * The events, newest first, in runs of one day each (the day spelled out, in the user's
 * language and time zone): a dense log reads by day, each row with its time only.
 */
function byDay(events: ActivityEvent[], date: (value: string) => string) {
  const days: { day: string; dayEvents: ActivityEvent[] }[] = [];
  for (const event of events) {
    const day = date(event.at);
    const last = days[days.length - 1];
    if (last?.day === day) last.dayEvents.push(event);
    else days.push({ day, dayEvents: [event] });
  }
  return days;
}

/** The event's line in the user's language. */
function useEventText() {
  const intl = useIntl();
  return (event: ActivityEvent): string => {
    if (event.type === 'sign_in_failed') {
      const count = typeof event.detail.count === 'number' ? event.detail.count : 1;
      return intl.formatMessage(passedPassword(event) ? failedSecondStep : failedAttempts, {
        count,
      });
    }
    const number = (value: unknown) => (typeof value === 'number' ? value : 0);
    // The provider's name on identity_linked / identity_unlinked, and on a federated sign-in.
    const provider = typeof event.detail.provider === 'string' ? event.detail.provider : '';
    return intl.formatMessage(activityText[event.type], {
      method: intl.formatMessage(methodNames[methodOf(event)], {
        provider: provider || intl.formatMessage(anotherProvider),
      }),
      // What a recovery removed (account_recovered); other events have none of these.
      passkeys: number(event.detail.passkeys),
      devices: number(event.detail.trustedDevices),
      app: String(event.detail.authenticatorApp === true),
      provider,
      // The organisation's name on the organisation_* events.
      organisation: typeof event.detail.organisation === 'string' ? event.detail.organisation : '',
    });
  };
}

/**
 * The security activity, 20 events at a time ("Show more" for older ones, the focus on the
 * first of them), with "This wasn't me" on sign-ins and changes, confirmed in place.
 */
export function ActivityTimeline({
  onSecured,
}: {
  onSecured(result: NotMeReported): void | Promise<void>;
}) {
  const api = useApi();
  const intl = useIntl();
  const formats = useFormats();
  const deviceName = useDeviceName();
  const text = useEventText();
  const [confirming, setConfirming] = useState<ActivityEvent | null>(null);
  const firstNew = useRef<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const askButtons = useRef(new Map<string, HTMLButtonElement>());
  const confirmText = useRef<HTMLParagraphElement>(null);

  // The newest page; "Show more" appends the older ones to it.
  const shown = useResource('activity', (signal) => listActivity(api, null, signal));
  const events = shown.data?.events ?? null;
  const next = shown.data?.next ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  // Loaded on "Try again": the button is gone, the section's heading takes the focus.
  useEffect(() => {
    if (!events || !retried.current) return;
    retried.current = false;
    heading.current?.focus();
  }, [events]);

  const more = useSubmit(async () => {
    const page = await listActivity(api, next);
    firstNew.current = page.events[0]?.id ?? null;
    shown.set({ events: [...(events ?? []), ...page.events], next: page.next });
  });

  // After "Show more", the first of the older events takes the focus.
  useEffect(() => {
    if (!firstNew.current) return;
    items.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [events]);

  useEffect(() => {
    if (confirming) confirmText.current?.focus();
  }, [confirming]);

  const cancel = useCallback(() => {
    const id = confirming?.id;
    setConfirming(null);
    if (id) requestAnimationFrame(() => askButtons.current.get(id)?.focus());
  }, [confirming]);

  // The event the last "Sign out everywhere" was for: its failure is said there, not under
  // another event confirmed later.
  const [reported, setReported] = useState<string | null>(null);
  const notMe = useSubmit(async (event: ActivityEvent) => {
    setReported(event.id);
    await onSecured(await reportNotMe(api, event.id));
  });

  const where = (event: ActivityEvent) => {
    const device = deviceName(event.userAgent);
    return intl.formatMessage(eventWhere, {
      // The day is its group's heading: the row says the time only.
      when: formats.time(event.at),
      device: event.thisDevice ? `${device} (${intl.formatMessage(common.thisDevice)})` : device,
      address: event.ip ?? intl.formatMessage(messages.unknownAddress),
    });
  };

  // Why the list could not load, in the shared messages (src/api/error-messages.ts).
  const reason = shown.feedback ? (
    <FormattedMessage {...shown.feedback.message} values={shown.feedback.values} />
  ) : null;

  return (
    <section aria-labelledby="sessions-activity" className={ui.section}>
      <h2 id="sessions-activity" className={ui.subtitle} tabIndex={-1} ref={heading}>
        <FormattedMessage {...messages.activityHeading} />
      </h2>
      {shown.feedback && !events ? (
        <>
          <FormAlert focusKey={shown.error}>
            <FormattedMessage {...messages.activityFailed} /> {reason}
          </FormAlert>
          <Actions>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              onClick={() => {
                retried.current = true;
                shown.reload();
              }}
            >
              <FormattedMessage {...common.tryAgain} />
            </button>
          </Actions>
        </>
      ) : null}
      {events && events.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.activityNone} />
        </Text>
      ) : null}
      {events && events.length > 0
        ? byDay(events, formats.date).map(({ day, dayEvents }) => (
            <section key={`${day}-${dayEvents[0]!.id}`} aria-label={day} className={styles.day}>
              <h3 className={styles.dayHeading}>{day}</h3>
              <ol className={ui.list}>
                {dayEvents.map((event) => {
                  const line = text(event);
                  const when = formats.dateTime(event.at);
                  return (
                    <li
                      key={event.id}
                      className={ui.listItem}
                      tabIndex={-1}
                      ref={(node) => {
                        if (node) items.current.set(event.id, node);
                        else items.current.delete(event.id);
                      }}
                    >
                      <p className={ui.strong}>{line}</p>
                      <p className={ui.text}>{where(event)}</p>
                      {disputable(event) ? (
                        <button
                          type="button"
                          className={`${ui.button} ${ui.secondary}`}
                          aria-label={intl.formatMessage(notMeFor, { event: line, when })}
                          aria-expanded={confirming?.id === event.id}
                          ref={(node) => {
                            if (node) askButtons.current.set(event.id, node);
                            else askButtons.current.delete(event.id);
                          }}
                          onClick={() => setConfirming(event)}
                        >
                          <FormattedMessage {...messages.notMe} />
                        </button>
                      ) : null}
                      {confirming?.id === event.id ? (
                        <div
                          role="group"
                          aria-labelledby={`not-me-${event.id}`}
                          className={ui.section}
                        >
                          <h3 id={`not-me-${event.id}`} className={ui.strong}>
                            <FormattedMessage {...messages.notMeConfirmTitle} />
                          </h3>
                          <p className={ui.text} tabIndex={-1} ref={confirmText}>
                            <FormattedMessage {...messages.notMeConfirmText} />
                          </p>
                          <FormFeedback feedback={reported === event.id ? notMe.feedback : null} />
                          <Actions>
                            <button
                              type="button"
                              className={ui.button}
                              disabled={notMe.busy}
                              aria-busy={notMe.busy}
                              onClick={() => void notMe.submit(event)}
                            >
                              <FormattedMessage {...messages.notMeConfirm} />
                            </button>
                            <button
                              type="button"
                              className={`${ui.button} ${ui.secondary}`}
                              onClick={cancel}
                            >
                              <FormattedMessage {...common.cancel} />
                            </button>
                          </Actions>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))
        : null}
      <FormFeedback feedback={more.feedback} />
      {next ? (
        <Actions>
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={more.busy}
            aria-busy={more.busy}
            onClick={() => void more.submit()}
          >
            <FormattedMessage {...messages.showMore} />
          </button>
        </Actions>
      ) : null}
    </section>
  );
}

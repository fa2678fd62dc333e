import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { endOtherSessions, endSession, type AccountSession } from '../../api/sessions';
import { useFormats } from '../../i18n/formats';
import { DeviceTitle } from '../../ui/device-name';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { DeviceMenu } from './DeviceMenu';
import { useDeviceName } from './device-name';
import styles from './sessions.module.css';
import {
  addressLine,
  anotherProvider,
  messages,
  methods,
  othersEnded,
  sessionEnded,
  signedInLine,
} from './messages';
import * as common from '../../i18n/common-messages';

/**
 * Where the account is signed in, one compact row per session: this device's with Sign out of
 * this device, every other's with a row menu holding Sign this device out; and Sign out everywhere
 * else.
 * Ending another session needs a recent sign-in (`guard` asks "Confirm it's you" when the API
 * says so); ending this device's own needs none, and the reload that follows fails with 401,
 * which takes the app to its signed-out screen like any ended session.
 */
export function SessionList({
  sessions,
  guard,
  onChanged,
}: {
  sessions: AccountSession[];
  /** useSensitive().guard of the page, which renders its dialog. */
  guard<T>(action: () => Promise<T>): Promise<T>;
  onChanged(): void;
}) {
  const api = useApi();
  const intl = useIntl();
  const formats = useFormats();
  const name = useDeviceName();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed goes away with its session: the heading takes the focus instead.
  const done = () => heading.current?.focus();
  // One submit for both buttons, so what the section says is the outcome of the latest press.
  const [endingOthers, setEndingOthers] = useState(false);
  const end = useSubmit(async (session: AccountSession | 'others'): Promise<Feedback> => {
    setEndingOthers(session === 'others');
    if (session === 'others') {
      const count = await guard(() => endOtherSessions(api));
      onChanged();
      done();
      return { message: othersEnded, values: { count }, tone: 'status' as const };
    }
    await (session.current
      ? endSession(api, session.id)
      : guard(() => endSession(api, session.id)));
    onChanged();
    done();
    return {
      message: sessionEnded,
      values: { device: name(session.userAgent) },
      tone: 'status' as const,
    };
  });
  const busy = end.busy;
  const others = sessions.filter((session) => !session.current).length;
  const when = (value: string) => formats.dateTime(value);
  return (
    <section aria-labelledby="sessions-signed-in" className={ui.section}>
      <h2 id="sessions-signed-in" className={ui.subtitle} tabIndex={-1} ref={heading}>
        <FormattedMessage {...messages.signedInHeading} />
      </h2>
      <Text>
        <FormattedMessage {...messages.signedInIntro} />
      </Text>
      <FormFeedback feedback={end.feedback} />
      <ul className={ui.list}>
        {sessions.map((session) => {
          const device = name(session.userAgent);
          return (
            <li key={session.id} className={`${ui.listItem} ${styles.row}`}>
              <div className={styles.rowMain}>
                <DeviceTitle
                  name={device}
                  current={session.current}
                  thisDevice={common.thisDevice}
                />
                <div className={styles.rowDetails}>
                  <p className={ui.text}>
                    <FormattedMessage
                      {...methods[session.method]}
                      values={{
                        provider: session.provider ?? intl.formatMessage(anotherProvider),
                      }}
                    />
                  </p>
                  <p className={ui.text}>
                    <FormattedMessage
                      {...(session.remembered ? messages.kept : messages.notKept)}
                    />
                  </p>
                  <p className={ui.text}>
                    <FormattedMessage
                      {...signedInLine}
                      values={{
                        signedIn: when(session.signedInAt),
                        lastActive: when(session.lastActiveAt),
                      }}
                    />
                  </p>
                  <p className={ui.text}>
                    <FormattedMessage
                      {...addressLine}
                      values={{
                        address: session.ip ?? intl.formatMessage(messages.unknownAddress),
                      }}
                    />
                  </p>
                </div>
              </div>
              {session.current ? (
                // This device's says what it does to the person pressing it: signs them out here.
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  disabled={busy}
                  onClick={() => void end.submit(session)}
                >
                  <FormattedMessage {...messages.signOutHere} />
                </button>
              ) : (
                <DeviceMenu
                  device={device}
                  signedIn={when(session.signedInAt)}
                  disabled={busy}
                  onSignOut={() => void end.submit(session)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Actions>
          <button
            type="button"
            className={ui.button}
            disabled={busy}
            aria-busy={busy && endingOthers}
            onClick={() => void end.submit('others')}
          >
            <FormattedMessage {...messages.signOutOthers} />
          </button>
        </Actions>
      ) : (
        <Text>
          <FormattedMessage {...messages.onlyThisOne} />
        </Text>
      )}
    </section>
  );
}

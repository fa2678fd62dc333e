import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useApi, useApiReachable } from '../api/ApiContext';
import {
  API_RETRY_MS,
  BACK_ONLINE_MS,
  DISABLE_INTERCEPTORS_HEADER,
  DISABLE_INTERCEPTORS_VALUE,
  OIDC_AUTHORITY_PATH,
} from '../config/constants';
import { tabStorage } from '../lib/storage';
import { useSession } from '../session/SessionContext';
import styles from './notices.module.css';

const messages = defineMessages({
  offline: {
    id: 'notice.offline',
    defaultMessage: 'You’re offline. What you type is kept; send it once you’re back online.',
  },
  online: { id: 'notice.online', defaultMessage: 'You’re back online.' },
  unreachable: {
    id: 'notice.unreachable',
    defaultMessage: 'We can’t reach the server right now. Trying again…',
  },
  notRemembered: {
    id: 'notice.notRemembered',
    defaultMessage:
      'Your browser blocks this site’s storage, so this sign-in will not be remembered: reloading or closing this tab signs you out.',
  },
});

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The authority's discovery document: cheap, public, and always under `apiUrl`. */
const PROBE = `${OIDC_AUTHORITY_PATH}/.well-known/openid-configuration`;

/**
 * What every screen should know about the connection, announced politely above it: offline,
 * then back online; the API not answering (asked again every API_RETRY_MS until it does); and,
 * signed in where the browser blocks storage, that the sign-in will not be remembered.
 */
export function Notices() {
  const api = useApi();
  const signedIn = useSession().status === 'signed-in';
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true, // rendered before any browser (src/app/prerender.tsx)
  );
  const reachable = useApiReachable();
  const [storageBlocked] = useState(() => !tabStorage());
  // "Back online" follows an offline moment seen here, for a few seconds.
  const [wasOffline, setWasOffline] = useState(!online);
  const [backOnline, setBackOnline] = useState(false);
  if (online === wasOffline) {
    setWasOffline(!online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  useEffect(() => {
    if (reachable || !online) return;
    let timer: ReturnType<typeof setTimeout>;
    let active = true;
    const probe = (delay: number) => {
      if (!active) return;
      timer = setTimeout(() => {
        const headers = { [DISABLE_INTERCEPTORS_HEADER]: DISABLE_INTERCEPTORS_VALUE };
        // A success flips `reachable`, which ends this effect; a failure asks again later.
        api.request(PROBE, { auth: 'public', headers }).then(undefined, () => probe(API_RETRY_MS));
      }, delay);
    };
    // Back online, ask at once: the failures while offline said nothing about the API.
    probe(backOnline ? 0 : API_RETRY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, reachable, online, backOnline]);

  const connection = !online
    ? messages.offline
    : backOnline
      ? messages.online
      : !reachable
        ? messages.unreachable
        : null;
  const notRemembered = signedIn && storageBlocked;
  return (
    <div className={connection || notRemembered ? styles.notices : styles.idle}>
      {/* Always there, so that what appears in it is announced. */}
      <div aria-live="polite">
        {connection ? (
          <p role="status" className={styles.notice}>
            <FormattedMessage {...connection} />
          </p>
        ) : null}
      </div>
      {notRemembered ? (
        <p role="status" className={styles.notice}>
          <FormattedMessage {...messages.notRemembered} />
        </p>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ACTIVITY_CHANNEL_NAME,
  QUERY_INTERACTION,
  SESSION_END_LOCK_NAME,
  SESSION_MAX_LIFETIME_S,
} from '../config/constants';
import { useIntl } from 'react-intl';
import { AccountIntl } from '../i18n/LanguageProvider';
import { textDirection } from '../i18n/languages';
import { brandPalette } from '../theme/contrast';
import { useTheme } from '../theme/ThemeContext';
import styles from '../ui/ui.module.css';
import { tabStorage } from '../lib/storage';
import { rememberEndReason, type SessionDeadlineCause } from '../session/session-care';
import { ActivityTracker, WarningScheduler } from '../session/session-timers';
import { useSession } from '../session/SessionContext';
import { useBrand } from '../whitelabel/WhitelabelContext';
import { restoreFormDrafts, saveFormDrafts } from '../flows/session-care/form-drafts';
import type { SessionCareProps } from './SessionCare';

const SessionWarningDialog = lazy(
  () =>
    import(/* webpackChunkName: "session-warning" */ '../flows/session-care/SessionWarningDialog'),
);

function activityChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(ACTIVITY_CHANNEL_NAME);
}

let tracker: ActivityTracker | null = null;

/** The page's one activity tracker (its last input outlives this component's mounts). */
function pageActivity(): ActivityTracker {
  tracker ??= new ActivityTracker({
    now: () => Date.now(),
    target: window,
    channel: activityChannel,
  });
  return tracker;
}

/** One tab forgets the session; the others follow through the session's tab sync. */
function inOneTab(fn: () => Promise<void>): void {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    void navigator.locks
      .request(SESSION_END_LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (lock) await fn().catch(() => undefined);
      })
      // A page no longer fully active is refused the lock: nothing is left for it to do.
      .catch(() => undefined);
  } else {
    void fn().catch(() => undefined);
  }
}

/**
 * Session care while someone is signed in (docs/session-care.md), loaded then (./SessionCare):
 * tracks input shared across
 * tabs, warns two minutes before the tenant's idle timeout or the session's absolute lifetime
 * ends it, and ends it everywhere with its reason kept for the next screen. Every tab computes
 * the same deadlines from the same shared activity, so each shows the warning at the same time,
 * and **Stay signed in** in one (shared activity, or a new session adopted through the tab sync)
 * closes it in all.
 */
export default function SessionWatch({ onSessionEvent, renderSessionWarning }: SessionCareProps) {
  const { status, authentication, tokenExpiresAt, signIn, signOut, renew, forget, expire } =
    useSession();
  const idleMinutes = useBrand()?.idleTimeoutMinutes ?? null;
  const [warning, setWarning] = useState<{ cause: SessionDeadlineCause; endsAt: number } | null>(
    null,
  );
  const emit = useRef(onSessionEvent);
  const actions = useRef({ signIn, renew, forget, expire });
  useEffect(() => {
    emit.current = onSessionEvent;
    actions.current = { signIn, renew, forget, expire };
  });
  // Every renewal moves the token's expiry: the scheduler is told (below) without starting over,
  // so a warning already open (idle, lifetime) stays as it is.
  const tokenExpiry = useRef(tokenExpiresAt);
  const reschedule = useRef<(() => void) | null>(null);
  useEffect(() => {
    tokenExpiry.current = tokenExpiresAt;
    reschedule.current?.();
  }, [tokenExpiresAt]);
  // One tracker for the page, kept across mounts (this component unmounts whenever the screens
  // drop to signed out for a moment); its effect below starts and stops it with the session.
  const [activity] = useState(pageActivity);

  const signedIn = status === 'signed-in';
  const authAt = authentication?.at ?? null;
  const sessionKey = `${authentication?.sub ?? ''}@${authAt ?? ''}`;

  useEffect(() => {
    if (!signedIn) return;
    const deadlines = () => ({
      idle: idleMinutes === null ? null : activity.last + idleMinutes * 60_000,
      expiry: authAt === null ? null : authAt + SESSION_MAX_LIFETIME_S * 1000,
      renewal: tokenExpiry.current,
    });
    // A warning shown (ours or the host's) since the last extension.
    let warned = false;
    const closeWarning = () => {
      activity.hold(false);
      setWarning(null);
      if (warned) emit.current?.({ type: 'session-extended' });
      warned = false;
    };
    const endWith = (reason: 'idle' | 'expired' | 'renewal-failed', end: () => void) => {
      warned = false;
      setWarning(null);
      rememberEndReason(tabStorage(), {
        reason,
        ...(reason === 'idle' && idleMinutes !== null ? { idleMinutes } : {}),
      });
      end();
    };
    const scheduler = new WarningScheduler({
      now: Date.now,
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      onExpiring: (cause, endsAt) => {
        activity.hold(true);
        warned = true;
        setWarning({ cause, endsAt });
        emit.current?.({ type: 'session-expiring', cause, endsAt });
      },
      onExtended: closeWarning,
      onEnded: (cause) => {
        if (cause !== 'renewal') {
          // Every tab ends it now; one signs out at the authority, the others follow it.
          endWith(
            cause === 'idle' ? 'idle' : 'expired',
            () => void actions.current.expire().catch(() => undefined),
          );
          return;
        }
        // The token has expired with renewal still failing: one last try (a device that slept
        // past the expiry renews here, on waking), else the session ends in every tab. Not at
        // the authority, which could not be reached: the tokens are forgotten.
        void actions.current.renew().then(
          (renewed) => {
            if (!renewed) {
              endWith('renewal-failed', () => inOneTab(actions.current.forget));
              return;
            }
            closeWarning();
            scheduler.reset();
            // The new expiry reaches `reschedule` with the engine's next state, if not already
            // here: until then, only the other deadlines count (an expiry in the past again
            // would try again and again).
            const next = deadlines();
            const passed = next.renewal !== null && next.renewal <= Date.now();
            scheduler.update(passed ? { ...next, renewal: null } : next);
          },
          () => endWith('renewal-failed', () => inOneTab(actions.current.forget)),
        );
      },
    });
    reschedule.current = () => scheduler.update(deadlines());
    const stopListening = activity.onChange(() => scheduler.update(deadlines()));
    activity.start(sessionKey);
    scheduler.update(deadlines());
    return () => {
      // Signed out by another tab that reached the idle deadline first (the same shared
      // activity): this tab's timer had not fired yet, and its next screen says why as well.
      const { idle } = deadlines();
      if (idle !== null && Date.now() >= idle) {
        rememberEndReason(tabStorage(), { reason: 'idle', idleMinutes: idleMinutes as number });
      }
      reschedule.current = null;
      stopListening();
      scheduler.stop();
      activity.stop();
      activity.hold(false);
      setWarning(null);
    };
  }, [activity, signedIn, idleMinutes, authAt, sessionKey]);

  // Back from a re-sign-in the warning started: what was typed goes back into the page's forms.
  const sub = authentication?.sub;
  useEffect(() => {
    if (!signedIn || !sub) return;
    return restoreFormDrafts(
      document.body,
      tabStorage(),
      () => window.location.pathname + window.location.search,
      sub,
    );
  }, [signedIn, sub]);

  // The authority's sign-in form is on screen (Stay after the lifetime's end, or a re-sign-in
  // from elsewhere): the person is already doing what the warning asks, and a modal dialog would
  // cover the very form (seen inside the host, where the session still runs on that page).
  const signingIn = new URLSearchParams(window.location.search).has(QUERY_INTERACTION);
  if (!warning || signingIn) return null;
  const here = window.location.pathname + window.location.search;
  // Leaving for the authority: what was typed waits in this tab (never a password).
  const signInAgain = (reauthenticate: boolean) => {
    if (sub) saveFormDrafts(document, tabStorage(), here, sub);
    return signIn(here, { reauthenticate });
  };
  const stay = () => {
    if (warning.cause === 'idle') activity.touch();
    // The lifetime's end cannot be renewed: a new sign-in with the password (the authority's
    // session ends with it), back to this page.
    else if (warning.cause === 'expiry') void signInAgain(true);
    // Renewal failing: try at once; if the service still refuses or cannot be reached, signing
    // in again is what is left.
    else void renew().then((renewed) => (renewed ? undefined : signInAgain(false)));
  };
  const end = () => void signOut();
  if (renderSessionWarning) {
    return <>{renderSessionWarning({ ...warning, stay, signOut: end })}</>;
  }
  return (
    <AccountIntl>
      <SessionCareFrame>
        <Suspense fallback={null}>
          <SessionWarningDialog
            cause={warning.cause}
            endsAt={warning.endsAt}
            onStay={stay}
            onSignOut={end}
          />
        </Suspense>
      </SessionCareFrame>
    </AccountIntl>
  );
}

/**
 * The dialog sits beside the host's tree, outside our screens' frame (app/Layout): it gets the
 * design tokens, the theme, the brand's colour and the language here. `display: contents`: the
 * frame itself takes no room in the host's page (the dialog is in the top layer).
 */
function SessionCareFrame({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const language = useIntl().locale;
  const brand = useBrand();
  const palette = brand?.primaryColor ? brandPalette(brand.primaryColor, theme) : null;
  return (
    <div
      className={styles.root}
      data-theme={theme}
      lang={language}
      dir={textDirection(language)}
      style={{
        display: 'contents',
        ...(palette
          ? {
              ['--acc-primary' as string]: palette.primary,
              ['--acc-on-primary' as string]: palette.onPrimary,
              ['--acc-link' as string]: palette.link,
            }
          : {}),
      }}
    >
      {children}
    </div>
  );
}

import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ui } from './Screen';

const messages = defineMessages({
  loading: { id: 'loading', defaultMessage: 'Loading…' },
  busy: { id: 'form.busy', defaultMessage: 'Please wait…' },
});

/** What a busy button says while its action runs. */
export const busyLabel: MessageDescriptor = messages.busy;

/**
 * Shown while a screen's code or data loads: announced politely at once, and shown (quietly,
 * nothing that jumps around) once the wait lasts more than a moment, as on a slow network.
 */
export function Loading({ label }: { label?: MessageDescriptor }) {
  const intl = useIntl();
  const wait = useContext(WaitsContext);
  // Before the paint: the frame hides what waits for the screen in the same frame.
  useLayoutEffect(() => wait?.(), [wait]);
  return (
    <div role="status" aria-live="polite" className={ui.loading}>
      {label ? intl.formatMessage(label) : intl.formatMessage(messages.loading)}
    </div>
  );
}

/** Counts one more wait on screen; returns the call that ends it. */
type Register = () => () => void;
const WaitsContext = createContext<Register | null>(null);

/** Where the `Loading`s below count for `useWaits` (the frame's). */
export const LoadingWaits = WaitsContext.Provider;

/**
 * Whether anything under `LoadingWaits` is loading (a `Loading` is on screen). The frame keeps
 * its footer back meanwhile (app/Layout.tsx): under a screen that grows as its parts arrive, the
 * footer was pushed down with each of them, and off the bottom of a phone's screen in the end (a
 * layout shift of 0.105 on the account overview, slow 4G); appearing once the screen is there, it
 * moves nothing.
 */
export function useWaits(): { waiting: boolean; register: Register } {
  const [count, setCount] = useState(0);
  const register = useCallback<Register>(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  return { waiting: count > 0, register };
}

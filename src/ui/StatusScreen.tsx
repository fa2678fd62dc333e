import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../config/ConfigContext';
import { busyLabel } from './Loading';
import { Actions, Screen, Text, ui } from './Screen';

interface StatusScreenProps {
  title: MessageDescriptor;
  /** The explanation: a message, or already formatted content. */
  text: MessageDescriptor | ReactNode;
  /** What the user can do next; see `HomeLink` and `ActionButton`. */
  action: ReactNode;
}

/** A screen that explains where the user is and offers one way on. */
export function StatusScreen({ title, text, action }: StatusScreenProps) {
  return (
    <Screen centered title={<FormattedMessage {...title} />}>
      <Text>{isDescriptor(text) ? <FormattedMessage {...text} /> : text}</Text>
      <Actions>{action}</Actions>
    </Screen>
  );
}

/** The link back to the account home. */
export function HomeLink({ label }: { label: MessageDescriptor }) {
  const paths = usePaths();
  return (
    <Link className={ui.button} to={paths.home}>
      <FormattedMessage {...label} />
    </Link>
  );
}

/** A screen's button; `busy` while its action runs (disabled, and saying so). */
export function ActionButton({
  label,
  onClick,
  secondary = false,
  busy = false,
}: {
  label: MessageDescriptor;
  onClick(): void;
  secondary?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      className={secondary ? `${ui.button} ${ui.secondary}` : ui.button}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
    >
      <FormattedMessage {...(busy ? busyLabel : label)} />
    </button>
  );
}

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'id' in value && !('$$typeof' in value);
}

import { Component, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { ActionButton, StatusScreen } from '../ui/StatusScreen';

const messages = defineMessages({
  title: { id: 'loadError.title', defaultMessage: 'This page could not be loaded' },
  // A deploy replaces the screens' files (the old ones are gone) as surely as a dropped
  // connection loses them: a reload brings the current ones either way.
  text: {
    id: 'loadError.text',
    defaultMessage:
      'It may have been updated since you opened it, or the connection dropped. Reload the page to continue.',
  },
  retry: { id: 'loadError.retry', defaultMessage: 'Reload the page' },
});

interface State {
  failed: boolean;
}

/**
 * A screen chunk that fails to download (offline, or a new deploy removed it) gets a way out,
 * not a blank page. Inside a host only our part says so; the host's shell around it goes on.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusScreen
        title={messages.title}
        text={messages.text}
        action={<ActionButton label={messages.retry} onClick={() => window.location.reload()} />}
      />
    );
  }
}

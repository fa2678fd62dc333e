import { Component, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { ActionButton, StatusScreen } from '../ui/StatusScreen';

const messages = defineMessages({
  title: { id: 'loadError.title', defaultMessage: 'This page could not be loaded' },
  text: {
    id: 'loadError.text',
    defaultMessage: 'Check your connection and try again.',
  },
  retry: { id: 'loadError.retry', defaultMessage: 'Try again' },
});

interface State {
  failed: boolean;
}

/** A screen chunk that fails to download (offline, a new deploy) gets a way out, not a blank page. */
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

import { Component, type ReactNode } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Actions, Screen, Text, ui } from './Screen';

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
      <Screen centered title={<FormattedMessage {...messages.title} />}>
        <Text>
          <FormattedMessage {...messages.text} />
        </Text>
        <Actions>
          <button type="button" className={ui.button} onClick={() => window.location.reload()}>
            <FormattedMessage {...messages.retry} />
          </button>
        </Actions>
      </Screen>
    );
  }
}

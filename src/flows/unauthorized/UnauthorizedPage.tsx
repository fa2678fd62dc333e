import { defineMessages } from 'react-intl';
import { StatusScreen } from '../../ui/StatusScreen';

const messages = defineMessages({
  title: { id: 'unauthorized.title', defaultMessage: 'Please sign in' },
  text: {
    id: 'unauthorized.text',
    defaultMessage: 'You need to be signed in to see this page.',
  },
  home: { id: 'unauthorized.home', defaultMessage: 'Go to the home page' },
});

export default function UnauthorizedPage() {
  return <StatusScreen {...messages} />;
}

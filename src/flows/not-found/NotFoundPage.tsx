import { defineMessages } from 'react-intl';
import { HomeLink, StatusScreen } from '../../ui/StatusScreen';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  text: {
    id: 'notFound.text',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
});

export default function NotFoundPage() {
  return (
    <StatusScreen
      title={messages.title}
      text={messages.text}
      action={<HomeLink label={common.goHome} />}
    />
  );
}

import { defineMessages } from 'react-intl';
import { HomeLink, StatusScreen } from '../../ui/StatusScreen';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  title: { id: 'forbidden.title', defaultMessage: 'Access denied' },
  text: {
    id: 'forbidden.text',
    defaultMessage:
      'Your account does not have access to this page. If you think this is a mistake, contact your administrator.',
  },
});

export default function ForbiddenPage() {
  return (
    <StatusScreen
      title={messages.title}
      text={messages.text}
      action={<HomeLink label={common.goHome} />}
    />
  );
}

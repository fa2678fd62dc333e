import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useConfig } from '../config/ConfigContext';
import { href } from '../config/paths';
import { Actions, Screen, Text, ui } from './Screen';

interface StatusScreenProps {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Label of the link back to the account home. */
  home: MessageDescriptor;
}

/** A screen that explains where the user is and offers the way home. */
export function StatusScreen({ title, text, home }: StatusScreenProps) {
  const { basePath } = useConfig();
  return (
    <Screen centered title={<FormattedMessage {...title} />}>
      <Text>
        <FormattedMessage {...text} />
      </Text>
      <Actions>
        <Link className={ui.button} to={href(basePath, 'home')}>
          <FormattedMessage {...home} />
        </Link>
      </Actions>
    </Screen>
  );
}

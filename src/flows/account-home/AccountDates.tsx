import { FormattedMessage } from 'react-intl';
import type { Profile } from '../../api/users';
import { useFormats } from '../../i18n/formats';
import { Text } from '../../ui/Screen';
import { lastSignIn, memberSince } from './messages';

/** When the account was made and last used, in the formatting locale (pt-BR: 21/11/2026 14:05). */
export function AccountDates({ profile }: { profile: Profile }) {
  const formats = useFormats();
  return (
    <>
      {profile.createdAt ? (
        <Text>
          <FormattedMessage {...memberSince} values={{ date: formats.date(profile.createdAt) }} />
        </Text>
      ) : null}
      {profile.lastSignInAt ? (
        <Text>
          <FormattedMessage
            {...lastSignIn}
            values={{
              date: formats.date(profile.lastSignInAt),
              time: formats.time(profile.lastSignInAt),
            }}
          />
        </Text>
      ) : null}
    </>
  );
}

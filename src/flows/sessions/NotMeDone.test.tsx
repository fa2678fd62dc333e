import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { NotMeDone } from './NotMeDone';

const NOTHING = {
  passkeys: [],
  authenticatorApp: false,
  recoveryCodes: 0,
  trustedDevices: 0,
  pendingEmailChange: false,
  pushRegistrations: 0,
};

function render(removed: object, language?: string) {
  renderWithProviders(
    <NotMeDone
      result={{ sessionsEnded: 2, resetMailSent: true, removed: { ...NOTHING, ...removed } }}
    />,
    { route: '/sessions/not-me', language },
  );
  return screen.getByRole('region', { name: 'What we removed' });
}

test('the linked sign-in methods a recovery removed are counted, with how to link them again', () => {
  const removed = render({ linkedIdentities: 2 });
  expect(within(removed).getByText('2 linked sign-in methods')).toBeInTheDocument();
  expect(removed).toHaveTextContent(
    'Linked sign-in methods: sign in with that service again; once you confirm it is your account, it is linked again.',
  );
});

test.each([
  ['0', { linkedIdentities: 0 }],
  ['an answer without the count', {}],
])('none removed (%s): not listed, and nothing was removed', (_, linked) => {
  const removed = render(linked);
  expect(within(removed).queryByRole('list')).toBeNull();
  expect(removed).toHaveTextContent(
    'Nothing else was set up on your account, so nothing else was removed.',
  );
});

test('in Portuguese', async () => {
  render({ linkedIdentities: 1 }, 'pt-BR');
  expect(await screen.findByText('1 método de login vinculado')).toBeInTheDocument();
});

// The sign-in address's provider list (docs/federation.md, "Before the page paints"): read by
// the same rules as the authority writes it and the page's script reads it.
import { providersFromAddress } from './from-address';

test('reads each provider, in order, with its name and whether it is a development entry', () => {
  expect(
    providersFromAddress('?interaction=a&providers=microsoft:Microsoft,example:Example%20ID:d'),
  ).toEqual([
    { id: 'microsoft', displayName: 'Microsoft', development: false },
    { id: 'example', displayName: 'Example ID', development: true },
  ]);
  expect(providersFromAddress('?providers=corp:Soci%C3%A9t%C3%A9%20G%C3%A9n%C3%A9rale')).toEqual([
    { id: 'corp', displayName: 'Société Générale', development: false },
  ]);
});

test.each([
  ['no list', '?interaction=a'],
  ['an empty list', '?providers='],
  ['an id of another shape', '?providers=Google:Google'],
  ['a name with markup', '?providers=google:%3Cb%3EGoogle'],
  ['a name too long', `?providers=google:${'x'.repeat(41)}`],
  ['an unknown flag', '?providers=google:Google:x'],
  ['a field too many', '?providers=google:Google:d:d'],
  ['an empty entry', '?providers=google:Google,'],
])('names none for %s (the API’s list alone then)', (_, search) => {
  expect(providersFromAddress(search)).toBeNull();
});

import { restoreFormDrafts, saveFormDrafts } from './form-drafts';

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const profile = `
  <form><label>Name <input name="name" autocomplete="name"></label>
  <textarea name="note"></textarea></form>
  <form><input name="newEmail" type="email">
  <input name="password" type="password">
  <input name="code" autocomplete="one-time-code">
  <div data-sensitive><input name="secret"></div></form>`;

function type(root: HTMLElement, name: string, value: string) {
  const element = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(name);
  element.value = value;
}

test('keeps the text typed across a re-sign-in and puts it back on the same page; never a password or a code', () => {
  let root = page(profile);
  type(root, 'name', 'Ida Lima');
  type(root, 'note', 'half a thought');
  type(root, 'newEmail', 'ida@example.com');
  type(root, 'password', 'Secret-Passw0rd!');
  type(root, 'code', '123456');
  type(root, 'secret', 'hidden');
  saveFormDrafts(document, sessionStorage, '/profile', 'user-ida');
  const kept = sessionStorage.getItem('account.formDrafts') ?? '';
  expect(kept).toContain('Ida Lima');
  expect(kept).not.toContain('Secret-Passw0rd!');
  expect(kept).not.toContain('123456');
  expect(kept).not.toContain('hidden');

  // The sign-in's round trip: a new page, first on the callback, then the profile.
  root = page('<p>Signing in…</p>');
  let where = '/callback';
  const stop = restoreFormDrafts(root, sessionStorage, () => where, 'user-ida');
  where = '/profile';
  document.body.innerHTML = profile;
  return Promise.resolve().then(() => {
    const value = (name: string) =>
      document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
    expect(value('name')).toBe('Ida Lima');
    expect(value('note')).toBe('half a thought');
    expect(value('newEmail')).toBe('ida@example.com');
    expect(value('password')).toBe('');
    // Used once: gone from the tab.
    expect(sessionStorage.getItem('account.formDrafts')).toBeNull();
    stop();
  });
});

test('another page, or a draft too old, puts nothing back', () => {
  let root = page(profile);
  type(root, 'name', 'Ida Lima');
  saveFormDrafts(document, sessionStorage, '/profile', 'user-ida', Date.now() - 16 * 60_000);
  root = page(profile);
  restoreFormDrafts(root, sessionStorage, () => '/profile', 'user-ida')();
  expect(root.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('');
});

test('someone else signing in on this tab gets nothing back, and the draft is gone', () => {
  let root = page(profile);
  type(root, 'name', 'Ida Lima');
  type(root, 'note', 'a private note');
  saveFormDrafts(document, sessionStorage, '/profile', 'user-ida');
  root = page(profile);
  restoreFormDrafts(root, sessionStorage, () => '/profile', 'user-rui')();
  expect(root.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('');
  expect(root.querySelector<HTMLTextAreaElement>('[name="note"]')?.value).toBe('');
  expect(sessionStorage.getItem('account.formDrafts')).toBeNull();
});

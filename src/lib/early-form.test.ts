import { showEarlyPage } from '../test/early-page';
import { holdEarlyForm, readEarlyForm, releaseEarlyForm } from './early-form';

const FIELDS = ['email', 'password'] as const;

/** The page as sign-in.html shows it before the app, and what React's commit does to it. */
function showPage() {
  const root = showEarlyPage({ email: '', password: '' }, { link: true });
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return {
    email: field('email'),
    password: field('password'),
    link: root.querySelector('a')!,
    /** The form is gone from the document (the app's own takes its place). */
    replace: () => root.replaceChildren(document.createElement('form')),
  };
}

/** After the focus-out check, which waits a microtask. */
const settled = () => Promise.resolve();

describe('the page form the app takes over (its first render is a transition)', () => {
  afterEach(() => {
    releaseEarlyForm();
    document.body.innerHTML = '';
  });

  it('keeps what was typed and the field focused last, moved while the app rendered', async () => {
    const page = showPage();
    page.email.focus();
    expect(holdEarlyForm()).toBe(true);
    expect(readEarlyForm(FIELDS)?.focused).toBe('email');
    page.email.value = 'ana@example.com';
    page.password.focus();
    page.password.value = 'typed while rendering';
    page.replace();
    await settled();
    expect(readEarlyForm(FIELDS)).toEqual({
      values: { email: 'ana@example.com', password: 'typed while rendering' },
      choices: {},
      focused: 'password',
    });
  });

  it('keeps a box the user changed as a choice (its value is "on" either way)', () => {
    showEarlyPage({ email: '', remember: false });
    expect(readEarlyForm(['email', 'remember'])).toMatchObject({
      values: {},
      choices: { remember: false },
    });
  });

  it('takes a box left as the page showed it for no choice', () => {
    showEarlyPage({ email: '', remember: true });
    expect(readEarlyForm(['email', 'remember'])).toMatchObject({ values: {}, choices: {} });
  });

  it('follows the focus from field to field before the app renders (each move its own task)', async () => {
    const page = showPage();
    page.email.focus();
    holdEarlyForm();
    page.email.value = 'ana@example.com';
    // Tab to the password: the e-mail's focus-out is checked after the password's focus-in.
    page.password.focus();
    await settled();
    page.replace();
    await settled();
    expect(readEarlyForm(FIELDS)?.focused).toBe('password');
  });

  it('gives no field the focus once the user has left the form for the rest of the page', async () => {
    const page = showPage();
    page.email.focus();
    holdEarlyForm();
    page.link.focus();
    await settled();
    page.replace();
    expect(readEarlyForm(FIELDS)?.focused).toBeNull();
  });

  it('is let go once: a later form starts empty', () => {
    const page = showPage();
    page.email.value = 'ana@example.com';
    holdEarlyForm();
    releaseEarlyForm();
    expect(readEarlyForm(FIELDS)).toBeNull();
  });
});

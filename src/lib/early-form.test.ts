import { holdEarlyForm, readEarlyForm, releaseEarlyForm } from './early-form';

const FIELDS = ['email', 'password'] as const;

/** The page as sign-in.html shows it before the app: #root[data-early] with its form. */
function showPage() {
  document.body.innerHTML = `
    <div id="root" data-early>
      <form><input name="email" type="email" /><input name="password" type="password" /></form>
      <a href="/sign-up">Create an account</a>
    </div>`;
  const form = document.querySelector('form')!;
  return {
    email: form.elements.namedItem('email') as HTMLInputElement,
    password: form.elements.namedItem('password') as HTMLInputElement,
    link: document.querySelector('a')!,
    /** What React's commit does to the page's markup: the form is gone from the document. */
    replace: () => {
      document.getElementById('root')!.innerHTML = '<form></form>';
    },
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
      focused: 'password',
    });
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

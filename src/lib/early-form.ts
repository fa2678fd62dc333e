// A form the page showed before the app arrived (sign-in.html, forgot-password.html, rendered at
// build time: see src/app/prerender.tsx; public/index.html shows it). Until the app takes over it
// posts to the API as a plain form; a press that needs the app (the passkey's, `data-hold`) is
// held. The app's own form takes over from it: what was typed, the focus, and what was held. Once.

/** The form as the page showed it (kept past React replacing it: its fields keep their values). */
let held: HTMLFormElement | null = null;

function root(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('root');
}

function earlyForm(): HTMLFormElement | null {
  const page = root();
  if (!page?.hasAttribute('data-early')) return null;
  held ??= page.querySelector('form');
  return held;
}

/**
 * Before the app's first render: what the user typed stays readable whatever shows first. True
 * when the page shows a form.
 */
export function holdEarlyForm(): boolean {
  return earlyForm() !== null;
}

export interface EarlyForm<Name extends string> {
  values: Partial<Record<Name, string>>;
  /** The field that has the focus, if one has. */
  focused: Name | null;
}

/** What the user did with the early form, until releaseEarlyForm; null when there was none. */
export function readEarlyForm<Name extends string>(names: readonly Name[]): EarlyForm<Name> | null {
  const form = earlyForm();
  if (!form) return null;
  const values: Partial<Record<Name, string>> = {};
  let focused: Name | null = null;
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.value) values[name] = field.value;
    if (field === document.activeElement) focused = name;
  }
  return { values, focused };
}

/**
 * The app's form has taken over: what the user pressed on the early one that waits for the app
 * (a button's `data-hold`, e.g. `passkey`; the app then does it for them), or null.
 * Later forms start empty.
 */
export function releaseEarlyForm(): string | null {
  const page = root();
  const pressed = page?.hasAttribute('data-early') ? page.getAttribute('data-held') : null;
  page?.removeAttribute('data-early');
  page?.removeAttribute('data-held');
  held = null;
  return pressed;
}

// A form the page showed before the app arrived (sign-in.html, forgot-password.html, rendered at
// build time: see src/app/prerender.tsx; public/index.html shows it). Until the app takes over it
// posts to the API as a plain form; a press that needs the app (the passkey's, `data-hold`) is
// held. The app's own form takes over from it: what was typed, the focus, and what was held. Once.

/** The form as the page showed it (kept past React replacing it: its fields keep their values). */
let held: HTMLFormElement | null = null;
/**
 * The field of the held form that has the focus, followed as it moves: the app's first render is
 * a transition (src/bootstrap.tsx), so the user may move on while it renders, and by the time
 * the app's form takes over, React has removed the field that had it.
 */
let focusedName: string | null = null;

function follow(form: HTMLFormElement) {
  const active = document.activeElement;
  focusedName = active instanceof HTMLInputElement && active.form === form ? active.name : null;
  form.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement) focusedName = event.target.name;
  });
  // Left for somewhere else on the page: the focus is outside the form once the move is over.
  // Not a move to the next field (its focus-in came after this focus-out, and counts), nor a
  // removal by React's commit (the field is gone then, and what had the focus last is what the
  // app's form focuses).
  form.addEventListener('focusout', (event) => {
    const field = event.target as Node;
    queueMicrotask(() => {
      if (held === form && field.isConnected && !form.contains(document.activeElement)) {
        focusedName = null;
      }
    });
  });
}

function root(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('root');
}

function earlyForm(): HTMLFormElement | null {
  const page = root();
  if (!page?.hasAttribute('data-early')) return null;
  if (!held) {
    held = page.querySelector('form');
    if (held) follow(held);
  }
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
  /** The text fields' values, where not empty. */
  values: Partial<Record<Name, string>>;
  /**
   * The boxes the user changed from how the page showed them (checked or not). A box left as it
   * was is no choice: the app's own default for it stands (a tenant's, which the page, rendered
   * at build time, cannot know).
   */
  choices: Partial<Record<Name, boolean>>;
  /** The field that has the focus, if one has. */
  focused: Name | null;
}

/** What the user did with the early form, until releaseEarlyForm; null when there was none. */
export function readEarlyForm<Name extends string>(names: readonly Name[]): EarlyForm<Name> | null {
  const form = earlyForm();
  if (!form) return null;
  const values: Partial<Record<Name, string>> = {};
  const choices: Partial<Record<Name, boolean>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    // A box's value is its `value` attribute whatever its state: its state is `checked`.
    if (field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) choices[name] = field.checked;
    } else if (field.value) values[name] = field.value;
  }
  const focused = names.find((name) => name === focusedName) ?? null;
  return { values, choices, focused };
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
  focusedName = null;
  return pressed;
}

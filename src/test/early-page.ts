/**
 * The page's root as public/index.html leaves it before the app arrives (sign-in.html,
 * forgot-password.html): `#root[data-early]` holding the page's own form, with what the user did
 * in it: the values typed, the field focused, a press held for the app (`data-held`). `link`: a
 * link after the form, somewhere else on the page for the focus to go.
 */
export function showEarlyPage(
  /** A text field's value; a boolean, a box the page showed checked, and whether it is now. */
  fields: Record<string, string | boolean>,
  { focus, held, link = false }: { focus?: string; held?: string; link?: boolean } = {},
): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-early', '');
  if (held) root.setAttribute('data-held', held);
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    if (typeof value === 'boolean') {
      // As sign-in.html has "Keep me signed in": checked, its value "on".
      input.type = 'checkbox';
      input.value = 'on';
      input.defaultChecked = true;
      input.checked = value;
    } else {
      // As the pages' forms have them: the address's field, the passwords'.
      input.type = name === 'email' ? 'email' : 'password';
      input.value = value;
    }
    form.append(input);
  }
  root.append(form);
  if (link) {
    const away = document.createElement('a');
    away.href = '/sign-up';
    away.textContent = 'sign-up';
    root.append(away);
  }
  document.body.append(root);
  if (focus) root.querySelector<HTMLInputElement>(`[name="${focus}"]`)!.focus();
  return root;
}

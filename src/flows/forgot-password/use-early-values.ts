import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readEarlyForm, releaseEarlyForm, type EarlyForm } from '../../lib/early-form';

// forgot-password.html may have shown this screen's form before the app arrived
// (scripts/prerender.ts): what was typed there goes on in the app's form. A submit before the app
// went as a plain HTML form to the API (a page of its own), so none is held here.

/** What was typed in the page's form (the form's starting values), or null. */
export function useEarlyForm<Name extends string>(names: readonly Name[]): EarlyForm<Name> | null {
  const [early] = useState(() => readEarlyForm(names));
  return early;
}

/**
 * Once React has replaced the page's form: its values read again (in the same task, so no
 * keystroke is lost) into the app's form, the focus put back on the field that had it last
 * (before the screen's own, ui/Screen.tsx, an effect: a user typing as the app arrives types on
 * in the app's field), and the page's form let go.
 */
export function useEarlyTakeOver<T extends FieldValues, Name extends Path<T> & string>(
  early: EarlyForm<Name> | null,
  names: readonly Name[],
  form: Pick<UseFormReturn<T>, 'setValue'>,
): void {
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (!early || tookOver.current) return;
    tookOver.current = true;
    const { values: typed, focused } = readEarlyForm(names) ?? early;
    for (const name of names) {
      const value = typed[name];
      if (value) form.setValue(name, value as PathValue<T, Name>);
    }
    // The page's form is out of the document now: the app's field of that name.
    if (focused) document.querySelector<HTMLElement>(`#root form [name="${focused}"]`)?.focus();
    releaseEarlyForm();
  }, [early, names, form]);
}

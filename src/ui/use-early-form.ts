import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { readEarlyForm, releaseEarlyForm, type EarlyForm } from '../lib/early-form';

// sign-in.html and forgot-password.html show their screen's form before the app arrives
// (scripts/prerender.ts, lib/early-form.ts): what was typed there goes on in the app's form.

/** What was typed in the page's form (the app's form's starting values), or null. */
export function useEarlyForm<Name extends string>(names: readonly Name[]): EarlyForm<Name> | null {
  const [early] = useState(() => readEarlyForm(names));
  return early;
}

/**
 * Once React has replaced the page's form, once (StrictMode runs effects twice): its values and
 * the boxes the user changed read again (in the same task, so no keystroke is lost) into the
 * app's form, the focus put back on the field that had it last (before the screen's own,
 * ui/Screen.tsx, an effect: a user typing as the app arrives types on in the app's field), and
 * the page's form let go.
 *
 * Returns `takeHeldPress(name)`: whether the page held a press of that button for the app (a
 * submit went to its server as a plain form; a press that needs the app, the sign-in's passkey,
 * waits), true once. Its part's effect asks, after this layout effect in the same commit.
 */
export function useEarlyTakeOver<T extends FieldValues, Name extends Path<T> & string>(
  early: EarlyForm<Name> | null,
  names: readonly Name[],
  form: Pick<UseFormReturn<T>, 'setValue'>,
  /** The app's form; without it, the first field of that name in the app's root. */
  formElement?: RefObject<HTMLFormElement | null>,
): (name: string) => boolean {
  const tookOver = useRef(false);
  const heldPress = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!early || tookOver.current) return;
    tookOver.current = true;
    // The focus as it was last on the page's form (it may have moved while the app rendered).
    const { values: typed, choices, focused } = readEarlyForm(names) ?? early;
    for (const name of names) {
      const value = typed[name];
      if (value) form.setValue(name, value as PathValue<T, Name>);
      // A box the user changed is a choice made (dirty): no default the app learns later
      // replaces it (use-keep-signed-in.ts).
      const chosen = choices[name];
      if (chosen !== undefined) {
        form.setValue(name, chosen as PathValue<T, Name>, { shouldDirty: true });
      }
    }
    // Not rhf's setFocus: it waits a task, after the screen has announced its heading. The page's
    // form is out of the document now: the app's field of that name.
    if (focused) {
      const field =
        formElement?.current?.elements.namedItem(focused) ??
        document.querySelector(`#root form [name="${focused}"]`);
      if (field instanceof HTMLElement) field.focus();
    }
    heldPress.current = releaseEarlyForm();
  }, [early, names, form, formElement]);
  return useCallback((name: string) => {
    if (heldPress.current !== name) return false;
    heldPress.current = null;
    return true;
  }, []);
}

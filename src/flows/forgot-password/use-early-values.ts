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
 * keystroke is lost) into the app's form, and the page's form let go.
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
    const typed: Partial<Record<Name, string>> = readEarlyForm(names)?.values ?? {};
    for (const name of names) {
      const value = typed[name];
      if (value) form.setValue(name, value as PathValue<T, Name>);
    }
    releaseEarlyForm();
  }, [early, names, form]);
}

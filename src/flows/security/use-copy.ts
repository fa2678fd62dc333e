import { useState } from 'react';

/** Copies text to the clipboard; `copied` says so for the button that did it. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = (what: string, text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(what),
      () => setCopied(null), // refused (permissions): the text is on screen to copy by hand
    );
  };
  return { copied, copy };
}

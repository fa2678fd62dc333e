import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure button and the panel it opens (a user menu, a row's menu): a press outside closes
 * it, as menus do, and Escape closes it and gives the focus back to the button. Put `button` and
 * `panel` on the elements, `id` on the panel (the button's `aria-controls`).
 */
export function useDisclosure() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return { id, open, setOpen, button, panel };
}

import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal box does with the keyboard: Escape closes it (unless `closeOnEscape` is false, a
 * busy dialog), and Tab cycles inside it (WAI-ARIA APG dialog pattern). Returns the box's
 * onKeyDown.
 */
export function useModalKeys(
  box: RefObject<HTMLElement | null>,
  onClose: () => void,
  closeOnEscape: boolean,
): (event: KeyboardEvent) => void {
  const escape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === 'Escape' && closeOnEscape) onClose();
  });
  // on the document: Escape closes the box wherever the focus is
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => escape(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (event) => {
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}

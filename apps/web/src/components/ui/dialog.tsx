import { useRef, type ReactNode } from 'react';
import { useModalKeys } from './use-modal';

type DialogProps = {
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** False while the dialog must stay (a call in flight). */
  closeOnEscape?: boolean;
  /** The box's size and look, added to the dialog's own. */
  className?: string;
  /** The page behind it, dimmed. */
  backdropClassName?: string;
  children: ReactNode;
};

/**
 * A modal dialog over the dimmed page: Escape closes it, Tab stays inside. The caller puts the
 * focus in it when it opens (the field to fill, or its close button) and back when it closes.
 */
export function Dialog({
  labelledBy,
  describedBy,
  onClose,
  closeOnEscape = true,
  className = '',
  backdropClassName = 'z-50 bg-black/70 p-4',
  children,
}: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalKeys(box, onClose, closeOnEscape);
  return (
    <div className={`fixed inset-0 grid place-items-center ${backdropClassName}`}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        className={`grid w-full rounded-2xl shadow-2xl ring-1 ring-white/10 ${className}`}
      >
        {children}
      </div>
    </div>
  );
}

import { useRef, type ReactNode } from 'react';
import { useModalKeys } from './use-modal';

type SheetProps = {
  /** The id of the sheet's title. */
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

/**
 * A modal sheet from the bottom of the screen (phones): a tap on the page behind it or Escape
 * closes it, Tab stays inside.
 */
export function Sheet({ labelledBy, onClose, className = '', children }: SheetProps) {
  const box = useRef<HTMLElement>(null);
  const onKeyDown = useModalKeys(box, onClose, true);
  return (
    <div className="fixed inset-0 z-50 flex items-end bg-black/60" onClick={onClose}>
      <section
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className={`grid max-h-[80dvh] w-full gap-4 overflow-y-auto rounded-t-2xl bg-surface p-5 pb-8 ${className}`}
      >
        {children}
      </section>
    </div>
  );
}

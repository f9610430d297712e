import { STUDIO_SERIES_TEXTS } from '@app/contract';
import { useState } from 'react';
import { smallButton } from '../../../components/ui/button';

type ConfirmButtonProps = {
  label: string;
  /** Asked before anything happens. */
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
};

/** A destructive action asked twice: the button, then the question with Yes and Cancel. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled = false,
  className = smallButton,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-label={question}
      className="grid gap-2 rounded-xl bg-red-500/10 p-3 ring-1 ring-red-400/30"
    >
      <p className="text-sm">{question}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className={`${smallButton} bg-red-600/90 hover:bg-red-600`}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {STUDIO_SERIES_TEXTS.confirm}
        </button>
        <button type="button" className={smallButton} onClick={() => setAsking(false)}>
          {STUDIO_SERIES_TEXTS.cancel}
        </button>
      </div>
    </div>
  );
}

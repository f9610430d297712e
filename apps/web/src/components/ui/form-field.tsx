import { useId, type ReactNode } from 'react';

export const fieldLabel = 'text-sm font-medium text-white/85';
export const fieldHint = 'text-xs text-muted';
export const fieldError = 'text-sm text-red-400';

const inputLook =
  'w-full rounded-xl bg-white/[0.06] text-base text-white ring-1 ring-white/10 transition placeholder:text-white/35 hover:ring-white/20 focus:bg-white/[0.09] focus:ring-white/30 aria-[invalid=true]:ring-red-400/70';

/** The text input (and select) of every form: one height, one ring, red when invalid. */
export const textInput = `h-11 px-3.5 ${inputLook}`;

/** As tall as a large button (h-12): the sign-in forms' fields. */
export const largeTextInput = `h-12 px-4 ${inputLook}`;

export const textArea = `min-h-28 px-3.5 py-2.5 ${inputLook}`;

/** What the field's control takes so that its label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced with it; none when empty. */
  error?: string | null;
  /** Invalid without a message of its own (the field's range is shown elsewhere). */
  invalid?: boolean;
  /** Marks the label with an asterisk (the control says `required` itself). */
  required?: boolean;
  className?: string;
  /** The control: an input, a select, a text area, given the ids that tie it to the field. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and error (aria-invalid, aria-describedby). */
export function FormField({
  label,
  hint,
  error,
  invalid = Boolean(error),
  required,
  className = '',
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-accent">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

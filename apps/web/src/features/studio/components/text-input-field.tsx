import { useId } from 'react';
import { fieldError, fieldHint, fieldLabel, textArea, textInput } from './studio-styles';

type TextInputFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the editor has left the field. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  onBlur?: () => void;
};

/** A labelled text input or text area; its error and hint are tied to it. */
export function TextInputField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  maxLength,
  onBlur,
}: TextInputFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    value,
    maxLength,
    required,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-accent">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          className={textArea}
        />
      ) : (
        <input
          {...shared}
          type="text"
          onChange={(event) => onChange(event.target.value)}
          className={textInput}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

import { FormField, textArea, textInput } from '../../../components/ui/form-field';

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
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            maxLength={maxLength}
            required={required}
            onBlur={onBlur}
            rows={4}
            onChange={(event) => onChange(event.target.value)}
            className={textArea}
          />
        ) : (
          <input
            {...control}
            value={value}
            maxLength={maxLength}
            required={required}
            onBlur={onBlur}
            type="text"
            onChange={(event) => onChange(event.target.value)}
            className={textInput}
          />
        )
      }
    </FormField>
  );
}

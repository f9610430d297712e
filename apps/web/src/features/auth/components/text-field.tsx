import { AUTH_PAGE_TEXTS } from '@app/contract';
import { useState, type HTMLAttributes } from 'react';
import { FormField, largeTextInput } from '../../../components/ui/form-field';

type TextFieldProps = {
  label: string;
  /** the body field it fills: validation errors and focus find it by this name */
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  error?: string | undefined;
  maxLength?: number;
};

/** A labelled input; its error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  type = 'text',
  inputMode,
  error,
  maxLength,
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={isPassword && revealed ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            // usernames and codes are not prose: no capitalisation or spelling fixes
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={`${largeTextInput} ${isPassword ? 'pe-12' : ''}`}
          />
          {isPassword && (
            <button
              type="button"
              aria-label={AUTH_PAGE_TEXTS.showPassword}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
              className="absolute inset-y-0 end-0 grid w-12 place-items-center rounded-e-xl text-white/60 transition hover:text-white"
            >
              <EyeIcon crossed={revealed} />
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

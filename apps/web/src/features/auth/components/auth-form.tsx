import { AUTH_PAGE_TEXTS } from '@app/contract';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { buttonClass, quietButton } from '../../../components/ui/button';
import { bodyIssue, focusFirstInvalid, issuesByField, type FieldErrors } from '../lib/auth-errors';
import type { AuthMessage } from '../lib/auth-flow';
import { TextField } from './text-field';

/**
 * The check each auth form runs before its call: the body against the contract's schema, each
 * field's first issue beside it, an issue about the whole body as the page's message, the focus
 * on the first field in error. `check` answers whether the body may go.
 */
export function useBodyCheck(schema: z.ZodType, say: (message: AuthMessage | null) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = (form: HTMLFormElement, body: unknown): boolean => {
    const result = schema.safeParse(body);
    const found = result.success ? {} : issuesByField(result.error.issues);
    setErrors(found);
    say(bodyIssue(found));
    if (!result.success) focusFirstInvalid(form, found);
    return result.success;
  };
  return { errors, setErrors, check };
}

/** An auth step's form: its own checks (noValidate), the fields stacked. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
      className="grid gap-4"
    >
      {children}
    </form>
  );
}

/** The form's main action; busy while its call is in flight (no double submit). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={buttonClass('primary', 'lg')}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </button>
  );
}

/** The mailed code; pasted codes often carry spaces, which go. */
export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={AUTH_PAGE_TEXTS.verificationCode}
      name="confirmation_code"
      value={value}
      onChange={(typed) => onChange(typed.replace(/\s+/g, ''))}
      autoComplete="one-time-code"
      inputMode="numeric"
      error={error}
    />
  );
}

/** Sends the code again (verification and password reset alike). */
export function ResendButton({ pending, onResend }: { pending: boolean; onResend: () => void }) {
  return (
    <button
      type="button"
      className={`${quietButton} justify-self-center`}
      disabled={pending}
      onClick={onResend}
    >
      {AUTH_PAGE_TEXTS.resend}
    </button>
  );
}

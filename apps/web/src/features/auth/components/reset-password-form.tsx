import { AUTH_PAGE_TEXTS, AUTH_TEXTS, confirmForgotPasswordBodySchema } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useConfirmForgotPassword, useForgotPassword } from '../api/auth-mutations';
import {
  authErrorText,
  bodyIssue,
  focusFirstInvalid,
  issuesByField,
  successText,
  type FieldErrors,
} from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { formStack, quietButton } from './form-styles';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const TEXT = AUTH_PAGE_TEXTS;

type ResetPasswordFormProps = {
  username: string;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/**
 * Forgot password completes with the mailed code and a new password
 * (docs/product/accounts.md#password-reset).
 */
export function ResetPasswordForm({ username, goTo, say }: ResetPasswordFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirm = useConfirmForgotPassword();
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { username, confirmation_code: code, new_password: password };
    const check = confirmForgotPasswordBodySchema.safeParse(body);
    const found = check.success ? {} : issuesByField(check.error.issues);
    setErrors(found);
    say(bodyIssue(found));
    if (!check.success) {
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    confirm.mutate(body, {
      onSuccess: (answer) =>
        goTo(
          'signIn',
          { tone: 'success', text: successText(answer, AUTH_TEXTS.passwordChanged) },
          username,
        ),
      onError: (error) =>
        say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.verificationFailed) }),
    });
  };

  const resendCode = () => {
    say(null);
    forgot.mutate(
      { username },
      {
        onSuccess: (answer) =>
          say({ tone: 'success', text: successText(answer, AUTH_TEXTS.resetSent) }),
        onError: (error) =>
          say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.resetFailed) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className={formStack}>
      <p className="text-sm text-muted">{TEXT.resetIntro(username)}</p>
      {/* lets password managers store the new password for the right account */}
      <input type="hidden" name="username" autoComplete="username" value={username} />
      <TextField
        label={TEXT.verificationCode}
        name="confirmation_code"
        value={code}
        onChange={(value) => setCode(value.replace(/\s+/g, ''))}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.confirmation_code}
      />
      <TextField
        label={TEXT.newPassword}
        name="new_password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.new_password}
      />
      <SubmitButton pending={confirm.isPending}>{TEXT.changePassword}</SubmitButton>
      <button
        type="button"
        className={`${quietButton} justify-self-center`}
        disabled={forgot.isPending}
        onClick={resendCode}
      >
        {TEXT.resend}
      </button>
    </form>
  );
}

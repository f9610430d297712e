import { AUTH_PAGE_TEXTS, AUTH_TEXTS, confirmForgotPasswordBodySchema } from '@app/contract';
import { useState } from 'react';
import { useConfirmForgotPassword, useForgotPassword } from '../api/auth-mutations';
import { errorMessage, successMessage } from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { AuthForm, CodeField, ResendButton, SubmitButton, useBodyCheck } from './auth-form';
import { TextField } from './text-field';

const TEXT = AUTH_PAGE_TEXTS;

type ResetPasswordFormProps = {
  username: string;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/**
 * Forgot password completes with the mailed code and a new password
 * (docs/product/auth.md#password-reset).
 */
export function ResetPasswordForm({ username, goTo, say }: ResetPasswordFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, check } = useBodyCheck(confirmForgotPasswordBodySchema, say);
  const confirm = useConfirmForgotPassword();
  const forgot = useForgotPassword();

  const submit = (form: HTMLFormElement) => {
    const body = { username, confirmation_code: code, new_password: password };
    if (!check(form, body)) return;
    confirm.mutate(body, {
      onSuccess: (answer) =>
        goTo('signIn', successMessage(answer, AUTH_TEXTS.passwordChanged), username),
      onError: (error) => say(errorMessage(error, AUTH_TEXTS.verificationFailed)),
    });
  };

  const resendCode = () => {
    say(null);
    forgot.mutate(
      { username },
      {
        onSuccess: (answer) => say(successMessage(answer, AUTH_TEXTS.resetSent)),
        onError: (error) => say(errorMessage(error, AUTH_TEXTS.resetFailed)),
      },
    );
  };

  return (
    <AuthForm onSubmit={submit}>
      <p className="text-sm text-muted">{TEXT.resetIntro(username)}</p>
      {/* lets password managers store the new password for the right account */}
      <input type="hidden" name="username" autoComplete="username" value={username} />
      <CodeField value={code} onChange={setCode} error={errors.confirmation_code} />
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
      <ResendButton pending={forgot.isPending} onResend={resendCode} />
    </AuthForm>
  );
}

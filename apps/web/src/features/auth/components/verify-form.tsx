import { AUTH_PAGE_TEXTS, AUTH_TEXTS, confirmSignUpBodySchema } from '@app/contract';
import { useState } from 'react';
import { useConfirmSignUp, useResendConfirmation } from '../api/auth-mutations';
import { errorMessage, successMessage } from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { AuthForm, CodeField, ResendButton, SubmitButton, useBodyCheck } from './auth-form';
import { TextField } from './text-field';

const TEXT = AUTH_PAGE_TEXTS;

type VerifyFormProps = {
  /** the username from sign-up or sign-in; empty when the user came here directly */
  storedUsername: string;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/** Email verification (docs/product/auth.md#email-verification); success returns to sign in. */
export function VerifyForm({ storedUsername, goTo, say }: VerifyFormProps) {
  const [typedUsername, setTypedUsername] = useState('');
  const [code, setCode] = useState('');
  const { errors, check } = useBodyCheck(confirmSignUpBodySchema, say);
  const confirm = useConfirmSignUp();
  const resend = useResendConfirmation();
  const username = storedUsername || typedUsername.trim();

  const submit = (form: HTMLFormElement) => {
    const body = { username, confirmation_code: code };
    if (!check(form, body)) return;
    confirm.mutate(body, {
      onSuccess: (answer) =>
        goTo('signIn', successMessage(answer, AUTH_TEXTS.emailVerified), username),
      onError: (error) => say(errorMessage(error, AUTH_TEXTS.verificationFailed)),
    });
  };

  /** Resend needs a stored username. */
  const resendCode = () => {
    if (!username) {
      say({ tone: 'error', text: AUTH_TEXTS.noUsernameForResend });
      return;
    }
    say(null);
    resend.mutate(
      { username },
      {
        onSuccess: (answer) => say(successMessage(answer, AUTH_TEXTS.codeSent)),
        onError: (error) => say(errorMessage(error, AUTH_TEXTS.resendFailed)),
      },
    );
  };

  return (
    <AuthForm onSubmit={submit}>
      <p className="text-sm text-muted">
        {storedUsername ? TEXT.verifyIntro(storedUsername) : TEXT.verifyIntroNoUser}
      </p>
      {storedUsername ? (
        // lets password managers tie the code to the account
        <input type="hidden" name="username" autoComplete="username" value={storedUsername} />
      ) : (
        <TextField
          label={TEXT.username}
          name="username"
          value={typedUsername}
          onChange={setTypedUsername}
          autoComplete="username"
          error={errors.username}
        />
      )}
      <CodeField value={code} onChange={setCode} error={errors.confirmation_code} />
      <SubmitButton pending={confirm.isPending}>{TEXT.verify}</SubmitButton>
      <ResendButton pending={resend.isPending} onResend={resendCode} />
    </AuthForm>
  );
}

import {
  AUTH_PAGE_TEXTS,
  AUTH_TEXTS,
  ErrorCode,
  signInBodySchema,
  usernameBodySchema,
} from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { DEFAULT_AFTER_SIGN_IN } from '../../../shared/auth/next-path';
import { storeSession } from '../../../lib/auth/session-store';
import { useNotify } from '../../../components/ui/notice';
import { useForgotPassword, useSignIn } from '../api/auth-mutations';
import { quietButton } from '../../../components/ui/button';
import {
  authErrorText,
  errorMessage,
  focusFirstInvalid,
  issuesByField,
  successMessage,
  successText,
} from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { AuthForm, SubmitButton, useBodyCheck } from './auth-form';
import { TextField } from './text-field';

const TEXT = AUTH_PAGE_TEXTS;

type SignInFormProps = {
  initialUsername: string;
  /** where to go once signed in; null: the profile page */
  next: string | null;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/** Sign-in success stores the tokens and goes to /login (or back where the user was). */
export function SignInForm({ initialUsername, next, goTo, say }: SignInFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const { errors, setErrors, check } = useBodyCheck(signInBodySchema, say);
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const notify = useNotify();
  const pending = signIn.isPending || forgot.isPending;

  const submit = (form: HTMLFormElement) => {
    const body = { username, password };
    if (!check(form, body)) return;
    signIn.mutate(body, {
      onSuccess: (answer) => {
        storeSession(answer.data);
        notify(successText(answer, AUTH_TEXTS.loginSuccess));
        void navigate(next ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
      },
      onError: (error) => {
        // the server has sent a fresh code: go straight to entering it
        if (isApiError(error) && error.code === ErrorCode.NOT_VERIFIED) {
          const text = authErrorText(error, AUTH_TEXTS.notVerified);
          goTo('verify', { tone: 'info', text }, username.trim());
          return;
        }
        say(errorMessage(error, AUTH_TEXTS.authenticationFailed));
      },
    });
  };

  /** Forgot password needs the username first. */
  const requestReset = (form: HTMLFormElement | null) => {
    const valid = usernameBodySchema.safeParse({ username });
    if (!valid.success) {
      const found = issuesByField(valid.error.issues);
      setErrors(found);
      if (form) focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    say(null);
    forgot.mutate(
      { username },
      {
        onSuccess: (answer) =>
          goTo('reset', successMessage(answer, AUTH_TEXTS.resetSent), valid.data.username),
        onError: (error) => say(errorMessage(error, AUTH_TEXTS.resetFailed)),
      },
    );
  };

  return (
    <AuthForm onSubmit={submit}>
      <TextField
        label={TEXT.username}
        name="username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        error={errors.username}
      />
      <TextField
        label={TEXT.password}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={errors.password}
      />
      <button
        type="button"
        className={`${quietButton} -mt-1 justify-self-end`}
        disabled={pending}
        onClick={(event) => requestReset(event.currentTarget.form)}
      >
        {TEXT.forgotPassword}
      </button>
      <SubmitButton pending={pending}>{TEXT.signIn}</SubmitButton>
      <button
        type="button"
        className={`${quietButton} justify-self-center`}
        onClick={() => goTo('verify', null, username.trim())}
      >
        {TEXT.haveCode}
      </button>
    </AuthForm>
  );
}

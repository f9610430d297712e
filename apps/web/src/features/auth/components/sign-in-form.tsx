import {
  AUTH_PAGE_TEXTS,
  AUTH_TEXTS,
  ErrorCode,
  signInBodySchema,
  usernameBodySchema,
} from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { DEFAULT_AFTER_SIGN_IN } from '../../../shared/auth/next-path';
import { storeSession } from '../../../lib/auth/session-store';
import { useNotify } from '../../../components/ui/notice';
import { useForgotPassword, useSignIn } from '../api/auth-mutations';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const notify = useNotify();
  const pending = signIn.isPending || forgot.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { username, password };
    const check = signInBodySchema.safeParse(body);
    const found = check.success ? {} : issuesByField(check.error.issues);
    setErrors(found);
    say(bodyIssue(found));
    if (!check.success) {
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
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
        say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.authenticationFailed) });
      },
    });
  };

  /** Forgot password needs the username first. */
  const requestReset = (form: HTMLFormElement | null) => {
    const check = usernameBodySchema.safeParse({ username });
    if (!check.success) {
      const found = issuesByField(check.error.issues);
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
          goTo(
            'reset',
            { tone: 'success', text: successText(answer, AUTH_TEXTS.resetSent) },
            check.data.username,
          ),
        onError: (error) =>
          say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.resetFailed) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className={formStack}>
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
    </form>
  );
}

import { AUTH_PAGE_TEXTS, AUTH_TEXTS, confirmSignUpBodySchema } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useConfirmSignUp, useResendConfirmation } from '../api/auth-mutations';
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

type VerifyFormProps = {
  /** the username from sign-up or sign-in; empty when the user came here directly */
  storedUsername: string;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/** Email verification (docs/product/accounts.md#email-verification); success returns to sign in. */
export function VerifyForm({ storedUsername, goTo, say }: VerifyFormProps) {
  const [typedUsername, setTypedUsername] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const confirm = useConfirmSignUp();
  const resend = useResendConfirmation();
  const username = storedUsername || typedUsername.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { username, confirmation_code: code };
    const check = confirmSignUpBodySchema.safeParse(body);
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
          { tone: 'success', text: successText(answer, AUTH_TEXTS.emailVerified) },
          username,
        ),
      onError: (error) =>
        say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.verificationFailed) }),
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
        onSuccess: (answer) =>
          say({ tone: 'success', text: successText(answer, AUTH_TEXTS.codeSent) }),
        onError: (error) =>
          say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.resendFailed) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className={formStack}>
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
      <TextField
        label={TEXT.verificationCode}
        name="confirmation_code"
        value={code}
        // pasted codes often carry spaces
        onChange={(value) => setCode(value.replace(/\s+/g, ''))}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.confirmation_code}
      />
      <SubmitButton pending={confirm.isPending}>{TEXT.verify}</SubmitButton>
      <button
        type="button"
        className={`${quietButton} justify-self-center`}
        disabled={resend.isPending}
        onClick={resendCode}
      >
        {TEXT.resend}
      </button>
    </form>
  );
}

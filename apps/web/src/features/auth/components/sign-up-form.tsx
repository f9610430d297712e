import { AUTH_PAGE_TEXTS, AUTH_TEXTS, signUpBodySchema } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useSignUp } from '../api/auth-mutations';
import {
  authErrorText,
  bodyIssue,
  focusFirstInvalid,
  issuesByField,
  successText,
  type FieldErrors,
} from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { formStack } from './form-styles';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const TEXT = AUTH_PAGE_TEXTS;

type SignUpFormProps = {
  initialUsername: string;
  goTo: GoTo;
  say: (message: AuthMessage | null) => void;
};

/** Sign-up leads to the verification step; without an email there is nothing to verify. */
export function SignUpForm({ initialUsername, goTo, say }: SignUpFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signUp = useSignUp();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { username, password, email: email.trim() || undefined };
    const check = signUpBodySchema.safeParse(body);
    const found = check.success ? {} : issuesByField(check.error.issues);
    setErrors(found);
    say(bodyIssue(found));
    if (!check.success) {
      focusFirstInvalid(event.currentTarget, found);
      return;
    }
    signUp.mutate(body, {
      onSuccess: (answer) => {
        const { verification_required, username: created } = answer.data;
        if (verification_required) {
          const text = successText(answer, AUTH_TEXTS.signUpSuccess);
          goTo('verify', { tone: 'success', text }, created);
        } else {
          goTo(
            'signIn',
            { tone: 'success', text: successText(answer, AUTH_TEXTS.signUpNoEmail) },
            created,
          );
        }
      },
      onError: (error) =>
        say({ tone: 'error', text: authErrorText(error, AUTH_TEXTS.authenticationFailed) }),
    });
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
        label={TEXT.email}
        name="email"
        type="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        error={errors.email}
      />
      <TextField
        label={TEXT.password}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
      />
      <SubmitButton pending={signUp.isPending}>{TEXT.createAccount}</SubmitButton>
    </form>
  );
}

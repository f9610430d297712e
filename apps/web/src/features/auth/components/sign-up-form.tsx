import { AUTH_PAGE_TEXTS, AUTH_TEXTS, signUpBodySchema } from '@app/contract';
import { useState } from 'react';
import { useSignUp } from '../api/auth-mutations';
import { errorMessage, successMessage } from '../lib/auth-errors';
import type { AuthMessage, GoTo } from '../lib/auth-flow';
import { AuthForm, SubmitButton, useBodyCheck } from './auth-form';
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
  const { errors, check } = useBodyCheck(signUpBodySchema, say);
  const signUp = useSignUp();

  const submit = (form: HTMLFormElement) => {
    const body = { username, password, email: email.trim() || undefined };
    if (!check(form, body)) return;
    signUp.mutate(body, {
      onSuccess: (answer) => {
        const { verification_required, username: created } = answer.data;
        if (verification_required) {
          goTo('verify', successMessage(answer, AUTH_TEXTS.signUpSuccess), created);
        } else {
          goTo('signIn', successMessage(answer, AUTH_TEXTS.signUpNoEmail), created);
        }
      },
      onError: (error) => say(errorMessage(error, AUTH_TEXTS.authenticationFailed)),
    });
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
    </AuthForm>
  );
}

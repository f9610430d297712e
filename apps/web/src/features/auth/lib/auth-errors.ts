import { AUTH_TEXTS } from '@app/contract';
import { isApiError, serverDetail, serverText } from '../../../lib/api-error';
import type { AuthMessage } from './auth-flow';

/** The server's detail when present, 'Network error' offline, else the step's text. */
export function authErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 0) return AUTH_TEXTS.networkError;
  return serverDetail(error) ?? fallback;
}

/** A success answer's message, or the page's own text when the server sent none. */
export const successText = (answer: { message: string }, fallback: string): string =>
  serverText(answer.message.trim()) || fallback;

/** A failed call as the page's message. */
export const errorMessage = (error: unknown, fallback: string): AuthMessage => ({
  tone: 'error',
  text: authErrorText(error, fallback),
});

/** A call's success as the page's message. */
export const successMessage = (answer: { message: string }, fallback: string): AuthMessage => ({
  tone: 'success',
  text: successText(answer, fallback),
});

/** Field errors by body field; the key '' holds an issue about the whole body. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed schema check (zod issues, read structurally). */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  // the schemas' messages are the contract's English texts: shown in the page's language
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= serverText(issue.message);
  return errors;
}

/** Move focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const name of Object.keys(errors)) {
    const field = name === '' ? null : form.elements.namedItem(name);
    if (field instanceof HTMLElement) {
      field.focus();
      return;
    }
  }
}

/** The form-level message for an issue about the whole body ('Username and password required'). */
export const bodyIssue = (errors: FieldErrors): AuthMessage | null =>
  errors[''] ? { tone: 'error', text: errors[''] } : null;

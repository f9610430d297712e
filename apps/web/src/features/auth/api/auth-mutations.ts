import {
  confirmForgotPasswordRoute,
  confirmSignUpRoute,
  forgotPasswordRoute,
  resendConfirmationRoute,
  signInRoute,
  signUpRoute,
} from '@app/contract';
import type { ApiBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { followAccountLocale } from '../../../i18n/choose-locale';
import { activeLocale } from '../../../i18n/locale-store';
import { apiPost } from '../../../lib/api-client';

// One mutation per auth call; the forms decide what success and failure mean.
export const useSignIn = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof signInRoute>) => apiPost(signInRoute, body),
    // the account's language follows the viewer to this device
    onSuccess: (answer) => followAccountLocale(answer.data.locale),
  });

// the account's mails are written in the language the page was in
export const useSignUp = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof signUpRoute>) =>
      apiPost(signUpRoute, { ...body, locale: activeLocale() }),
  });

export const useConfirmSignUp = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof confirmSignUpRoute>) => apiPost(confirmSignUpRoute, body),
  });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof resendConfirmationRoute>) =>
      apiPost(resendConfirmationRoute, body),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof forgotPasswordRoute>) => apiPost(forgotPasswordRoute, body),
  });

export const useConfirmForgotPassword = () =>
  useMutation({
    mutationFn: (body: ApiBody<typeof confirmForgotPasswordRoute>) =>
      apiPost(confirmForgotPasswordRoute, body),
  });

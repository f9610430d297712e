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
import { apiPost } from '../../../lib/api-client';

// One mutation per auth call; the forms decide what success and failure mean.
export const useSignIn = () =>
  useMutation({ mutationFn: (body: ApiBody<typeof signInRoute>) => apiPost(signInRoute, body) });

export const useSignUp = () =>
  useMutation({ mutationFn: (body: ApiBody<typeof signUpRoute>) => apiPost(signUpRoute, body) });

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

import type { ApiBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

// One mutation per auth call; the forms decide what success and failure mean.
export const useSignIn = () =>
  useMutation({ mutationFn: (body: ApiBody<'signIn'>) => apiPost('signIn', body) });

export const useSignUp = () =>
  useMutation({ mutationFn: (body: ApiBody<'signUp'>) => apiPost('signUp', body) });

export const useConfirmSignUp = () =>
  useMutation({ mutationFn: (body: ApiBody<'confirmSignUp'>) => apiPost('confirmSignUp', body) });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (body: ApiBody<'resendConfirmation'>) => apiPost('resendConfirmation', body),
  });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ApiBody<'forgotPassword'>) => apiPost('forgotPassword', body) });

export const useConfirmForgotPassword = () =>
  useMutation({
    mutationFn: (body: ApiBody<'confirmForgotPassword'>) => apiPost('confirmForgotPassword', body),
  });

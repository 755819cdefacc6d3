import {
  accountsApi,
  type LoginBody,
  type SignupBody,
  type UpdateLogInfoBody,
} from '@kollabo/shared';
import { call } from '../../lib/api';

// Accounts calls of the spec, through the shared endpoint descriptors.

export const loginRequest = (body: LoginBody) => call(accountsApi.login, { body });

export const sendMailCode = (email: string, context: 'verifMail' | 'editMail') =>
  call(accountsApi.sendMailCode, { body: { email, context } });

export const pseudoTest = (pseudo: string, signal?: AbortSignal) =>
  call(accountsApi.pseudoTest, { body: { pseudo } }, { signal });

export const signupRequest = (body: SignupBody) => call(accountsApi.signup, { body });

export const requestResetCode = (email: string) =>
  call(accountsApi.requestResetCode, { body: { email } });

export const resetPasswordRequest = (body: { email: string; code: string; newpassword: string }) =>
  call(accountsApi.resetPassword, { body });

export const INFO_USER_QUERY_KEY = ['user', 'info'] as const;
export const getInfoUser = (signal?: AbortSignal) => call(accountsApi.infoUser, {}, { signal });

export const updateLogInfoRequest = (body: UpdateLogInfoBody) =>
  call(accountsApi.updateLogInfo, { body });

import {
  infoUserReply,
  loginReply,
  pseudoTestReply,
  sendMailReply,
  updateLogInfoReply,
  type LoginBody,
  type SignupBody,
  type UpdateLogInfoBody,
} from '@kollabo/shared';
import { api } from '../../lib/api';

// Accounts calls of the spec (accounts §7), typed by the shared contracts.

export const loginRequest = (body: LoginBody) =>
  api.post('/user/login', body, { schema: loginReply });

export const sendMailCode = (email: string, context: 'verifMail' | 'editMail') =>
  api.post('/verification/send-mail', { email, context }, { schema: sendMailReply });

export const pseudoTest = (pseudo: string, signal?: AbortSignal) =>
  api.post('/user/pseudo-test', { pseudo }, { schema: pseudoTestReply, signal });

export const signupRequest = (body: SignupBody) => api.post('/user/signup', body);

export const requestResetCode = (email: string) =>
  api.post('/verification/edit-password', { email }, { schema: sendMailReply });

export const resetPasswordRequest = (body: { email: string; code: string; newpassword: string }) =>
  api.put('/user/reset-password', body);

export const INFO_USER_QUERY_KEY = ['user', 'info'] as const;
export const getInfoUser = (signal?: AbortSignal) =>
  api.get('/user/info-user', { schema: infoUserReply, signal, cache: 'no-store' });

export const updateLogInfoRequest = (body: UpdateLogInfoBody) =>
  api.put('/user/update-log-info', body, { schema: updateLogInfoReply });

import { securityApi } from '@kollabo/shared';
import { call } from '../../lib/api';

// The second factor and the account's sessions, through the shared descriptors.

export const securityKeys = {
  factor: ['second-factor'] as const,
  sessions: ['user-sessions'] as const,
};

export const getSecondFactor = (signal?: AbortSignal) =>
  call(securityApi.secondFactorStatus, {}, { signal });
export const setupSecondFactor = () => call(securityApi.secondFactorSetup, {});
export const enableSecondFactor = (code: string) =>
  call(securityApi.secondFactorEnable, { body: { code } });
export const disableSecondFactor = (password: string, code: string) =>
  call(securityApi.secondFactorDisable, { body: { password, code } });

export const getSessions = (signal?: AbortSignal) => call(securityApi.sessions, {}, { signal });
export const revokeSession = (id: string) => call(securityApi.revokeSession, { params: { id } });
export const revokeOtherSessions = () => call(securityApi.revokeOtherSessions, {});

import { dataRightsApi } from '@kollabo/shared';
import { call, downloadFile } from '../../lib/api';

// Export my data and delete my account (RGPD art. 15, 17 and 20).

export const DATA_EXPORT_KEY = ['data-export'] as const;

export const latestExport = (signal?: AbortSignal) =>
  call(dataRightsApi.latestExport, undefined, { signal });

export const requestExport = () => call(dataRightsApi.requestExport);

export const downloadExport = (id: string) =>
  downloadFile(dataRightsApi.exportFile, { query: { id } });

export const deleteAccount = (password: string, code: string) =>
  call(dataRightsApi.deleteAccount, { body: { password, ...(code ? { code } : {}) } });

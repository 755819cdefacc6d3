import type { z } from 'zod';
import {
  collabApi,
  type LegalIdentityBody,
  type SaveContractBody,
  type publishDeliverableBody,
  type reviewDeliverableBody,
  type signBody,
} from '@kollabo/shared';
import { call, downloadFile } from '../../lib/api';

// Calls of the collaboration space and the reviews, through the shared descriptors.

export const collabKeys = {
  space: (idOffer: string) => ['collab', idOffer] as const,
  mine: (project?: string) => ['collab', 'mine', project ?? ''] as const,
};

export const getCollab = (idOffer: string, signal?: AbortSignal) =>
  call(collabApi.get, { query: { id: idOffer } }, { signal });

export const getMyCollabs = (project?: string, signal?: AbortSignal) =>
  call(collabApi.mine, { query: { project } }, { signal });

export const saveIdentity = (body: LegalIdentityBody) => call(collabApi.legalIdentity, { body });

export const saveContract = (body: SaveContractBody) => call(collabApi.saveContract, { body });

export const signContract = (body: z.input<typeof signBody>) => call(collabApi.sign, { body });

export const publishDeliverable = (body: z.input<typeof publishDeliverableBody>) =>
  call(collabApi.publishDeliverable, { body });

export const reviewDeliverable = (body: z.input<typeof reviewDeliverableBody>) =>
  call(collabApi.reviewDeliverable, { body });

export const reportProblem = (idOffer: string, message: string) =>
  call(collabApi.report, { body: { idOffer, message } });

export const publishScreenshot = (
  idOffer: string,
  index: number,
  file: File,
  labelled: boolean,
) => {
  const form = new FormData();
  form.append('screenshot', file);
  return call(collabApi.publishScreenshot, {
    query: { id: idOffer, index, labelled: labelled ? 'true' : 'false' },
    body: form,
  });
};

/** Opens a story's screenshot (fetched with the session token) in a new tab. */
export async function openScreenshot(idOffer: string, index: number): Promise<void> {
  const blob = await downloadFile(collabApi.screenshot, { query: { id: idOffer, index } });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the contract PDF (fetched with the session token) in a new tab, or saves it: the
 * version in force by default, or version `version`. */
export async function openContractPdf(idOffer: string, version?: number): Promise<void> {
  const blob = await downloadFile(collabApi.pdf, { query: { id: idOffer, version } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contrat-kollabo-${idOffer.slice(0, 8)}${version ? `-v${version}` : ''}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

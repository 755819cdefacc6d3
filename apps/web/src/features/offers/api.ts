import { chatApi, offersApi, type InboxFilter, type MessageRoomStatus } from '@kollabo/shared';
import { call, downloadFile, failedWith } from '../../lib/api';
import { saveBlob } from '../../lib/saveBlob';

// Calls of the offers, attribution, chat and inbox features, through the
// shared endpoint descriptors.

export const offerKeys = {
  all: ['offers'] as const,
  project: (projectId: string) => ['offers', 'project', projectId] as const,
  sent: (filters: object) => ['offers', 'sent', filters] as const,
  detail: (idOffer: string, idProject: string) => ['offers', 'detail', idOffer, idProject] as const,
  messages: (idOffer: string) => ['offers', 'messages', idOffer] as const,
  rooms: (filters: object) => ['offers', 'rooms', filters] as const,
};

export const getProjectOffers = (id: string, page: number, signal?: AbortSignal) =>
  call(offersApi.projectOffers, { query: { id, page, pageSize: 20 } }, { signal });

/** The offer form as multipart: file, amount, tax, messageOffre, idProject, dateSend. */
export function sendOffer(fields: {
  amount: string;
  tax: string;
  messageOffre: string;
  idProject: string;
  file?: File | null;
}) {
  const form = new FormData();
  form.append('amount', fields.amount);
  form.append('tax', fields.tax);
  form.append('messageOffre', fields.messageOffre);
  form.append('idProject', fields.idProject);
  form.append('dateSend', new Date().toISOString());
  if (fields.file) form.append('file', fields.file, fields.file.name);
  return call(offersApi.send, { body: form });
}

export interface SentOffersFilters {
  project: string;
  statut: '' | 'select';
  triPar: 'croissant' | 'decroissant';
}

export const getSentOffers = (filters: SentOffersFilters, page: number, signal?: AbortSignal) =>
  call(offersApi.sent, { query: { ...filters, page, pageSize: 10 } }, { signal });

export const getOffer = (id: string, projectId: string, signal?: AbortSignal) =>
  call(offersApi.detail, { query: { id, projectId } }, { signal });

/** True when the offer page was refused (403 with access: false). */
export const isAccessRefused = (error: unknown) => failedWith(error, 'offer_forbidden');

export const attributeProject = (idProject: string, idOffer: string) =>
  call(offersApi.attribute, { body: { idProject, idOffer } });

export const allocateProject = (idProject: string, idOffer: string, decision: 'accept' | 'refus') =>
  call(offersApi.allocate, { body: { idProject, idOffer, decision } });

export const getMessages = (id: string, signal?: AbortSignal) =>
  call(chatApi.messages, { query: { id } }, { signal });

export const markMessagesRead = (id: string) => call(chatApi.markRead, { query: { id } });

export const getRooms = (
  filters: { status: InboxFilter; sender: string },
  page: number,
  signal?: AbortSignal,
) =>
  call(
    chatApi.inbox,
    {
      query: { status: filters.status, sender: filters.sender || undefined, page, pageSize: 10 },
    },
    { signal },
  );

/** The header badge: one room is enough to read the unread count. */
export const getUnreadRooms = (signal?: AbortSignal) =>
  call(chatApi.inbox, { query: { status: 'none', page: 1, pageSize: 1 } }, { signal });

export const setRoomStatus = (id: string, status: MessageRoomStatus) =>
  call(chatApi.roomStatus, { body: { status, id } });

export const setMailNotifications = (on: boolean) =>
  call(chatApi.mailNotifications, { query: { status: on ? 'true' : 'false' } });

/**
 * Downloads the offer's attachment: the file is served only with the bearer token, so it is
 * fetched here and handed to the browser as a download.
 */
export async function downloadAttachment(idOffer: string, fileName: string): Promise<void> {
  saveBlob(await downloadFile(offersApi.attachment, { query: { id: idOffer } }), fileName);
}

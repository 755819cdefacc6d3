import {
  addOfferReply,
  allOffersReply,
  allRoomsReply,
  messagesReply,
  offerDetailReply,
  okSchema,
  userOffersReply,
  type InboxFilter,
  type MessageRoomStatus,
} from '@kollabo/shared';
import { api, buildUrl, isApiError, toApiError } from '../../lib/api';
import { getToken } from '../../lib/storage';

// Calls of the offers, attribution, chat and inbox features (transactions §7), validated with
// the shared contracts.

export const offerKeys = {
  all: ['offers'] as const,
  project: (projectId: string) => ['offers', 'project', projectId] as const,
  sent: (filters: object) => ['offers', 'sent', filters] as const,
  detail: (idOffer: string, idProject: string) => ['offers', 'detail', idOffer, idProject] as const,
  messages: (idOffer: string) => ['offers', 'messages', idOffer] as const,
  rooms: (filters: object) => ['offers', 'rooms', filters] as const,
};

export const getProjectOffers = (id: string, page: number, signal?: AbortSignal) =>
  api.get('/offer/all-offers', {
    query: { id, page, pageSize: 20 },
    schema: allOffersReply,
    cache: 'no-store',
    signal,
  });

/** POST /offer/add-new as multipart: file, amount, tax, messageOffre, idProject, dateSend. */
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
  return api.post('/offer/add-new', form, { schema: addOfferReply });
}

export interface SentOffersFilters {
  project: string;
  statut: '' | 'select';
  triPar: 'croissant' | 'decroissant';
}

export const getSentOffers = (filters: SentOffersFilters, page: number, signal?: AbortSignal) =>
  api.get('/offer/user-offers', {
    query: { ...filters, page, pageSize: 10 },
    schema: userOffersReply,
    cache: 'no-store',
    signal,
  });

export const getOffer = (id: string, projectId: string, signal?: AbortSignal) =>
  api.get('/offer', {
    query: { id, projectId },
    schema: offerDetailReply,
    cache: 'no-store',
    signal,
  });

/** True when the offer page was refused (403 with access: false). */
export const isAccessRefused = (error: unknown) =>
  isApiError(error) &&
  error.status === 403 &&
  (error.body as { access?: unknown } | undefined)?.access === false;

export const attributeProject = (idProject: string, idOffer: string) =>
  api.patch('/project/attribute', { idProject, idOffer }, { schema: okSchema });

export const allocateProject = (idProject: string, idOffer: string, decision: 'accept' | 'refus') =>
  api.patch('/project/allocation', { idProject, idOffer, decision }, { schema: okSchema });

export const getMessages = (id: string, signal?: AbortSignal) =>
  api.get('/offer/messages', { query: { id }, schema: messagesReply, cache: 'no-store', signal });

export const markMessagesRead = (id: string) =>
  api.patch('/offer/read-message', undefined, { query: { id }, schema: okSchema });

export const getRooms = (
  filters: { status: InboxFilter; sender: string },
  page: number,
  signal?: AbortSignal,
) =>
  api.get('/offer/all-rooms-offer', {
    query: { status: filters.status, sender: filters.sender || undefined, page, pageSize: 10 },
    schema: allRoomsReply,
    cache: 'no-store',
    signal,
  });

export const setRoomStatus = (id: string, status: MessageRoomStatus) =>
  api.patch('/offer/message-status', { status, id }, { schema: okSchema });

export const setMailNotifications = (on: boolean) =>
  api.patch('/user/notif-messages-status', undefined, {
    query: { status: on ? 'true' : 'false' },
    schema: okSchema,
  });

/**
 * Downloads the offer's attachment: the file is served only with the bearer token, so it is
 * fetched here and handed to the browser as a download.
 */
export async function downloadAttachment(idOffer: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(buildUrl('/offer/file', { id: idOffer }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) throw toApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import {
  favouriteReply,
  favouritesReply,
  imagePathReply,
  inFavouritesReply,
  profileReply,
  statProfileReply,
  usersSecteurReply,
  videoPrezReply,
  type UpdateInfoBody,
} from '@kollabo/shared';
import { api, buildUrl, NetworkError, toApiError } from '../../lib/api';
import { getToken } from '../../lib/storage';

// Profiles calls of the spec (accounts §7), typed by the shared contracts.

export const profileKey = (pseudo: string) => ['profile', pseudo.toLowerCase()] as const;

export const getProfile = (pseudo: string, signal?: AbortSignal) =>
  api.get('/user/profile', { query: { user: pseudo }, schema: profileReply, signal });

export const updateInfo = (body: UpdateInfoBody) => api.put('/user/update-info', body);

export const setVideo = (link: string) =>
  api.patch('/user/video-prez', { id: link }, { schema: videoPrezReply });

export const deleteProfileImage = (key: string) => api.delete(`/user/images/${key}`);
export const deleteGalleryImage = (key: string, index: 1 | 2) =>
  api.delete(`/user/medias/${key}`, { query: { index } });

export const sendView = (pseudo: string) =>
  api.post('/user/statprofile', { view: 1, pseudoUser: pseudo }, { schema: statProfileReply });
export const sendLastConnect = (pseudo: string) =>
  api.post(
    '/user/statprofile',
    { lastConnect: Date.now(), pseudoUser: pseudo },
    { schema: statProfileReply },
  );

export const inFavouritesKey = (pseudo: string) => ['inFavourites', pseudo.toLowerCase()] as const;
export const getInFavourites = (pseudo: string, signal?: AbortSignal) =>
  api.get('/user/in-favourites', { query: { pseudo }, schema: inFavouritesReply, signal });
export const setFavourite = (pseudo: string, liked: boolean) =>
  api.post(
    '/user/favourite',
    { userLiked: pseudo, context: liked ? 'liked' : 'disliked' },
    { schema: favouriteReply },
  );

export const getFavourites = (searchUser: string, page: number, signal?: AbortSignal) =>
  api.get('/user/favourites', {
    query: { filter: '', searchUser, page, pageSize: 10 },
    schema: favouritesReply,
    signal,
  });

export const getSectorUsers = (secteur: string, page: number, signal?: AbortSignal) =>
  api.get('/user/get-users-secteur', {
    query: { filter: '', secteur, page, pageSize: 10 },
    schema: usersSecteurReply,
    signal,
  });

/**
 * Multipart upload with progress (fetch cannot report upload progress). Same error model as
 * the api client: ApiError for an answer that is not OK, NetworkError without an answer.
 */
export function uploadImage(
  path: string,
  query: Record<string, string>,
  field: 'photo' | 'image',
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ imagePath: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(path, query));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = imagePathReply.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(toApiError(500, body));
        return;
      }
      reject(toApiError(xhr.status, body));
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

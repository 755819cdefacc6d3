import { favouritesApi, mediaApi, profilesApi, type UpdateInfoBody } from '@kollabo/shared';
import { queryOptions } from '@tanstack/react-query';
import { call, callWithProgress, isApiError } from '../../lib/api';

// Profiles calls of the spec, through the shared endpoint descriptors.

import { profileKey } from './keys';

export { profileKey };

export const getProfile = (pseudo: string, signal?: AbortSignal) =>
  call(profilesApi.profile, { query: { user: pseudo } }, { signal });

/** The profile page's read, shared with its route loader (routes/prefetch.ts) so both name the
 * same cache entry. Visitors and logged users get different answers (phone, medias). */
export const profileQuery = (pseudo: string, logged: boolean) =>
  queryOptions({
    queryKey: [...profileKey(pseudo), logged ? 'logged' : 'visitor'],
    queryFn: ({ signal }) => getProfile(pseudo, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const updateInfo = (body: UpdateInfoBody) => call(profilesApi.updateInfo, { body });

export const setVideo = (link: string) => call(profilesApi.video, { body: { id: link } });

export const deleteProfileImage = (key: string) =>
  call(mediaApi.deleteProfileImage, { params: { '*': key } });
export const deleteGalleryImage = (key: string, index: 1 | 2) =>
  call(mediaApi.deleteGalleryImage, { params: { '*': key }, query: { index: `${index}` } });

export const sendView = (pseudo: string) =>
  call(profilesApi.stat, { body: { view: 1, pseudoUser: pseudo } });
export const sendLastConnect = (pseudo: string) =>
  call(profilesApi.stat, { body: { lastConnect: Date.now(), pseudoUser: pseudo } });

export const inFavouritesKey = (pseudo: string) => ['inFavourites', pseudo.toLowerCase()] as const;
export const getInFavourites = (pseudo: string, signal?: AbortSignal) =>
  call(favouritesApi.inFavourites, { query: { pseudo } }, { signal });
export const setFavourite = (pseudo: string, liked: boolean) =>
  call(favouritesApi.setFavourite, {
    body: { userLiked: pseudo, context: liked ? 'liked' : 'disliked' },
  });

export const getFavourites = (searchUser: string, page: number, signal?: AbortSignal) =>
  call(favouritesApi.list, { query: { filter: '', searchUser, page, pageSize: 10 } }, { signal });

export const getSectorUsers = (secteur: string, page: number, signal?: AbortSignal) =>
  call(favouritesApi.sector, { query: { filter: '', secteur, page, pageSize: 10 } }, { signal });

type Progress = (percent: number) => void;
const fileForm = (field: 'photo' | 'image', file: File) => {
  const form = new FormData();
  form.append(field, file);
  return form;
};

/** The profile photo or the cover, uploaded with its progress. */
export const uploadProfileImage = (
  photo: 'profiles' | 'couvertures',
  file: File,
  onProgress: Progress,
) =>
  callWithProgress(
    mediaApi.uploadProfileImage,
    { query: { photo }, body: fileForm('photo', file) },
    onProgress,
  );

/** Gallery image 1 or 2, uploaded with its progress. */
export const uploadGalleryImage = (index: 1 | 2, file: File, onProgress: Progress) =>
  callWithProgress(
    mediaApi.uploadGalleryImage,
    { query: { index: `${index}` }, body: fileForm('image', file) },
    onProgress,
  );

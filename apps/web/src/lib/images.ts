import { mediaApi } from '@kollabo/shared';
import { endpointUrl } from './api';

/** Address of a stored image key ("galeries/galeries_<uuid>.webp"); "sm" is the small size. */
export function imageUrl(key: string | null | undefined, size?: 'sm'): string | null {
  if (!key) return null;
  return endpointUrl(mediaApi.image, { params: { '*': key }, query: size ? { size } : {} });
}

/** Client-side pre-check (the server checks again by content): type and 5 MB. */
export const ACCEPTED_IMAGE_TYPES =
  'image/jpeg,image/png,image/webp,image/svg+xml,.jpg,.jpeg,.png,.webp,.svg';
export function isAcceptableImage(file: File, maxBytes: number): boolean {
  const okName = /\.(jpe?g|png|webp|svg)$/i.test(file.name);
  return okName && file.size > 0 && file.size <= maxBytes;
}

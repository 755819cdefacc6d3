import type { AppContext } from '../../context.js';
import {
  InvalidImage,
  isImageKey,
  processImage,
  removeImage,
  storeImage,
  variantKey,
  type ImageFolder,
} from '../../integrations/images.js';
import { AppError } from '../../lib/app-error.js';
import { MIME_BY_KIND } from '../../lib/file-sniff.js';
import type { SessionUser } from '../auth/session-user.js';
import * as repo from './profiles.repository.js';

// Profile photo, cover and the two gallery images: upload, replace, delete, serve.

export const invalidImage = (status: 400 | 413 = 400) =>
  new AppError(status === 413 ? 'image_too_large' : 'invalid_image');
const imageNotFound = () => new AppError('image_not_found');

async function saveInSlot(
  ctx: AppContext,
  userId: string,
  folder: ImageFolder,
  slot: repo.ImageSlot,
  bytes: Buffer,
): Promise<{ imagePath: string }> {
  let image;
  try {
    image = await processImage(bytes, folder);
  } catch (error) {
    if (error instanceof InvalidImage) throw invalidImage();
    throw error;
  }
  const key = await storeImage(ctx.storage, folder, image);
  const previous = await repo.swapImage(ctx.db, userId, slot, key).catch(async (error) => {
    await removeImage(ctx.storage, key);
    throw error;
  });
  await ctx.userChanges.publish(userId);
  // The replaced file is nobody's any more (keys are never shared between users).
  if (previous && previous !== key) await removeImage(ctx.storage, previous);
  return { imagePath: key };
}

export function uploadProfileImage(
  ctx: AppContext,
  session: SessionUser,
  photo: 'profiles' | 'couvertures',
  bytes: Buffer,
) {
  return saveInSlot(ctx, session.id, photo, photo, bytes);
}

export function uploadGalleryImage(
  ctx: AppContext,
  session: SessionUser,
  index: 1 | 2,
  bytes: Buffer,
) {
  return saveInSlot(ctx, session.id, 'galeries', index === 1 ? 'gallery1' : 'gallery2', bytes);
}

/** DELETE /user/images/{path}: the user's own profile photo or cover, nothing else. */
export async function deleteProfileImage(ctx: AppContext, session: SessionUser, key: string) {
  const folder = key.split('/')[0];
  if (!isImageKey(ctx.storage, key) || (folder !== 'profiles' && folder !== 'couvertures')) {
    throw imageNotFound();
  }
  if (!(await repo.clearImage(ctx.db, session.id, folder, key))) throw imageNotFound();
  await ctx.userChanges.publish(session.id);
  await removeImage(ctx.storage, key);
}

/** DELETE /user/medias/{path}?index=: the user's own gallery image at that index. */
export async function deleteGalleryImage(
  ctx: AppContext,
  session: SessionUser,
  key: string,
  index: 1 | 2,
) {
  if (!isImageKey(ctx.storage, key) || !key.startsWith('galeries/galeries_')) {
    throw imageNotFound();
  }
  const slot = index === 1 ? 'gallery1' : 'gallery2';
  if (!(await repo.clearImage(ctx.db, session.id, slot, key))) throw imageNotFound();
  await ctx.userChanges.publish(session.id);
  await removeImage(ctx.storage, key);
}

/**
 * The bytes and the content type the server decided (from its own key, never the upload), or
 * the public bucket's address of the same object when S3_PUBLIC_URL serves images directly.
 */
export async function readImage(ctx: AppContext, key: string, size?: 'sm') {
  if (!isImageKey(ctx.storage, key)) throw imageNotFound();
  const isRaster = key.endsWith('.webp');
  const publicUrl = ctx.storage.publicUrl(size && isRaster ? variantKey(key, size) : key);
  if (publicUrl) return { redirect: publicUrl };
  const bytes =
    (size && isRaster ? await ctx.storage.read(variantKey(key, size)) : undefined) ??
    (await ctx.storage.read(key));
  if (!bytes) throw imageNotFound();
  return { bytes, contentType: isRaster ? MIME_BY_KIND.webp : MIME_BY_KIND.svg };
}

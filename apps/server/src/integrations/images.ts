import { LIMITS } from '@kollabo/shared';
import { sniffKind } from '../lib/file-sniff.js';
import { sanitizeSvg } from '../lib/svg-sanitizer.js';
import type { Storage } from './storage/storage.js';

// User images (profile photo, cover, gallery): judged by their bytes, raster images re-encoded
// to WebP (which drops EXIF, GPS and every other metadata) in the sizes the pages use, SVG
// rebuilt by the allow-list sanitiser. Stored as <folder>/<folder>_<uuid>.<ext> plus a small
// "-sm" variant for rasters.

export const IMAGE_FOLDERS = ['profiles', 'couvertures', 'galeries'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const isImageFolder = (value: string): value is ImageFolder =>
  (IMAGE_FOLDERS as readonly string[]).includes(value);

interface Size {
  width: number;
  height: number;
  /** cover crops to the box (avatars); inside keeps the whole picture. */
  fit: 'cover' | 'inside';
}

/** main: the page's largest use (2x for sharp screens); sm: cards, thumbnails, avatars. */
const SIZES: Record<ImageFolder, { main: Size; sm: Size }> = {
  profiles: {
    main: { width: 512, height: 512, fit: 'cover' },
    sm: { width: 128, height: 128, fit: 'cover' },
  },
  couvertures: {
    main: { width: 1920, height: 1080, fit: 'inside' },
    sm: { width: 960, height: 540, fit: 'inside' },
  },
  galeries: {
    main: { width: 1600, height: 1600, fit: 'inside' },
    sm: { width: 480, height: 480, fit: 'inside' },
  },
};

/** Decoding bombs stop here: 40 megapixels is far above any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export class InvalidImage extends Error {}

export type ProcessedImage =
  { ext: 'webp'; main: Buffer; sm: Buffer } | { ext: 'svg'; main: Buffer };

/** sharp (libvips) loads with the first image, not with every start (bench/results.md,
 * session 16: about 0.1 s of CPU). */
const loadSharp = () => import('sharp').then((module) => module.default);

async function resize(bytes: Buffer, size: Size): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // apply the EXIF orientation before the metadata goes away
    .resize({
      width: size.width,
      height: size.height,
      fit: size.fit,
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Checks and transforms an upload; throws InvalidImage for anything not acceptable. */
export async function processImage(bytes: Buffer, folder: ImageFolder): Promise<ProcessedImage> {
  if (bytes.length === 0 || bytes.length > LIMITS.imageMaxBytes) throw new InvalidImage('size');
  const kind = await sniffKind(bytes);
  if (kind === 'svg') {
    const clean = sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw new InvalidImage('svg refused');
    return { ext: 'svg', main: Buffer.from(clean, 'utf8') };
  }
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') throw new InvalidImage('format');
  try {
    const [main, sm] = await Promise.all([
      resize(bytes, SIZES[folder].main),
      resize(bytes, SIZES[folder].sm),
    ]);
    return { ext: 'webp', main, sm };
  } catch {
    throw new InvalidImage('undecodable'); // truncated or corrupt pixels
  }
}

/** "galeries/galeries_<uuid>.webp" → "galeries/galeries_<uuid>-sm.webp" */
export function variantKey(key: string, variant: 'sm'): string {
  return key.replace(/(\.[a-z]+)$/, `-${variant}$1`);
}

/** Writes the image and its variant; returns the main key (the one stored on the user). */
export async function storeImage(
  storage: Storage,
  folder: ImageFolder,
  image: ProcessedImage,
): Promise<string> {
  const key = storage.newKey(folder, image.ext);
  await storage.write(key, image.main);
  if (image.ext === 'webp') await storage.write(variantKey(key, 'sm'), image.sm);
  return key;
}

export async function removeImage(storage: Storage, key: string): Promise<void> {
  await storage.remove(key);
  if (key.endsWith('.webp')) await storage.remove(variantKey(key, 'sm'));
}

const MAIN_KEY =
  /^(profiles|couvertures|galeries)\/\1_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|svg)$/;

/** True when `path` names one of our main image keys (variants are asked with ?size=sm). */
export function isImageKey(storage: Storage, path: string): boolean {
  return MAIN_KEY.test(path) && storage.isValidKey(path);
}

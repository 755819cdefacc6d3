import type { SniffedKind } from './file-sniff.js';

// A file whose first bytes say "JPEG" is not yet a picture: a 20-byte JPEG header passes every
// sniffer. A raster image is accepted only once libvips (sharp) decoded all of it, as the
// profile images are (integrations/images.ts): a truncated or corrupt image is refused.

/** Decoding bombs stop here, as for the profile images: 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const RASTER_KINDS: readonly SniffedKind[] = ['jpg', 'png', 'webp'];

export const isRasterKind = (kind: SniffedKind | undefined): boolean =>
  kind !== undefined && RASTER_KINDS.includes(kind);

/** Whether the bytes decode as a whole image (any error or truncation: false). */
export async function decodesAsImage(bytes: Buffer): Promise<boolean> {
  // Loaded with the first image, not at every start (bench/results.md, session 16).
  const sharp = (await import('sharp')).default;
  try {
    // A small thumbnail decodes every pixel (shrink-on-load aside) without keeping them.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(16, 16, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

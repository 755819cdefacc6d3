import { createAvatar } from '@dicebear/core';
import { initials, lorelei, notionists, personas } from '@dicebear/collection';
import sharp from 'sharp';
import type { NICHES } from '@kollabo/shared';
import { processImage, storeImage, type ImageFolder } from '../integrations/images.js';
import type { Storage } from '../integrations/storage/storage.js';

// Pictures of the demo marketplace, all made on this machine (no download): illustrated
// portraits (DiceBear), covers drawn from the niche's colours, brand logos from their initials.
// Each goes through the same processing as an upload (WebP, two sizes) before it is stored.

type Niche = (typeof NICHES)[number];

const PASTELS = ['ffd5dc', 'ffdfbf', 'd1d4f9', 'c0aede', 'b6e3f4', 'd7f2e3', 'fde68a', 'e0e7ff'];

/** Two colours per niche for the cover gradient. */
const NICHE_COLOURS: Record<Niche, [string, string]> = {
  'Mode femme': ['#f9a8d4', '#7c3aed'],
  Voyage: ['#38bdf8', '#0f766e'],
  'Food & Gastronomie': ['#fdba74', '#b91c1c'],
  Sport: ['#4ade80', '#1d4ed8'],
  Automobile: ['#94a3b8', '#1e293b'],
  Beauté: ['#fbcfe8', '#be185d'],
  'Mode homme': ['#a5b4fc', '#1e3a8a'],
  Décoration: ['#fde68a', '#92400e'],
  Technologie: ['#67e8f9', '#4338ca'],
  Gaming: ['#c084fc', '#111827'],
  DIY: ['#fcd34d', '#c2410c'],
  'Santé & Bien être': ['#a7f3d0', '#047857'],
  Parents: ['#fecaca', '#f59e0b'],
  Animaux: ['#d9f99d', '#65a30d'],
  'Développement personnel': ['#fef08a', '#7c2d12'],
  Moto: ['#fca5a5', '#374151'],
};

const PORTRAIT_STYLES = [notionists, lorelei, personas] as const;

async function store(storage: Storage, folder: ImageFolder, png: Buffer): Promise<string> {
  return storeImage(storage, folder, await processImage(png, folder));
}

const toPng = (svg: string, width: number) =>
  sharp(Buffer.from(svg), { density: 144 }).resize({ width }).png().toBuffer();

/** An illustrated portrait; the style varies with the seed so the directory is not uniform. */
export async function storePortrait(storage: Storage, seed: string, index: number) {
  const options = {
    seed,
    size: 512,
    backgroundColor: [PASTELS[index % PASTELS.length] ?? 'd1d4f9'],
  };
  const which = index % PORTRAIT_STYLES.length;
  const svg = (
    which === 0
      ? createAvatar(notionists, options)
      : which === 1
        ? createAvatar(lorelei, options)
        : createAvatar(personas, options)
  ).toString();
  return store(storage, 'profiles', await toPng(svg, 512));
}

/** A brand logo: its initials on a colour of its own. */
export async function storeLogo(storage: Storage, name: string) {
  const svg = createAvatar(initials, {
    seed: name,
    size: 512,
    fontWeight: 600,
    backgroundType: ['gradientLinear'],
  }).toString();
  return store(storage, 'profiles', await toPng(svg, 512));
}

/** A 3:1 cover: the niche's gradient with a few soft shapes placed from the seed. */
export async function storeCover(storage: Storage, niche: Niche, seed: number) {
  const [from, to] = NICHE_COLOURS[niche];
  let state = seed * 9301 + 49297;
  const random = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const shapes = Array.from({ length: 7 }, () => {
    const r = 60 + random() * 220;
    return `<circle cx="${(random() * 1500).toFixed(0)}" cy="${(random() * 500).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${(0.08 + random() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1500" height="500" fill="url(#g)"/>${shapes}
</svg>`;
  return store(storage, 'couvertures', await toPng(svg, 1500));
}

import { describe, expect, it } from 'vitest';
import { NICHES } from './constants.js';
import {
  nicheSlug,
  parseVideoUrl,
  profileTypeLabel,
  resolveNiche,
  videoEmbedUrl,
} from './profile-helpers.js';

describe('parseVideoUrl', () => {
  it('accepts YouTube (v parameter or short link) and Vimeo only', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')?.id).toBe('dQw4w9WgXcQ');
    expect(parseVideoUrl('m.youtube.com/watch?v=dQw4w9WgXcQ')?.provider).toBe('youtube');
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    for (const bad of [
      'https://www.dailymotion.com/video/x7tgad0',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pw@youtu.be/dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/channels/staff',
      'https://youtu.be/dQw4w9WgXcQ extra',
    ]) {
      expect(parseVideoUrl(bad)).toBeUndefined();
    }
  });

  it('embeds through the privacy-enhanced YouTube domain', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });
});

describe('niches', () => {
  it('gives every niche a distinct slug and finds it back', () => {
    const slugs = NICHES.map(nicheSlug);
    expect(new Set(slugs).size).toBe(16);
    expect(nicheSlug('Santé & Bien être')).toBe('sante-bien-etre');
    for (const niche of NICHES) {
      expect(resolveNiche(nicheSlug(niche))).toBe(niche);
      expect(resolveNiche(niche.toUpperCase())).toBe(niche);
    }
    expect(resolveNiche('cuisine')).toBeUndefined();
  });
});

describe('profileTypeLabel', () => {
  it('shows the feminine the person chose, and leaves brands and agencies as they are', () => {
    expect(profileTypeLabel('Influenceur')).toBe('Influenceur');
    expect(profileTypeLabel('Influenceur', true)).toBe('Influenceuse');
    expect(profileTypeLabel('Createur de contenu', true)).toBe('Créatrice de contenu');
    expect(profileTypeLabel('Createur de contenu')).toBe('Créateur de contenu');
    expect(profileTypeLabel('Acteur', true)).toBe('Actrice');
    expect(profileTypeLabel('Marque', true)).toBe('Marque');
  });
});

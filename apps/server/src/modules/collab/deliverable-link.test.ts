import { describe, expect, it } from 'vitest';
import { checkDeliverableLink } from './deliverable-link.js';

// A deliverable's link must be a publication on the contract's network.

describe('checkDeliverableLink', () => {
  it('accepts publications of each network, normalised to https', () => {
    expect(checkDeliverableLink('instagram', 'https://www.instagram.com/reel/C1a2b3/')).toBe(
      'https://www.instagram.com/reel/C1a2b3/',
    );
    expect(checkDeliverableLink('instagram', 'http://instagram.com/p/C1a2b3')).toBe(
      'https://instagram.com/p/C1a2b3',
    );
    expect(
      checkDeliverableLink('tiktok', 'https://www.tiktok.com/@chloe/video/7300000000000000000'),
    ).not.toBeNull();
    expect(checkDeliverableLink('tiktok', 'https://vm.tiktok.com/ZMabc123/')).not.toBeNull();
    expect(
      checkDeliverableLink('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ).not.toBeNull();
    expect(
      checkDeliverableLink('youtube', 'https://youtube.com/shorts/dQw4w9WgXcQ'),
    ).not.toBeNull();
    expect(checkDeliverableLink('youtube', 'https://youtu.be/dQw4w9WgXcQ')).not.toBeNull();
    expect(checkDeliverableLink('vimeo', 'https://vimeo.com/76979871')).not.toBeNull();
  });

  it('refuses profiles, other networks, look-alike hosts and other schemes', () => {
    for (const [network, link] of [
      ['instagram', 'https://www.instagram.com/chloe/'],
      ['instagram', 'https://www.tiktok.com/@chloe/video/7300000000000000000'],
      ['instagram', 'https://instagram.com.evil.example/reel/abc/'],
      ['instagram', 'https://user:pw@instagram.com/reel/abc/'],
      ['youtube', 'https://www.youtube.com/watch'],
      ['youtube', 'https://www.youtube.com/@chaine'],
      ['vimeo', 'https://vimeo.com/chloe'],
      ['tiktok', 'javascript:alert(1)'],
      ['tiktok', 'pas un lien'],
    ] as const) {
      expect(checkDeliverableLink(network, link), link).toBeNull();
    }
  });
});

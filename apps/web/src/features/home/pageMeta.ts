import { DEMO_VIDEO_META } from '@kollabo/shared';

/** DEMO_VIDEO_URL, which the server writes into index.html (plugins/web.ts); null when unset. */
export function demoVideoUrl(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.head
    .querySelector<HTMLMetaElement>(`meta[name="${DEMO_VIDEO_META}"]`)
    ?.content.trim();
  return content && content.startsWith('https://') ? content : null;
}

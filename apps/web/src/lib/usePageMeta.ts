import { useEffect } from 'react';
import { PRODUCT_NAME } from '@kollabo/shared';

function robotsMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.appendChild(meta);
  }
  return meta;
}

/** Sets "{title} | Kollabo" and, for pages the spec keeps out of search engines, noindex. */
export function usePageMeta(title: string, options: { noindex?: boolean } = {}): void {
  const { noindex = false } = options;
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  useEffect(() => {
    if (!noindex) return;
    const meta = robotsMeta();
    meta.content = 'noindex';
    return () => meta.remove(); // the next page is indexable unless it says otherwise
  }, [noindex]);
}

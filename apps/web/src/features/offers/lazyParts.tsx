import { lazy } from 'react';

// The project page's parts that its first paint does not wait for, loaded apart so the page's
// own chunks are fewer requests (the browser asks for 6 files at a time on HTTP/1.1): a logged
// user's offers panel (list, badge, form; ProjectOffersSection.tsx), and through it the offer
// form and cards (lazyOfferParts.tsx).

export { loadOfferCard, loadOfferForm } from './lazyOfferParts';

export const loadOffersPanel = () => import('./ProjectOffersPanel');

export const ProjectOffersPanel = lazy(() =>
  loadOffersPanel().then((m) => ({ default: m.ProjectOffersPanel })),
);

import { lazy } from 'react';

// The project page's parts that its first paint does not wait for, loaded apart so the page's
// own chunks are fewer requests (the browser asks for 6 files at a time on HTTP/1.1): a logged
// user's offers panel (list, badge, form; ProjectOffersSection.tsx), the offer form (closed
// until asked for) and the offer cards (once the list came).

export const loadOffersPanel = () => import('./ProjectOffersPanel');
export const loadOfferForm = () => import('./OfferForm');
export const loadOfferCard = () => import('./OfferCard');

export const ProjectOffersPanel = lazy(() =>
  loadOffersPanel().then((m) => ({ default: m.ProjectOffersPanel })),
);
export const OfferForm = lazy(() => loadOfferForm().then((m) => ({ default: m.OfferForm })));
export const OfferCard = lazy(() => loadOfferCard().then((m) => ({ default: m.OfferCard })));

import { lazy } from 'react';

// The offer form (closed until asked for) and the offer cards (once the list came), loaded apart
// from the offers panel that shows them (a file of their own: the panel imports them, and
// lazyParts.tsx, which loads the panel, re-exports their loaders for the route's prefetch).

export const loadOfferForm = () => import('./OfferForm');
export const loadOfferCard = () => import('./OfferCard');

export const OfferForm = lazy(() => loadOfferForm().then((m) => ({ default: m.OfferForm })));
export const OfferCard = lazy(() => loadOfferCard().then((m) => ({ default: m.OfferCard })));

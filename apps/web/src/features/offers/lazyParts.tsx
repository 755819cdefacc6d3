import { lazy } from 'react';

// The project page's offer form (closed until asked for) and offer cards (logged users, once
// the list came): loaded apart so the page's own chunks, what its Largest Contentful Paint
// waits for, are fewer requests (the browser asks for 6 files at a time on HTTP/1.1).

export const loadOfferForm = () => import('./OfferForm');
export const loadOfferCard = () => import('./OfferCard');

export const OfferForm = lazy(() => loadOfferForm().then((m) => ({ default: m.OfferForm })));
export const OfferCard = lazy(() => loadOfferCard().then((m) => ({ default: m.OfferCard })));

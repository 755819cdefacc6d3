import { fillPath } from './endpoint.js';

// Every client-side route of the spec (both documents) plus the admin area. The server answers
// 404 (with the app's not-found page) for any other path; the web router uses the same list.

export const CLIENT_ROUTES = [
  '/',
  '/connexion',
  '/inscription',
  '/form-inscription',
  '/reset-password',
  '/my-account',
  '/edit-log-info',
  '/my-favourites',
  '/my-social-net',
  '/socials/:user',
  '/profile/:user',
  '/profile-secteur/:secteur',
  '/nous-contacter',
  '/conditions-dutilisation',
  '/politique-de-confidentialite',
  '/mentions-legales',
  // How Kollabo works (L111-7 code de la consommation, DSA art. 27) and the contest of a
  // moderation decision (DSA art. 20).
  '/fonctionnement',
  '/contestation/:decisionId',
  '/create-project',
  '/edit-project/:id',
  '/my-projects',
  '/project/:id',
  '/projects',
  '/all-profiles',
  '/offers-send',
  '/offer/:idOffer/:idProject',
  '/collab/:idOffer',
  '/messages',
  '/subscription',
  '/payment/:sessionId',
  '/affiliation',
  '/admin',
  '/admin/:section',
  '/simulated/checkout/:sessionId',
  '/simulated/oauth/:network',
  '/notifications',
  '/my-notifications',
  '/desabonnement',
  // The account's open sessions (device, network, last use), each can be ended.
  '/appareils-connectes',
  // Pay through Kollabo: the payout account (the onboarding's return page), the
  // user's payments, and the simulated provider's hosted onboarding and collaboration checkout.
  '/recevoir-mes-paiements',
  '/paiements',
  // The user's invoices and credit notes (account submenu).
  '/mes-factures',
  '/simulated/onboarding/:accountId',
  '/simulated/collab-checkout/:sessionId',
] as const;

/** True when `pathname` matches one of CLIENT_ROUTES (":param" matches one non-empty segment). */
export function isClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return CLIENT_ROUTES.some((route) => {
    const pattern = route.split('/');
    if (pattern.length !== parts.length) return false;
    return pattern.every((segment, i) =>
      segment.startsWith(':') ? (parts[i] ?? '').length > 0 : segment === parts[i],
    );
  });
}

/** A page of CLIENT_ROUTES. */
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** The `:name` parameters of a route, as a union of names (never when it has none). */
export type RouteParamName<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : R extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The address of a page below the origin, its parameters filled in and encoded: the one way the
 * server (mails, return pages) links to a page, so a page's path is written in CLIENT_ROUTES only.
 */
export function pagePath<R extends ClientRoute>(
  route: R,
  ...params: [RouteParamName<R>] extends [never] ? [] : [Record<RouteParamName<R>, string | number>]
): string {
  return fillPath(route, params[0]);
}

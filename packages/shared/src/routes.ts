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
  // Pay through Kollabo (issue 28): the payout account (the onboarding's return page), the
  // user's payments, and the simulated provider's hosted onboarding and collaboration checkout.
  '/recevoir-mes-paiements',
  '/paiements',
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

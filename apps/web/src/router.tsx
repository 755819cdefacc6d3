import { createBrowserRouter, type RouteObject } from 'react-router';
import { CLIENT_ROUTES, type ClientRoute } from '@kollabo/shared';
import { Layout } from './layout/Layout';
import { Splash } from './layout/Splash';
import { RouteError } from './routes/RouteError';
import { GuestOnly, RequireAuth, RequireSignupChoice } from './routes/guards';
import { prefetchProfile, prefetchProject, profileRead, projectRead } from './routes/prefetch';

// THE PAGE LIST. A page's path is declared once, in CLIENT_ROUTES (packages/shared/src/routes.ts:
// the server answers 404 for any other path). Here each of those paths gets its page, keyed by
// the path: the type refuses a path CLIENT_ROUTES does not list and asks for every path it lists.
// Every page is a lazy-loaded file in src/routes/ exporting a named component. To add a page:
//   1. add '/my-page' to CLIENT_ROUTES;
//   2. add its line here with its access rule:
//      '/my-page': auth(() => import('./routes/MyPage').then((m) => ({ Component: m.MyPage }))),
// public: everyone · guest: visitors only (logged → /my-account) · signupChoice: visitors who
// chose a profile type · auth: login required (visitors → /connexion). `*` NotFound stays last.

type Access = 'public' | 'guest' | 'signupChoice' | 'auth';
type Lazy = NonNullable<RouteObject['lazy']>;
interface Page {
  access: Access;
  lazy: Lazy;
  loader?: RouteObject['loader'];
}

const page =
  (access: Access) =>
  (lazy: Lazy, loader?: RouteObject['loader']): Page => ({ access, lazy, loader });
const open = page('public');
const guest = page('guest');
const auth = page('auth');

export const PAGES: Record<ClientRoute, Page> = {
  '/': open(() => import('./routes/HomePage').then((m) => ({ Component: m.HomePage }))),
  '/subscription': open(() =>
    import('./routes/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
  ),
  '/payment/:sessionId': open(() =>
    import('./routes/PaymentStatusPage').then((m) => ({ Component: m.PaymentStatusPage })),
  ),
  '/simulated/checkout/:sessionId': open(() =>
    import('./routes/SimulatedCheckoutPage').then((m) => ({
      Component: m.SimulatedCheckoutPage,
    })),
  ),
  '/simulated/onboarding/:accountId': open(() =>
    import('./routes/SimulatedOnboardingPage').then((m) => ({
      Component: m.SimulatedOnboardingPage,
    })),
  ),
  '/simulated/collab-checkout/:sessionId': open(() =>
    import('./routes/SimulatedCollabCheckoutPage').then((m) => ({
      Component: m.SimulatedCollabCheckoutPage,
    })),
  ),
  // The loader starts the page's read beside its chunk (LCP), its files first (routes/prefetch.ts).
  '/profile/:user': open(() => {
    void profileRead().catch(() => undefined);
    return import('./routes/ProfilePage').then((m) => ({ Component: m.ProfilePage }));
  }, prefetchProfile),
  '/profile-secteur/:secteur': open(() =>
    import('./routes/SectorPage').then((m) => ({ Component: m.SectorPage })),
  ),
  '/desabonnement': open(() =>
    import('./routes/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })),
  ),
  '/nous-contacter': open(() =>
    import('./routes/ContactPage').then((m) => ({ Component: m.ContactPage })),
  ),
  '/conditions-dutilisation': open(() =>
    import('./routes/LegalPages').then((m) => ({ Component: m.TermsPage })),
  ),
  '/politique-de-confidentialite': open(() =>
    import('./routes/LegalPages').then((m) => ({ Component: m.PrivacyPage })),
  ),
  '/mentions-legales': open(() =>
    import('./routes/LegalPages').then((m) => ({ Component: m.LegalNoticePage })),
  ),
  '/fonctionnement': open(() =>
    import('./routes/HowItWorksPage').then((m) => ({ Component: m.HowItWorksPage })),
  ),
  '/contestation/:decisionId': auth(() =>
    import('./routes/ContestPage').then((m) => ({ Component: m.ContestPage })),
  ),
  '/simulated/oauth/:network': open(() =>
    import('./routes/SimulatedOAuthPage').then((m) => ({ Component: m.SimulatedOAuthPage })),
  ),
  // Discovery: the open-projects board and the creator directory.
  '/projects': open(() =>
    import('./routes/ProjectsBoardPage').then((m) => ({ Component: m.ProjectsBoardPage })),
  ),
  '/all-profiles': open(() =>
    import('./routes/AllProfilesPage').then((m) => ({ Component: m.AllProfilesPage })),
  ),
  // Project detail: public, partial for visitors.
  '/project/:id': open(() => {
    void projectRead().catch(() => undefined);
    return import('./routes/ProjectPage').then((m) => ({ Component: m.ProjectPage }));
  }, prefetchProject),

  '/connexion': guest(() => import('./routes/LoginPage').then((m) => ({ Component: m.LoginPage }))),
  '/inscription': guest(() =>
    import('./routes/SignupChoicePage').then((m) => ({ Component: m.SignupChoicePage })),
  ),
  '/form-inscription': page('signupChoice')(() =>
    import('./routes/SignupFormPage').then((m) => ({ Component: m.SignupFormPage })),
  ),
  '/reset-password': guest(() =>
    import('./routes/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  ),

  '/edit-log-info': auth(() =>
    import('./routes/EditLogInfoPage').then((m) => ({ Component: m.EditLogInfoPage })),
  ),
  '/my-account': auth(() =>
    import('./routes/MyAccountPage').then((m) => ({ Component: m.MyAccountPage })),
  ),
  '/my-favourites': auth(() =>
    import('./routes/MyFavouritesPage').then((m) => ({ Component: m.MyFavouritesPage })),
  ),
  '/my-social-net': auth(() =>
    import('./routes/MySocialNetPage').then((m) => ({ Component: m.MySocialNetPage })),
  ),
  '/socials/:user': auth(() =>
    import('./routes/SocialsPage').then((m) => ({ Component: m.SocialsPage })),
  ),
  '/affiliation': auth(() =>
    import('./routes/AffiliationPage').then((m) => ({ Component: m.AffiliationPage })),
  ),
  '/create-project': auth(() =>
    import('./routes/CreateProjectPage').then((m) => ({ Component: m.CreateProjectPage })),
  ),
  '/edit-project/:id': auth(() =>
    import('./routes/EditProjectPage').then((m) => ({ Component: m.EditProjectPage })),
  ),
  '/my-projects': auth(() =>
    import('./routes/MyProjectsPage').then((m) => ({ Component: m.MyProjectsPage })),
  ),
  '/offers-send': auth(() =>
    import('./routes/OffersSentPage').then((m) => ({ Component: m.OffersSentPage })),
  ),
  '/offer/:idOffer/:idProject': auth(() =>
    import('./routes/OfferPage').then((m) => ({ Component: m.OfferPage })),
  ),
  // The collaboration after the match.
  '/collab/:idOffer': auth(() =>
    import('./routes/CollabPage').then((m) => ({ Component: m.CollabPage })),
  ),
  '/recevoir-mes-paiements': auth(() =>
    import('./routes/PayoutsPage').then((m) => ({ Component: m.PayoutsPage })),
  ),
  '/paiements': auth(() =>
    import('./routes/MyPaymentsPage').then((m) => ({ Component: m.MyPaymentsPage })),
  ),
  '/mes-factures': auth(() =>
    import('./routes/InvoicesPage').then((m) => ({ Component: m.InvoicesPage })),
  ),
  '/messages': auth(() =>
    import('./routes/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
  ),
  '/notifications': auth(() =>
    import('./routes/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  ),
  '/my-notifications': auth(() =>
    import('./routes/NotificationSettingsPage').then((m) => ({
      Component: m.NotificationSettingsPage,
    })),
  ),
  '/appareils-connectes': auth(() =>
    import('./routes/SessionsPage').then((m) => ({ Component: m.SessionsPage })),
  ),
  '/admin': auth(() => import('./routes/AdminPage').then((m) => ({ Component: m.AdminPage }))),
  '/admin/:section': auth(() =>
    import('./routes/AdminPage').then((m) => ({ Component: m.AdminPage })),
  ),
};

/** The router's entries of the pages with this access rule, in CLIENT_ROUTES order. */
function routesOf(access: Access): RouteObject[] {
  return CLIENT_ROUTES.filter((path) => PAGES[path].access === access).map((path) => {
    const { lazy, loader } = PAGES[path];
    const target = path === '/' ? { index: true as const } : { path };
    return { ...target, lazy, ...(loader ? { loader } : {}) };
  });
}

/** Public pages: home, profiles, sector listings, project detail, pricing, legal, contact... */
export const publicRoutes: RouteObject[] = routesOf('public');

/** Visitors only; the sign-up form also needs the profile type chosen on /inscription. */
export const guestRoutes: RouteObject[] = [
  ...routesOf('guest'),
  { element: <RequireSignupChoice />, children: routesOf('signupChoice') },
];

/** Login required: account pages, projects, offers, messages, affiliation, admin... */
export const authRoutes: RouteObject[] = routesOf('auth');

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: Splash, // shown while the first page chunk loads
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <GuestOnly />, children: guestRoutes },
      { element: <RequireAuth />, children: authRoutes },
      {
        path: '*',
        lazy: () => import('./routes/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

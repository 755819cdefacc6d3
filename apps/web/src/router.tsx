import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { Splash } from './layout/Splash';
import { RouteError } from './routes/RouteError';
import { GuestOnly, RequireAuth, RequireSignupChoice } from './routes/guards';
import { prefetchProfile, prefetchProject, profileRead, projectRead } from './routes/prefetch';

// THE ROUTE LIST. Every page is a lazy-loaded file in src/routes/ exporting a named component.
// To add a page, add one line to the list matching its access rule (spec route tables):
//   { path: '/my-projects', lazy: () => import('./routes/MyProjectsPage').then((m) => ({ Component: m.MyProjectsPage })) },
// publicRoutes: everyone · guestRoutes: visitors only (logged → /my-account)
// authRoutes: login required (visitors → /connexion) · the `*` NotFound route stays last.

/** Public pages: home, profiles, sector listings, project detail, pricing, legal, contact... */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/HomePage').then((m) => ({ Component: m.HomePage })) },
  {
    path: '/subscription',
    lazy: () =>
      import('./routes/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: '/payment/:sessionId',
    lazy: () =>
      import('./routes/PaymentStatusPage').then((m) => ({ Component: m.PaymentStatusPage })),
  },
  {
    path: '/simulated/checkout/:sessionId',
    lazy: () =>
      import('./routes/SimulatedCheckoutPage').then((m) => ({
        Component: m.SimulatedCheckoutPage,
      })),
  },
  // Profiles, sectors, contact, legal pages and the simulated OAuth consent page (issue 3).
  {
    path: '/profile/:user',
    loader: prefetchProfile, // starts the page's read beside its chunk (LCP)
    lazy: () => {
      void profileRead().catch(() => undefined); // the read's files first (routes/prefetch.ts)
      return import('./routes/ProfilePage').then((m) => ({ Component: m.ProfilePage }));
    },
  },
  {
    path: '/profile-secteur/:secteur',
    lazy: () => import('./routes/SectorPage').then((m) => ({ Component: m.SectorPage })),
  },
  {
    path: '/desabonnement',
    lazy: () => import('./routes/UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })),
  },
  {
    path: '/nous-contacter',
    lazy: () => import('./routes/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: '/conditions-dutilisation',
    lazy: () => import('./routes/LegalPages').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: '/politique-de-confidentialite',
    lazy: () => import('./routes/LegalPages').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: '/mentions-legales',
    lazy: () => import('./routes/LegalPages').then((m) => ({ Component: m.LegalNoticePage })),
  },
  // Pay through Kollabo (issue 28): the simulated provider's hosted onboarding and checkout.
  {
    path: '/simulated/onboarding/:accountId',
    lazy: () =>
      import('./routes/SimulatedOnboardingPage').then((m) => ({
        Component: m.SimulatedOnboardingPage,
      })),
  },
  {
    path: '/simulated/collab-checkout/:sessionId',
    lazy: () =>
      import('./routes/SimulatedCollabCheckoutPage').then((m) => ({
        Component: m.SimulatedCollabCheckoutPage,
      })),
  },
  {
    path: '/simulated/oauth/:network',
    lazy: () =>
      import('./routes/SimulatedOAuthPage').then((m) => ({ Component: m.SimulatedOAuthPage })),
  },
  // Discovery (issue 14): the open-projects board and the creator directory.
  {
    path: '/projects',
    lazy: () =>
      import('./routes/ProjectsBoardPage').then((m) => ({ Component: m.ProjectsBoardPage })),
  },
  {
    path: '/all-profiles',
    lazy: () => import('./routes/AllProfilesPage').then((m) => ({ Component: m.AllProfilesPage })),
  },
  // Project detail (issue 4): public, partial for visitors.
  {
    path: '/project/:id',
    loader: prefetchProject,
    lazy: () => {
      void projectRead().catch(() => undefined);
      return import('./routes/ProjectPage').then((m) => ({ Component: m.ProjectPage }));
    },
  },
];

/** Visitors only. */
export const guestRoutes: RouteObject[] = [
  {
    path: '/connexion',
    lazy: () => import('./routes/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/inscription',
    lazy: () =>
      import('./routes/SignupChoicePage').then((m) => ({ Component: m.SignupChoicePage })),
  },
  {
    element: <RequireSignupChoice />,
    children: [
      {
        path: '/form-inscription',
        lazy: () =>
          import('./routes/SignupFormPage').then((m) => ({ Component: m.SignupFormPage })),
      },
    ],
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('./routes/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

/** Login required: account pages, projects, offers, messages, affiliation... */
export const authRoutes: RouteObject[] = [
  {
    path: '/edit-log-info',
    lazy: () => import('./routes/EditLogInfoPage').then((m) => ({ Component: m.EditLogInfoPage })),
  },
  // Account pages of issue 3.
  {
    path: '/my-account',
    lazy: () => import('./routes/MyAccountPage').then((m) => ({ Component: m.MyAccountPage })),
  },
  {
    path: '/my-favourites',
    lazy: () =>
      import('./routes/MyFavouritesPage').then((m) => ({ Component: m.MyFavouritesPage })),
  },
  {
    path: '/my-social-net',
    lazy: () => import('./routes/MySocialNetPage').then((m) => ({ Component: m.MySocialNetPage })),
  },
  {
    path: '/socials/:user',
    lazy: () => import('./routes/SocialsPage').then((m) => ({ Component: m.SocialsPage })),
  },
  {
    path: '/affiliation',
    lazy: () => import('./routes/AffiliationPage').then((m) => ({ Component: m.AffiliationPage })),
  },
  // Projects and the admin area (issue 4).
  {
    path: '/create-project',
    lazy: () =>
      import('./routes/CreateProjectPage').then((m) => ({ Component: m.CreateProjectPage })),
  },
  {
    path: '/edit-project/:id',
    lazy: () => import('./routes/EditProjectPage').then((m) => ({ Component: m.EditProjectPage })),
  },
  {
    path: '/my-projects',
    lazy: () => import('./routes/MyProjectsPage').then((m) => ({ Component: m.MyProjectsPage })),
  },
  // Offers, chat and inbox (issue 5).
  {
    path: '/offers-send',
    lazy: () => import('./routes/OffersSentPage').then((m) => ({ Component: m.OffersSentPage })),
  },
  {
    path: '/offer/:idOffer/:idProject',
    lazy: () => import('./routes/OfferPage').then((m) => ({ Component: m.OfferPage })),
  },
  // The collaboration after the match (issue 16).
  {
    path: '/collab/:idOffer',
    lazy: () => import('./routes/CollabPage').then((m) => ({ Component: m.CollabPage })),
  },
  // Pay through Kollabo (issue 28): the payout account and the user's payments.
  {
    path: '/recevoir-mes-paiements',
    lazy: () => import('./routes/PayoutsPage').then((m) => ({ Component: m.PayoutsPage })),
  },
  {
    path: '/paiements',
    lazy: () => import('./routes/MyPaymentsPage').then((m) => ({ Component: m.MyPaymentsPage })),
  },
  {
    path: '/messages',
    lazy: () => import('./routes/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
  },
  // Notifications (issue 17).
  {
    path: '/notifications',
    lazy: () =>
      import('./routes/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: '/my-notifications',
    lazy: () =>
      import('./routes/NotificationSettingsPage').then((m) => ({
        Component: m.NotificationSettingsPage,
      })),
  },
  {
    path: '/admin',
    lazy: () => import('./routes/AdminPage').then((m) => ({ Component: m.AdminPage })),
  },
  {
    path: '/admin/:section',
    lazy: () => import('./routes/AdminPage').then((m) => ({ Component: m.AdminPage })),
  },
];

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

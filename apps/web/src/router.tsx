import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { Splash } from './layout/Splash';
import { RouteError } from './routes/RouteError';
import { GuestOnly, RequireAuth, RequireSignupChoice } from './routes/guards';

// THE ROUTE LIST. Every page is a lazy-loaded file in src/routes/ exporting a named component.
// To add a page, add one line to the list matching its access rule (spec route tables):
//   { path: '/my-projects', lazy: () => import('./routes/MyProjectsPage').then((m) => ({ Component: m.MyProjectsPage })) },
// publicRoutes: everyone · guestRoutes: visitors only (logged → /my-account)
// authRoutes: login required (visitors → /connexion) · the `*` NotFound route stays last.

/** Public pages: home, profiles, sector listings, project detail, pricing, legal, contact... */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/HomePage').then((m) => ({ Component: m.HomePage })) },
];

/** Visitors only. */
export const guestRoutes: RouteObject[] = [
  {
    path: '/connexion',
    lazy: () => import('./routes/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/inscription',
    lazy: () => import('./routes/SignupChoicePage').then((m) => ({ Component: m.SignupChoicePage })),
  },
  {
    element: <RequireSignupChoice />,
    children: [
      {
        path: '/form-inscription',
        lazy: () => import('./routes/SignupFormPage').then((m) => ({ Component: m.SignupFormPage })),
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

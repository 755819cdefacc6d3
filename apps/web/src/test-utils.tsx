import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { refreshAuth } from './lib/auth';
import { setPseudo, setToken } from './lib/storage';

// Helpers for component tests only: a fresh query client and an in-memory router per test.

export function renderPage(
  element: ReactElement,
  {
    path = '/',
    url = path,
    extraRoutes = [],
  }: { path?: string; url?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element }, { path: '*', element: <p>autre page</p> }, ...extraRoutes],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch for one test; returns the mock to inspect calls. Restore with vi.unstubAllGlobals. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** Logs a test in as `pseudo` (a token of the right length; the server is mocked). */
export function logInAs(pseudo: string) {
  setToken('t'.repeat(80));
  setPseudo(pseudo);
  refreshAuth();
}

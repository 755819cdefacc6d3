import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROJECT_ID, sampleProfile, sampleProjectDetail } from '../test-samples';
import { queryClient } from '../lib/queryClient';
import { publicRoutes } from '../router';
import { jsonResponse, mockFetch } from '../test-utils';
import { apiPath, endpointUrl, profilesApi, projectsApi, reviewsApi } from '@kollabo/shared';

// The profile and project pages' main read starts while their lazy module still loads (the
// route loader), not once it has loaded and rendered; the page then uses that read.
// Each page module is held back until the test opens its gate.

const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const loaded = new Promise<void>((resolve) => (open = resolve));
    return { loaded, open: () => open() };
  };
  return { profile: gate(), project: gate() };
});
vi.mock('./ProfilePage', async (original) => {
  await gates.profile.loaded;
  return original();
});
vi.mock('./ProjectPage', async (original) => {
  await gates.project.loaded;
  return original();
});

const profile = sampleProfile;
const ID = SAMPLE_PROJECT_ID;
const detail = sampleProjectDetail();

function answer(url: string) {
  if (url.startsWith(apiPath(profilesApi.profile))) return jsonResponse({ profile });
  if (url.startsWith(apiPath(reviewsApi.list))) {
    return jsonResponse({ reviews: [], average: null, count: 0, hasMore: false, isOwner: false });
  }
  if (url.startsWith(`${apiPath(projectsApi.detail)}?`)) return jsonResponse(detail);
  return jsonResponse({ counted: true });
}

/** The app's route (loader and lazy page) alone, with the app's query client. */
function open(path: string, url: string) {
  const route = publicRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [route] }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The page module and its imports are compiled when first imported: longer than findBy's 1 s
// on a busy machine.
const LOADED = { timeout: 10_000 };

const requests = (fetchMock: ReturnType<typeof mockFetch>, start: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(start));

describe('route loaders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('ask for the profile before the profile page module has loaded, and the page uses it', async () => {
    const fetchMock = mockFetch(answer);
    open('/profile/:user', '/profile/lea');
    await vi.waitFor(() =>
      expect(
        requests(fetchMock, endpointUrl(profilesApi.profile, { query: { user: 'lea' } })),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('heading', { name: /Léa Martin/ })).toBeNull();
    gates.profile.open();
    expect(await screen.findByRole('heading', { name: /Léa Martin/ }, LOADED)).toBeTruthy();
    expect(requests(fetchMock, apiPath(profilesApi.profile))).toHaveLength(1);
  });

  it('ask for the project before the project page module has loaded, and the page uses it', async () => {
    const fetchMock = mockFetch(answer);
    open('/project/:id', `/project/${ID}`);
    await vi.waitFor(() =>
      expect(
        requests(fetchMock, endpointUrl(projectsApi.detail, { query: { id: ID } })),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('heading', { name: 'Campagne été' })).toBeNull();
    gates.project.open();
    expect(await screen.findByRole('heading', { name: 'Campagne été' }, LOADED)).toBeTruthy();
    expect(requests(fetchMock, `${apiPath(projectsApi.detail)}?`)).toHaveLength(1);
  });
});

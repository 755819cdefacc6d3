import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, apiPath, profilesApi, reviewsApi } from '@kollabo/shared';
import { sampleProfile } from '../test-samples';
import { jsonResponse, logInAs, mockFetch, renderPage } from '../test-utils';
import { ProfilePage } from './ProfilePage';

const profile = sampleProfile;

const REVIEWS = apiPath(reviewsApi.list);

/** A visitor's reads of Léa's profile: `shown` as the profile, no review, her view counted. */
const visitorAnswers = (shown = profile) =>
  mockFetch((url) =>
    url.startsWith(apiPath(profilesApi.profile))
      ? jsonResponse({ profile: shown })
      : url.startsWith(REVIEWS)
        ? jsonResponse({
            reviews: [],
            average: null,
            count: 0,
            hasMore: false,
            can: { reply: false },
          })
        : jsonResponse({ counted: true }),
  );

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a visitor every public section, the teaser and the "Inscription en 5 min" popup', async () => {
    const fetchMock = visitorAnswers();
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByRole('heading', { name: /Léa Martin/ })).toBeTruthy();
    expect(screen.getByText(profile.presentation)).toBeTruthy();
    expect(screen.getByText('1,5k')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PRO ultimate' })).toBeTruthy();
    expect(await screen.findByText(MSG.reviews.none)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MSG.profilePage.mediasTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: /J'aime/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.profilePage.teaserButton }));
    expect(
      await screen.findByRole('dialog', { name: MSG.profilePage.signupModalTitle }),
    ).toBeTruthy();
    // One view counted, then the 10-minute cookie is set.
    const views = fetchMock.mock.calls.filter(([url]) => String(url).includes('statprofile'));
    expect(views).toHaveLength(1);
    expect(document.cookie).toContain('kollabo_view_profile_lea');
  });

  it('loads the reviews section only once the presentation has been painted', async () => {
    // Frames are run by hand: nothing is painted until the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const fetchMock = visitorAnswers();
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByText(profile.presentation)).toBeTruthy();
    // Its placeholder (same card and title), not the section: its code is not even asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: MSG.reviews.title })).toBeTruthy();
    expect(screen.queryByText(MSG.reviews.none)).toBeNull();
    const reviewReads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith(REVIEWS));
    expect(reviewReads()).toHaveLength(0);
    // The frame is painted: the section comes.
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    expect(await screen.findByText(MSG.reviews.none)).toBeTruthy();
    expect(reviewReads()).toHaveLength(1);
  });

  it('shows her profile type in the feminine when she chose it: "Influenceuse"', async () => {
    visitorAnswers({ ...profile, feminine: true });
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByText('Influenceuse')).toBeTruthy();
    expect(screen.queryByText('Influenceur')).toBeNull();
  });

  it('tells her that her profile is restricted when the server marks it so (her own view only)', async () => {
    visitorAnswers({ ...profile, restricted: true });
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByText(MSG.profilePage.restricted)).toBeTruthy();
  });

  it('shows no restriction notice on a profile as everyone sees it', async () => {
    visitorAnswers();
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByRole('heading', { name: /Léa Martin/ })).toBeTruthy();
    expect(screen.queryByText(MSG.profilePage.restricted)).toBeNull();
  });

  it('tells a member her phone comes with a signed contract, and gives it to a signed partner', async () => {
    logInAs('marque');
    visitorAnswers();
    const page = renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    expect(await screen.findByText(MSG.common.phoneHidden)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '0612345678' })).toBeNull();
    page.unmount();
    visitorAnswers({ ...profile, phone: '0612345678' });
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/lea' });
    const tel = await screen.findByRole('link', { name: '0612345678' });
    expect(tel.getAttribute('href')).toBe('tel:0612345678');
    expect(screen.queryByText(MSG.common.phoneHidden)).toBeNull();
  });

  it('says "Aucun profil trouvé" for an unknown user', async () => {
    mockFetch(() => jsonResponse({ error: 'profile_not_found', message: 'x' }, 404));
    renderPage(<ProfilePage />, { path: '/profile/:user', url: '/profile/personne' });
    expect(await screen.findByText(MSG.profile.notFound)).toBeTruthy();
    // The page leads somewhere: the directory.
    const back = screen.getByRole('link', { name: MSG.sectorPage.allProfiles });
    expect(back.getAttribute('href')).toBe('/all-profiles');
  });
});

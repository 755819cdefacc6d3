import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, NICHES, nicheSlug } from '@kollabo/shared';
import { ThemeCarousel } from '../home/ThemeCarousel';
import { Footer } from '../../layout/Footer';
import { endSession, startSession } from '../../lib/auth';
import { SectorPage } from '../../routes/SectorPage';
import { sampleProfile } from '../../test-samples';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';

// The ways into the board and the directory from elsewhere.
describe('links to the board and the directory', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('lists the 16 niches in the footer, each linking its sector page', () => {
    renderPage(<Footer />);
    const nav = screen.getByRole('navigation', { name: MSG.footerNiches.title });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...NICHES]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      NICHES.map((niche) => `/profile-secteur/${nicheSlug(niche)}`),
    );
  });

  it("opens the directory on the sector page's niche", async () => {
    mockFetch(() => jsonResponse({ users: [], hasMore: false }));
    renderPage(<SectorPage />, {
      path: '/profile-secteur/:secteur',
      url: '/profile-secteur/sante-bien-etre',
    });
    const button = await screen.findByRole('link', { name: MSG.sectorPage.allProfiles });
    expect(button.getAttribute('href')).toBe('/all-profiles?secteur=sante-bien-etre');
  });

  it("sends a creator's theme card to the board on its niche, not to /create-project", async () => {
    startSession('t'.repeat(80), 'lea');
    mockFetch(() =>
      jsonResponse({
        // A creator: her theme cards lead to the board.
        profile: { ...sampleProfile, subscription: 'null' },
      }),
    );
    const { router } = renderPage(<ThemeCarousel logged />);
    const card = await screen.findByRole('button', { name: MSG.home.themeProjects('beauté') });
    await userEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(router.state.location.search).toBe('?secteur=beaute');
  });
});

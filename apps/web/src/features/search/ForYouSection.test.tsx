import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type Profile } from '@kollabo/shared';
import { Header } from '../../layout/Header';
import { endSession, startSession } from '../../lib/auth';
import { sampleProfile } from '../../test-samples';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ForYouSection } from './ForYouSection';

const me = (statut: string): Profile => ({
  ...sampleProfile,
  statut,
  presentation: 'Créatrice beauté et maquillage à Lyon.',
  categorie: 'Beauté',
  subscription: 'null',
});

const project = {
  _id: 'p1',
  title: 'Tutoriel maquillage été',
  description: 'Une vidéo tutoriel pour notre nouvelle palette.',
  budget: 'Moins de 500 €',
  secteur: 'Beauté',
  profilSearch: ['Influenceur'],
  statut: 'publish',
  dateCrea: new Date().toISOString(),
  views: 3,
  totalOffers: 0,
};

function setup(statut: string, element: ReactElement) {
  startSession('t'.repeat(80), 'lea');
  const fetchMock = mockFetch((address) => {
    if (address.includes('/user/profile')) return jsonResponse({ profile: me(statut) });
    if (address.includes('/project/search'))
      return jsonResponse({
        projects: [project],
        hasMore: false,
        total: 1,
        totalCapped: false,
        facets: { profil: {}, budget: {}, secteur: {} },
      });
    return jsonResponse({ message: 'non' }, 404);
  });
  renderPage(element);
  return fetchMock;
}

const searched = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.some(([address]) => String(address).includes('/project/search'));

describe('discovery for a logged creator', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('shows "Projets pour vous": newest projects seeking her profile type and niche', async () => {
    const fetchMock = setup('Influenceur', <ForYouSection />);
    expect(await screen.findByRole('heading', { name: MSG.forYou.title })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tutoriel maquillage été' })).toBeTruthy();
    const call = fetchMock.mock.calls
      .map(([address]) => String(address))
      .find((address) => address.includes('/project/search'));
    const params = new URL(call ?? '', 'http://x').searchParams;
    expect(params.get('profil')).toBe('Influenceur');
    expect(params.get('secteur')).toBe('Beauté');
    expect(params.get('sort')).toBe('recent');
    expect(screen.getByRole('link', { name: MSG.forYou.seeAll }).getAttribute('href')).toBe(
      '/projects?profil=Influenceur&secteur=beaute',
    );
  });

  it('shows nothing to a brand', async () => {
    const fetchMock = setup('Marque', <ForYouSection />);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([address]) => String(address).includes('/user/profile')),
      ).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: MSG.forYou.title })).toBeNull();
    expect(searched(fetchMock)).toBe(false);
  });

  it("puts finding projects first in a creator's header and burger, posting one stays", async () => {
    setup('Influenceur', <Header />);
    const find = await screen.findByRole('link', { name: MSG.nav.findProjects });
    expect(find.getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('link', { name: MSG.nav.postProject }).getAttribute('href')).toBe(
      '/create-project',
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.nav.openMenu }));
    const menu = within(await screen.findByRole('dialog'));
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf(MSG.nav.viewProjects)).toBeLessThan(links.indexOf(MSG.nav.postProject));
    expect(links).toContain(MSG.nav.allProfiles);
  });

  it("keeps Déposer un projet as an owner's primary action, with the board and directory links", async () => {
    setup('Marque', <Header />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: MSG.nav.projects }).getAttribute('href')).toBe(
        '/projects',
      ),
    );
    expect(screen.getByRole('link', { name: MSG.nav.allProfiles }).getAttribute('href')).toBe(
      '/all-profiles',
    );
    expect(screen.queryByRole('link', { name: MSG.nav.findProjects })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.nav.openMenu }));
    const menu = within(await screen.findByRole('dialog'));
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf(MSG.nav.postProject)).toBeLessThan(links.indexOf(MSG.nav.viewProjects));
  });
});

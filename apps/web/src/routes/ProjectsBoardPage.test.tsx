import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  PROFIL_SEARCH_CHOICES,
  profileTypeLabel,
  type ProjectCardDto,
  type ProjectSearchReply,
  type SearchAlert,
} from '@kollabo/shared';
import { endSession, startSession } from '../lib/auth';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { ProjectsBoardPage } from './ProjectsBoardPage';

const b = MSG.board;
const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();

function card(overrides: Partial<ProjectCardDto> = {}): ProjectCardDto {
  return {
    _id: overrides._id ?? 'p1',
    title: 'Lancement de notre rouge à lèvres',
    description: 'Nous cherchons des influenceuses beauté pour présenter notre nouvelle gamme.',
    budget: 'Moins de 500 €',
    secteur: 'Beauté',
    profilSearch: ['Influenceur', 'Createur de contenu'],
    statut: 'publish',
    dateCrea: twoHoursAgo,
    views: 1520,
    totalOffers: 3,
    ...overrides,
  };
}

function reply(projects: ProjectCardDto[], extra: Partial<ProjectSearchReply> = {}) {
  return {
    projects,
    hasMore: false,
    total: projects.length,
    totalCapped: false,
    facets: {
      profil: { Influenceur: 7, Agence: 0 },
      budget: { moins500: 4, plus10k: 1 },
      secteur: { Beauté: 5 },
    },
    ...extra,
  } satisfies ProjectSearchReply;
}

const alert: SearchAlert = {
  _id: 'a1',
  query: { q: 'vidéo', profil: [], budget: ['moins500'], secteur: ['Voyage'] },
  label: '« vidéo » · Voyage · Moins de 500 €',
  createdAt: twoHoursAgo,
};

/** Answers the board's search, and the alerts list and changes for logged tests. */
function setup(url: string, board: () => unknown, alerts: SearchAlert[] = []) {
  const fetchMock = mockFetch((address, init) => {
    if (address.includes('/search-alerts')) {
      if (init?.method === 'POST') return jsonResponse({ alert }, 201);
      if (init?.method === 'DELETE') return jsonResponse({ ok: true });
      return jsonResponse({ alerts });
    }
    if (address.includes('/user/profile')) return jsonResponse({}, 404);
    return jsonResponse(board());
  });
  const view = renderPage(<ProjectsBoardPage />, { path: '/projects', url });
  return { fetchMock, ...view };
}

const searchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([address]) => String(address))
    .filter((a) => a.includes('/project/search'));

describe('ProjectsBoardPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('shows a visitor the cards, the counts and the login and sign-up prompts, no author', async () => {
    setup('/projects', () =>
      reply([card({ authorInfo: undefined })], { total: 12345, totalCapped: false }),
    );
    const title = await screen.findByRole('link', { name: 'Lancement de notre rouge à lèvres' });
    expect(title.getAttribute('href')).toBe('/project/p1');
    const item = title.closest('li') as HTMLElement;
    for (const text of [
      'Beauté',
      'Moins de 500 €',
      'Influenceur',
      MSG.myProjects.publishedAgo('2 heures'),
      MSG.myProjects.views(1500),
      MSG.myProjects.offers(3),
    ]) {
      expect(item.textContent).toContain(text);
    }
    expect(item.textContent).not.toContain(b.offered);
    expect(screen.getByText(/12\s345 projets/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Influenceur\s*7/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Moins de 500 €\s*4/ })).toBeTruthy();
    // Only the types a project can seek: no project seeks a "Youtubeur".
    const fieldset = screen.getByRole('group', { name: b.profilFacet });
    expect(within(fieldset).queryByRole('button')).toBeNull(); // nothing folded away
    expect(within(fieldset).getAllByRole('checkbox')).toHaveLength(PROFIL_SEARCH_CHOICES.length);
    expect(within(fieldset).queryByRole('checkbox', { name: /Youtubeur/ })).toBeNull();
    for (const choice of PROFIL_SEARCH_CHOICES) {
      expect(
        within(fieldset).getByRole('checkbox', { name: new RegExp(profileTypeLabel(choice)) }),
      );
    }
    expect(screen.getByRole('link', { name: MSG.nav.login }).getAttribute('href')).toBe(
      '/connexion',
    );
    expect(screen.getByRole('link', { name: MSG.nav.signup }).getAttribute('href')).toBe(
      '/inscription',
    );
    expect(screen.queryByRole('heading', { name: MSG.alerts.title })).toBeNull();
    // The 16 niches fold after six.
    expect(screen.queryByRole('checkbox', { name: /Moto/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: b.showAll(16) }));
    expect(screen.getByRole('checkbox', { name: /Moto/ })).toBeTruthy();
  });

  it('says "plus de" when the total is capped', async () => {
    setup('/projects', () => reply([card()], { total: 10_000, totalCapped: true }));
    expect(await screen.findByText(/^plus de 10\s000 projets$/)).toBeTruthy();
  });

  it('says "au moins" when the total is a lower bound', async () => {
    setup('/projects', () => reply([card()], { total: 4321, totalAtLeast: true }));
    expect(await screen.findByText(/^au moins 4\s321 projets$/)).toBeTruthy();
  });

  it('shows facet counts taken over a sample as lower bounds ("5+")', async () => {
    setup('/projects', () => reply([card()], { facetsSampled: true }));
    expect(await screen.findByText('5+')).toBeTruthy();
    expect(screen.getByText('7+')).toBeTruthy();
  });

  it('shows exact facet counts without a "+"', async () => {
    setup('/projects', () => reply([card()]));
    expect(await screen.findByText('5')).toBeTruthy();
    expect(screen.queryByText('5+')).toBeNull();
  });

  it('reads the whole query from the address and sends it, relevance first with a query', async () => {
    const { fetchMock } = setup(
      '/projects?q=maquillage&profil=Influenceur&budget=moins500,plus10k&secteur=beaute',
      () => reply([card()]),
    );
    await screen.findByText('Lancement de notre rouge à lèvres');
    const sent = new URL(searchCalls(fetchMock)[0] ?? '', 'http://x');
    expect(sent.searchParams.get('q')).toBe('maquillage');
    expect(sent.searchParams.get('profil')).toBe('Influenceur');
    expect(sent.searchParams.get('budget')).toBe('moins500,plus10k');
    expect(sent.searchParams.get('secteur')).toBe('Beauté');
    expect(sent.searchParams.get('sort')).toBe('pertinence');
    expect(sent.searchParams.get('pageSize')).toBe('10');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('maquillage');
    expect(
      (screen.getByRole('checkbox', { name: /Plus de 10 000 €/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('combobox', { name: b.sortLabel }) as HTMLSelectElement).value).toBe(
      'pertinence',
    );
  });

  it('puts each search, facet and sort in the address, and Back restores the previous query', async () => {
    const { fetchMock, router } = setup('/projects', () => reply([card()]));
    await screen.findByText('Lancement de notre rouge à lèvres');
    expect(screen.queryByRole('option', { name: b.sorts.pertinence })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox'), 'vidéo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=vid%C3%A9o'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Beauté/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vid%C3%A9o&secteur=beaute'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: b.sortLabel }), 'budget');
    await waitFor(() => expect(router.state.location.search).toContain('sort=budget'));
    const last = new URL(searchCalls(fetchMock).at(-1) ?? '', 'http://x');
    expect(last.searchParams.get('secteur')).toBe('Beauté');
    expect(last.searchParams.get('sort')).toBe('budget');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=vid%C3%A9o'));
    expect((screen.getByRole('checkbox', { name: /Beauté/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('vidéo');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('shows the empty text with a link that resets the search', async () => {
    setup('/projects?q=introuvable&secteur=moto', () =>
      reply([], { facets: { profil: {}, budget: {}, secteur: {} } }),
    );
    expect(await screen.findByText(b.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: b.resetSearch }).getAttribute('href')).toBe(
      '/projects',
    );
  });

  it('loads the next page with Afficher plus', async () => {
    let page = 0;
    const { fetchMock } = setup('/projects?budget=moins500', () => {
      page += 1;
      return reply([card({ _id: `p${page}` })], { hasMore: page === 1 });
    });
    await userEvent.click(await screen.findByRole('button', { name: MSG.ui.loadMore }));
    const last = new URL(searchCalls(fetchMock).at(-1) ?? '', 'http://x');
    expect(last.searchParams.get('page')).toBe('2');
    expect(last.searchParams.get('budget')).toBe('moins500');
  });

  it('shows a logged user the author, "Offre déposée", and saves, lists and deletes alerts', async () => {
    startSession('t'.repeat(80), 'lea');
    const { fetchMock } = setup(
      '/projects?q=vid%C3%A9o&budget=moins500&secteur=voyage',
      () =>
        reply([
          card({
            userOffered: true,
            authorInfo: {
              pseudo: 'soleil',
              name: 'Marque Soleil',
              tradeName: null,
              statut: 'Marque',
              feminine: false,
              _link_photo_profil: { url: null },
              subscription: 'premium',
            },
          }),
        ]),
      [alert],
    );
    const item = (
      await screen.findByRole('link', { name: 'Lancement de notre rouge à lèvres' })
    ).closest('li') as HTMLElement;
    expect(within(item).getByText(b.offered)).toBeTruthy();
    expect(item.textContent).toContain('Marque Soleil');
    expect(within(item).getByRole('img', { name: `${MSG.ui.pro} premium` })).toBeTruthy();
    expect(screen.queryByRole('link', { name: MSG.nav.signup })).toBeNull();

    const saved = await screen.findByRole('link', { name: MSG.alerts.open(alert.label) });
    expect(saved.getAttribute('href')).toBe(
      '/projects?q=vid%C3%A9o&budget=moins500&secteur=voyage',
    );

    await userEvent.click(screen.getByRole('button', { name: MSG.alerts.create }));
    expect(await screen.findByText(MSG.alerts.created)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      query: { q: 'vidéo', profil: [], budget: ['moins500'], secteur: ['Voyage'] },
    });

    await userEvent.click(
      screen.getByRole('button', { name: MSG.alerts.removeLabel(alert.label) }),
    );
    expect(await screen.findByText(MSG.alerts.deleted)).toBeTruthy();
    const removal = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(removal?.[0])).toContain('/search-alerts/a1');
  });

  it('says so when the ten alerts are used', async () => {
    startSession('t'.repeat(80), 'lea');
    setup(
      '/projects',
      () => reply([card()]),
      Array.from({ length: 10 }, (_, index) => ({ ...alert, _id: `a${index}` })),
    );
    const create = await screen.findByRole('button', { name: MSG.alerts.create });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(MSG.search.alertLimit)).toBeTruthy();
  });
});

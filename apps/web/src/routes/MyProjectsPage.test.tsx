import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type MyProjectDto } from '@kollabo/shared';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { MyProjectsPage } from './MyProjectsPage';

// Who is logged: an owner (default) or a creator, whose next step is the board.
const viewer = vi.hoisted(() => ({ creator: false }));
vi.mock('../features/account/useOwnProfile', () => ({
  useIsCreator: () => viewer.creator,
  useOwnProfile: () => null,
}));

const m = MSG.myProjects;
const hourAgo = new Date(Date.now() - 2 * 3600_000).toISOString();

function project(overrides: Partial<MyProjectDto>): MyProjectDto {
  return {
    _id: overrides._id ?? 'p',
    title: 'Projet',
    description: 'Une description de projet assez longue pour la carte.',
    budget: 'Moins de 500 €',
    statut: 'save',
    profilSearch: ['Influenceur'],
    dateCrea: hourAgo,
    dateProjet: null,
    publishedAt: null,
    editedAt: null,
    views: 1500,
    totalOffers: 3,
    statistique: { views: 1500, totaleOffers: 3 },
    freeProject: false,
    ...overrides,
  };
}

/** The card whose title link is `title`. */
const card = (title: string) =>
  screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

function setup(projects: MyProjectDto[], userAuthSubscription = false, hasMore = false) {
  const fetchMock = mockFetch(() => jsonResponse({ projects, hasMore, userAuthSubscription }));
  renderPage(<MyProjectsPage />, { path: '/my-projects' });
  return fetchMock;
}

// The machine is shared: generous timeouts keep slow runs from failing for no reason.
describe('MyProjectsPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer.creator = false;
  });

  it("an owner's empty list shows its icon and Créer un projet", async () => {
    setup([]);
    await screen.findByText(m.empty);
    const action = screen.getByRole('link', { name: m.emptyCreate });
    expect(action.getAttribute('href')).toBe('/create-project');
  });

  it("a creator's empty list leads to the board: Trouver des projets", async () => {
    viewer.creator = true;
    setup([]);
    await screen.findByText(m.empty);
    expect(screen.getByRole('link', { name: m.emptyBrowse }).getAttribute('href')).toBe(
      '/projects',
    );
    expect(screen.queryByRole('link', { name: m.emptyCreate })).toBeNull();
  });

  it('words each card by status and links published ones to their offers', async () => {
    setup([
      project({ _id: 'a', title: 'Brouillon', statut: 'save' }),
      project({ _id: 'b', title: 'En ligne', statut: 'publish', publishedAt: hourAgo }),
      project({ _id: 'c', title: 'En attente', statut: 'prePublish' }),
    ]);
    await screen.findByText('Brouillon');
    const [draft, live, pending] = ['Brouillon', 'En ligne', 'En attente'].map(card) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(draft.textContent).toContain(m.createdAgo('2 heures'));
    expect(live.textContent).toContain(m.publishedAgo('2 heures'));
    expect(pending.textContent).not.toContain('il y a');
    expect(within(live).getByRole('link', { name: m.seeOffers }).getAttribute('href')).toBe(
      '/project/b',
    );
    expect(within(draft).getByRole('link', { name: m.seeProject })).toBeTruthy();
    expect(draft.textContent).toContain('1,5k');
  });

  it('opens Pack requis ! on Modifier without a pack, except for the free project', async () => {
    setup([
      project({ _id: 'a', title: 'Payant' }),
      project({ _id: 'f', title: 'Gratuit', freeProject: true }),
    ]);
    await screen.findByText('Gratuit');
    const [paid, free] = ['Payant', 'Gratuit'].map(card) as [HTMLElement, HTMLElement];
    expect(within(free).getByRole('link', { name: m.edit }).getAttribute('href')).toBe(
      '/edit-project/f',
    );
    await userEvent.click(within(paid).getByRole('button', { name: m.edit }));
    const dialog = await screen.findByRole('dialog', { name: MSG.projects.subscriptionRequired });
    expect(
      within(dialog).getByRole('link', { name: MSG.projects.seePacks }).getAttribute('href'),
    ).toBe('/subscription');
  });

  it('shows the empty text and sends the category, search and filters', async () => {
    const fetchMock = setup([]);
    expect(await screen.findByText(m.empty)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Agence' }));
    await userEvent.type(screen.getByRole('searchbox'), 'été{Enter}');
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.filters }));
    await userEvent.click(screen.getByRole('checkbox', { name: m.statusFilters.publish }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plus de 10 000 €' }));
    await userEvent.click(screen.getByRole('radio', { name: m.sortOldest }));
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.apply }));
    const last = String(fetchMock.mock.calls.at(-1)?.[0]);
    for (const part of [
      'filter=Agence',
      'projectName=%C3%A9t%C3%A9',
      'publish=true',
      'budgetplus10k=true',
      'triPar=decroissant',
      'pageSize=10',
    ]) {
      expect(last).toContain(part);
    }
  });

  it('loads the next page with Afficher plus', async () => {
    const fetchMock = setup([project({ _id: 'a' })], true, true);
    await userEvent.click(await screen.findByRole('button', { name: MSG.ui.loadMore }));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('page=2');
  });
});

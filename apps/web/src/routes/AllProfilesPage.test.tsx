import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  apiPath,
  profilesApi,
  searchApi,
  type DirectoryCard,
  type UserSearchReply,
} from '@kollabo/shared';
import { endSession, startSession } from '../lib/auth';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { AllProfilesPage } from './AllProfilesPage';

const t = MSG.directory;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function profile(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    pseudo: 'lea',
    name: 'Léa Martin',
    tradeName: null,
    statut: 'Influenceur',
    feminine: false,
    presentation: 'Créatrice beauté et maquillage à Lyon, tutoriels et tests produits.',
    _link_photo_profil: { url: null },
    statistique: { views: 320, inFavorize: 12, lastConnect: null },
    subscription: 'premium',
    categorie: 'Beauté',
    localisation: 'Lyon',
    socials: {
      instagram: { verified: true, followers: 12_500, followersAt: daysAgo(2) },
      tiktok: { verified: true, followers: 1_250_000, followersAt: '2026-01-15T10:00:00.000Z' },
    },
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

function reply(users: DirectoryCard[], extra: Partial<UserSearchReply> = {}): UserSearchReply {
  return {
    users,
    hasMore: false,
    total: users.length,
    totalCapped: false,
    facets: {
      statut: { Influenceur: 9 },
      secteur: { Beauté: 4, Moto: 0 },
      reseau: { instagram: 6, tiktok: 2 },
      followers: { '10ka50k': 3 },
      pro: { true: 2 },
    },
    ...extra,
  };
}

function setup(url: string, users: () => UserSearchReply) {
  const fetchMock = mockFetch((address) => {
    if (address.startsWith(apiPath(profilesApi.profile))) return jsonResponse({}, 404);
    return jsonResponse(users());
  });
  const view = renderPage(<AllProfilesPage />, { path: '/all-profiles', url });
  return { fetchMock, ...view };
}

const searchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([address]) => String(address))
    .filter((address) => address.startsWith(apiPath(searchApi.users)))
    .map((address) => new URL(address, 'http://x').searchParams);

describe('AllProfilesPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('shows each card with its type, niche, place, followers per verified network and PRO badge', async () => {
    setup('/all-profiles', () => reply([profile()]));
    const link = await screen.findByRole('link', { name: /Léa Martin/ });
    expect(link.getAttribute('href')).toBe('/profile/lea');
    const item = link.closest('li') as HTMLElement;
    expect(item.textContent).toContain('Influenceur');
    expect(item.textContent).toContain('Beauté · Lyon');
    expect(item.textContent).toContain(`Instagram${MSG.followers.count('12,5k')}`);
    // Read more than 30 days ago: the count says its date.
    expect(item.textContent).toContain(`${MSG.followers.count('1,2M')} au 15 janv. 2026`);
    expect(within(item).getByRole('img', { name: `${MSG.ui.pro} premium` })).toBeTruthy();
    expect(within(item).getByTestId('rating').textContent).toContain(MSG.reviews.average('4,5', 2));
    expect(screen.getByText('1 profil')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Beauté\s*4/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: new RegExp(`${t.proFacet}\\s*2`) })).toBeTruthy();
  });

  it('shows "Influenceuse" on the card of a creator who chose the feminine', async () => {
    setup('/all-profiles', () => reply([profile({ feminine: true })]));
    const link = await screen.findByRole('link', { name: /Léa Martin/ });
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('Influenceuse')).toBeTruthy();
    expect(within(item).queryByText('Influenceur')).toBeNull();
  });

  it('gives visitors no rate filter and no rate, and says only "verified" without a count', async () => {
    const { fetchMock } = setup('/all-profiles?maxTarif=300', () =>
      reply([
        profile({
          socials: {
            instagram: { verified: true, followers: null, followersAt: null },
            tiktok: { verified: false, followers: null, followersAt: null },
          },
        }),
      ]),
    );
    const item = (await screen.findByRole('link', { name: /Léa Martin/ })).closest('li');
    expect(item?.textContent).toContain(`Instagram${MSG.followers.verified}`);
    expect(item?.textContent).not.toContain('TikTok');
    expect(screen.queryByLabelText(t.maxTarifLabel)).toBeNull();
    expect(searchCalls(fetchMock)[0]?.get('maxTarif')).toBeNull();
  });

  it('opens filtered on the niche of a sector page link and sends every facet', async () => {
    const { fetchMock, router } = setup('/all-profiles?secteur=sante-bien-etre', () =>
      reply([profile()]),
    );
    await screen.findByRole('link', { name: /Léa Martin/ });
    expect(searchCalls(fetchMock)[0]?.get('secteur')).toBe('Santé & Bien être');
    expect(searchCalls(fetchMock)[0]?.get('sort')).toBe('vues');
    expect(
      (screen.getByRole('checkbox', { name: /Santé & Bien être/ }) as HTMLInputElement).checked,
    ).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: /^Instagram/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /10k à 50k/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(t.proFacet) }));
    await userEvent.type(screen.getByLabelText(t.localisationLabel), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.apply }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: MSG.board.sortLabel }),
      'actifs',
    );
    await waitFor(() => expect(router.state.location.search).toContain('sort=actifs'));
    const last = searchCalls(fetchMock).at(-1);
    expect(last?.get('reseau')).toBe('instagram');
    expect(last?.get('followers')).toBe('10ka50k');
    expect(last?.get('pro')).toBe('true');
    expect(last?.get('localisation')).toBe('Lyon');
    expect(router.state.location.search).toBe(
      '?secteur=sante-bien-etre&reseau=instagram&followers=10ka50k&pro=true&localisation=Lyon&sort=actifs',
    );
  });

  it('lets a logged user cap the publication rate and shows the rate on cards', async () => {
    startSession('t'.repeat(80), 'marque');
    const { fetchMock } = setup('/all-profiles', () => reply([profile({ publicationTarif: 150 })]));
    const item = (await screen.findByRole('link', { name: /Léa Martin/ })).closest('li');
    expect(item?.textContent).toContain(t.rateFrom('150\u00a0€'));
    await userEvent.type(screen.getByLabelText(t.maxTarifLabel), '300');
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.apply }));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.get('maxTarif')).toBe('300'));
  });

  it('shows the empty text with a reset link', async () => {
    setup('/all-profiles?q=personne', () => reply([]));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.board.resetSearch }).getAttribute('href')).toBe(
      '/all-profiles',
    );
    expect(
      (screen.getByRole('combobox', { name: MSG.board.sortLabel }) as HTMLSelectElement).value,
    ).toBe('pertinence');
  });
});

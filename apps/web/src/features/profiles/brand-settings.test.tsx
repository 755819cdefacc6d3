import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, accountsApi, apiPath, profilesApi, type ProfileCard as Card } from '@kollabo/shared';
import { accountLinks } from '../../layout/AccountSubMenu';
import { SignupFormPage } from '../../routes/SignupFormPage';
import { setSignupStatut } from '../../lib/storage';
import { sampleProfile } from '../../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { ProfileCard } from './ProfileCard';
import { ProfileInfoForm } from './ProfileInfoForm';

// Brands are brands (issue 42, point 9): a brand type is asked its trade name at sign-up and on
// /my-account and is shown by it; the creator-only settings ("Au féminin", "Mes réseaux
// sociaux", "Recevoir mes paiements") are not shown to her.

const t = MSG.myAccountPage;
const a = MSG.authForm;
const presentation = 'Mobilier et luminaires fabriqués en Bretagne, depuis 1998.';
const brand = { ...sampleProfile, statut: 'Marque', presentation, tradeName: 'Maison Ardoise' };
const creator = { ...sampleProfile, presentation, phone: '' };
const updateCall = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.find(([url]) => url === apiPath(profilesApi.updateInfo));

describe('the trade name at sign-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function fill(statut: string) {
    setSignupStatut(statut);
    const fetchMock = mockFetch((url) =>
      url.includes(apiPath(accountsApi.pseudoTest))
        ? jsonResponse({ valid: true })
        : jsonResponse({ ok: true, token: 'k'.repeat(120), pseudo: 'ardoise' }, 201),
    );
    renderPage(<SignupFormPage />, { path: '/form-inscription' });
    await userEvent.type(screen.getByLabelText(a.emailLabel), 'contact@ardoise.fr');
    await userEvent.type(screen.getByLabelText(a.codeLabel), '1234');
    await userEvent.type(screen.getByLabelText(a.pseudoLabel), 'ardoise');
    await userEvent.type(screen.getByLabelText(a.passwordLabel), 'secret123');
    await waitFor(() => expect(screen.getByText(a.pseudoAvailable)).toBeTruthy());
    return fetchMock;
  }

  const signupCall = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.find(([url]) => url === apiPath(accountsApi.signup));

  it('is asked of a brand and sent', async () => {
    const fetchMock = await fill('Marque');
    await userEvent.type(screen.getByLabelText(MSG.profile.tradeNameLabel), 'Maison Ardoise');
    await userEvent.click(screen.getByRole('button', { name: MSG.signupForm.submit }));
    await waitFor(() => expect(signupCall(fetchMock)).toBeTruthy());
    expect(bodyOf(signupCall(fetchMock)?.[1])).toMatchObject({
      statut: 'Marque',
      tradeName: 'Maison Ardoise',
    });
  });

  it('refuses an invisible character before sending', async () => {
    const fetchMock = await fill('Agence');
    await userEvent.click(screen.getByLabelText(MSG.profile.tradeNameLabel));
    await userEvent.paste('Agence\u202eNord');
    await userEvent.click(screen.getByRole('button', { name: MSG.signupForm.submit }));
    expect(await screen.findByText(MSG.profile.tradeNameCharacters)).toBeTruthy();
    expect(signupCall(fetchMock)).toBeUndefined();
  });

  it('is not asked of a creator', async () => {
    const fetchMock = await fill('Influenceur');
    expect(screen.queryByLabelText(MSG.profile.tradeNameLabel)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.signupForm.submit }));
    await waitFor(() => expect(signupCall(fetchMock)).toBeTruthy());
    expect(bodyOf(signupCall(fetchMock)?.[1])).not.toHaveProperty('tradeName');
  });
});

describe('/my-account for a brand and a creator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a brand her trade name, without "Au féminin", and saves it', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderPage(<ProfileInfoForm profile={brand} />);
    expect(screen.queryByLabelText(t.feminineLabel)).toBeNull();
    const field = screen.getByLabelText(MSG.profile.tradeNameLabel) as HTMLInputElement;
    expect(field.value).toBe('Maison Ardoise');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ardoise & Fils');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText(MSG.profile.success);
    const body = bodyOf(updateCall(fetchMock)?.[1]);
    expect(body).toMatchObject({ statut: 'Marque', tradeName: 'Ardoise & Fils' });
    expect(body).not.toHaveProperty('feminine');
  });

  it('shows a creator "Au féminin" and no trade name; switching to Marque swaps them', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    renderPage(<ProfileInfoForm profile={creator} />);
    expect(screen.getByLabelText(t.feminineLabel)).toBeTruthy();
    expect(screen.queryByLabelText(MSG.profile.tradeNameLabel)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText(MSG.profile.success);
    expect(bodyOf(updateCall(fetchMock)?.[1])).not.toHaveProperty('tradeName');

    await userEvent.selectOptions(screen.getByLabelText(t.statutLabel), 'Marque');
    expect(screen.queryByLabelText(t.feminineLabel)).toBeNull();
    expect(screen.getByLabelText(MSG.profile.tradeNameLabel)).toBeTruthy();
  });

  it('lists the social networks and payouts pages to creators only', () => {
    const paths = (isBrand: boolean) => accountLinks('lea', isBrand).map((link) => link.to);
    expect(paths(false)).toEqual(
      expect.arrayContaining(['/my-social-net', '/recevoir-mes-paiements']),
    );
    expect(paths(true)).not.toContain('/my-social-net');
    expect(paths(true)).not.toContain('/recevoir-mes-paiements');
    expect(paths(true)).toContain('/my-account');
  });
});

describe('a brand is shown by its trade name', () => {
  it('on its card, instead of the pseudo and the name', () => {
    const card: Card = {
      pseudo: 'ardoise',
      name: 'Jeanne Le Gall',
      tradeName: 'Maison Ardoise',
      statut: 'Marque',
      feminine: false,
      presentation,
      _link_photo_profil: { url: null },
      statistique: { views: 3, inFavorize: 0, lastConnect: null },
      subscription: 'null',
    };
    render(
      <MemoryRouter>
        <ProfileCard card={card} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Maison Ardoise/)).toBeTruthy();
    expect(screen.queryByText(/Jeanne Le Gall/)).toBeNull();
  });
});

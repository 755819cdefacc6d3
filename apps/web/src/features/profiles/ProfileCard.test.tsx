import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type ProfileCard as Card } from '@kollabo/shared';
import { lastSeen } from './lastSeen';
import { ProfileCard } from './ProfileCard';

const card = (overrides: Partial<Card> = {}): Card => ({
  pseudo: 'lea',
  name: 'Léa Martin',
  tradeName: null,
  statut: 'Influenceur',
  feminine: false,
  presentation: 'x'.repeat(300),
  _link_photo_profil: { url: null },
  statistique: { views: 12_500, inFavorize: 1_250_000, lastConnect: null },
  subscription: 'premium',
  ...overrides,
});

describe('ProfileCard', () => {
  it('cuts the text at 196 characters, abbreviates numbers and shows the PRO badge', () => {
    render(
      <MemoryRouter>
        <ul>
          <ProfileCard card={card()} />
        </ul>
      </MemoryRouter>,
    );
    const text = screen.getByText(/^x+…$/);
    expect(text.textContent).toHaveLength(197);
    expect(screen.getByText('12,5k')).toBeTruthy();
    expect(screen.getByText('1,2M')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PRO premium' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/profile/lea');
  });

  it('shows the pseudo when there is no name, and no badge for standard', () => {
    render(
      <MemoryRouter>
        <ul>
          <ProfileCard card={card({ name: '', subscription: 'standard', presentation: 'Court' })} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Court')).toBeTruthy();
    expect(screen.getAllByText('lea').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /PRO/ })).toBeNull();
  });

  it('shows her type in the feminine when she chose it: "Influenceuse"', () => {
    render(
      <MemoryRouter>
        <ul>
          <ProfileCard card={card({ feminine: true })} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Influenceuse')).toBeTruthy();
    expect(screen.queryByText('Influenceur')).toBeNull();
  });
});

describe('lastSeen', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says "Disponible" under a minute, then French relative times', () => {
    expect(lastSeen(new Date(now - 30_000).toISOString(), now)).toEqual({
      label: MSG.profilePage.available,
      available: true,
    });
    expect(lastSeen(new Date(now - 5 * 60_000).toISOString(), now).label).toBe(
      'Actif il y a 5 minutes',
    );
    expect(lastSeen(new Date(now - 3 * 86_400_000).toISOString(), now).label).toBe(
      'Actif il y a 3 jours',
    );
    expect(lastSeen(null, now).label).toBe(MSG.profilePage.neverSeen);
  });
});

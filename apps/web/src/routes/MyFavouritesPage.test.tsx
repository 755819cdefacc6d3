import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { MyFavouritesPage } from './MyFavouritesPage';

describe('MyFavouritesPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an empty list says so with an icon and leads to the directory', async () => {
    mockFetch(() => jsonResponse({ favorisInfo: [], hasMore: false }));
    renderPage(<MyFavouritesPage />, { path: '/my-favourites' });
    const message = await screen.findByText(MSG.favourites.emptyFavourites);
    expect(message.parentElement?.querySelector('svg')).toBeTruthy();
    const action = screen.getByRole('link', { name: MSG.favouritesPage.emptyAction });
    expect(action.getAttribute('href')).toBe('/all-profiles');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { SubscriptionBlock } from './SubscriptionBlock';

describe('burger menu subscription block', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the current pack with PRO badge, credits, buy link and expiry', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    mockFetch(() =>
      jsonResponse({
        subscription: { type: 'premium', balanceOffer: 3, expireDate: tomorrow },
        firstProject: 'no',
        state: 'allowed',
      }),
    );
    renderPage(<SubscriptionBlock onNavigate={() => {}} />);
    expect(await screen.findByText(/Mon pack en cours/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PRO premium' })).toBeTruthy();
    expect(screen.getByText('3 crédits restants')).toBeTruthy();
    expect(screen.getByText('Expire : Demain')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acheter des crédits' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('offers "Passer PRO" without a subscription or when the call fails', async () => {
    mockFetch(() => jsonResponse({ error: 'server', message: 'x' }, 500));
    renderPage(<SubscriptionBlock onNavigate={() => {}} />);
    const link = await screen.findByRole('link', { name: 'Passer PRO' });
    expect(link.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByText(/Mon pack en cours/)).toBeNull();
  });
});

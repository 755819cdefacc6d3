import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type Coupon } from '@kollabo/shared';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { AffiliationPage } from './AffiliationPage';

const coupon = (code: string): Coupon => ({
  _id: `id-${code}`,
  code,
  reduction: '10%',
  sponsor: 'marque',
  delay: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  isPersonnalTo: '',
  initialNumberOfUses: 20,
  numberOfUses: 12,
  CA: 223.2,
});

describe('AffiliationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty text when the user sponsors no coupon', async () => {
    mockFetch(() => jsonResponse({ coupons: [], hasMore: false }));
    renderPage(<AffiliationPage />, { path: '/affiliation' });
    expect(await screen.findByText(MSG.affiliationPage.empty)).toBeTruthy();
  });

  it('lists coupons 6 at a time with uses left and revenue, then loads the next page', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('page=2')
        ? jsonResponse({ coupons: [coupon('SEPT')], hasMore: false })
        : jsonResponse({
            coupons: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map(coupon),
            hasMore: true,
          }),
    );
    renderPage(<AffiliationPage />, { path: '/affiliation' });
    expect(await screen.findByRole('heading', { name: 'A1' })).toBeTruthy();
    expect(screen.getAllByText(MSG.affiliationPage.usesLeft(12, 20))).toHaveLength(6);
    expect(screen.getAllByText(/223,20\s€/)).toHaveLength(6);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('pageSize=6');
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.loadMore }));
    expect(await screen.findByRole('heading', { name: 'SEPT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.ui.loadMore })).toBeNull();
  });

  it('shows the expiry day chosen, in any time zone: "Expire le 31 déc. 2026"', async () => {
    mockFetch(() =>
      jsonResponse({ coupons: [{ ...coupon('NOEL'), delay: '2026-12-31' }], hasMore: false }),
    );
    renderPage(<AffiliationPage />, { path: '/affiliation' });
    expect(await screen.findByRole('heading', { name: 'NOEL' })).toBeTruthy();
    expect(screen.getByText(/Expire le 31 déc\. 2026/)).toBeTruthy();
    expect(screen.queryByText(/janv\. 2027/)).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, endpointUrl, paymentsApi } from '@kollabo/shared';
import { endSession, startSession } from '../lib/auth';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { SubscriptionPage } from './SubscriptionPage';

const euro = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

function setup() {
  return renderPage(<SubscriptionPage />, {
    path: '/subscription',
    extraRoutes: [{ path: '/simulated/checkout/:id', element: <p>page de paiement</p> }],
  });
}

const packCard = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('SubscriptionPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('shows the three packs at their TTC prices and the guarantee', () => {
    mockFetch(() => jsonResponse({}));
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: MSG.subscriptionPage.title }),
    ).toBeTruthy();
    expect(euro(packCard('Standard').textContent ?? '')).toContain('19,99 €');
    expect(euro(packCard('Premium').textContent ?? '')).toContain('30,99 €');
    expect(euro(packCard('Ultimate').textContent ?? '')).toContain('100,99 €');
    expect(screen.getByText(MSG.subscriptionPage.guarantee)).toBeTruthy();
  });

  it('asks a visitor to log in or sign up instead of buying', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir Premium' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.subscriptionPage.loginTitle });
    expect(within(dialog).getByRole('link', { name: MSG.subscriptionPage.login })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: MSG.subscriptionPage.signup })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['is-use', MSG.coupon.used],
    ['is-expire', MSG.coupon.expired],
    ['no-valid', MSG.coupon.invalid],
  ])('shows the %s coupon text and keeps the prices', async (status, text) => {
    mockFetch(() => jsonResponse({ status, reduction: '' }));
    setup();
    await userEvent.type(screen.getByLabelText(MSG.subscriptionPage.couponLabel), 'CODE1');
    await userEvent.click(screen.getByRole('button', { name: MSG.subscriptionPage.couponApply }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(euro(packCard('Standard').textContent ?? '')).toContain('19,99 €');
  });

  it('applies a valid 10 % coupon to every price, then sends it with the chosen pack', async () => {
    startSession('t'.repeat(80), 'marque');
    const fetchMock = mockFetch((url) => {
      if (url.includes('/coupon/verification'))
        return jsonResponse({ status: 'valid', reduction: '10%' });
      if (url.includes('/user/user-subscription')) {
        return jsonResponse({ subscription: null, firstProject: 'no', state: 'none' });
      }
      return jsonResponse({
        id: 'sim_1',
        url: '/simulated/checkout/sim_1',
        amountCents: 2790,
        free: false,
      });
    });
    setup();
    await userEvent.type(screen.getByLabelText(MSG.subscriptionPage.couponLabel), 'dix');
    await userEvent.click(screen.getByRole('button', { name: MSG.subscriptionPage.couponApply }));
    expect((await screen.findByRole('status')).textContent).toContain(MSG.coupon.applied);
    const premium = euro(packCard('Premium').textContent ?? '');
    expect(premium).toContain('27,90 €');
    expect(premium).toContain('30,99 €');
    const check = fetchMock.mock.calls.find(([url]) => String(url).includes('/verification'));
    expect(bodyOf(check?.[1])).toEqual({ code: 'dix' });

    await userEvent.click(screen.getByRole('button', { name: 'Choisir Premium' }));
    expect(await screen.findByText('page de paiement')).toBeTruthy();
    const checkout = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/user/subscription?'),
    );
    expect(String(checkout?.[0])).toBe(
      endpointUrl(paymentsApi.checkout, {
        query: { subscription: 'premium', couponCode: 'DIX' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the subscription failure text when checkout fails', async () => {
    startSession('t'.repeat(80), 'marque');
    mockFetch((url) =>
      url.includes('/user/user-subscription')
        ? jsonResponse({ subscription: null, firstProject: 'no', state: 'none' })
        : jsonResponse({ error: 'payment_provider', message: 'x' }, 502),
    );
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir Standard' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.payment.failure);
  });
});

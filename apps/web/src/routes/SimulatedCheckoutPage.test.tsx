import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, apiPath, paymentsApi } from '@kollabo/shared';
import { jsonResponse, mockFetch } from '../test-utils';
import { SimulatedCheckoutPage } from './SimulatedCheckoutPage';

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/simulated/checkout/:sessionId', element: <SimulatedCheckoutPage /> },
      { path: '/payment/:sessionId', element: <p>retour paiement</p> },
      { path: '/subscription', element: <p>tarifs</p> },
    ],
    { initialEntries: ['/simulated/checkout/sim_abc'] },
  );
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SimulatedCheckoutPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is marked as a test payment, shows the amount and pays with Payer', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ redirect: '/payment/sim_abc' })
        : jsonResponse({ id: 'sim_abc', packType: 'premium', amountCents: 2790, status: 'open' }),
    );
    setup();
    expect(await screen.findByText(MSG.simulatedCheckout.badge)).toBeTruthy();
    expect(screen.getByText(MSG.simulatedCheckout.warning)).toBeTruthy();
    expect(await screen.findByText(/27,90\s€/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.simulatedCheckout.pay }));
    expect(await screen.findByText('retour paiement')).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      apiPath(paymentsApi.simulatedPay, { sessionId: 'sim_abc' }),
    );
  });

  it('goes back to the pricing page with Annuler', async () => {
    mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ redirect: '/subscription' })
        : jsonResponse({ id: 'sim_abc', packType: 'standard', amountCents: 1999, status: 'open' }),
    );
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: MSG.simulatedCheckout.cancel }),
    );
    expect(await screen.findByText('tarifs')).toBeTruthy();
  });

  it('shows the refusal when the simulated checkout is unavailable', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'not_found', message: MSG.payment.simulatedUnavailable }, 404),
    );
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.payment.simulatedUnavailable);
    expect(screen.queryByRole('button', { name: MSG.simulatedCheckout.pay })).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, endpointUrl, paymentsApi } from '@kollabo/shared';
import { endSession, startSession } from '../lib/auth';
import { jsonResponse, mockFetch } from '../test-utils';
import { PaymentStatusPage } from './PaymentStatusPage';

/** The page under its real pattern, opened at /payment/{sessionId}. */
function setup(sessionId = 'cs_test_1') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/payment/:sessionId', element: <PaymentStatusPage /> }],
    {
      initialEntries: [`/payment/${sessionId}`],
    },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('PaymentStatusPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('confirms the session and shows Paiement réussi with the new credits', async () => {
    startSession('t'.repeat(80), 'marque');
    const fetchMock = mockFetch(() =>
      jsonResponse({
        ok: true,
        subscription: { type: 'premium', balanceOffer: 10, expireDate: new Date().toISOString() },
        bought: { type: 'premium', credits: 10 },
      }),
    );
    setup('cs_test_1');
    expect(await screen.findByRole('heading', { name: MSG.payment.success })).toBeTruthy();
    expect(screen.getByText(MSG.paymentPage.successText('Premium', 10))).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      endpointUrl(paymentsApi.confirm, { query: { session_id: 'cs_test_1' } }),
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('says what became of each pack when a Standard is bought during a Premium', async () => {
    startSession('t'.repeat(80), 'marque');
    mockFetch(() =>
      jsonResponse({
        ok: true,
        subscription: { type: 'premium', balanceOffer: 13, expireDate: '2026-12-27T10:00:00Z' },
        bought: { type: 'standard', credits: 3 },
      }),
    );
    setup('cs_test_2');
    expect(await screen.findByRole('heading', { name: MSG.payment.success })).toBeTruthy();
    expect(
      screen.getByText(
        'Votre pack Standard a ajouté 3 crédits à votre pack Premium, qui reste actif avec ses avantages Premium.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Vous disposez maintenant de 13 crédits, jusqu’au 27 déc. 2026.'.replace('’', "'"),
      ),
    ).toBeTruthy();
    expect(screen.queryByText(MSG.paymentPage.successText('Premium', 13))).toBeNull();
  });

  it('shows Paiement non reconnu when the server does not recognise it', async () => {
    startSession('t'.repeat(80), 'marque');
    mockFetch(() => jsonResponse({ ok: false, subscription: null, bought: null }));
    setup();
    expect(await screen.findByRole('heading', { name: MSG.payment.unrecognised })).toBeTruthy();
  });

  it('shows Paiement non reconnu to a visitor without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    setup();
    expect(await screen.findByRole('heading', { name: MSG.payment.unrecognised })).toBeTruthy();
    expect(screen.getByText(MSG.paymentPage.loginText)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

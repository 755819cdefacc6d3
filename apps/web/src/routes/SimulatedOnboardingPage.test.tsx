import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, apiPath, collabPaymentsApi } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { SimulatedOnboardingPage } from './SimulatedOnboardingPage';

// The simulated hosted onboarding: marked as a test, the server's rules checked before
// sending (ISO 13616 IBAN, 18 or more), then back to "Recevoir mes paiements".

const T = MSG.simulatedOnboarding;
const P = MSG.collabPayments;

const open = () =>
  renderPage(<SimulatedOnboardingPage />, {
    path: '/simulated/onboarding/:accountId',
    url: '/simulated/onboarding/acct_sim_1',
    extraRoutes: [{ path: '/recevoir-mes-paiements', element: <p>page des versements</p> }],
  });

afterEach(() => vi.unstubAllGlobals());

describe('SimulatedOnboardingPage', () => {
  it('is marked as a test, refuses a wrong IBAN and a minor without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ accountId: 'acct_sim_1', status: 'pending' }));
    open();
    expect(await screen.findByText(T.badge)).toBeTruthy();
    expect(screen.getByText(T.warning)).toBeTruthy();
    await userEvent.type(await screen.findByLabelText(T.name), 'Chloé Dupont');
    await userEvent.type(screen.getByLabelText(T.iban), 'FR76 3000 6000 0112 3456 7890 188');
    await userEvent.type(screen.getByLabelText(T.birthDate), '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(P.ibanInvalid)).toBeTruthy();
    expect(screen.getByText(P.birthDateInvalid)).toBeTruthy();
    expect(screen.getByLabelText(T.iban).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the name, the IBAN, the birth date and the VAT status, then goes back', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ redirect: '/recevoir-mes-paiements' })
        : jsonResponse({ accountId: 'acct_sim_1', status: 'pending' }),
    );
    open();
    await userEvent.type(await screen.findByLabelText(T.name), 'Chloé Dupont');
    await userEvent.type(screen.getByLabelText(T.iban), 'fr7630006000011234567890189');
    await userEvent.tab(); // grouped by four on leaving the field
    expect((screen.getByLabelText(T.iban) as HTMLInputElement).value).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
    await userEvent.type(screen.getByLabelText(T.birthDate), '1995-04-12');
    await userEvent.click(screen.getByLabelText(P.vatExempt));
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText('page des versements')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(
      apiPath(collabPaymentsApi.simulatedOnboardingSubmit, { accountId: 'acct_sim_1' }),
    );
    expect(bodyOf(post?.[1])).toEqual({
      name: 'Chloé Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      birthDate: '1995-04-12',
      vatExempt: true,
    });
  });

  it("puts the server's refusal under its field", async () => {
    mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ error: 'iban_invalid', message: P.ibanInvalid, field: 'iban' }, 400)
        : jsonResponse({ accountId: 'acct_sim_1', status: 'pending' }),
    );
    open();
    await userEvent.type(await screen.findByLabelText(T.name), 'Chloé Dupont');
    await userEvent.type(screen.getByLabelText(T.iban), 'FR7630006000011234567890189');
    await userEvent.type(screen.getByLabelText(T.birthDate), '1995-04-12');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(P.ibanInvalid)).toBeTruthy();
    expect(screen.getByLabelText(T.iban).getAttribute('aria-invalid')).toBe('true');
  });
});

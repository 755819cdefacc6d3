import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { PayoutsPage } from './PayoutsPage';

// "Recevoir mes paiements" (issue 28): the payout account's state with what is missing, the
// onboarding's start, the VAT status.

const T = MSG.payoutsPage;
const P = MSG.collabPayments;

const open = () =>
  renderPage(<PayoutsPage />, {
    path: '/recevoir-mes-paiements',
    extraRoutes: [{ path: '/simulated/onboarding/:id', element: <p>inscription simulée</p> }],
  });

afterEach(() => vi.unstubAllGlobals());

describe('PayoutsPage', () => {
  it('shows a restricted account with what is missing, in French, and resumes the onboarding', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ url: '/simulated/onboarding/acct_sim_1' })
        : jsonResponse({
            status: 'restricted',
            requirements: ['external_account', 'individual.dob.day', 'individual.dob.year'],
            vatExempt: false,
          }),
    );
    open();
    expect(await screen.findByText(P.payoutStatus.restricted)).toBeTruthy();
    expect(screen.getByText(T.help.restricted)).toBeTruthy();
    const missing = within(screen.getByRole('list', { name: P.payoutStatus.restricted }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual(['Coordonnées bancaires (IBAN)', 'Date de naissance']);
    await userEvent.click(screen.getByRole('button', { name: T.resume }));
    expect(await screen.findByText('inscription simulée')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/user/payout-account/onboarding');
  });

  it('starts from nothing, and saves the VAT status', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ status: 'none', requirements: [], vatExempt: true })
        : jsonResponse({ status: 'none', requirements: [], vatExempt: false }),
    );
    open();
    expect(await screen.findByRole('button', { name: T.start })).toBeTruthy();
    const save = screen.getByRole('button', { name: T.vatSave }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet
    await userEvent.click(screen.getByLabelText(P.vatExempt));
    await userEvent.click(save);
    expect(await screen.findByText(T.vatSaved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/user/payout-account/vat');
    expect(bodyOf(put?.[1])).toEqual({ vatExempt: true });
  });

  it('says an active account can be paid', async () => {
    mockFetch(() => jsonResponse({ status: 'active', requirements: [], vatExempt: true }));
    open();
    expect(await screen.findByText(P.payoutStatus.active)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.update })).toBeTruthy();
    expect((screen.getByLabelText(P.vatExempt) as HTMLInputElement).checked).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, apiPath, collabPaymentsApi, securityApi, taxApi } from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test-utils';
import { PayoutsPage } from './PayoutsPage';

// "Recevoir mes paiements": the payout account's state with what is missing, the
// onboarding's start, the VAT position (with or without a payout account).

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
            vatPosition: 'TTC',
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
    expect(String(post?.[0])).toBe(apiPath(collabPaymentsApi.onboarding));
  });

  it('starts from nothing, and saves the VAT position among the three, payouts not active', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ status: 'none', requirements: [], vatPosition: 'EXEMPT', vatExempt: true })
        : jsonResponse({ status: 'none', requirements: [], vatPosition: 'TTC', vatExempt: false }),
    );
    open();
    expect(await screen.findByRole('button', { name: T.start })).toBeTruthy();
    const group = screen.getByRole('group', { name: T.vatLegend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['TTC', 'HT', 'EXEMPT']);
    expect((screen.getByLabelText(MSG.offers.taxModes.TTC) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(MSG.offers.taxModes.HT)).toBeTruthy();
    // Signed contracts keep their figures until an amendment: she is told here.
    expect(screen.getByText(T.vatSignedNote)).toBeTruthy();
    const save = screen.getByRole('button', { name: T.vatSave }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet
    await userEvent.click(screen.getByLabelText(P.vatExempt));
    await userEvent.click(save);
    expect(await screen.findByText(T.vatSaved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(apiPath(collabPaymentsApi.payoutVat));
    expect(bodyOf(put?.[1])).toEqual({ vatPosition: 'EXEMPT' });
    expect((screen.getByLabelText(P.vatExempt) as HTMLInputElement).checked).toBe(true);
  });

  it('says an active account can be paid', async () => {
    mockFetch(() =>
      jsonResponse({ status: 'active', requirements: [], vatPosition: 'EXEMPT', vatExempt: true }),
    );
    open();
    expect(await screen.findByText(P.payoutStatus.active)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.update })).toBeTruthy();
    expect((screen.getByLabelText(P.vatExempt) as HTMLInputElement).checked).toBe(true);
  });

  it('asks the second factor code before changing the tax details, then sends it', async () => {
    const details = {
      kind: 'person',
      legalName: 'Chloé Dupont',
      address: '12 rue des Lilas',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FR',
      birthDate: '1995-04-12',
      taxId: '1234567890123',
      siren: null,
      updatedAt: '2026-01-05T10:00:00.000Z',
    };
    const taxReply = { details, heldCents: 0, isCreator: true };
    let puts = 0;
    const fetchMock = mockFetch((url, init) => {
      if (url.startsWith(apiPath(taxApi.details))) {
        if (init?.method !== 'PUT') return jsonResponse(taxReply);
        puts += 1;
        return puts === 1
          ? jsonResponse(
              {
                error: 'second_factor_code_required',
                message: MSG.accountSecurity.errors.codeRequired,
              },
              403,
            )
          : jsonResponse(taxReply);
      }
      if (url.startsWith(apiPath(securityApi.secondFactorStatus))) {
        // Not known on yet (say, turned on in another tab): the server's answer shows the field.
        return jsonResponse({ enabled: false, recoveryCodesLeft: 0 });
      }
      return jsonResponse({
        status: 'active',
        requirements: [],
        vatPosition: 'TTC',
        vatExempt: false,
      });
    });
    open();
    const save = await screen.findByRole('button', { name: MSG.tax.save });
    expect(screen.queryByLabelText(MSG.tax.codeLabel, { exact: false })).toBeNull();
    await userEvent.click(save);
    const field = await screen.findByLabelText(MSG.tax.codeLabel, { exact: false });
    expect(screen.getAllByText(MSG.accountSecurity.errors.codeRequired).length).toBeGreaterThan(0);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: MSG.tax.save }));
    expect(await screen.findByText(MSG.tax.saved)).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(sent).toHaveLength(2);
    expect(bodyOf(sent[0]?.[1])).not.toHaveProperty('code');
    expect(bodyOf(sent[1]?.[1])).toMatchObject({ legalName: 'Chloé Dupont', code: '123456' });
  });
});

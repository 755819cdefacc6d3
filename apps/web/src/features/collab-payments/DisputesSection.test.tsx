import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG,
  formatCents,
  type AdminCollabPayment,
  adminCollabPaymentsApi,
  apiPath,
} from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { DisputesSection } from './DisputesSection';
import { OFFER, sampleDispute } from './test-samples';

// /admin/litiges: the disputes to decide (release, refund, split with the creator's
// share), held funds, releases due, alerts and the reconciliation.

const T = MSG.adminDisputes;
const P = MSG.collabPayments;

const disputed: AdminCollabPayment = {
  idOffer: OFFER,
  projectTitle: 'Campagne été',
  owner: 'marque',
  author: 'chloe',
  status: 'disputed',
  amountCents: 144000,
  totalCents: 152640,
  paidAt: '2026-11-20T10:00:00Z',
  releaseAt: '2026-12-01T10:00:00Z',
  holdLimitAt: '2027-02-08T10:00:00Z',
  dispute: sampleDispute(),
};

const reply = {
  disputes: [disputed],
  held: [{ ...disputed, idOffer: 'b', status: 'held', dispute: null, projectTitle: 'Retenu' }],
  releasesDue: [],
  alerts: [],
  reconciliation: {
    ranAt: '2026-11-27T03:00:00Z',
    ok: false,
    balanced: true,
    differences: [
      { kind: 'amount_differs', reference: 'tr_1', ledgerCents: 144000, providerCents: 140000 },
    ],
  },
  moneyAlerts: [
    {
      reference: 'charge:pi_unknown',
      kind: 'missing_in_ledger',
      ledgerCents: null,
      providerCents: 5000,
      bookedAt: '2026-11-27T02:50:00Z',
      firstSeenAt: '2026-11-27T03:00:00Z',
    },
  ],
};

/** Testing Library compares with its whitespace collapsed; French amounts carry no-break spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('DisputesSection', () => {
  it('decides a split with the creator share checked against the amount', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST' ? jsonResponse({ ok: true, status: 'split' }) : jsonResponse(reply),
    );
    renderPage(<DisputesSection />, { path: '/admin/litiges' });
    expect(await screen.findByText('Campagne été')).toBeTruthy();
    expect(screen.getByText('Le produit n’apparaît pas.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText(P.decisions.split));
    await userEvent.type(screen.getByLabelText(T.creatorShare), '1500');
    await userEvent.type(screen.getByLabelText(T.reason), 'Un seul des deux reels est conforme.');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(spaced(T.creatorShareInvalid(formatCents(144000))))).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(T.creatorShare));
    await userEvent.type(screen.getByLabelText(T.creatorShare), '720,50');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    // Nothing moves before the team confirms the amounts.
    const dialog = await screen.findByRole('alertdialog');
    expect(spaced(dialog.textContent ?? '')).toContain(
      spaced(T.confirmSplit(formatCents(72050), 'chloe')),
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.confirm }));
    expect(await screen.findByText(T.done)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(apiPath(adminCollabPaymentsApi.decide));
    expect(bodyOf(post?.[1])).toEqual({
      idOffer: OFFER,
      decision: 'split',
      creatorCents: 72050,
      reason: 'Un seul des deux reels est conforme.',
    });
  });

  it('asks for the statement of reasons and sends no share for a refund', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ ok: true, status: 'refunded' })
        : jsonResponse(reply),
    );
    renderPage(<DisputesSection />, { path: '/admin/litiges' });
    await userEvent.click(await screen.findByLabelText(P.decisions.refund));
    expect(screen.queryByLabelText(T.creatorShare)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(T.reasonMissing)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(T.reason), 'Rien n’a été publié.');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(spaced((await screen.findByRole('alertdialog')).textContent ?? '')).toContain(
      spaced(T.confirmRefund(formatCents(152640))),
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.confirm }));
    await screen.findByText(T.done);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      idOffer: OFFER,
      decision: 'refund',
      reason: 'Rien n’a été publié.',
    });
  });

  it('lists held funds and the reconciliation differences in their tabs', async () => {
    mockFetch(() => jsonResponse(reply));
    renderPage(<DisputesSection />, { path: '/admin/litiges' });
    await userEvent.click(await screen.findByRole('tab', { name: new RegExp(T.tabs.held) }));
    expect(screen.getByText('Retenu')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(T.tabs.reconciliation) }));
    expect(screen.getByText(T.reconciliationKo(1))).toBeTruthy();
    expect(screen.getByText(T.differenceKinds.amount_differs)).toBeTruthy();
    expect(screen.getByText(spaced(formatCents(140000)))).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(T.tabs.moneyAlerts) }));
    expect(screen.getByText('charge:pi_unknown')).toBeTruthy();
    expect(screen.getByText(spaced(formatCents(5000)))).toBeTruthy();
  });
});

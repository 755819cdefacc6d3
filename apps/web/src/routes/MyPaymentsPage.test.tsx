import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG,
  TAX_LINKS,
  apiPath,
  collabPaymentsApi,
  endpointUrl,
  formatCents,
  taxApi,
  type UserPayment,
} from '@kollabo/shared';
import { jsonResponse, mockFetch, renderPage } from '../test-utils';
import { MyPaymentsPage } from './MyPaymentsPage';

// /paiements: the owner's payments and receipts, the creator's incoming and paid-out
// amounts, page by page.

const T = MSG.myPaymentsPage;
const P = MSG.collabPayments;

function payment(n: number, overrides: Partial<UserPayment> = {}): UserPayment {
  return {
    idOffer: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    idProject: 'p1',
    projectTitle: `Campagne ${n}`,
    role: 'author',
    other: 'marque',
    status: 'held',
    amountCents: 144000,
    feeCents: 7200,
    vatOnFeeCents: 1440,
    totalCents: 152640,
    paidAt: '2026-11-20T10:00:00Z',
    releaseAt: null,
    releasedAt: null,
    refundedAt: null,
    movements: [],
    ...overrides,
  };
}

/** Testing Library compares with its whitespace collapsed; French amounts carry no-break spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('MyPaymentsPage', () => {
  it("shows the creator's incoming and paid-out amounts, and loads more", async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('page=2')
        ? jsonResponse({ payments: [payment(11)], hasMore: false })
        : jsonResponse({
            payments: [
              payment(1, {
                status: 'released',
                releasedAt: '2026-11-25T10:00:00Z',
                movements: [
                  { type: 'held', amountCents: 0, at: '2026-11-20T10:00:00Z' },
                  { type: 'transfer', amountCents: 144000, at: '2026-11-25T10:00:00Z' },
                  { type: 'payout', amountCents: 144000, at: '2026-11-25T10:00:00Z' },
                ],
              }),
              ...Array.from({ length: 9 }, (_, i) => payment(i + 2)),
            ],
            hasMore: true,
          }),
    );
    renderPage(<MyPaymentsPage />, { path: '/paiements' });
    const first = (await screen.findByRole('heading', { name: /Campagne 1 / })).closest('li');
    const card = within(first as HTMLElement);
    expect(card.getByText(P.statuses.released)).toBeTruthy();
    expect(card.getByText(T.paidOut).nextSibling?.textContent).toBe(formatCents(144000));
    expect(card.getByText(T.incoming).nextSibling?.textContent).toBe(formatCents(0));
    // In once (the transfer); the payout to her bank and the held amount carry no sign.
    const amounts = within(card.getByRole('list', { name: T.movements }))
      .getAllByRole('listitem')
      .map((item) => item.lastChild?.textContent);
    expect(amounts).toEqual([formatCents(144000), `+${formatCents(144000)}`, formatCents(144000)]);
    const second = within(
      screen.getByRole('heading', { name: /Campagne 2 / }).closest('li') as HTMLElement,
    );
    expect(second.getByText(T.incoming).nextSibling?.textContent).toBe(formatCents(144000));
    expect(second.getByText(T.releaseAfterPublication)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      endpointUrl(collabPaymentsApi.payments, { query: { page: 1, pageSize: 10 } }),
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.loadMore }));
    expect(await screen.findByRole('heading', { name: /Campagne 11 / })).toBeTruthy();
  });

  it("shows the owner's payment with its receipt", async () => {
    mockFetch(() =>
      jsonResponse({
        payments: [
          payment(1, {
            role: 'owner',
            other: 'chloe',
            movements: [{ type: 'payment', amountCents: -152640, at: '2026-11-20T10:00:00Z' }],
          }),
        ],
        hasMore: false,
      }),
    );
    renderPage(<MyPaymentsPage />, { path: '/paiements' });
    expect(await screen.findByText(T.withParty('chloe'))).toBeTruthy();
    expect(screen.getByText(T.paid).nextSibling?.textContent).toBe(formatCents(152640));
    expect(screen.getByText(spaced(`−${formatCents(152640)}`))).toBeTruthy();
    expect(screen.getByText(`${T.receipt} · 20 nov. 2026`)).toBeTruthy();
    expect(screen.getByTestId('payment-breakdown').textContent).toContain(formatCents(7200));
  });

  it('says when there is no payment yet', async () => {
    mockFetch(() => jsonResponse({ payments: [], hasMore: false }));
    renderPage(<MyPaymentsPage />, { path: '/paiements' });
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('tells a creator to complete her tax details, and carries the notice of art. 242 bis CGI with its links', async () => {
    mockFetch((url) => {
      if (url.startsWith(apiPath(taxApi.details))) {
        return jsonResponse({ details: null, heldCents: 144000, isCreator: true });
      }
      if (url.startsWith(apiPath(taxApi.statements))) {
        return jsonResponse({ statements: [{ year: 2025, totalCents: 250000, paymentsCount: 3 }] });
      }
      return jsonResponse({ payments: [payment(1, { status: 'released' })], hasMore: false });
    });
    renderPage(<MyPaymentsPage />, { path: '/paiements' });
    const X = MSG.tax;
    expect(await screen.findByText(X.missingTitle)).toBeTruthy();
    expect(screen.getByText(spaced(X.missingText(formatCents(144000))))).toBeTruthy();
    expect(screen.getByRole('link', { name: X.missingLink }).getAttribute('href')).toBe(
      '/recevoir-mes-paiements#infos-fiscales',
    );
    // Released but not transferred: still to receive, nothing paid out.
    const card = within(
      screen.getByRole('heading', { name: /Campagne 1 / }).closest('li') as HTMLElement,
    );
    expect(card.getByText(T.incoming).nextSibling?.textContent).toBe(formatCents(144000));
    expect(card.getByText(T.paidOut).nextSibling?.textContent).toBe(formatCents(0));
    const notice = within(screen.getByRole('region', { name: X.noticeTitle }));
    expect(notice.getByText(X.noticeArticle)).toBeTruthy();
    expect(notice.getByRole('link', { name: TAX_LINKS.impots }).getAttribute('href')).toBe(
      'https://www.impots.gouv.fr',
    );
    expect(notice.getByRole('link', { name: TAX_LINKS.urssaf }).getAttribute('href')).toBe(
      'https://www.urssaf.fr',
    );
    expect(
      await screen.findByText(spaced(X.statementLine(2025, formatCents(250000), 3))),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: X.statementDownload(2025) })).toBeTruthy();
  });
});

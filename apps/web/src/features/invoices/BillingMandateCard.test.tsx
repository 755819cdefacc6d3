import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BILLING_MANDATE_TEXT,
  MSG,
  apiPath,
  creatorInvoicesApi,
  formatShortDate,
  type BillingMandateReply,
} from '@kollabo/shared';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { BillingMandateCard } from './BillingMandateCard';

// The billing mandate on "Recevoir mes paiements": its text with its articles, accepted only
// once ticked, its date shown, revoked after a confirmation, its history.

const T = MSG.billingMandate;
const path = apiPath(creatorInvoicesApi.billingMandate);
const ACCEPTED_AT = '2026-03-03T09:00:00Z';
const none: BillingMandateReply = {
  accepted: false,
  acceptedAt: null,
  text: BILLING_MANDATE_TEXT,
  history: [],
};
const accepted: BillingMandateReply = {
  ...none,
  accepted: true,
  acceptedAt: ACCEPTED_AT,
  history: [{ action: 'accepted', at: ACCEPTED_AT }],
};

afterEach(() => vi.unstubAllGlobals());

describe('BillingMandateCard', () => {
  it('shows the text with its articles, asks the box ticked, then accepts with its date', async () => {
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'PUT' ? jsonResponse(accepted) : jsonResponse(none),
    );
    renderPage(<BillingMandateCard />);
    const text = await screen.findByLabelText(T.title, { selector: 'div' });
    expect(text.textContent).toContain('art. 289, I-2 du code général des impôts');
    expect(text.textContent).toContain('« Autofacturation »');
    expect(within(text).getAllByText(/.+/, { selector: 'p' })).toHaveLength(T.text.length);
    expect(screen.getByText(T.inactiveBadge)).toBeTruthy();

    // Not ticked: refused here, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: T.acceptButton }));
    expect(screen.getByRole('alert').textContent).toBe(T.mustTick);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByLabelText(T.accept));
    await userEvent.click(screen.getByRole('button', { name: T.acceptButton }));
    expect(await screen.findByText(T.accepted)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(path);
    expect(bodyOf(put?.[1])).toEqual({ accept: true });
    expect(
      screen.getByText(T.acceptedOn(formatShortDate(ACCEPTED_AT)), { selector: 'strong' }),
    ).toBeTruthy();
    expect(screen.getByText(T.activeBadge)).toBeTruthy();
  });

  it('revokes after a confirmation, and lists the history', async () => {
    const revoked: BillingMandateReply = {
      ...none,
      history: [{ action: 'revoked', at: '2026-04-01T09:00:00Z' }, ...accepted.history],
    };
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'DELETE' ? jsonResponse(revoked) : jsonResponse(accepted),
    );
    renderPage(<BillingMandateCard />);
    await userEvent.click(await screen.findByRole('button', { name: T.revoke }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(T.revokeBody)).toBeTruthy();
    // Kept when she changes her mind.
    await userEvent.click(within(dialog).getByRole('button', { name: T.revokeCancel }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: T.revoke }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: T.revokeConfirm }),
    );
    expect(await screen.findByText(T.revoked)).toBeTruthy();
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(del?.[0])).toBe(path);
    expect(screen.getByLabelText(T.accept)).toBeTruthy();
    await userEvent.click(screen.getByText(T.historyTitle));
    expect(
      screen.getByText(T.historyRevoked(formatShortDate('2026-04-01T09:00:00Z'))),
    ).toBeTruthy();
    expect(screen.getByText(T.historyAccepted(formatShortDate(ACCEPTED_AT)))).toBeTruthy();
  });
});

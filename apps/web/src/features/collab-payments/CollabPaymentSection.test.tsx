import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG,
  formatCents,
  type CollabPayment,
  type CollabReply,
  apiPath,
  collabPaymentsApi,
} from '@kollabo/shared';
import { sampleCollab, sampleCollabPayment } from '../../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { DeliverablesSection } from '../collab/DeliverablesSection';
import { sampleDeliverable } from '../collab/test-deliverable';
import { OFFER, showPaymentSection } from './test-samples';

// The space's payment section: the breakdown before paying, what is missing, the
// owner's "Payer et sécuriser", the payment line, the cancel and dispute forms' rules.

const S = MSG.collabPaymentSection;
const P = MSG.collabPayments;

function collab(role: 'owner' | 'author', payment: Partial<CollabPayment>): CollabReply {
  return sampleCollab({
    idOffer: OFFER,
    role,
    can: {
      editContract: role === 'owner',
      sign: false,
      publish: role === 'author',
      reviewDeliverables: role === 'owner',
      report: true,
    },
    owner: { pseudo: 'marque', name: 'Marque', photo: null },
    author: { pseudo: 'chloe', name: 'Chloé', photo: null },
    status: 'signed',
    version: 3,
    signed: true,
    signedSha256: 'a',
    versionInForce: 3,
    payment: sampleCollabPayment(payment),
  });
}

const show = (data: CollabReply, onChanged = vi.fn()) =>
  showPaymentSection(data, {
    onChanged,
    extraRoutes: [{ path: '/simulated/collab-checkout/:id', element: <p>page de paiement</p> }],
  });

afterEach(() => vi.unstubAllGlobals());

describe('CollabPaymentSection', () => {
  it('shows the owner the breakdown before paying, then sends the signed version and follows the checkout', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ url: '/simulated/collab-checkout/cs_1' }));
    show(
      collab('owner', { can: { pay: true, cancel: true, confirmCancel: false, dispute: false } }),
    );
    const breakdown = within(screen.getByTestId('payment-breakdown'));
    expect(breakdown.getByText(P.amount).nextSibling?.textContent).toBe(formatCents(144000));
    expect(breakdown.getByText(P.fee).nextSibling?.textContent).toBe(formatCents(7200));
    expect(breakdown.getByText(P.vatOnFee).nextSibling?.textContent).toBe(formatCents(1440));
    expect(breakdown.getByText(P.total).nextSibling?.textContent).toBe(formatCents(152640));
    await userEvent.click(screen.getByRole('button', { name: P.payButton }));
    expect(await screen.findByText('page de paiement')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(apiPath(collabPaymentsApi.pay));
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ idOffer: OFFER, version: 3 });
  });

  it("tells both what is missing while the creator's payout account is not active", () => {
    mockFetch(() => jsonResponse({}));
    const payment = {
      creatorPayout: { status: 'restricted' as const, requirements: ['external_account'] },
    };
    const owner = show(collab('owner', payment));
    expect(screen.getByTestId('payout-missing').textContent).toContain(
      S.creatorInactiveOwner('chloe'),
    );
    expect(screen.getByText('Coordonnées bancaires (IBAN)')).toBeTruthy();
    const pay = screen.getByRole('button', { name: P.payButton }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    owner.unmount();

    show(collab('author', payment));
    expect(screen.getByTestId('payout-missing').textContent).toContain(S.creatorInactiveAuthor);
    expect(screen.getByRole('link', { name: S.payoutLink }).getAttribute('href')).toBe(
      '/recevoir-mes-paiements',
    );
    expect(screen.queryByRole('button', { name: P.payButton })).toBeNull();
  });

  it('waits for both signatures before any payment', () => {
    mockFetch(() => jsonResponse({}));
    show({ ...collab('owner', {}), signed: false, status: 'to_sign' });
    expect(screen.getByText(S.afterSignature)).toBeTruthy();
    expect(screen.queryByRole('button', { name: P.payButton })).toBeNull();
  });

  it('shows the payment line once held: amount, state and the release date', () => {
    mockFetch(() => jsonResponse({}));
    show(
      collab('author', {
        status: 'held',
        paidAt: '2026-11-20T10:00:00Z',
        releaseAt: '2026-12-04T10:00:00Z',
      }),
    );
    const line = within(screen.getByTestId('payment-line'));
    expect(line.getByText(S.state).nextSibling?.textContent).toBe(P.statuses.held);
    expect(line.getByText(S.amount).nextSibling?.textContent).toBe(formatCents(144000));
    expect(line.getByText(S.releaseOn).nextSibling?.textContent).toBe('4 déc. 2026');
    expect(line.queryByText(P.total)).toBeNull(); // the creator sees what she receives
  });

  it('asks to cancel with a reason of at most 500 characters, counted', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true, cancelled: false }));
    const onChanged = vi.fn();
    show(
      collab('author', {
        status: 'held',
        can: { pay: false, cancel: true, confirmCancel: false, dispute: true },
      }),
      onChanged,
    );
    await userEvent.click(screen.getByRole('button', { name: S.cancelAsk }));
    const reason = screen.getByLabelText(S.cancelReason);
    const send = () => screen.getByRole('button', { name: S.cancelAsk }) as HTMLButtonElement;
    expect(send().disabled).toBe(true); // a reason first
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText(MSG.validation.counter(501, 500))).toBeTruthy();
    expect(screen.getByText(S.tooLong(500))).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(send().disabled).toBe(true);
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Tournage impossible ce mois-ci.');
    expect(screen.getByText(MSG.validation.counter(31, 500))).toBeTruthy();
    await userEvent.click(send());
    expect(await screen.findByText(S.asked)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(apiPath(collabPaymentsApi.cancel));
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      idOffer: OFFER,
      reason: 'Tournage impossible ce mois-ci.',
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows the other party's request and confirms it", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true, cancelled: true }));
    show(
      collab('owner', {
        status: 'held',
        cancelRequest: {
          requestedBy: 'author',
          reason: 'Indisponible',
          requestedAt: '2026-11-21T10:00:00Z',
        },
        can: { pay: false, cancel: false, confirmCancel: true, dispute: true },
      }),
    );
    expect(screen.getByTestId('cancel-request').textContent).toBe(
      S.askedByOther('chloe', 'Indisponible'),
    );
    await userEvent.click(screen.getByRole('button', { name: S.cancelConfirm }));
    await userEvent.type(screen.getByLabelText(S.cancelReason), "D'accord");
    await userEvent.click(screen.getByRole('button', { name: S.cancelConfirm }));
    expect(await screen.findByText(S.cancelled)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({ idOffer: OFFER, reason: "D'accord" });
  });

  it('opens a dispute with a reason from the list and a message, and shows the server refusal', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ error: 'dispute_not_held', message: P.disputeNotHeld }, 409),
    );
    show(
      collab('owner', {
        status: 'held',
        can: { pay: false, cancel: false, confirmCancel: false, dispute: true },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: S.disputeTitle }));
    const send = () => screen.getByRole('button', { name: S.disputeSend }) as HTMLButtonElement;
    await userEvent.type(
      screen.getByLabelText(S.disputeMessage),
      'Le reel ne montre pas le produit.',
    );
    expect(send().disabled).toBe(true); // a reason from the list first
    const options = within(screen.getByLabelText(S.disputeReason)).getAllByRole('option');
    expect(options.map((o) => o.textContent).slice(1)).toEqual(
      ['not_delivered', 'not_conform', 'late', 'rights_misuse', 'no_review', 'other'].map(
        (key) => P.disputeReasons[key as keyof typeof P.disputeReasons],
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText(S.disputeReason), 'not_conform');
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(P.disputeNotHeld);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      idOffer: OFFER,
      reason: 'not_conform',
      message: 'Le reel ne montre pas le produit.',
    });
  });

  it('says a contract without an amount needs no payment', () => {
    mockFetch(() => jsonResponse({}));
    show(collab('owner', { required: false }));
    expect(screen.getByText(S.notRequired)).toBeTruthy();
    expect(screen.queryByTestId('payment-breakdown')).toBeNull();
  });

  it('lets the creator publish only once the payment is held', () => {
    mockFetch(() => jsonResponse({}));
    const pending = sampleDeliverable();
    const publish = MSG.collab.markPublished;
    const unpaid = { ...collab('author', {}), deliverables: [pending] };
    const view = renderPage(
      <DeliverablesSection data={unpaid} banner={{} as never} onChanged={() => {}} />,
    );
    expect(screen.getByText(P.paymentFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: publish })).toBeNull();
    view.unmount();
    const held = { ...collab('author', { status: 'held' }), deliverables: [pending] };
    renderPage(<DeliverablesSection data={held} banner={{} as never} onChanged={() => {}} />);
    expect(screen.queryByText(P.paymentFirst)).toBeNull();
    expect(screen.getByRole('button', { name: publish })).toBeTruthy();
  });

  it('says the checkout was cancelled, or the payment received, back from the hosted page', () => {
    mockFetch(() => jsonResponse({}));
    const cancelled = showPaymentSection(collab('owner', {}), {
      url: `/collab/${OFFER}?paiement=annule`,
    });
    expect(screen.getByText(S.cancelledBack)).toBeTruthy();
    cancelled.unmount();
    showPaymentSection(collab('owner', { status: 'held' }), {
      url: `/collab/${OFFER}?paiement=ok`,
    });
    expect(screen.getByText(S.paidBack)).toBeTruthy();
    expect(screen.queryByText(S.cancelledBack)).toBeNull();
  });
});

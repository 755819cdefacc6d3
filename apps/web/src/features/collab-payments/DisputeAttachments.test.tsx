import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG,
  type CollabDispute,
  type CollabReply,
  collabPaymentsApi,
  endpointUrl,
} from '@kollabo/shared';
import { sampleCollab, sampleCollabPayment } from '../../test-samples';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { DisputeAttachments } from './DisputeAttachments';
import { OFFER, sampleDispute, showPaymentSection } from './test-samples';

// The dispute card's attachments: listed as downloads for both parties and the
// team; while the dispute is open and holds fewer than 3, either party joins one more file.

const S = MSG.collabPaymentSection;
const P = MSG.collabPayments;
const FILE_ID = '0b7e7a52-2222-4333-8444-955566667777';

const constat = {
  id: FILE_ID,
  name: 'constat.pdf',
  sizeBytes: 1200,
  uploadedBy: 'owner' as const,
  uploadedAt: '2026-11-26T11:00:00Z',
};

const dispute = (overrides: Partial<CollabDispute> = {}) =>
  sampleDispute({ attachments: [constat], ...overrides });

function collab(disputed: CollabDispute): CollabReply {
  return sampleCollab({
    idOffer: OFFER,
    role: 'author',
    status: 'signed',
    version: 1,
    signed: true,
    signedSha256: 'a',
    versionInForce: 1,
    payment: sampleCollabPayment({
      status: 'disputed',
      dispute: disputed,
      can: { pay: false, cancel: false, confirmCancel: false, dispute: false },
    }),
  });
}

const show = (data: CollabReply, onChanged = vi.fn()) => showPaymentSection(data, { onChanged });

const pdf = (size = 1200, name = 'capture.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('DisputeAttachments', () => {
  it('lists the attachments and joins one more file as multipart to the open dispute', async () => {
    const added = { ...constat, id: 'x', name: 'capture.pdf', uploadedBy: 'author' };
    const fetchMock = mockFetch(() => jsonResponse(added, 201));
    const onChanged = vi.fn();
    show(collab(dispute()), onChanged);
    const card = within(screen.getByTestId('dispute-attachments'));
    expect(card.getByRole('button', { name: 'constat.pdf' })).toBeTruthy();
    expect(card.getByText(/ajoutée par le porteur du projet/)).toBeTruthy();

    // No file chosen: told, nothing sent.
    await userEvent.click(card.getByRole('button', { name: S.attachmentSend }));
    expect(card.getByText(S.attachmentMissing)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(card.getByLabelText(S.attachmentAdd), pdf());
    await userEvent.click(card.getByRole('button', { name: S.attachmentSend }));
    expect(await card.findByText(S.attachmentAdded)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const endpoint = collabPaymentsApi.disputeAttachmentAdd;
    expect(url).toBe(endpointUrl(endpoint, { query: { idOffer: OFFER }, body: new FormData() }));
    expect(init?.method).toBe('POST');
    const sent = (init?.body as FormData).get('file') as File;
    expect(sent.name).toBe('capture.pdf');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over 5 MB before sending, and shows the server refusal in French', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ error: 'dispute_attachments_full', message: P.disputeAttachmentsFull }, 409),
    );
    show(collab(dispute()));
    const card = within(screen.getByTestId('dispute-attachments'));
    await userEvent.upload(card.getByLabelText(S.attachmentAdd), pdf(5 * 1024 * 1024 + 1));
    await userEvent.click(card.getByRole('button', { name: S.attachmentSend }));
    expect(card.getByText(P.disputeAttachmentTooLarge)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(card.getByLabelText(S.attachmentAdd), pdf());
    await userEvent.click(card.getByRole('button', { name: S.attachmentSend }));
    expect((await card.findByRole('alert')).textContent).toBe(P.disputeAttachmentsFull);
  });

  it('offers no form once the dispute is decided or holds 3 files, nor to the team', () => {
    const three = [constat, { ...constat, id: 'b' }, { ...constat, id: 'c' }];
    const { unmount } = show(collab(dispute({ attachments: three })));
    expect(screen.queryByLabelText(S.attachmentAdd)).toBeNull();
    unmount();
    const decided = show(
      collab(dispute({ decision: 'refund', decidedAt: '2026-11-27T10:00:00Z' })),
    );
    expect(screen.queryByLabelText(S.attachmentAdd)).toBeNull();
    decided.unmount();
    renderPage(<DisputeAttachments dispute={dispute()} />);
    expect(screen.getByRole('button', { name: 'constat.pdf' })).toBeTruthy();
    expect(screen.queryByLabelText(S.attachmentAdd)).toBeNull();
  });

  it('downloads an attachment with the session and hands it to the browser', async () => {
    const fetchMock = mockFetch(() => new Response(new Blob(['%PDF']), { status: 200 }));
    const createObjectURL = vi.fn(() => 'blob:constat');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<DisputeAttachments dispute={dispute()} />);
    await userEvent.click(screen.getByRole('button', { name: 'constat.pdf' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      endpointUrl(collabPaymentsApi.disputeAttachment, { query: { id: FILE_ID } }),
    );
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });
});

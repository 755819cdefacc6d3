import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG,
  creatorInvoicesApi,
  endpointUrl,
  invoicesApi,
  type CollabPaymentStatus,
  type CreatorInvoiceReply,
} from '@kollabo/shared';
import { jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { CreatorInvoiceSection } from './CreatorInvoiceSection';

// The collaboration's invoice for the creator's service: the brand sees it missing or
// downloads it; the creator uploads her PDF when she has no mandate, or reads that Kollabo
// issues it in her name; nothing while no invoice is due.

const T = MSG.creatorInvoice;
const OFFER = '0b9a3f8e-8d4a-4c1e-9a7e-3f1c2b5d6e7f';
const statusUrl = endpointUrl(creatorInvoicesApi.creatorInvoice, { query: { idOffer: OFFER } });

const reply = (overrides: Partial<CreatorInvoiceReply>): CreatorInvoiceReply => ({
  status: 'missing',
  invoice: null,
  creditNote: null,
  upload: null,
  can: { upload: false, download: false },
  ...overrides,
});

const open = (role: 'owner' | 'author', paymentStatus: CollabPaymentStatus = 'held') =>
  renderPage(<CreatorInvoiceSection idOffer={OFFER} role={role} paymentStatus={paymentStatus} />);

afterEach(() => vi.unstubAllGlobals());

describe('CreatorInvoiceSection', () => {
  it('tells the brand the invoice is missing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(reply({})));
    open('owner');
    expect(await screen.findByText(T.missing)).toBeTruthy();
    expect(screen.getByText(T.missingHint)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(statusUrl);
    expect(screen.queryByLabelText(T.fileLabel)).toBeNull();
  });

  it('lets the creator upload her PDF, checked here first, then shows it', async () => {
    const uploaded = reply({
      status: 'uploaded',
      upload: {
        name: 'facture.pdf',
        sizeBytes: 1200,
        uploadedAt: '2026-05-02T10:00:00Z',
        downloaded: false,
      },
      can: { upload: true, download: true },
    });
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(uploaded, 201)
        : jsonResponse(reply({ can: { upload: true, download: false } })),
    );
    open('author');
    expect(await screen.findByText(T.authorIntro)).toBeTruthy();
    expect(screen.queryByText(T.missing)).toBeNull();
    const input = screen.getByLabelText(T.fileLabel);
    await userEvent.upload(input, new File(['png'], 'facture.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByText(T.invalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'facture.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByText(T.uploadedNotice)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form.get('idOffer')).toBe(OFFER);
    expect((form.get('file') as File).name).toBe('facture.pdf');
    expect(screen.getByText(/Facture déposée : facture\.pdf/)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.replace })).toBeTruthy();
  });

  it('shows the invoice issued in her name with its badge, and its download to both', async () => {
    const issued = reply({
      status: 'issued',
      invoice: {
        _id: '5d2f1e0a-1b2c-4d3e-8f40-123456789abc',
        number: 'C00001-F-2026-000001',
        issuedAt: '2026-05-02T10:00:00Z',
        totalCents: 108000,
        vatCents: 18000,
      },
      can: { upload: false, download: true },
    });
    const pdfUrl = endpointUrl(invoicesApi.pdf, { query: { id: issued.invoice?._id ?? '' } });
    const fetchMock = mockFetch((url) =>
      url === pdfUrl ? new Response('%PDF-1.4', { status: 200 }) : jsonResponse(issued),
    );
    const createObjectURL = vi.fn(() => 'blob:facture');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    open('owner', 'released');
    expect(await screen.findByText(T.issued('C00001-F-2026-000001'))).toBeTruthy();
    expect(screen.getByText(T.selfBilledBadge)).toBeTruthy();
    expect(screen.queryByText(T.missing)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.download }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(pdfUrl);
  });

  it('says Kollabo will issue it while her mandate is in force, and nothing when none is due', async () => {
    mockFetch(() => jsonResponse(reply({ status: 'pending' })));
    const { unmount } = open('author');
    expect(await screen.findByText(T.pendingForAuthor)).toBeTruthy();
    expect(screen.queryByLabelText(T.fileLabel)).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    const fetchMock = mockFetch(() => jsonResponse(reply({ status: 'none' })));
    const refunded = open('owner', 'refunded');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(T.title)).toBeNull();
    refunded.unmount();
    // Before the brand paid, nothing is asked.
    fetchMock.mockClear();
    open('owner', 'unpaid');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(T.title)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, apiPath, collabApi, type CollabReply } from '@kollabo/shared';
import { sampleCollabPayment } from '../../test-samples';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../test-utils';
import { CollabSpace } from './CollabSpace';
import { SAMPLE_TERM, sampleDeliverable } from './test-deliverable';

// The space's conversation has its own test (CollabChat.test.tsx): its calls stay out of these.
vi.mock('./CollabChat', () => ({ CollabChat: () => null }));

// The collaboration space: status line, the owner's and the creator's actions.

const T = MSG.collab;
const OFFER = '7d0c1f5e-1111-4222-8333-944455556666';

const base: CollabReply = {
  access: true,
  idOffer: OFFER,
  idProject: 'p1',
  projectTitle: 'Campagne été',
  role: 'author',
  can: { editContract: false, sign: true, publish: false, reviewDeliverables: false, report: true },
  owner: { pseudo: 'marque', name: 'Marque', photo: null },
  author: { pseudo: 'chloe', name: 'Chloé', photo: null },
  status: 'to_sign',
  version: 2,
  versionInForce: null,
  proposedVersion: 2,
  versions: [],
  amountCents: 120000,
  tax: 'HT',
  amountHtCents: 120000,
  terms: {
    deliverables: [SAMPLE_TERM],
    usageRights: { channels: 'Réseaux de la marque', durationMonths: 6, territory: 'France' },
    benefitsInKind: null,
    paymentTerms: 'À 30 jours',
    amountCents: 120000,
    tax: 'HT',
  },
  amounts: null,
  deliverables: [],
  signatures: [],
  signed: false,
  signedSha256: null,
  contractRequired: true,
  yearTotalHtCents: 120000,
  missingIdentity: [],
  otherIdentityMissing: false,
  identity: {
    legalName: 'Chloé Dupont',
    address: '1 rue A',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
    fiscalCountry: 'FR',
    siret: null,
    representative: null,
  },
  history: [
    { type: 'contract_saved', actor: 'marque', at: '2026-11-23T10:00:00Z', n: 2, amountCents: 0 },
    {
      type: 'payment_held',
      actor: 'marque',
      at: '2026-11-24T10:00:00Z',
      n: 0,
      amountCents: 114_480,
    },
    {
      type: 'payment_released',
      actor: null,
      at: '2026-12-01T10:00:00Z',
      n: 0,
      amountCents: 108_000,
    },
  ],
  completedAt: null,
  payment: sampleCollabPayment({ required: false }),
  review: { canWrite: false, mine: null, theirs: null },
};

const deliverable = sampleDeliverable({
  status: 'published',
  link: 'https://www.instagram.com/reel/abc123/',
  labelled: true,
  publishedAt: '2026-11-23T10:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('CollabSpace', () => {
  it('shows the status line and the mandatory contract; the creator signs the version read, with consent', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ ok: true, signed: false, documentSha256: 'a' }),
    );
    const onChanged = vi.fn();
    renderPage(<CollabSpace data={base} onChanged={onChanged} />);
    expect(screen.getByText(T.statuses.to_sign).getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('contract-required').textContent).toContain('obligatoire');
    expect(screen.getByText('marque a enregistré la version 2 du contrat')).toBeTruthy();
    // The money events, with their amounts.
    expect(
      screen.getByText(
        /marque a payé 1\s144,80\s€ : la somme est retenue par le prestataire de paiement/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/1\s080,00\s€ versés à la créatrice ou au créateur/)).toBeTruthy();
    const sign = screen.getByRole('button', { name: T.sign });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText(T.consent));
    await userEvent.click(sign);
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      idOffer: OFFER,
      version: 2,
      fullName: 'Chloé Dupont',
      consent: true,
    });
    expect(screen.getByText(T.deliverablesAfterSignature)).toBeTruthy();
  });

  it('asks for the identity when missing', () => {
    mockFetch(() => jsonResponse({}));
    renderPage(
      <CollabSpace
        data={{ ...base, missingIdentity: ['legalName'], identity: null }}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: T.identityTitle })).toBeTruthy();
    expect(screen.getByLabelText(T.fiscalCountry)).toBeTruthy();
    // The form stops where the server would refuse.
    expect(screen.getByLabelText(T.legalName).getAttribute('maxlength')).toBe('150');
    expect(screen.getByLabelText(T.postalCode).getAttribute('maxlength')).toBe('12');
    // Countries are chosen from the list (ISO 3166-1 codes shown by their French names).
    const country = screen.getByLabelText(T.country) as HTMLSelectElement;
    expect(country.tagName).toBe('SELECT');
    expect(country.value).toBe('FR');
    expect(country.selectedOptions[0]?.textContent).toBe('France');
    expect(country.options.length).toBe(249);
  });

  it('shows an identity typed before the list by its code, and an unknown country as to choose', () => {
    mockFetch(() => jsonResponse({}));
    renderPage(
      <CollabSpace
        data={{
          ...base,
          missingIdentity: ['legalName'],
          identity: { ...base.identity!, country: 'Belgique', fiscalCountry: 'Atlantide' },
        }}
        onChanged={() => {}}
      />,
    );
    expect((screen.getByLabelText(T.country) as HTMLSelectElement).value).toBe('BE');
    const fiscal = screen.getByLabelText(T.fiscalCountry) as HTMLSelectElement;
    expect(fiscal.value).toBe('');
    expect(fiscal.selectedOptions[0]?.textContent).toBe(T.countryPlaceholder);
  });

  it('lets the owner approve a published deliverable or ask for a change with a comment', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true, completed: false }));
    const data: CollabReply = {
      ...base,
      role: 'owner',
      can: { ...base.can, sign: false, reviewDeliverables: true },
      status: 'delivered',
      signed: true,
      versionInForce: 2,
      proposedVersion: null,
      deliverables: [deliverable],
      signatures: [
        {
          role: 'author',
          pseudo: 'chloe',
          fullName: 'Chloé Dupont',
          version: 2,
          signedAt: '2026-11-23T10:00:00Z',
          documentSha256: 'a',
        },
        {
          role: 'owner',
          pseudo: 'marque',
          fullName: 'Jean Martin',
          version: 2,
          signedAt: '2026-11-23T10:05:00Z',
          documentSha256: 'a',
        },
      ],
    };
    renderPage(<CollabSpace data={data} onChanged={() => {}} />);
    expect(screen.getByRole('link', { name: T.viewPublication }).getAttribute('href')).toBe(
      deliverable.link,
    );
    await userEvent.click(screen.getByRole('button', { name: T.requestChange }));
    const send = screen.getByRole('button', { name: T.sendChange });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(T.changeComment), 'Ajoutez la mention.');
    await userEvent.click(send);
    await screen.findByText(T.changeRequested);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual({
      idOffer: OFFER,
      index: 0,
      decision: 'change',
      comment: 'Ajoutez la mention.',
    });
  });

  it('asks before the last approval releases the money, naming the amount and the creator', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true, completed: true }));
    /** The review requests sent (the space's other sections read their own data). */
    const reviews = () =>
      fetchMock.mock.calls.filter(([url]) =>
        String(url).endsWith(apiPath(collabApi.reviewDeliverable)),
      );
    const approved = sampleDeliverable({ index: 1, status: 'approved', link: deliverable.link });
    const data: CollabReply = {
      ...base,
      role: 'owner',
      can: { ...base.can, sign: false, reviewDeliverables: true },
      status: 'delivered',
      signed: true,
      versionInForce: 2,
      proposedVersion: null,
      deliverables: [deliverable, approved],
      payment: sampleCollabPayment({ status: 'held', amountCents: 75_000 }),
    };
    renderPage(<CollabSpace data={data} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: T.approve }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent?.replace(/\s+/g, ' ')).toContain(
      'Approuver et verser 750,00 € à Chloé ?',
    );
    expect(reviews()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.cancel }));
    expect(reviews()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: T.approve }));
    await userEvent.click(await screen.findByRole('button', { name: T.approveAndPayTitle }));
    await screen.findByText(T.approved);
    expect(bodyOf(reviews()[0]?.[1])).toEqual({
      idOffer: OFFER,
      index: 0,
      decision: 'approve',
    });
  });

  it('prefills the representative, not the company, and refuses another name before sending', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ ok: true, signed: false, documentSha256: 'a' }),
    );
    const data: CollabReply = {
      ...base,
      role: 'owner',
      identity: { ...base.identity!, legalName: 'Marque SA', representative: 'Jean Martin' },
    };
    renderPage(<CollabSpace data={data} onChanged={() => {}} />);
    const name = screen.getByLabelText(T.fullName) as HTMLInputElement;
    expect(name.value).toBe('Jean Martin');
    await userEvent.clear(name);
    await userEvent.type(name, 'Marque SA');
    await userEvent.click(screen.getByLabelText(T.consent));
    await userEvent.click(screen.getByRole('button', { name: T.sign }));
    expect(await screen.findByText(T.fullNameMismatch('Jean Martin'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'jean  MARTIN');
    await userEvent.click(screen.getByRole('button', { name: T.sign }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('lets a party change her identity once given, to name the person who signs for a company', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ ...base.identity, representative: 'Jean Martin' }),
    );
    const onChanged = vi.fn();
    renderPage(<CollabSpace data={{ ...base, role: 'owner' }} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: T.editIdentity }));
    expect(screen.getByText(T.editIdentityHint)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(T.representative), 'Jean Martin');
    await userEvent.click(screen.getByRole('button', { name: T.saveIdentity }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toMatchObject({
      legalName: 'Chloé Dupont',
      representative: 'Jean Martin',
    });
  });

  it('says which version is in force while an amendment waits, marks a late deliverable and asks a story screenshot', () => {
    mockFetch(() => jsonResponse({}));
    const data: CollabReply = {
      ...base,
      can: { ...base.can, publish: true },
      status: 'signed',
      signed: true,
      version: 3,
      versionInForce: 2,
      proposedVersion: 3,
      versions: [
        { version: 3, createdAt: '2026-11-25T10:00:00Z', signed: false, signedSha256: null },
        { version: 2, createdAt: '2026-11-24T10:00:00Z', signed: true, signedSha256: 'b' },
        { version: 1, createdAt: '2026-11-23T10:00:00Z', signed: false, signedSha256: null },
      ],
      deliverables: [
        { ...deliverable, status: 'pending', link: null, late: true },
        { ...deliverable, index: 1, format: 'Story', status: 'pending', link: null, story: true },
      ],
    };
    renderPage(<CollabSpace data={data} onChanged={() => {}} />);
    expect(screen.getByTestId('contract-in-force').textContent).toContain(T.proposed(3, 2));
    expect(screen.getByText(T.versionsTitle)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.pdfVersionLink(2) })).toBeTruthy();
    expect(screen.getByText(T.late)).toBeTruthy();
    expect(screen.getAllByText(T.late)).toHaveLength(1);
    expect(screen.getByLabelText(T.screenshot).getAttribute('type')).toBe('file');
    expect(screen.getAllByLabelText(T.link)).toHaveLength(1);
  });

  it('shows the signed price as HT, the art. 293 B mention, TTC, the generated payment terms and the owner’s additions', () => {
    mockFetch(() => jsonResponse({}));
    const terms = {
      ...base.terms!,
      amountCents: 75_000,
      tax: 'EXEMPT' as const,
      paymentTerms: 'Facture à compta@marque.example',
    };
    const { unmount } = renderPage(
      <CollabSpace
        data={{ ...base, status: 'signed', versionInForce: 2, proposedVersion: null, terms }}
        onChanged={() => {}}
      />,
    );
    const facts = (name: string) =>
      screen
        .getByText(name, { selector: 'dt' })
        .nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(facts(T.remuneration)).toBe(`750,00 € ${MSG.offers.amountTax.EXEMPT}`);
    expect(facts(T.figures.ht)).toBe('750,00 €');
    expect(facts(T.figures.vatExempt)).toBe('TVA non applicable, art. 293 B du CGI');
    expect(screen.queryByText(T.figures.vat)).toBeNull();
    expect(facts(T.figures.ttc)).toBe('750,00 €');
    expect(facts(T.paymentClause)).toContain(MSG.collabPayments.moneyHolder);
    expect(facts(T.additionalTerms)).toBe('Facture à compta@marque.example');
    // Signed: its figures stand until both sign an amendment, whatever her VAT position now.
    expect(screen.getByText(T.signedFiguresNote)).toBeTruthy();
    unmount();

    // A version signed before the generated clause shows the terms it was signed with.
    renderPage(
      <CollabSpace
        data={{ ...base, terms: { ...base.terms!, paymentTerms: T.legacyPaymentTerms } }}
        onChanged={() => {}}
      />,
    );
    expect(facts(T.paymentClause)).toBe(T.legacyPaymentTerms);
    expect(screen.queryByText(T.additionalTerms)).toBeNull();
    expect(facts(T.figures.vat)).toBe('240,00 €');
    expect(screen.queryByText(T.signedFiguresNote)).toBeNull();
  });
});

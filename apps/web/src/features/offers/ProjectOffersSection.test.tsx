import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type AllOffersReply, type Offer, type ProjectDetailReply } from '@kollabo/shared';
import { sampleOffersList } from '../../test-samples';
import { jsonResponse, logInAs, mockFetch, renderPage } from '../../test-utils';
import { ProjectOffersSection } from './ProjectOffersSection';

const o = MSG.offers;
const ID = '11111111-1111-4111-8111-111111111111';
afterEach(() => vi.unstubAllGlobals());

function detail(overrides: Partial<ProjectDetailReply> = {}, statut = 'publish') {
  return {
    project: {
      _id: ID,
      title: 'Campagne été',
      description: 'Une description de projet assez longue pour le test.',
      budget: 'Plus de 10 000 €',
      statut: statut as ProjectDetailReply['project']['statut'],
      profilSearch: ['Influenceur'],
      dateCrea: '2026-05-01T10:00:00.000Z',
      dateProjet: null,
      publishedAt: '2026-05-02T10:00:00.000Z',
      editedAt: null,
      views: 1,
      totalOffers: 1,
      statistique: { views: 1, totaleOffers: 1 },
    },
    authorInfo: null,
    userAuthSubscription: false,
    statusSocialNetwork: false,
    authorProject: false,
    openChat: null,
    viewerPseudo: 'chloe',
    ...overrides,
  } as ProjectDetailReply & { viewerPseudo: string | null };
}

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  idOffer: '22222222-2222-4222-8222-222222222222',
  statut: 'pending',
  statutOffer: 'pending',
  amount: null,
  cost: null,
  dateSend: '2026-05-03T10:00:00.000Z',
  dateSendOffer: '2026-05-03T10:00:00.000Z',
  messageOffre: 'Bonjour,\nje suis intéressée.',
  linkFile: null,
  user: {
    pseudo: 'chloe',
    name: 'Chloé Dupont',
    tradeName: null,
    statut: 'Influenceur',
    photo: null,
    statistique: { views: 3, lastConnect: null },
    subscription: null,
  },
  ...overrides,
});

const list = sampleOffersList;

function show(project: ReturnType<typeof detail>, reply: AllOffersReply) {
  if (project.viewerPseudo) {
    logInAs(project.viewerPseudo);
  }
  const fetchMock = mockFetch(() => jsonResponse(reply));
  renderPage(<ProjectOffersSection project={project} onChanged={() => undefined} />);
  return fetchMock;
}

describe('ProjectOffersSection', () => {
  it('asks visitors to log in on a published project, without loading offers', async () => {
    const fetchMock = show(detail({ viewerPseudo: null } as never), list());
    expect(await screen.findByText(o.loginPrompt)).toBeTruthy();
    // The login comes back to the page it was opened from (here the test's "/").
    expect(screen.getByRole('link', { name: MSG.nav.login }).getAttribute('href')).toBe(
      '/connexion?next=%2F',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens "Vérification requise !" without a verified social account', async () => {
    show(detail({ statusSocialNetwork: false }), list());
    await userEvent.click(await screen.findByRole('button', { name: o.makeOffer }));
    expect(await screen.findByText(o.verificationTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: o.verificationLink }).getAttribute('href')).toBe(
      '/my-social-net',
    );
  });

  it('opens the offer form with a verified account and checks the 50 € minimum', async () => {
    show(detail({ statusSocialNetwork: true }), list());
    await userEvent.click(await screen.findByRole('button', { name: o.makeOffer }));
    // The form's code loads apart (lazyParts.tsx).
    await userEvent.type(await screen.findByLabelText(o.amountLabel), '49');
    await userEvent.type(screen.getByLabelText(o.messageLabel, { exact: false }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: o.submit }));
    expect(await screen.findByText(o.amountMin)).toBeTruthy();
    expect((screen.getByLabelText(o.taxLabel) as HTMLSelectElement).value).toBe('TTC');
  });

  it('offers the three tax choices, prefills her kept one and sends the one chosen', async () => {
    const fetchMock = show(detail({ statusSocialNetwork: true }), list({ userTax: 'EXEMPT' }));
    await userEvent.click(await screen.findByRole('button', { name: o.makeOffer }));
    const tax = (await screen.findByLabelText(o.taxLabel)) as HTMLSelectElement;
    expect([...tax.options].map((option) => [option.value, option.text])).toEqual([
      ['TTC', 'TTC'],
      ['HT', 'HT, TVA 20 % en sus'],
      ['EXEMPT', 'TVA non applicable, art. 293 B du CGI'],
    ]);
    expect(tax.value).toBe('EXEMPT');
    await userEvent.selectOptions(tax, 'HT');
    await userEvent.type(screen.getByLabelText(o.amountLabel), '750');
    await userEvent.type(screen.getByLabelText(o.messageLabel, { exact: false }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: o.submit }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form.get('tax')).toBe('HT');
    expect(form.get('amount')).toBe('750');
  });

  it('shows the owner what he will pay: HT, the VAT or the art. 293 B mention, TTC, commission, total', async () => {
    const cost = {
      htCents: 75_000,
      vatCents: 0,
      ttcCents: 75_000,
      vatMention: 'TVA non applicable, art. 293 B du CGI',
      feeCents: 3750,
      vatOnFeeCents: 750,
      totalCents: 79_500,
    };
    show(
      detail({ authorProject: true, viewerPseudo: 'marque' } as never),
      list({ authorProject: true, offers: [offer({ amount: '750 € HT', cost })] }),
    );
    const facts = await screen.findByTestId('offer-cost'); // the cards' code loads apart
    const text = (facts.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(`${o.costHt}750,00 €`);
    expect(text).toContain(`${o.costVatExempt}TVA non applicable, art. 293 B du CGI`);
    expect(text).not.toContain(o.costVat);
    expect(text).toContain(`${o.costTtc}750,00 €`);
    expect(text).toContain(`${o.costFee}37,50 €`);
    expect(text).toContain(`${o.costVatOnFee}7,50 €`);
    expect(text).toContain(`${o.costTotal}795,00 €`);
  });

  it("shows the author's own offer masked, with the Offre déposée badge", async () => {
    show(detail(), list({ offers: [offer()], userOfferSent: true, userOfferAvailable: false }));
    expect(await screen.findByText(o.badgeSent)).toBeTruthy();
    expect(screen.getByText(o.badgeSentHint)).toBeTruthy();
    expect(screen.getByRole('heading', { name: o.listTitleOther })).toBeTruthy();
    expect(await screen.findByText(o.masked)).toBeTruthy(); // the cards' code loads apart
    expect(screen.queryByRole('button', { name: o.makeOffer })).toBeNull();
  });

  it('tells her whether the project went to another offer or she turned it down', async () => {
    const sent = { userOfferSent: true, userOfferAvailable: false };
    show(detail({}, 'attribute'), list({ ...sent, offers: [offer()] }));
    expect(await screen.findByText(o.badgeDeclinedHint)).toBeTruthy();
    expect(screen.getAllByText(o.badgeDeclined).length).toBeGreaterThan(0);
    cleanup();
    show(detail({}, 'attribute'), list({ ...sent, offers: [offer({ statut: 'declined' })] }));
    expect(await screen.findByText(o.badgeYouDeclinedHint)).toBeTruthy();
    expect(screen.queryByText(o.badgeDeclinedHint)).toBeNull();
  });

  it('shows the owner every offer with amounts, the selected one with its note', async () => {
    show(
      detail({ authorProject: true, viewerPseudo: 'marque' } as never, 'attribute'),
      list({
        authorProject: true,
        offers: [
          offer({ statut: 'select', statutOffer: 'select', amount: '150 € TTC' }),
          offer({ idOffer: '33333333-3333-4333-8333-333333333333', amount: '90 € HT' }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: o.listTitleOwner })).toBeTruthy();
    expect(await screen.findByText('150 € TTC')).toBeTruthy();
    expect(screen.getByText('90 € HT')).toBeTruthy();
    expect(screen.getByText(o.selectedByOwner)).toBeTruthy();
    expect(screen.getByText(`${MSG.attribution.ownerSelect} : Chloé Dupont`)).toBeTruthy();
    expect(screen.getByText(MSG.attribution.ownerDeclinedTitle)).toBeTruthy();
  });

  it('asks the owner without a pack for a subscription before attributing', async () => {
    show(
      detail({ authorProject: true, userAuthSubscription: false, viewerPseudo: 'marque' } as never),
      list({ authorProject: true, offers: [offer({ amount: '150 € TTC' })] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: MSG.attribution.acceptOffer }));
    await waitFor(() => expect(screen.getByText(MSG.attribution.subscriptionText)).toBeTruthy());
  });

  it('tells the owner who declined his attribution, by her displayed name', async () => {
    show(
      detail({ authorProject: true, viewerPseudo: 'marque' } as never, 'attribute'),
      list({
        authorProject: true,
        offers: [offer({ statut: 'declined', statutOffer: 'declined', amount: '150 € TTC' })],
      }),
    );
    expect(
      await screen.findByText(MSG.attribution.ownerAuthorDeclinedText('Chloé Dupont')),
    ).toBeTruthy();
    expect(screen.getByText('Chloé Dupont a décliné votre proposition.')).toBeTruthy();
    expect(screen.queryByText(MSG.attribution.ownerDeclinedText)).toBeNull();
  });
});

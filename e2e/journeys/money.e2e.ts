import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiPath, collabPaymentsApi, offersApi } from '@kollabo/shared';
import { api } from '../support/api-client.js';
import { verifyInstagram } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { elementShots, pageShots } from '../support/browser.js';
import {
  activatePayouts,
  approveAndRelease,
  markPublished,
  signByBoth,
} from '../support/collab.js';
import { attribute } from '../support/parties.js';
import { downloadBytes, facturXml } from '../support/pdf.js';
import { useJourney, useParties } from '../support/journey.js';

// Money you can trust, in real Chromium (issue 40): the creator states "TVA non applicable" on
// her payouts page before any payout, sends her offer (the form keeps her choice), both sign, the
// brand sees 795 € before paying, double-clicks "Payer et sécuriser" and gets one checkout, pays
// once, the creator publishes, the brand approves after the confirmation that names the amount,
// both download the invoice Kollabo issued in her name under her billing mandate, and the books
// match the provider's.

const journey = useJourney();
const { loggedPage } = journey;
const parties = useParties(journey);
const PAYMENT_SECTION = 'section[aria-labelledby="collab-payment"]';

async function shots(page: Page, name: string) {
  await pageShots(page, 'money', name);
  expect(await axeViolations(page), name).toEqual([]);
}

describe('money you can trust', () => {
  it('charges the signed figures once, whatever the clicks, and confirms the release', async () => {
    const { ownerToken, creatorToken, projectId } = parties;
    const creator = await loggedPage(creatorToken, 'chloe');
    await verifyInstagram(creator, 'chloe.soleil');

    // Her VAT position, stated before any payout account exists.
    await creator.goto('/recevoir-mes-paiements');
    const vat = creator.locator('section', { has: creator.getByText('Votre situation de TVA') });
    await vat.getByLabel('TVA non applicable, art. 293 B du CGI').check();
    await vat.getByRole('button', { name: 'Enregistrer' }).click();
    await creator.getByText('Votre régime de TVA est enregistré.').waitFor();
    await activatePayouts(creator, { name: 'Chloé Dupont', iban: 'FR7630006000011234567890189' });
    // Her billing mandate: Kollabo will issue her invoices in her name.
    await creator.goto('/recevoir-mes-paiements');
    await creator.getByLabel('J’accepte le mandat de facturation ci-dessus').check();
    await creator.getByRole('button', { name: 'Accepter le mandat' }).click();
    await creator.getByText('Mandat de facturation accepté.').waitFor();

    // Her offer: the form proposes the position she stated.
    await creator.goto(`/project/${projectId}`);
    await creator.getByRole('button', { name: 'Faire une offre' }).click();
    const form = creator.getByRole('dialog', { name: 'Faire une offre' });
    expect(await form.getByLabel('Taxe*').inputValue()).toBe('EXEMPT');
    await form.getByLabel('Montant* (50 € minimum)').fill('750');
    await form.getByLabel('Message privé*').fill('Bonjour,\nun reel dédié à votre crème.');
    await form.getByRole('button', { name: "Envoyer l'offre" }).click();
    await form.getByText('Offre envoyée avec succès.').waitFor();
    const offers = await api(journey.server, offersApi.projectOffers, {
      token: ownerToken,
      query: { id: projectId },
    });
    const idOffer = String(offers.body.offers?.[0]?.idOffer ?? '');
    expect(idOffer).not.toBe('');
    await attribute(journey.server, parties, idOffer);
    expect(
      (
        await api(journey.server, offersApi.allocate, {
          token: creatorToken,
          body: { idProject: projectId, idOffer, decision: 'accept' },
        })
      ).status,
    ).toBe(200);

    // The brand reads on the offer what she would pay, before deciding.
    const owner = await loggedPage(ownerToken, 'marque');
    await owner.goto(`/project/${projectId}`);
    const cost = owner.getByTestId('offer-cost').first();
    await cost.waitFor();
    expect((await cost.innerText()).replace(/\s+/g, ' ')).toContain('Total à payer 795,00 €');
    await elementShots(owner, '[data-testid="offer-cost"]', 'money', 'offer-cost');

    // Identities, contract, both signatures.
    await signByBoth(owner, creator, idOffer);

    // Before paying: 750 € without VAT (art. 293 B), 37,50 € commission, 7,50 € VAT on it.
    await owner.reload();
    const payment = owner.locator(PAYMENT_SECTION);
    const breakdown = payment.getByTestId('payment-breakdown');
    await breakdown.waitFor();
    expect((await breakdown.innerText()).replace(/\s+/g, ' ')).toContain('Total à payer 795,00 €');
    await shots(owner, 'to-pay');

    // A double click on "Payer et sécuriser": both requests answer the same checkout.
    const opened: string[] = [];
    owner.on('response', (response) => {
      if (response.url().endsWith(apiPath(collabPaymentsApi.pay)) && response.status() === 200) {
        void response.json().then((body: { url: string }) => opened.push(body.url));
      }
    });
    await payment.getByRole('button', { name: 'Payer et sécuriser' }).dblclick();
    await owner.waitForURL('**/simulated/collab-checkout/**');
    await owner.getByText('795,00 €').first().waitFor();
    await expect.poll(() => opened.length).toBeGreaterThanOrEqual(1);
    expect(new Set(opened).size).toBe(1);
    await owner.getByRole('button', { name: 'Payer', exact: true }).click();
    await owner.waitForURL(`**/collab/${idOffer}**`);
    await owner.locator(PAYMENT_SECTION).getByText('Payé, somme retenue').first().waitFor();

    // The creator publishes; the brand approves, after the confirmation naming the amount.
    await creator.reload();
    await markPublished(creator, 'https://www.instagram.com/reel/C8sOleil2026/');
    await owner.reload();
    // The confirmation is looked at before it is confirmed.
    await owner.getByRole('button', { name: 'Approuver' }).click();
    await elementShots(owner, '[role="alertdialog"]', 'money', 'approve-confirm');
    await owner.getByRole('button', { name: 'Annuler' }).click();
    expect(await approveAndRelease(owner)).toContain(
      'Approuver et verser 750,00 € à Chloé Dupont ?',
    );

    // The history tells the money events with their amounts.
    await owner.reload();
    const history = owner.locator('section[aria-labelledby="collab-history"]');
    await history.getByText('marque a payé 795,00 €', { exact: false }).waitFor();
    await history.getByText('750,00 € versés', { exact: false }).waitFor();
    await shots(owner, 'released');

    // Both download the invoice of her service, issued in her name (Autofacturation).
    for (const page of [owner, creator]) {
      await page.goto(`/collab/${idOffer}`);
      const { bytes } = await downloadBytes(
        page,
        page.getByRole('button', { name: 'Télécharger la facture' }),
      );
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const xml = await facturXml(bytes);
      expect(xml).toContain('<ram:TypeCode>389</ram:TypeCode>');
      expect(xml).toContain('Chloé Dupont');
      expect(xml).toContain('Soleil SAS');
      expect(xml).toContain('TVA non applicable, art. 293 B du CGI');
    }
    await elementShots(
      creator,
      'section[aria-labelledby="creator-invoice"]',
      'money',
      'creator-invoice',
    );

    // One charge at the provider, and the books match it.
    const books = await journey.server.admin('reconcile');
    expect(books).toContain('ledger balanced; 0 difference(s)');
  });
});

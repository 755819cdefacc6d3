import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney, useParties } from '../support/journey.js';
import { axeViolations } from '../support/axe.js';
import { collabApi, collabPaymentsApi } from '@kollabo/shared';
import { api } from '../support/api-client.js';
import { elementShots, pageShots } from '../support/browser.js';
import { signUp, verifyInstagram } from '../support/accounts.js';
import { approveAndRelease, fillTaxDetails, markPublished, signByBoth } from '../support/collab.js';
import { matchOffer, openProject } from '../support/parties.js';

// In real Chromium: the creator activates her payouts on the simulated onboarding page
// (test mode), both sign, the owner sees the breakdown and pays on the simulated checkout page,
// the creator publishes, the owner approves and the creator sees the money released on
// /paiements. Her transfer waits for her tax details (DAC7): she completes them from the
// "Complétez vos informations fiscales" notice, the money goes, and /paiements carries the notice
// of art. 242 bis CGI with its two links. A second collaboration, paid through the API, goes to a dispute the team decides in
// /admin/litiges.

const journey = useJourney();
const { loggedPage } = journey;
const parties = useParties(journey);
let adminToken = '';

/** Full page at 390 and 1280 px, no overflow, then no serious axe violation. */
async function shots(page: Page, name: string) {
  await pageShots(page, 'payouts', name);
  expect(await axeViolations(page), name).toEqual([]);
}
const sectionShots = (page: Page, selector: string, name: string) =>
  elementShots(page, selector, 'payouts', name);
const PAYMENT_SECTION = 'section[aria-labelledby="collab-payment"]';

/** YYYY-MM-DD, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  adminToken = await signUp(journey.server, 'equipe', 'Équipe Kollabo', 'Marque');
  expect(await journey.server.admin('grant', 'equipe')).toContain('administrator');
});

describe('pay through Kollabo', () => {
  it('holds the payment from the signature and releases it to the creator on approval', async () => {
    const { ownerToken, creatorToken } = parties;
    const creator = await loggedPage(creatorToken, 'chloe');
    await verifyInstagram(creator, 'chloe.soleil');
    const idOffer = await matchOffer(journey.server, parties, {
      amount: '1200',
      tax: 'HT',
      message: 'Bonjour, je propose un reel dédié.',
    });

    // The creator activates her payouts on the simulated hosted onboarding (test mode).
    await creator.goto('/recevoir-mes-paiements');
    await creator.getByText('Aucun compte de versement').waitFor();
    await creator.getByRole('button', { name: 'Activer la réception des paiements' }).click();
    await creator.waitForURL('**/simulated/onboarding/**');
    await creator.getByText('MODE TEST').waitFor();
    await creator.getByLabel('Nom du titulaire du compte').waitFor();
    expect(await axeViolations(creator), 'simulated onboarding').toEqual([]);
    await creator.getByLabel('Nom du titulaire du compte').fill('Chloé Dupont');
    await creator.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188');
    await creator.getByLabel('Date de naissance').fill('1995-04-12');
    await creator.getByRole('button', { name: 'Valider mes informations' }).click();
    await creator.getByText('IBAN invalide', { exact: false }).waitFor();
    await creator.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await creator.getByLabel('TVA non applicable, art. 293 B du CGI').check();
    await creator.getByRole('button', { name: 'Valider mes informations' }).click();
    await creator.waitForURL(/\/(paiements|recevoir-mes-paiements)/);
    await creator.goto('/recevoir-mes-paiements');
    await creator.getByText('Compte actif', { exact: false }).waitFor();
    expect(await creator.getByLabel('TVA non applicable, art. 293 B du CGI').isChecked()).toBe(
      true,
    );
    // Her tax details are asked here, before her first payout (which waits for them).
    const taxForm = creator.locator('section[aria-labelledby="infos-fiscales"]');
    await taxForm.getByText('À compléter').waitFor();
    await taxForm
      .getByText('Renseignez-les avant votre premier versement', { exact: false })
      .waitFor();
    await shots(creator, 'payout-account');

    // The contract, both identities and both signatures.
    const owner = await loggedPage(ownerToken, 'marque');
    await signByBoth(owner, creator, idOffer);

    // Before paying, the owner sees the breakdown: 1 200 € HT from a creator not subject to VAT,
    // 5 % commission and 20 % VAT on it.
    await owner.reload();
    const payment = owner.locator(PAYMENT_SECTION);
    const breakdown = payment.getByTestId('payment-breakdown');
    await breakdown.waitFor();
    const text = (await breakdown.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Montant du contrat 1 200,00 €');
    expect(text).toContain('Commission Kollabo 60,00 €');
    expect(text).toContain('TVA sur la commission (20 %) 12,00 €');
    expect(text).toContain('Total à payer 1 272,00 €');
    await sectionShots(owner, PAYMENT_SECTION, 'section-to-pay');
    await shots(owner, 'space-to-pay');

    // The creator cannot publish before the payment is held.
    await creator.reload();
    await creator.getByText('marque doit payer et sécuriser la somme', { exact: false }).waitFor();

    // The owner pays on the simulated checkout page and comes back to the space.
    await payment.getByRole('button', { name: 'Payer et sécuriser' }).click();
    await owner.waitForURL('**/simulated/collab-checkout/**');
    await owner.getByText('MODE TEST').waitFor();
    await owner.getByText('1 272,00 €').first().waitFor();
    await owner.getByRole('button', { name: 'Payer', exact: true }).click();
    await owner.waitForURL(`**/collab/${idOffer}**`);
    await owner.locator(PAYMENT_SECTION).getByText('Payé, somme retenue').first().waitFor();
    await owner.getByText('Paiement reçu', { exact: false }).waitFor();

    // The creator publishes; the release date appears on her payment line.
    await creator.reload();
    await creator.locator(PAYMENT_SECTION).getByText('Payé, somme retenue').first().waitFor();
    await markPublished(creator, 'https://www.instagram.com/reel/C8sOleil2026/');
    await creator.reload();
    await creator.locator(PAYMENT_SECTION).getByText('Versement prévu le').waitFor();
    await sectionShots(creator, PAYMENT_SECTION, 'section-held');

    // The owner approves: the money is released to the creator.
    await owner.reload();
    // The last approval releases the money: it is confirmed, with the amount.
    expect(await approveAndRelease(owner)).toContain(
      'Approuver et verser 1 200,00 € à Chloé Dupont ?',
    );
    await owner.reload();
    await owner.locator(PAYMENT_SECTION).getByText('Versé au créateur').first().waitFor();

    // The creator sees it on /paiements, held for her tax details, with the notice of
    // art. 242 bis CGI and its two links.
    await creator.goto('/paiements');
    const line = creator.getByRole('listitem').filter({ hasText: 'Campagne crème solaire été' });
    await line.getByText('Versé au créateur').waitFor();
    await creator.getByText('Complétez vos informations fiscales').waitFor();
    await creator.getByText('1 200,00 € vous attendent', { exact: false }).waitFor();
    const notice = creator.locator('section[aria-labelledby="tax-notice"]');
    await notice.getByText('Article 242 bis du code général des impôts').waitFor();
    expect(
      await notice.getByRole('link', { name: 'https://www.impots.gouv.fr' }).getAttribute('href'),
    ).toBe('https://www.impots.gouv.fr');
    expect(
      await notice.getByRole('link', { name: 'https://www.urssaf.fr' }).getAttribute('href'),
    ).toBe('https://www.urssaf.fr');
    await shots(creator, 'payments-creator-tax-missing');

    // She completes them (a wrong tax number first), and the transfer goes.
    await creator.getByRole('link', { name: 'Compléter mes informations fiscales' }).click();
    await creator.waitForURL('**/recevoir-mes-paiements#infos-fiscales');
    const details = {
      legalName: 'Chloé Dupont',
      address: '12 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
    };
    await fillTaxDetails(creator, { ...details, taxId: '9999' });
    await creator
      .getByText("Numéro d'identification fiscale invalide", { exact: false })
      .first()
      .waitFor();
    await fillTaxDetails(creator, { ...details, taxId: '1 23 45 678 901 23' });
    await creator.getByText('vos virements reprennent', { exact: false }).waitFor();
    await creator
      .locator('section[aria-labelledby="infos-fiscales"]')
      .getByText('Complètes', { exact: true })
      .waitFor();
    await sectionShots(creator, 'section[aria-labelledby="infos-fiscales"]', 'tax-details');
    await creator.goto('/paiements');
    for (let i = 0; i < 20; i += 1) {
      if ((await line.innerText()).replace(/\s+/g, ' ').includes('Versé 1 200')) break;
      await creator.waitForTimeout(250);
      await creator.reload();
    }
    expect(await creator.getByText('Complétez vos informations fiscales').count()).toBe(0);
    await notice.waitFor();
    const figures = (await line.innerText()).replace(/\s+/g, ' ');
    expect(figures).toContain('Versé 1 200,00 €');
    expect(figures).toContain('À recevoir 0,00 €');
    await shots(creator, 'payments-creator');
    await owner.goto('/paiements');
    await owner.getByText('Vous avez payé').first().waitFor();
    await shots(owner, 'payments-owner');
  });

  it('freezes a held payment in a dispute that the team decides in /admin', async () => {
    const { ownerToken, creatorToken } = parties;
    // A second project and offer, signed and paid through the API.
    const projectId = await openProject(journey.server, ownerToken, {
      title: 'Lancement gamme après-soleil',
      product: 'notre nouvelle gamme après-soleil',
    });
    const idOffer = await matchOffer(
      journey.server,
      { ...parties, projectId },
      { amount: '800', tax: 'TTC', message: 'Une story et un reel.' },
    );
    const saved = await api(journey.server, collabApi.saveContract, {
      token: ownerToken,
      body: {
        idOffer,
        deliverables: [
          {
            network: 'instagram',
            format: 'Reel',
            quantity: 1,
            publishFrom: day(2),
            publishTo: day(20),
          },
        ],
        usageRights: {
          channels: 'Réseaux sociaux de la marque',
          durationMonths: 6,
          territory: 'France',
        },
      },
    });
    expect(saved.status).toBe(200);
    const space = await api(journey.server, collabApi.get, {
      token: ownerToken,
      query: { id: idOffer },
    });
    const version = space.body.version ?? 0;
    for (const [token, fullName] of [
      [creatorToken, 'Chloé Dupont'],
      [ownerToken, 'Jean Martin'],
    ] as const) {
      const signed = await api(journey.server, collabApi.sign, {
        token,
        body: { idOffer, version, fullName, consent: true },
      });
      expect(signed.status).toBe(200);
    }
    const checkout = await api(journey.server, collabPaymentsApi.pay, {
      token: ownerToken,
      body: { idOffer, version },
    });
    expect(checkout.status).toBe(200);
    const sessionId = (checkout.body.url ?? '').split('/').pop() ?? '';
    const paid = await api(journey.server, collabPaymentsApi.simulatedPay, {
      params: { sessionId },
    });
    expect(paid.status).toBe(200);

    // The owner opens a dispute from the space.
    const owner = await loggedPage(ownerToken, 'marque');
    await owner.goto(`/collab/${idOffer}`);
    const payment = owner.locator(PAYMENT_SECTION);
    await payment.getByText('Payé, somme retenue').first().waitFor();
    await payment.getByRole('button', { name: 'Ouvrir un litige' }).click();
    await payment
      .getByLabel('Motif', { exact: true })
      .selectOption({ label: 'Publication hors délai' });
    await payment
      .getByLabel('Décrivez le problème')
      .fill('Aucune nouvelle depuis la signature, le lancement a lieu dans trois jours.');
    await payment.getByRole('button', { name: 'Envoyer le litige' }).click();
    await owner.getByText('Le litige est ouvert', { exact: false }).first().waitFor();
    await payment.getByText('Litige en cours : somme gelée').first().waitFor();
    await sectionShots(owner, PAYMENT_SECTION, 'section-disputed');

    // The team decides a split in /admin/litiges.
    const admin = await loggedPage(adminToken, 'equipe');
    await admin.goto('/admin/litiges');
    await admin.getByRole('heading', { name: 'Litiges et fonds retenus' }).waitFor();
    await admin.getByText('Lancement gamme après-soleil').waitFor();
    await shots(admin, 'admin-disputes');
    await admin.getByLabel('Partage', { exact: true }).check();
    await admin.getByLabel('Part du créateur (€)').fill('900');
    await admin
      .getByLabel('Motifs de la décision', { exact: false })
      .fill('Publication hors délai : partage à parts égales.');
    await admin.getByRole('button', { name: 'Enregistrer la décision' }).click();
    await admin.getByText('Indiquez un montant entre 0 et 800,00 €').waitFor();
    await admin.getByLabel('Part du créateur (€)').fill('400');
    await admin.getByRole('button', { name: 'Enregistrer la décision' }).click();
    // The decision moves money: confirmed with its amounts.
    const confirm = admin.getByRole('alertdialog');
    expect((await confirm.innerText()).replace(/\s+/g, ' ')).toContain('Verser 400,00 € à');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await admin.getByText('Décision enregistrée', { exact: false }).waitFor();

    await owner.reload();
    await owner.locator(PAYMENT_SECTION).getByText('Partagé après litige').first().waitFor();
    await owner
      .locator(PAYMENT_SECTION)
      .getByText('partage à parts égales', { exact: false })
      .waitFor();
  });
});

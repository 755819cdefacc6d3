import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser.js';
import { openLoggedPage } from '../support/accounts.js';
import {
  activatePayouts,
  createParties,
  elementShots,
  fillIdentity,
  matchOffer,
  pageShots,
  payContract,
  signContract,
  verifyInstagram,
  writeContract,
  type CollabParties,
} from '../support/collab.js';
import { startServer, type RunningServer } from '../support/server.js';

// Issue 16 in real Chromium: after attribution and acceptance the two keep chatting; the owner
// writes the contract, both give their legal identity and sign; the PDF downloads; the owner pays
// (issue 28), the creator publishes the deliverable, the owner approves it; both review each other, and the reviews show
// on the profiles.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const loggedPage = (token: string, pseudo: string, viewport = DESKTOP) =>
  openLoggedPage(browser, server, contexts, { token, pseudo }, viewport);

const shots = (page: Page, name: string) => pageShots(page, 'collab', name);
const sectionShots = (page: Page, selector: string, name: string) =>
  elementShots(page, selector, 'collab', name);

let parties: CollabParties;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  parties = await createParties(server);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('after the match', () => {
  it('goes from attribution to a signed contract, an approved deliverable and two visible reviews', async () => {
    // The creator verifies Instagram (simulated consent page) and sends a 1 200 € HT offer,
    // attributed to her and accepted.
    const { ownerToken, creatorToken, projectId } = parties;
    const creator = await loggedPage(creatorToken, 'chloe');
    await verifyInstagram(creator);
    const idOffer = await matchOffer(server, parties, {
      amount: '1200',
      tax: 'HT',
      message: 'Bonjour, je propose un reel dédié.',
    });

    // The two keep talking on the selected offer.
    const owner = await loggedPage(ownerToken, 'marque');
    await owner.goto(`/offer/${idOffer}/${projectId}`);
    const ownerInput = owner.getByLabel('Écrivez votre message...');
    await ownerInput.fill('Bravo Chloé ! Je prépare le contrat.');
    await ownerInput.press('Enter');
    await owner
      .getByTestId('chat-messages')
      .getByText('Je prépare le contrat.', { exact: false })
      .waitFor();
    await owner.getByRole('link', { name: "Ouvrir l'espace de collaboration" }).click();
    await owner.waitForURL(`**/collab/${idOffer}`);
    await owner.getByRole('heading', { name: 'Espace de collaboration' }).waitFor();
    await owner.getByText('Contrat écrit obligatoire', { exact: false }).waitFor();

    // The owner gives the company's identity and writes the contract.
    await fillIdentity(owner, {
      legalName: 'Soleil SAS',
      address: '8 quai des Chartrons',
      postalCode: '33000',
      city: 'Bordeaux',
    });
    await writeContract(owner);
    await owner.getByText('En attente de la signature : Créateur').waitFor();

    // The creator opens the space from the sent offers, gives her identity, accepts and signs.
    await creator.goto('/offers-send');
    await creator.getByRole('link', { name: "Ouvrir l'espace de collaboration" }).click();
    await creator.waitForURL(`**/collab/${idOffer}`);
    await fillIdentity(creator, {
      legalName: 'Chloé Dupont',
      address: '12 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
    });
    await creator.getByRole('heading', { name: 'Accepter et signer le contrat' }).waitFor();
    await shots(creator, 'space-to-sign');
    await creator.getByLabel('Votre nom complet').fill('Chloé Dupont');
    const sign = creator.getByRole('button', { name: 'Signer', exact: true });
    expect(await sign.isDisabled()).toBe(true); // consent first
    await creator.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
    await sign.click();
    await creator.getByText('Signé par Chloé Dupont', { exact: false }).waitFor();

    await owner.reload();
    await signContract(owner, 'Jean Martin');
    await owner.getByRole('listitem').filter({ hasText: 'Contrat signé' }).first().waitFor();
    await sectionShots(owner, 'section[aria-labelledby="collab-contract"]', 'contract');
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Télécharger le contrat (PDF)' }).click();
    const file = await download;
    const pdf = readFileSync((await file.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The creator activates her payouts and the owner pays: the money is held (issue 28).
    await activatePayouts(creator, {
      name: 'Chloé Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
    });
    await payContract(owner, idOffer);

    // The creator publishes the reel with its link and the advertising mention.
    await creator.goto(`/collab/${idOffer}`);
    await creator
      .getByLabel('Lien public de la publication')
      .fill('https://www.instagram.com/chloe.soleil/');
    await creator.getByLabel('La mention « Publicité »', { exact: false }).check();
    await creator.getByRole('button', { name: 'Marquer comme publié' }).click();
    await creator.getByText('Lien invalide', { exact: false }).waitFor();
    await creator
      .getByLabel('Lien public de la publication')
      .fill('https://www.instagram.com/reel/C8sOleil2026/');
    await creator.getByRole('button', { name: 'Marquer comme publié' }).click();
    await creator.getByText('Publié, en attente de validation').waitFor();

    // The owner asks for a change, then approves the new version: completed.
    await owner.reload();
    await owner.getByRole('button', { name: 'Demander une modification' }).click();
    await owner
      .getByLabel('Commentaire pour le créateur')
      .fill('Ajoutez le code promo en légende.');
    await owner.getByRole('button', { name: 'Envoyer la demande' }).click();
    await owner.getByText('Modification demandée', { exact: true }).first().waitFor();
    await creator.reload();
    await creator.getByText('Ajoutez le code promo en légende.').waitFor();
    await creator.getByLabel('La mention « Publicité »', { exact: false }).check();
    await creator.getByRole('button', { name: 'Marquer comme publié' }).click();
    await creator.getByText('Publié, en attente de validation').waitFor();
    await owner.reload();
    await owner.getByRole('button', { name: 'Approuver' }).click();
    await owner.getByText('la collaboration est terminée', { exact: false }).waitFor();

    // Reviews: hidden until both are written.
    await owner.getByLabel('5 ★').check();
    await owner
      .getByLabel('Commentaire', { exact: true })
      .fill('Chloé a livré un reel superbe, dans les temps, avec la mention bien visible.');
    await owner.getByRole('button', { name: 'Publier mon avis' }).click();
    await owner.getByText('Votre avis est enregistré', { exact: false }).waitFor();
    await creator.reload();
    await creator.getByLabel('4 ★').check();
    await creator
      .getByLabel('Commentaire', { exact: true })
      .fill('Brief clair et échanges agréables, paiement rapide. Je recommande cette marque.');
    await creator.getByRole('button', { name: 'Publier mon avis' }).click();
    await creator.getByRole('heading', { name: "L'avis de marque" }).waitFor();
    await creator.getByText('Chloé a livré un reel superbe', { exact: false }).waitFor();
    await shots(creator, 'space-completed');

    // Both profiles show their review, with the average; the creator answers hers.
    await creator.goto('/profile/chloe');
    const reviews = creator.locator('section[aria-labelledby="reviews-title"]');
    await reviews.getByText('5,0 / 5 — 1 avis').waitFor();
    await reviews.getByRole('button', { name: 'Répondre' }).click();
    await reviews.getByLabel('Votre réponse publique').fill('Merci, ce fut un plaisir !');
    await reviews.getByRole('button', { name: 'Publier la réponse' }).click();
    await reviews.getByText('Merci, ce fut un plaisir !').waitFor();
    await sectionShots(creator, 'section[aria-labelledby="reviews-title"]', 'profile-reviews');
    await shots(creator, 'profile');

    // My projects links the owner back to the space.
    await owner.goto('/my-projects');
    await owner.getByRole('link', { name: "Ouvrir l'espace de collaboration" }).click();
    await owner.waitForURL(`**/collab/${idOffer}`);
    await owner.getByText('Tous les livrables sont approuvés', { exact: false }).waitFor();

    const visitor = await loggedPage(ownerToken, 'marque', PHONE);
    await visitor.goto('/profile/marque');
    await visitor
      .locator('section[aria-labelledby="reviews-title"]')
      .getByText('Brief clair et échanges agréables', { exact: false })
      .waitFor();
  });
});

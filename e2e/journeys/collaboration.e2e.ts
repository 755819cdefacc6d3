import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser.js';
import { callApi, openLoggedPage, signUp, verifyInstagram } from '../support/accounts.js';
import { activatePayouts, elementShots, pageShots, payContract } from '../support/collab.js';
import { startServer, type RunningServer } from '../support/server.js';

// Issue 16 in real Chromium: after attribution the creator asks a question before accepting
// (issue 26); after acceptance the two keep chatting, also inside the space; the owner
// writes the contract, both give their legal identity and sign; the PDF downloads; the owner
// pays and the money is held (issue 28); the creator publishes the deliverable, the owner approves it; both review each other, and the reviews show
// on the profiles.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const api = (method: string, pathname: string, body: object | FormData, token?: string) =>
  callApi(server, method, pathname, body, token);

const account = (pseudo: string, name: string, statut: string) =>
  signUp(server, pseudo, name, statut);

const loggedPage = (token: string, pseudo: string, viewport = DESKTOP) =>
  openLoggedPage(browser, server, contexts, { token, pseudo }, viewport);

const shots = (page: Page, name: string) => pageShots(page, 'collab', name);
const sectionShots = (page: Page, selector: string, name: string) =>
  elementShots(page, selector, 'collab', name);

let ownerToken = '';
let creatorToken = '';
let projectId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerToken = await account('marque', 'Marque Soleil', 'Marque');
  creatorToken = await account('chloe', 'Chloé Dupont', 'Influenceur');
  const created = await api(
    'POST',
    '/project/create',
    {
      title: 'Campagne crème solaire été',
      description:
        'Nous cherchons une créatrice pour présenter notre nouvelle crème solaire en story et en reel.',
      budget: '500 € à 1 000 €',
      profilSearch: ['Influenceur'],
      statut: 'prePublish',
    },
    ownerToken,
  );
  expect(created.status).toBeLessThan(300);
  projectId = created.body._id ?? '';
  await server.admin('pack', 'marque', 'premium');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('after the match', () => {
  it('goes from attribution to a signed contract, an approved deliverable and two visible reviews', async () => {
    // The creator verifies Instagram (simulated consent page) and sends a 1 200 € HT offer.
    const creator = await loggedPage(creatorToken, 'chloe');
    await verifyInstagram(creator, 'chloe.soleil');
    const form = new FormData();
    form.append('amount', '1200');
    form.append('tax', 'HT');
    form.append('messageOffre', 'Bonjour, je propose un reel dédié.');
    form.append('idProject', projectId);
    const sent = await api('POST', '/offer/add-new', form, creatorToken);
    expect(sent.status).toBeLessThan(300);
    const idOffer = sent.body.idOffer ?? '';

    // Attribution; the creator asks a question before accepting, the owner answers (issue 26);
    // then she accepts on the offer page.
    expect(
      (await api('PATCH', '/project/attribute', { idProject: projectId, idOffer }, ownerToken))
        .status,
    ).toBe(200);
    await creator.goto(`/offer/${idOffer}/${projectId}`);
    const creatorInput = creator.getByLabel('Écrivez votre message...');
    await creatorInput.fill('Avant d’accepter : le coffret est-il livré avant le tournage ?');
    await creatorInput.press('Enter');
    await creator
      .getByTestId('chat-messages')
      .getByText('le coffret est-il livré avant le tournage ?', { exact: false })
      .waitFor();
    const owner = await loggedPage(ownerToken, 'marque');
    await owner.goto(`/offer/${idOffer}/${projectId}`);
    await owner
      .getByTestId('chat-messages')
      .getByText('le coffret est-il livré avant le tournage ?', { exact: false })
      .waitFor();
    await owner.getByLabel('Écrivez votre message...').fill('Oui, il part demain.');
    await owner.getByLabel('Écrivez votre message...').press('Enter');
    await creator.getByTestId('chat-messages').getByText('Oui, il part demain.').waitFor();
    await creator.getByRole('button', { name: 'Accepter', exact: true }).click();
    await creator.getByRole('button', { name: 'Confirmer' }).click();
    await creator.getByText('Projet remporté').waitFor();
    await creatorInput.waitFor(); // still open after acceptance, without a pack

    // The two keep talking on the selected offer.
    await owner.reload();
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
    await owner.getByLabel('Raison sociale ou nom complet').fill('Soleil SAS');
    await owner.getByLabel('Adresse postale').fill('8 quai des Chartrons');
    await owner.getByLabel('Code postal').fill('33000');
    await owner.getByLabel('Ville').fill('Bordeaux');
    // A company signs through a person: the PDF says "représentée par" (issue 26 §6).
    await owner.getByLabel('Représentant légal', { exact: false }).fill('Jean Martin');
    await owner.getByRole('button', { name: 'Enregistrer mon identité' }).click();
    await owner.getByText('Identité enregistrée.').waitFor();
    await owner.getByLabel('Format').fill('Reel dédié');
    await owner.getByLabel('Supports autorisés').fill('Réseaux sociaux et site de la marque');
    await owner.getByLabel('Description').fill('Coffret de crèmes solaires');
    await owner.getByLabel('Valeur (€)').fill('60');
    await owner.getByRole('button', { name: 'Enregistrer et envoyer à la signature' }).click();
    await owner.getByText('Contrat enregistré', { exact: false }).waitFor();
    await owner.getByText('En attente de la signature : Créateur').waitFor();

    // The creator opens the space from the sent offers, gives her identity, accepts and signs.
    await creator.goto('/offers-send');
    await creator.getByRole('link', { name: "Ouvrir l'espace de collaboration" }).click();
    await creator.waitForURL(`**/collab/${idOffer}`);
    // The offer's conversation is in the space: the question asked before accepting, the owner's
    // last message, and a reply that reaches the owner's space live.
    const creatorChat = creator.getByTestId('chat-messages');
    await creatorChat
      .getByText('le coffret est-il livré avant le tournage ?', { exact: false })
      .waitFor();
    await creatorChat.getByText('Je prépare le contrat.', { exact: false }).waitFor();
    await creator.waitForTimeout(500); // both sockets joined
    await creator.getByLabel('Écrivez votre message...').fill('Bien reçu, je regarde le contrat.');
    await creator.getByLabel('Écrivez votre message...').press('Enter');
    await owner
      .getByTestId('chat-messages')
      .getByText('Bien reçu, je regarde le contrat.')
      .waitFor();
    await sectionShots(creator, 'section[aria-labelledby="chat-title"]', 'chat');
    await creator.getByLabel('Raison sociale ou nom complet').fill('Chloé Dupont');
    await creator.getByLabel('Adresse postale').fill('12 rue de la République');
    await creator.getByLabel('Code postal').fill('69002');
    await creator.getByLabel('Ville').fill('Lyon');
    await creator.getByRole('button', { name: 'Enregistrer mon identité' }).click();
    await creator.getByText('Identité enregistrée.').waitFor();
    await creator.getByRole('heading', { name: 'Accepter et signer le contrat' }).waitFor();
    await shots(creator, 'space-to-sign');
    await creator.getByLabel('Votre nom complet').fill('Chloé Dupont');
    const sign = creator.getByRole('button', { name: 'Signer', exact: true });
    expect(await sign.isDisabled()).toBe(true); // consent first
    await creator.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
    await sign.click();
    await creator.getByText('Signé par Chloé Dupont', { exact: false }).waitFor();

    await owner.reload();
    // Prefilled with the person who signs, not the company; another name is refused.
    expect(await owner.getByLabel('Votre nom complet').inputValue()).toBe('Jean Martin');
    await owner.getByLabel('Votre nom complet').fill('Soleil SAS');
    await owner.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
    await owner.getByRole('button', { name: 'Signer', exact: true }).click();
    await owner.getByText('Saisissez le nom de la personne qui signe', { exact: false }).waitFor();
    await owner.getByLabel('Votre nom complet').fill('Jean Martin');
    await owner.getByRole('button', { name: 'Signer', exact: true }).click();
    await owner.getByText('Signé par Jean Martin', { exact: false }).waitFor();
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

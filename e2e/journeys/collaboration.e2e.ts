import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney, useParties } from '../support/journey.js';
import { PHONE, elementShots, pageShots } from '../support/browser.js';
import { verifyInstagram } from '../support/accounts.js';
import {
  activatePayouts,
  approveAndRelease,
  fillIdentity,
  payContract,
  writeContract,
} from '../support/collab.js';
import { attribute, sendOffer } from '../support/parties.js';

// In real Chromium: after attribution the creator asks a question before accepting (the
// attributed offer's chat is open to both); after acceptance the two keep chatting, also inside
// the space; the owner writes the contract, both give their legal identity and sign; the PDF
// downloads; the owner pays and the money is held until the deliverable is approved; the creator
// publishes the deliverable, the owner approves it; both review each other, and the reviews show
// on the profiles.

const journey = useJourney();
const { loggedPage } = journey;

const shots = (page: Page, name: string) => pageShots(page, 'collab', name);
const sectionShots = (page: Page, selector: string, name: string) =>
  elementShots(page, selector, 'collab', name);

const parties = useParties(journey);

describe('after the match', () => {
  it('goes from attribution to a signed contract, an approved deliverable and two visible reviews', async () => {
    // The creator verifies Instagram (simulated consent page) and sends a 1 200 € HT offer.
    const creator = await loggedPage(parties.creatorToken, 'chloe');
    await verifyInstagram(creator, 'chloe.soleil');
    const idOffer = await sendOffer(journey.server, parties, {
      amount: '1200',
      tax: 'HT',
      message: 'Bonjour, je propose un reel dédié.',
    });

    // Attribution; the creator asks a question before accepting, the owner answers (the
    // attributed offer's chat is open to both); then she accepts on the offer page.
    await attribute(journey.server, parties, idOffer);
    await creator.goto(`/offer/${idOffer}/${parties.projectId}`);
    const creatorInput = creator.getByLabel('Écrivez votre message...');
    await creatorInput.fill('Avant d’accepter : le coffret est-il livré avant le tournage ?');
    await creatorInput.press('Enter');
    await creator
      .getByTestId('chat-messages')
      .getByText('le coffret est-il livré avant le tournage ?', { exact: false })
      .waitFor();
    const owner = await loggedPage(parties.ownerToken, 'marque');
    await owner.goto(`/offer/${idOffer}/${parties.projectId}`);
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

    // The owner gives the company's identity and writes the contract. A company signs through a
    // person: the PDF names him after "représentée par", and the name typed to sign is his, not
    // the company's.
    await fillIdentity(owner, {
      legalName: 'Soleil SAS',
      address: '8 quai des Chartrons',
      postalCode: '33000',
      city: 'Bordeaux',
      representative: 'Jean Martin',
    });
    await writeContract(owner);
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

    // The creator activates her payouts and the owner pays: the money is held by Kollabo until
    // the owner approves the deliverable.
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
    // The last approval releases the money: it is confirmed.
    await approveAndRelease(owner);

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

    const visitor = await loggedPage(parties.ownerToken, 'marque', PHONE);
    await visitor.goto('/profile/marque');
    await visitor
      .locator('section[aria-labelledby="reviews-title"]')
      .getByText('Brief clair et échanges agréables', { exact: false })
      .waitFor();
  });
});

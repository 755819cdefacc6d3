import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney, useParties } from '../support/journey.js';
import { PHONE, pageShots, screenshot } from '../support/browser.js';
import { signUp, verifyInstagramHere } from '../support/accounts.js';
import { attribute, openProject, sendOffer } from '../support/parties.js';

// In real Chromium with two browser contexts: a creator sends an offer with an attachment, the
// owner sees it with its amount, they chat live both ways, the owner attributes, the creator asks
// a question before accepting (the attributed offer's chat stays open to both), accepts, each
// sees the outcome
// ("Projet accepté" / "Projet remporté"), and they go on talking in the collaboration space.
// A creator who declines is named on the owner's page.

const journey = useJourney();
const { loggedPage } = journey;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The conversation's message list (not the input, which may still hold a sent text). */
const messagesOf = (page: Page) => page.getByTestId('chat-messages');

const shots = (page: Page, name: string) => pageShots(page, 'offers', name);

const parties = useParties(journey);

describe('offers, chat and attribution', () => {
  it('goes from an offer with an attachment to an accepted project, chatting live', async () => {
    const creator = await loggedPage(parties.creatorToken, 'chloe');
    // Without a verified account: "Vérification requise !".
    await creator.goto(`/project/${parties.projectId}`);
    await creator.getByRole('button', { name: 'Faire une offre' }).click();
    await creator.getByText('Vérification requise !').waitFor();
    await creator.getByRole('link', { name: 'Vérifier mes réseaux sociaux' }).click();
    await creator.waitForURL('**/my-social-net');
    await verifyInstagramHere(creator, 'chloe.soleil');

    // The offer, with a PDF attachment.
    await creator.goto(`/project/${parties.projectId}`);
    await creator.getByRole('button', { name: 'Faire une offre' }).click();
    const form = creator.getByRole('dialog', { name: 'Faire une offre' });
    await form.getByLabel('Montant* (50 € minimum)').fill('250');
    await form.getByLabel('Taxe*').selectOption('HT');
    await form.getByLabel('Message privé*').fill('Bonjour,\nJe peux livrer 3 stories et un reel.');
    await shots(creator, 'form');
    await form
      .getByLabel('Pièce jointe (facultatif)')
      .setInputFiles({ name: 'devis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: "Envoyer l'offre" }).click();
    await form.getByText('Offre envoyée avec succès.').waitFor();
    await creator.getByText('Offre déposée').waitFor();
    await creator.getByRole('heading', { name: 'Votre offre pour ce projet' }).waitFor();
    // The spec hides amounts from everyone but the owner and the author: she reads her own.
    await creator
      .getByText(/^250\s€\sHT$/)
      .first()
      .waitFor();
    expect(await creator.getByText('masqué', { exact: true }).count()).toBe(0);

    // The creator opens the conversation from the sent offers page and writes first.
    await creator.goto('/offers-send');
    await creator.getByRole('link', { name: 'Campagne crème solaire été' }).click();
    await creator.waitForURL(`**/offer/*/${parties.projectId}`);
    const offerUrl = new URL(creator.url()).pathname;
    await creator.getByText('Aucun message pour le moment', { exact: false }).waitFor();
    const creatorInput = creator.getByLabel('Écrivez votre message...');
    const height = async () => (await creatorInput.boundingBox())?.height ?? 0;
    expect(Math.round(await height())).toBe(45);
    // The input grows with its text up to 200 px.
    await creatorInput.fill(Array.from({ length: 12 }, (_, i) => `ligne ${i + 1}`).join('\n'));
    expect(Math.round(await height())).toBe(200);
    await creatorInput.fill('Bonjour,\nmerci pour votre projet !');
    expect(await height()).toBeGreaterThan(45);
    expect(await height()).toBeLessThan(200);
    await creatorInput.press('Enter');
    // In the conversation (the input still holds the text until the server's acknowledgement).
    await messagesOf(creator).getByText('merci pour votre projet !', { exact: false }).waitFor();
    await expect.poll(height).toBe(45);

    // The owner has an unread message, sees the offer with its amount, and opens it.
    const owner = await loggedPage(parties.ownerToken, 'marque');
    await owner.goto(`/project/${parties.projectId}`);
    await owner.getByRole('heading', { name: 'Offres pour ce projet' }).waitFor();
    await owner.getByText(/250\s€ HT/).waitFor();
    expect(await owner.getByTestId('unread-badge').textContent()).toBe('1');
    await shots(owner, 'project-owner');
    await owner.getByRole('link', { name: "Voir l'offre et discuter" }).click();
    await owner.waitForURL(`**${offerUrl}`);
    await messagesOf(owner).getByText('merci pour votre projet !', { exact: false }).waitFor();
    // Read on load: the header badge goes away.
    await owner.getByTestId('unread-badge').waitFor({ state: 'detached' });
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Voir la pièce jointe' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('devis.pdf');
    expect(readFileSync((await file.path()) ?? '').equals(PDF)).toBe(true);
    await owner.getByLabel('Écrivez votre message...').waitFor();
    await owner.waitForTimeout(500); // both sockets joined

    const ownerInput = owner.getByLabel('Écrivez votre message...');
    await ownerInput.fill('Bonjour Chloé, pouvez-vous commencer lundi ?');
    await ownerInput.press('Enter');
    await messagesOf(creator).getByText('Bonjour Chloé, pouvez-vous commencer lundi ?').waitFor();
    await expect.poll(() => ownerInput.inputValue()).toBe('');
    await creatorInput.fill('Oui, parfait !\nJe vous envoie le planning.');
    await creator.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await messagesOf(owner).getByText('Je vous envoie le planning.', { exact: false }).waitFor();
    await shots(owner, 'offer-chat');

    // The owner attributes the project.
    await owner.getByRole('button', { name: 'Accepter cette offre' }).click();
    await owner
      .getByText("Une fois cette offre acceptée, vous ne pourrez plus l'annuler", { exact: false })
      .waitFor();
    await owner.getByRole('button', { name: 'Confirmer' }).click();
    await owner.getByText('Le projet a été attribué avec succès').waitFor();
    await owner.getByText("En cours d'attribution").waitFor();

    // Attributed to her: the project page waits for her answer, it does not say "declined", and
    // it says their conversation stays open: the attributed offer's chat is open to both parties.
    await creator.goto(`/project/${parties.projectId}`);
    await creator.getByText("En cours d'attribution").first().waitFor();
    expect(await creator.getByText('Offre déclinée').count()).toBe(0);
    await creator.getByText('Votre conversation avec Marque Soleil reste ouverte.').waitFor();
    expect(
      await creator.getByText('plus aucune offre ni conversation', { exact: false }).count(),
    ).toBe(0);

    // She asks a question before accepting; the owner, still on the offer page, answers live.
    await creator.getByRole('link', { name: 'Ouvrir la conversation' }).click();
    await creator.waitForURL(`**${offerUrl}`);
    expect(await creator.getByText('La discussion est fermée pour ce projet.').count()).toBe(0);
    await creator
      .getByLabel('Écrivez votre message...')
      .fill('Avant d’accepter : le reel peut-il être tourné en extérieur ?');
    await creator.getByLabel('Écrivez votre message...').press('Enter');
    await messagesOf(owner)
      .getByText('le reel peut-il être tourné en extérieur ?', { exact: false })
      .waitFor();
    await ownerInput.fill('Oui, à la plage si possible.');
    await ownerInput.press('Enter');
    await messagesOf(creator).getByText('Oui, à la plage si possible.').waitFor();
    await shots(creator, 'question-before-accepting');

    // The creator accepts; her message box stays (no subscription notice: packs are for publishing).
    await creator.getByRole('button', { name: 'Accepter', exact: true }).click();
    await creator.getByText('Vous acceptez de réaliser ce projet, confirmez-vous cela ?').waitFor();
    await creator.getByRole('button', { name: 'Confirmer' }).click();
    await creator.getByText('Projet accepté !').waitFor();
    await creator.getByText('Projet remporté').waitFor();
    await creator.getByLabel('Écrivez votre message...').waitFor();
    expect(
      await creator.getByText('Vous devez avoir un abonnement en cours', { exact: false }).count(),
    ).toBe(0);
    await shots(creator, 'offer-won');
    // And after a reload too.
    await creator.reload();
    await creator.getByLabel('Écrivez votre message...').waitFor();
    expect(await creator.getByText('La discussion est fermée pour ce projet.').count()).toBe(0);

    await owner.reload();
    await owner.getByText('Projet accepté : Chloé Dupont').waitFor();
    await owner.getByLabel('Écrivez votre message...').waitFor();
    await owner.goto(`/project/${parties.projectId}`);
    await owner.getByText('Offre sélectionnée par le porteur de projet').waitFor();
    await owner.getByText('Votre conversation avec Chloé Dupont reste ouverte.').waitFor();
    expect(
      await owner.getByText('plus aucune offre ni conversation', { exact: false }).count(),
    ).toBe(0);

    // The same conversation inside the collaboration space: the question asked before accepting
    // is there, and a message sent in the space reaches the other party's space.
    await owner.goto(offerUrl);
    await owner.getByRole('link', { name: "Ouvrir l'espace de collaboration" }).click();
    await owner.waitForURL('**/collab/*');
    const collabUrl = new URL(owner.url()).pathname;
    await messagesOf(owner)
      .getByText('le reel peut-il être tourné en extérieur ?', { exact: false })
      .waitFor();
    await creator.goto(collabUrl);
    await messagesOf(creator).getByText('Oui, à la plage si possible.').waitFor();
    await owner.waitForTimeout(500); // both sockets joined
    await owner.getByLabel('Écrivez votre message...').fill('Je vous envoie le contrat ici.');
    await owner.getByLabel('Écrivez votre message...').press('Enter');
    await messagesOf(creator).getByText('Je vous envoie le contrat ici.').waitFor();
    await creator.getByLabel('Écrivez votre message...').fill('Parfait, je le lis ce soir.');
    await creator.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await messagesOf(owner).getByText('Parfait, je le lis ce soir.').waitFor();
    await shots(creator, 'collab-chat');

    await creator.goto('/offers-send');
    await creator.getByText('Projet remporté').waitFor();
    await shots(creator, 'sent');
    await creator.goto(`/project/${parties.projectId}`);
    await creator.getByText('Projet remporté').first().waitFor();
  });

  it("lists the conversation in the owner's inbox, and refuses a third user's visit", async () => {
    const owner = await loggedPage(parties.ownerToken, 'marque');
    await owner.goto('/messages');
    await owner.getByRole('link', { name: 'Chloé Dupont' }).waitFor();
    await owner.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await owner.getByText('Message ajouté aux favoris.').waitFor();
    await owner.getByRole('tab', { name: 'Archives' }).click();
    await owner.getByText('Aucun message').waitFor();
    await owner.getByRole('tab', { name: 'Favoris' }).click();
    await owner.getByRole('link', { name: 'Chloé Dupont' }).waitFor();
    await shots(owner, 'messages');
    const offerHref =
      (await owner.getByRole('link', { name: 'Chloé Dupont' }).getAttribute('href')) ?? '';

    const thirdToken = await signUp(journey.server, 'intrus', 'Paul Intrus', 'Influenceur');
    const third = await loggedPage(thirdToken, 'intrus', PHONE);
    await third.goto(offerHref);
    await third.getByText('Accès interdit').waitFor();
    await screenshot(third, 'offers-forbidden-390');
  });

  it("names the creator who declined an attribution on the owner's page, and closes that chat", async () => {
    const secondProject = await openProject(journey.server, parties.ownerToken, {
      title: 'Lancement gamme après-soleil',
      product: 'notre gamme après-soleil',
    });
    const second = { ...parties, projectId: secondProject };
    const idOffer = await sendOffer(journey.server, second, {
      amount: '300',
      tax: 'TTC',
      message: 'Je propose deux stories.',
    });
    await attribute(journey.server, second, idOffer);

    const creator = await loggedPage(parties.creatorToken, 'chloe');
    await creator.goto(`/offer/${idOffer}/${secondProject}`);
    await creator.getByRole('button', { name: 'Décliner' }).click();
    await creator.getByText('Vous déclinez ce projet, confirmez-vous cela ?').waitFor();
    await creator.getByRole('button', { name: 'Confirmer' }).click();
    await creator.getByText('Projet décliné !').waitFor();
    await creator.getByText('La discussion est fermée pour ce projet.').waitFor();

    const owner = await loggedPage(parties.ownerToken, 'marque');
    await owner.goto(`/offer/${idOffer}/${secondProject}`);
    await owner.getByText('Chloé Dupont a décliné votre proposition.').waitFor();
    expect(await owner.getByText('Vous avez décliné cette offre.').count()).toBe(0);
    await owner.getByText('La discussion est fermée pour ce projet.').waitFor();
    await owner.goto(`/project/${secondProject}`);
    await owner.getByText('Chloé Dupont a décliné votre proposition.').waitFor();
    await shots(owner, 'declined-by-creator');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  expectNoOverflow,
  newContext,
  pageShots,
  screenshot,
} from '../support/browser.js';
import { apiPath, notificationsApi } from '@kollabo/shared';
import { useJourney, useParties } from '../support/journey.js';

// In real Chromium: the owner waits on the home page; the creator sends an offer, then
// a message, from another browser. Without any reload the owner's bell rises to 1 then 2 and
// the message badge to 1 (socket pushes). The panel and /notifications link where each thing
// happened, "Tout marquer comme lu" clears the bell in every tab, the settings page turns a
// category off, and the unsubscribe link of the offer's mail works without a login.

const journey = useJourney();
const { loggedPage } = journey;

const shots = (page: Page, name: string) => pageShots(page, 'notifications', name);

/** The unsubscribe link of the newest notification mail to `email` (from the .eml files). */
function unsubscribeLink(email: string): string | undefined {
  const dir = path.join(journey.server.dataDir, 'mail');
  for (const file of readdirSync(dir).sort().reverse()) {
    const raw = readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
    const link = raw.match(/https?:\/\/[^\s"<>]+\/desabonnement\?token=[^\s"<>&]+/)?.[0];
    if (link) return link;
  }
  return undefined;
}

/** The List-Unsubscribe URL (RFC 8058 header) of the newest notification mail to `email`. */
function listUnsubscribeUrl(email: string): string | undefined {
  const dir = path.join(journey.server.dataDir, 'mail');
  for (const file of readdirSync(dir).sort().reverse()) {
    const raw = readFileSync(path.join(dir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
    const url = raw.match(/^List-Unsubscribe: *<([^>]+)>/im)?.[1];
    if (url) return url;
  }
  return undefined;
}

const bell = (page: Page) => page.getByTestId('notification-badge');
const messageBadge = (page: Page) => page.getByTestId('unread-badge');

const parties = useParties(journey, {
  owner: { pseudo: 'maison', name: 'Maison Lumière' },
  creator: { pseudo: 'lea', name: 'Léa Martin' },
  title: 'Lancement bougies de Noël',
  product: 'notre collection de bougies',
});

describe('notifications', () => {
  it('raises the bell and the message badge live on the home page, then reads them', async () => {
    // The owner waits on the home page, in two tabs.
    const owner = await loggedPage(parties.ownerToken, 'maison');
    await owner.goto('/');
    await owner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const otherTab = await owner.context().newPage();
    await otherTab.goto('/my-projects');
    await otherTab.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await bell(owner).count()).toBe(0);
    expect(await messageBadge(owner).count()).toBe(0);

    // The creator verifies her account and sends an offer from her phone.
    const creator = await loggedPage(parties.creatorToken, 'lea', PHONE);
    await creator.goto('/my-social-net');
    await creator.getByLabel('Identifiant Instagram').fill('lea.bougies');
    await creator.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
    await creator.getByText('Identifiant enregistré avec succès').waitFor();
    await creator.getByRole('button', { name: 'Vérifier avec Instagram' }).click();
    await creator.waitForURL('**/simulated/oauth/instagram?**');
    await creator.getByRole('button', { name: 'Autoriser' }).click();
    await creator.waitForURL('**/my-social-net');
    await creator.getByText('Votre compte Instagram est vérifié.').waitFor();
    await creator.goto(`/project/${parties.projectId}`);
    await creator.getByRole('button', { name: 'Faire une offre' }).click();
    const form = creator.getByRole('dialog', { name: 'Faire une offre' });
    await form.getByLabel('Montant* (50 € minimum)').fill('300');
    await form.getByLabel('Taxe*').selectOption('HT');
    await form.getByLabel('Message privé*').fill('Bonjour, je peux livrer 3 stories et un reel.');
    await form.getByRole('button', { name: "Envoyer l'offre" }).click();
    await form.getByText('Offre envoyée avec succès.').waitFor();

    // The owner's bell rises without a reload, in both tabs.
    const offerSent = Date.now();
    await bell(owner).filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    console.log(`bell after the offer: ${Date.now() - offerSent} ms`);
    await bell(otherTab).filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    expect(await messageBadge(owner).count()).toBe(0);

    // The creator writes in the conversation: the message badge and the bell rise.
    await creator.goto('/offers-send');
    await creator.getByRole('link', { name: 'Lancement bougies de Noël' }).click();
    await creator.waitForURL(`**/offer/*/${parties.projectId}`);
    const input = creator.getByLabel('Écrivez votre message...');
    await input.fill('Voici mes disponibilités : dès lundi.');
    await input.press('Enter');
    await creator.getByTestId('chat-messages').getByText('dès lundi', { exact: false }).waitFor();
    const messageSent = Date.now();
    await messageBadge(owner).filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    console.log(`message badge after the message: ${Date.now() - messageSent} ms`);
    await bell(owner).filter({ hasText: '2' }).waitFor({ timeout: 5000 });
    await shots(owner, 'home-badges');

    // The panel: the latest, newest first, each a link to where it happened.
    await owner.getByRole('button', { name: '2 notifications non lues' }).click();
    const panel = owner.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Nouvelle offre sur « Lancement bougies de Noël »').waitFor();
    await panel.getByText('Nouveau message de lea', { exact: false }).waitFor();
    await owner.setViewportSize(PHONE);
    await owner.waitForTimeout(150);
    await screenshot(owner, 'notifications-panel-390');
    await expectNoOverflow(owner);
    await owner.setViewportSize(DESKTOP);
    await owner.waitForTimeout(150);
    await screenshot(owner, 'notifications-panel-1280');
    await panel.getByRole('link', { name: /Nouvelle offre/ }).click();
    await owner.waitForURL(`**/offer/*/${parties.projectId}`);
    // Opening the conversation reads the message and its notification; the offer was read by
    // the click: the badges go away here and in the other tab.
    await messageBadge(owner).waitFor({ state: 'detached' });
    await bell(owner).waitFor({ state: 'detached' });
    await bell(otherTab).waitFor({ state: 'detached' });

    // /notifications keeps them all, read.
    await owner.goto('/notifications');
    await owner.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await owner.getByRole('link', { name: /Nouvelle offre/ }).waitFor();
    expect(await owner.getByRole('button', { name: 'Tout marquer comme lu' }).count()).toBe(0);
    await shots(owner, 'page');

    // The creator's side: nothing yet; then "Tout marquer comme lu" after an attribution.
    await owner.goto(
      `/offer/${new URL(creator.url()).pathname.split('/')[2]}/${parties.projectId}`,
    );
    await owner.getByRole('button', { name: 'Accepter cette offre' }).click();
    await owner.getByRole('button', { name: 'Confirmer' }).click();
    await owner.getByText('Le projet a été attribué avec succès').waitFor();
    await bell(creator).filter({ hasText: '1' }).waitFor({ timeout: 5000 });
    await creator.goto('/notifications');
    await creator
      .getByRole('link', { name: /Projet attribué|attribué/ })
      .first()
      .waitFor();
    await creator.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await bell(creator).waitFor({ state: 'detached' });
    await creator.getByText('Toutes vos notifications sont lues.').waitFor();
  });

  it('turns a category off in the settings, and unsubscribes from a mail without a login', async () => {
    const owner = await loggedPage(parties.ownerToken, 'maison');
    await owner.goto('/my-account');
    await owner.getByRole('link', { name: 'Notifications' }).first().click();
    await owner.waitForURL('**/my-notifications');
    const payments = owner.getByRole('switch', {
      name: 'Recevoir les e-mails « Paiements et pack »',
    });
    await payments.waitFor();
    expect(await payments.isChecked()).toBe(true);
    await payments.click();
    await owner.getByText('Préférences enregistrées.').waitFor();
    expect(await payments.isChecked()).toBe(false);
    await shots(owner, 'settings');

    // The offer's mail carries its one-click link; a visitor (no cookie) opens it.
    await expect
      .poll(() => unsubscribeLink('maison@example.test'), { timeout: 10_000 })
      .toBeTruthy();
    const link = unsubscribeLink('maison@example.test') ?? '';
    const visitorContext = await newContext(journey.browser, journey.server.url, PHONE);
    journey.contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await visitor
      .getByText('vous ne recevrez plus les e-mails « Offres et attribution »', { exact: false })
      .waitFor();
    await shots(visitor, 'unsubscribed');

    // A mail client opening the List-Unsubscribe URL itself shows the same confirming page,
    // not the API's JSON.
    const header = new URL(listUnsubscribeUrl('maison@example.test') ?? '');
    expect(header.pathname).toBe(apiPath(notificationsApi.unsubscribe));
    const fromHeader = await visitorContext.newPage();
    await fromHeader.goto(header.pathname + header.search);
    await fromHeader.waitForURL('**/desabonnement?token=*');
    await fromHeader
      .getByText('vous ne recevrez plus les e-mails « Offres et attribution »', { exact: false })
      .waitFor();
    expect(await fromHeader.locator('body').innerText()).not.toContain('"category"');
    await owner.reload();
    const offers = owner.getByRole('switch', {
      name: 'Recevoir les e-mails « Offres et attribution »',
    });
    await offers.waitFor();
    expect(await offers.isChecked()).toBe(false);
  });
});

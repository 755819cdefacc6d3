import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { accountsApi, profilesApi, projectsApi, type Budget, type Niche } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { api } from '../support/api-client.js';
import { axeViolations } from '../support/axe.js';
import { signUp, verifyInstagramHere } from '../support/accounts.js';

// In real Chromium: an influencer signs up, finds a project from the header with a
// search and a niche facet (Back restores the previous results), opens it and sends an offer;
// the board then says "Offre déposée". The owner finds her in /all-profiles with a niche facet,
// her audience on the card. Both pages are shot at 390 and 1280 px and pass axe.

const journey = useJourney();

const PASSWORD = 'motdepasse1';
const OWNER = { email: 'soleil@example.test', pseudo: 'maisonsoleil', name: 'Maison Soleil' };
const CREATOR = { email: 'ines@example.test', pseudo: 'inesbeaute', name: 'Inès Moreau' };
const WANTED = 'Tutoriel maquillage naturel pour notre palette';

async function publish(token: string, title: string, secteur: Niche, budget: Budget) {
  const created = await api(journey.server, projectsApi.create, {
    token,
    body: {
      title,
      description: `${title} : nous cherchons une créatrice pour une vidéo et deux stories, livrées sous trois semaines.`,
      budget,
      secteur,
      profilSearch: ['Influenceur', 'Createur de contenu'],
      statut: 'prePublish',
    },
  });
  expect(created.status).toBeLessThan(300);
  expect(created.body.statut).toBe('publish'); // MODERATION=auto outside production
  return created.body._id ?? '';
}

async function pageAs(user: { pseudo: string; token: string } | null, viewport = DESKTOP) {
  const context = await newContext(journey.browser, journey.server.url, viewport);
  journey.contexts.push(context);
  if (user) {
    await context.addCookies([
      { name: 'kollabo_token', value: user.token, url: journey.server.url },
      { name: 'kollabo_pseudo', value: user.pseudo, url: journey.server.url },
    ]);
  }
  return context.newPage();
}

/** Full-page shots at 390 and 1280 px, none wider than the screen, no axe violation. */
async function shots(page: Page, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays on top
    await page.waitForTimeout(200);
    await expectNoOverflow(page);
    expect(await axeViolations(page), `${name} at ${label} px`).toEqual([]);
    await screenshot(page, `discovery-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** The board's result cards (the list under "Résultats de la recherche"). */
const results = (page: Page) => page.getByRole('list', { name: 'Résultats de la recherche' });

let ownerToken = '';

beforeAll(async () => {
  ownerToken = await signUp(journey.server, OWNER.pseudo, OWNER.name, 'Marque', {
    email: OWNER.email,
    password: PASSWORD,
  });
  await journey.server.admin('pack', OWNER.pseudo, 'premium');
  await publish(ownerToken, WANTED, 'Beauté', '500 € à 1 000 €');
  await publish(
    ownerToken,
    'Tutoriel recette de tarte aux fraises',
    'Food & Gastronomie',
    'Moins de 500 €',
  );
  await publish(ownerToken, 'Road trip en Bretagne', 'Voyage', 'Plus de 10 000 €');
});

describe('discovery', () => {
  it('an influencer signs up, finds the project from the header with a search and a facet, and sends an offer', async () => {
    const page = await pageAs(null);

    // Sign-up as an influencer, then login.
    await page.goto('/inscription');
    await page.getByLabel('Influenceur').check();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.waitForURL('**/form-inscription');
    await page.getByLabel('Adresse e-mail*').fill(CREATOR.email);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await page.getByText('Code envoyé avec succès.').waitFor();
    await page.getByLabel('Code de vérification*').fill(journey.server.lastCode(CREATOR.email));
    await page.getByLabel('Nom complet').fill(CREATOR.name);
    await page.getByLabel('Pseudo*').fill(CREATOR.pseudo);
    await page.getByLabel(/^Mot de passe\*/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // Sign-up logs her in: her account page follows, not the login page.
    await page.waitForURL('**/my-account', { timeout: 10_000 });
    await page.goto(`/profile/${CREATOR.pseudo}`);

    // Her niche, for the owner's directory search later.
    const login = await api(journey.server, accountsApi.login, {
      body: { pseudo: CREATOR.pseudo, password: PASSWORD },
    });
    const info = await api(journey.server, profilesApi.updateInfo, {
      token: 'token' in login.body ? login.body.token : undefined,
      body: {
        statut: 'Influenceur',
        presentation: 'Créatrice beauté à Lyon : tutoriels maquillage, tests de soins et routines.',
        categorie: 'Beauté',
        localisation: 'Lyon',
      },
    });
    expect(info.status).toBe(200);

    // The header's first action for a creator: finding a project.
    await page.getByRole('link', { name: 'Trouver un projet' }).click();
    await page.waitForURL('**/projects');
    await results(page).getByRole('link', { name: 'Road trip en Bretagne' }).waitFor();

    // A search, then a niche facet: the address keeps the whole query.
    await page.getByRole('searchbox').fill('tutoriel');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/projects?q=tutoriel');
    await results(page).getByRole('link', { name: WANTED }).waitFor();
    await results(page)
      .getByRole('link', { name: 'Tutoriel recette de tarte aux fraises' })
      .waitFor();
    expect(await results(page).getByRole('link', { name: 'Road trip en Bretagne' }).count()).toBe(
      0,
    );
    await page.getByText('2 projets').waitFor();
    await page.getByRole('checkbox', { name: /^Beauté/ }).click();
    await page.waitForURL('**/projects?q=tutoriel&secteur=beaute');
    await page.getByText('1 projet', { exact: true }).waitFor();
    expect(await results(page).locator(':scope > li').count()).toBe(1);

    // She saves this search as an alert; it is listed on the board.
    await page.getByRole('button', { name: 'Créer une alerte pour cette recherche' }).click();
    await page.getByText('Alerte créée', { exact: false }).waitFor();
    const alerts = page.getByRole('region', { name: 'Mes alertes' });
    await alerts.getByRole('link', { name: /tutoriel/ }).waitFor();
    await shots(page, 'board');

    // Back restores the previous results; Forward the filtered ones.
    await page.goBack();
    await page.getByText('2 projets').waitFor();
    expect(await page.getByRole('checkbox', { name: /^Beauté/ }).isChecked()).toBe(false);
    await page.goForward();
    await page.getByText('1 projet', { exact: true }).waitFor();

    // Opens the project and sends an offer (after verifying Instagram, as the spec asks).
    await results(page).getByRole('link', { name: WANTED }).click();
    await page.waitForURL('**/project/*');
    const projectUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Faire une offre' }).click();
    await page.getByText('Vérification requise !').waitFor();
    await page.getByRole('link', { name: 'Vérifier mes réseaux sociaux' }).click();
    await page.waitForURL('**/my-social-net');
    await verifyInstagramHere(page, 'ines.beaute');

    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'Faire une offre' }).click();
    const form = page.getByRole('dialog', { name: 'Faire une offre' });
    await form.getByLabel('Montant* (50 € minimum)').fill('400');
    await form
      .getByLabel('Message privé*')
      .fill('Bonjour, je peux livrer la vidéo sous deux semaines.');
    await form.getByRole('button', { name: "Envoyer l'offre" }).click();
    await form.getByText('Offre envoyée avec succès.').waitFor();
    await page.getByText('Offre déposée').first().waitFor();

    // Back on the board (the same query), the card says so.
    await page.goto('/projects?q=tutoriel&secteur=beaute');
    const card = results(page).locator(':scope > li').filter({ hasText: WANTED });
    await card.getByText('Offre déposée').waitFor();
    await card.getByText(OWNER.name).waitFor();
  });

  it('the owner finds her through /all-profiles with a niche facet', async () => {
    const page = await pageAs({ pseudo: OWNER.pseudo, token: ownerToken });
    await page.goto('/');
    await page.getByRole('link', { name: 'Tous les profils' }).first().click();
    await page.waitForURL('**/all-profiles');
    await page.getByRole('link', { name: new RegExp(CREATOR.name) }).waitFor();
    await page.getByRole('checkbox', { name: /^Beauté/ }).click();
    await page.waitForURL('**/all-profiles?secteur=beaute');
    const card = page
      .locator('li')
      .filter({ has: page.getByRole('link', { name: new RegExp(CREATOR.name) }) });
    await card.getByText('Beauté · Lyon').waitFor();
    await card.getByText('Instagram').waitFor();
    expect(await page.getByRole('link', { name: new RegExp(OWNER.name) }).count()).toBe(0);
    await shots(page, 'directory');
    await card.getByRole('link').click();
    await page.waitForURL(`**/profile/${CREATOR.pseudo}`);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { projectsApi } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { api } from '../support/api-client.js';
import { signUp, type ProfileType } from '../support/accounts.js';

// Projects in real Chromium, with MODERATION=manual: the free first project, its approval in
// /admin, the visitor's partial view, close / reopen / end of selection, a report, and the
// "Pack requis !" popup on a second project without a pack.

const journey = useJourney({ env: { MODERATION: 'manual' } });

const PASSWORD = 'motdepasse1';
const OWNER = { email: 'soleil@example.test', pseudo: 'soleilbrand', statut: 'Marque' as const };
const ADMIN = { email: 'moderateur@example.test', pseudo: 'moderateur', statut: 'Marque' as const };
const OTHER = {
  email: 'createur@example.test',
  pseudo: 'createur',
  statut: 'Influenceur' as const,
};
const TITLE = 'Lancement de notre gamme été';
const DESCRIPTION =
  'Nous cherchons trois influenceuses beauté pour présenter notre nouvelle gamme solaire en story et en publication.';

/** Signs `user` up (no display name) and returns her session token. */
const signUpAs = (user: { email: string; pseudo: string; statut: ProfileType }) =>
  signUp(journey.server, user.pseudo, '', user.statut, { email: user.email, password: PASSWORD });

async function pageAs(user: { pseudo: string; token: string } | null, viewport = DESKTOP) {
  const context = await newContext(journey.browser, journey.server.url, viewport);
  if (user) {
    const host = new URL(journey.server.url).hostname;
    await context.addCookies([
      { name: 'kollabo_token', value: user.token, domain: host, path: '/' },
      { name: 'kollabo_pseudo', value: user.pseudo, domain: host, path: '/' },
    ]);
  }
  return context.newPage();
}

async function confirm(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
}

const tokens: Record<string, string> = {};
let projectId = '';

beforeAll(async () => {
  tokens.owner = await signUpAs(OWNER);
  tokens.admin = await signUpAs(ADMIN);
  tokens.other = await signUpAs(OTHER);
  expect(await journey.server.admin('grant', ADMIN.pseudo)).toContain('administrator');
});
describe('projects journey', () => {
  it('creates the first project for free and requests its publication', async () => {
    const owner = { pseudo: OWNER.pseudo, token: tokens.owner as string };
    const phone = await pageAs(owner, PHONE);
    await phone.goto('/create-project');
    await phone.getByRole('heading', { level: 1, name: 'Déposer un projet' }).waitFor();
    await phone.getByText('Votre premier projet est offert').waitFor();
    await expectNoOverflow(phone);
    await screenshot(phone, 'projects-create-phone');
    await phone.context().close();

    const page = await pageAs(owner);
    await page.goto('/');
    await page.getByRole('link', { name: 'Déposer un projet' }).first().click();
    await page.waitForURL('**/create-project');
    await page.getByLabel('Titre du projet*').fill(TITLE);
    await page.getByLabel('Description*').fill('Trop court');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('La description doit contenir au moins 40 caractères.').waitFor();
    await page.getByLabel('Description*').fill(DESCRIPTION);
    await page.getByLabel('Budget estimé*').selectOption('1 000 € à 10 000 €');
    await page.getByRole('checkbox', { name: 'Créateur de contenu' }).check();
    await screenshot(page, 'projects-create-desktop');
    await page.getByRole('button', { name: 'Publier' }).click();
    await confirm(page);
    await page.getByText('Votre demande de publication a été prise en compte.').waitFor();
    await page.waitForURL('**/my-projects', { timeout: 15_000 });
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByText('En cours de vérification').waitFor();
    expect(await card.innerText()).not.toContain('il y a');
    await screenshot(page, 'projects-my-projects-desktop');
    const href = await card.getByRole('link', { name: 'Voir le projet' }).getAttribute('href');
    projectId = href?.split('/').pop() ?? '';
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it('hides the pending project from visitors, then the admin approves it', async () => {
    const visitor = await pageAs(null);
    await visitor.goto(`/project/${projectId}`);
    await visitor.getByText('Aucun projet trouvé').waitFor();
    await visitor.context().close();

    const admin = await pageAs({ pseudo: ADMIN.pseudo, token: tokens.admin as string });
    await admin.goto('/admin');
    await admin.waitForURL('**/admin/projets');
    const item = admin.getByRole('listitem').filter({ hasText: TITLE });
    await item.getByText(`Porteur : ${OWNER.pseudo}`).waitFor();
    await screenshot(admin, 'projects-admin-pending-desktop');
    await item.getByRole('button', { name: 'Valider et publier' }).click();
    await admin.getByText('Projet validé et publié.').waitFor();
    await admin.getByText('Aucun projet en attente de validation.').waitFor();
    await admin.context().close();

    const notAdmin = await pageAs({ pseudo: OTHER.pseudo, token: tokens.other as string });
    await notAdmin.goto('/admin');
    await notAdmin.getByRole('heading', { name: 'Accès interdit' }).waitFor();
    await notAdmin.context().close();
  });

  it('shows visitors a partial view and logged users the author, and takes a report', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const visitor = await pageAs(null, viewport);
      await visitor.goto(`/project/${projectId}`);
      await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await visitor.getByText('Connectez-vous pour découvrir le porteur de ce projet.').waitFor();
      const text = await visitor.locator('main').innerText();
      expect(text).toContain('Ouvert');
      expect(text).not.toContain(OWNER.pseudo);
      await expectNoOverflow(visitor);
      await screenshot(visitor, `projects-detail-visitor-${name}`);
      await visitor.context().close();
    }

    const page = await pageAs({ pseudo: OTHER.pseudo, token: tokens.other as string });
    await page.goto(`/project/${projectId}`);
    await page.getByRole('link', { name: OWNER.pseudo }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Terminer' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Signaler un abus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un abus' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog
      .getByText("Une erreur s'est produite, vérifiez votre saisie et réessayez.")
      .waitFor();
    await dialog
      .getByLabel('Votre message*')
      .fill('Ce projet demande un paiement hors plateforme.');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.getByText('Signalement envoyé avec succès.').waitFor();
    await screenshot(page, 'projects-detail-logged-desktop');
    await page.context().close();

    const views = await api(journey.server, projectsApi.detail, { query: { id: projectId } });
    expect(views.body.project?.views).toBeGreaterThanOrEqual(2);
  });

  it('lets the owner close, reopen and end the selection', async () => {
    const page = await pageAs({ pseudo: OWNER.pseudo, token: tokens.owner as string });
    await page.goto(`/edit-project/${projectId}`);
    await expect(page.getByLabel('Titre du projet*').inputValue()).resolves.toBe(TITLE);
    await screenshot(page, 'projects-edit-desktop');
    await page.getByRole('button', { name: 'Fermer le projet' }).click();
    await confirm(page);
    await page.getByText('Projet fermé avec succès.').waitFor();
    await page.getByText('Fermé', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Publier' }).click();
    await confirm(page);
    await page.getByText('Votre demande de publication a été prise en compte.').waitFor();
    await page.waitForURL('**/my-projects', { timeout: 15_000 });
    await page.getByRole('listitem').filter({ hasText: TITLE }).getByText('Ouvert').waitFor();

    await page.goto(`/project/${projectId}`);
    await page.getByRole('button', { name: 'Terminer' }).click();
    await confirm(page);
    await page.getByText('Demande prise en compte avec succès.').waitFor();
    await page.getByText('Sélection terminée').first().waitFor();
    await page.waitForTimeout(1700);
    expect(await page.getByText('veuillez réessayer ultérieurement').count()).toBe(0);
    await screenshot(page, 'projects-detail-owner-attribute-desktop');
    await page.context().close();
  });

  it('lists the report for the admin, who marks it handled', async () => {
    const admin = await pageAs({ pseudo: ADMIN.pseudo, token: tokens.admin as string }, PHONE);
    await admin.goto('/admin/signalements');
    const item = admin.getByRole('listitem').filter({ hasText: 'paiement hors plateforme' });
    await item.getByText(`Signalé par ${OTHER.pseudo}`).waitFor();
    await expectNoOverflow(admin);
    await screenshot(admin, 'projects-admin-reports-phone');
    await item.getByRole('button', { name: 'Marquer comme traité' }).click();
    await admin.getByText('Signalement traité.').waitFor();
    await admin.getByText('Aucun signalement.').waitFor();
    await admin.context().close();
  });

  it('asks for a pack before a second project: Pack requis !', async () => {
    const page = await pageAs({ pseudo: OWNER.pseudo, token: tokens.owner as string }, PHONE);
    await page.goto('/create-project');
    const popup = page.getByRole('dialog', { name: 'Pack requis !' });
    await popup.waitFor();
    expect(await popup.getByRole('link', { name: 'Voir les packs' }).getAttribute('href')).toBe(
      '/subscription',
    );
    await screenshot(page, 'projects-subscription-required-phone');
    await popup.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByLabel('Titre du projet*').fill('Deuxième projet');
    await page.getByLabel('Description*').fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await popup.waitFor();
    await page.goto('/my-projects');
    await page.getByRole('listitem').filter({ hasText: TITLE }).waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'projects-my-projects-phone');
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';

// The accounts journey in real Chromium: sign up with the mailed code, log in,
// change the password, log out, log in again, reset the password, log in with the new one.

const journey = useJourney();

const email = 'lea.martin@example.com';
const pseudo = 'lea_martin';

async function logIn(page: Page, password: string, identifier = pseudo) {
  await page.goto('/connexion');
  await page.getByLabel('Pseudo ou adresse e-mail*').fill(identifier);
  await page.getByLabel('Mot de passe* (6 caractères minimum)').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`**/profile/${pseudo}`);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  // The menu slides in against the right edge, not in the middle of a wide screen.
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(page.viewportSize()?.width);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.getByText('Confirmez-vous vouloir vous déconnecter ?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL('**/connexion');
}

describe('accounts journey', () => {
  it('signs up, logs in, changes and resets the password', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();

    // Sign-up: profile type, then e-mail, code, remaining fields.
    await page.goto('/inscription?referral_link=nobody');
    await page.getByLabel('Marque').check();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.waitForURL('**/form-inscription');
    await page.getByLabel('Adresse e-mail*').fill(email);
    expect(await page.getByLabel('Pseudo*').count()).toBe(0);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await page.getByText('Code envoyé avec succès.').waitFor();
    await page.getByLabel('Code de vérification*').fill(journey.server.lastCode(email));
    await page.getByLabel('Nom complet').fill('Léa Martin');
    await page.getByLabel('Pseudo*').fill(pseudo);
    await page.getByLabel(/^Mot de passe\*/).fill('premier123');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Compte créé avec succès !').waitFor();
    // She is logged in: her account page follows, not the login page.
    await page.waitForURL('**/my-account', { timeout: 10_000 });
    await page.goto(`/profile/${pseudo}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Pas encore connecté').count()).toBe(0);
    await logOut(page);

    // Login with a wrong password, then the right one: the logged header appears.
    await page.getByLabel('Pseudo ou adresse e-mail*').fill(pseudo);
    await page.getByLabel('Mot de passe* (6 caractères minimum)').fill('mauvais123');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByText('Utilisateur ou mot de passe incorrect !').waitFor();
    await logIn(page, 'premier123');
    await page
      .getByRole('link', { name: /messages/i })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);

    // Change the password on /edit-log-info.
    await page.goto('/edit-log-info');
    await page.getByLabel('Nouveau mot de passe (6 caractères minimum)').fill('second123');
    await page.getByLabel('Répétez le nouveau mot de passe').fill('second123');
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await page.getByText('Mise à jour effectuée avec succès.').waitFor();

    await logOut(page);
    // The e-mail logs in as well as the pseudo.
    await logIn(page, 'second123', email);
    await logOut(page);

    // Reset the password with a mailed code.
    await page.goto('/reset-password');
    await page.getByLabel('Adresse e-mail*').fill(email);
    await page.getByRole('button', { name: 'Envoyer le code' }).click();
    await page.getByLabel('Code de vérification*').waitFor();
    await new Promise((r) => setTimeout(r, 500));
    await page.getByLabel('Code de vérification*').fill(journey.server.lastCode(email));
    await page.getByLabel(/^Nouveau mot de passe\*/).fill('troisieme123');
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByText('Réinitialisation effectuée avec succès.').waitFor();
    await page.waitForURL('**/connexion', { timeout: 10_000 });
    await logIn(page, 'troisieme123');
    await context.close();
  });

  it('shows a real 404 page for an unknown path', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    const page = await context.newPage();
    const response = await page.goto('/cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await page.getByText("Cette page n'existe pas.").waitFor();
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toContain('noindex');
    await context.close();
  });

  it('renders home, login and sign-up without horizontal overflow at 390 and 1280 px', async () => {
    for (const [label, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const context = await newContext(journey.browser, journey.server.url, viewport);
      const page = await context.newPage();
      for (const [name, path] of [
        ['home', '/'],
        ['connexion', '/connexion'],
        ['inscription', '/inscription'],
      ] as const) {
        await page.goto(path);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoOverflow(page, `${name} at ${label}px`);
        await screenshot(page, `accounts-${name}-${label}`);
      }
      await context.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accountsApi, apiPath } from '@kollabo/shared';
import { unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import {
  DESKTOP,
  PHONE,
  SCREENSHOT_DIR,
  expectNoOverflow,
  launchBrowser,
  newContext,
  pageShots,
  screenshot,
} from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

// The whole account story of issue 30 in real Chromium, through the pages only: she signs up,
// enables the second factor from "Gérer mon compte" (the code computed from the shown secret,
// as her app would), logs in elsewhere with her password and a code, ends her other session
// from "Appareils connectés", asks for the export of her data and downloads the ZIP once it is
// ready, then deletes her account with her password and a code: refused without the code,
// done with it, and she can no longer log in.

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const email = 'nina.durand@example.com';
const pseudo = 'nina_durand';
const password = 'motdepasse123';
const STEP_MS = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** A code is taken once: waits for the 30-second step after the one of `usedAt`. */
async function nextStep(page: Page, usedAt: number) {
  const next = (Math.floor(usedAt / STEP_MS) + 1) * STEP_MS;
  await page.waitForTimeout(Math.max(0, next - Date.now() + 500));
}

async function signUp(page: Page) {
  await page.goto('/inscription');
  await page.getByLabel('Influenceur').check();
  await page.getByRole('button', { name: 'Commencer' }).click();
  await page.waitForURL('**/form-inscription');
  await page.getByLabel('Adresse e-mail*').fill(email);
  await page.getByRole('button', { name: 'Envoyer le code' }).click();
  await page.getByText('Code envoyé avec succès.').waitFor();
  await page.getByLabel('Code de vérification*').fill(server.lastCode(email));
  await page.getByLabel('Nom complet').fill('Nina Durand');
  await page.getByLabel('Pseudo*').fill(pseudo);
  await page.getByLabel(/^Mot de passe\*/).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL('**/my-account', { timeout: 10_000 });
}

async function shots(page: Page, name: string) {
  await pageShots(page, 'two-factor', name);
  expect(await axeViolations(page), name).toEqual([]);
}

/** The part of the page under review, beside the full-page shot (easier to read). */
const shoot = (locator: Locator, name: string) =>
  locator.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-part.png`) });

/** Whether `token` still opens a session (the API's token check). */
async function tokenWorks(token: string) {
  const res = await fetch(`${server.url}${apiPath(accountsApi.tokenCheck)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status === 200;
}

const tokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'kollabo_token')?.value ?? '';

describe('account story journey', () => {
  it('enables the second factor, logs in with it, exports her data and deletes the account', async () => {
    // Signed up on her phone.
    const phoneContext = await newContext(browser, server.url, PHONE);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await signUp(phone);
    const phoneToken = await tokenOf(phoneContext);
    expect(await tokenWorks(phoneToken)).toBe(true);

    // Gérer mon compte → Double authentification.
    await phone.setViewportSize(DESKTOP);
    const section = phone.locator('section[aria-labelledby="second-factor"]');
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();
    const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect
      .poll(() => section.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await section.scrollIntoViewIfNeeded();
    await shots(phone, 'setup');
    const enabledAt = Date.now();
    await section
      .getByLabel("2. Code à 6 chiffres affiché par l'application")
      .fill(codeAt(secret, enabledAt));
    await section.getByRole('button', { name: 'Confirmer et activer' }).click();
    const codes = section.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await shots(phone, 'recovery-codes');
    await section.getByRole('button', { name: "J'ai mis mes codes en lieu sûr" }).click();
    await section.getByText('Activée', { exact: true }).waitFor();
    await section.getByText('10 codes de secours restants.').waitFor();

    // Logged out (a fresh browser): the password, then the second step.
    const context = await newContext(browser, server.url, PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/connexion');
    await page.getByLabel('Pseudo ou adresse e-mail*').fill(pseudo);
    await page.getByLabel('Mot de passe* (6 caractères minimum)').fill(password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    await shots(page, 'login-code');
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').waitFor();
    await page.getByRole('button', { name: "Utiliser le code de l'application" }).click();
    await nextStep(page, enabledAt);
    const loggedAt = Date.now();
    await page.getByLabel('Code de vérification').fill(codeAt(secret, loggedAt));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`**/profile/${pseudo}`);

    // Appareils connectés: this browser and the phone's; she ends the phone's.
    await page.goto('/appareils-connectes');
    const list = page.getByRole('list', { name: 'Sessions ouvertes' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await list.getByText('Cet appareil').waitFor();
    await shots(page, 'sessions');
    await page.getByRole('button', { name: 'Déconnecter toutes les autres sessions' }).click();
    await page.getByText('1 session déconnectée.').waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    // The phone's token is refused at its next request.
    expect(await tokenWorks(phoneToken)).toBe(false);
    await shots(page, 'sessions-alone');

    // Exporter mes données: built in the background, announced on the page when ready.
    await page.goto('/my-account');
    const exportSection = page.getByRole('region', { name: 'Exporter mes données' });
    await exportSection.getByRole('button', { name: "Préparer l'export" }).click();
    const downloadButton = exportSection.getByRole('button', { name: "Télécharger l'archive" });
    await downloadButton.waitFor({ timeout: 30_000 });
    await exportSection.getByText(/Votre export est prêt\. Téléchargeable jusqu'au/).waitFor();
    // One a day: the request button waits for tomorrow.
    await expect
      .poll(() => exportSection.getByRole('button', { name: "Préparer l'export" }).isDisabled())
      .toBe(true);
    await exportSection.getByText(/Prochain export possible à partir du/).waitFor();
    await exportSection.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-export-390');
    await shoot(exportSection, 'data-rights-export-390');
    await expectNoOverflow(page);

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^kollabo-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))));
    expect(files).toEqual(
      expect.arrayContaining(['LISEZMOI.txt', 'compte.json', 'messages.json', 'messages.csv']),
    );

    // Danger zone: a wrong password, then the right one without the code, are refused.
    const danger = page.getByRole('region', { name: 'Supprimer mon compte' });
    await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Supprimer définitivement votre compte ?',
    });
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByRole('alert').getByText('Mot de passe incorrect.').waitFor();
    await screenshot(page, 'data-rights-delete-dialog-390');
    await shoot(dialog, 'data-rights-delete-dialog-390');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Saisissez le code de votre application de double authentification.')
      .waitFor();

    // At 1280 px, the same page.
    await page.setViewportSize(DESKTOP);
    await danger.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-delete-dialog-1280');
    await shoot(dialog, 'data-rights-delete-dialog-1280');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await exportSection.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-export-1280');
    await shoot(exportSection, 'data-rights-export-1280');
    await shoot(danger, 'data-rights-danger-1280');
    await expectNoOverflow(page);

    // The password and a fresh code (the step after the login's): deleted, logged out.
    await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
    await nextStep(page, loggedAt);
    await dialog
      .getByLabel('Code de double authentification (si activée)')
      .fill(codeAt(secret, Date.now()));
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL('**/connexion');

    // Her pseudo and her e-mail no longer log in.
    for (const identifier of [pseudo, email]) {
      await page.goto('/connexion');
      await page.getByLabel('Pseudo ou adresse e-mail*').fill(identifier);
      await page.getByLabel('Mot de passe* (6 caractères minimum)').fill(password);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByText('Utilisateur ou mot de passe incorrect !').waitFor();
    }
    // Her profile is gone.
    await page.goto(`/profile/${pseudo}`);
    await page.getByText('Aucun profil trouvé').first().waitFor();
    // Two waits for a fresh 30-second step (login, deletion) come on top of the usual time.
  }, 180_000);
});

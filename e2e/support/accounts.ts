import { expect } from 'vitest';
import { accountsApi, type EndpointInput } from '@kollabo/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from './browser.js';
import type { RunningServer } from './server.js';
import { api } from './api-client.js';

// Accounts for the journeys: made through the real sign-up API (mail code included), then
// opened in a browser context already logged in, as the login page leaves it.

export const PASSWORD = 'motdepasse123';

export type ProfileType = EndpointInput<typeof accountsApi.signup>['body']['statut'];

/** Signs `pseudo` up with the mailed code (sign-up logs her in); returns the session token.
 * The address is `<pseudo>@example.test` unless `email` is given. */
export async function signUp(
  server: RunningServer,
  pseudo: string,
  name: string,
  statut: ProfileType,
  { email = `${pseudo}@example.test`, password = PASSWORD } = {},
): Promise<string> {
  const sent = await api(server, accountsApi.sendMailCode, {
    body: { email, context: 'verifMail' },
  });
  expect(sent.status).toBe(200);
  const signup = await api(server, accountsApi.signup, {
    body: { email, statut, code: server.lastCode(email), pseudo, name, password },
  });
  expect(signup.status).toBe(201);
  return signup.body.token ?? '';
}

/** A page whose context carries the session cookies of `pseudo`; `contexts` collects it for closing. */
export async function openLoggedPage(
  browser: Browser,
  server: Pick<RunningServer, 'url'>,
  contexts: BrowserContext[],
  session: { token: string; pseudo: string },
  viewport = DESKTOP,
): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  contexts.push(context);
  await context.addCookies([
    { name: 'kollabo_token', value: session.token, url: server.url },
    { name: 'kollabo_pseudo', value: session.pseudo, url: server.url },
  ]);
  return context.newPage();
}

/** Opens /my-social-net and verifies the Instagram handle there (verifyInstagramHere). */
export async function verifyInstagram(page: Page, handle: string): Promise<void> {
  await page.goto('/my-social-net');
  await verifyInstagramHere(page, handle);
}

/** On /my-social-net: saves the Instagram handle and verifies it through the simulated provider. */
export async function verifyInstagramHere(page: Page, handle: string): Promise<void> {
  await page.getByLabel('Identifiant Instagram').fill(handle);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
  await page.getByText('Identifiant enregistré avec succès').waitFor();
  await page.getByRole('button', { name: 'Vérifier avec Instagram' }).click();
  await page.waitForURL('**/simulated/oauth/instagram?**');
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await page.waitForURL('**/my-social-net');
  await page.getByText('Votre compte Instagram est vérifié.').waitFor();
}

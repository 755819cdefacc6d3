import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from './browser.js';
import type { RunningServer } from './server.js';

// Accounts for the journeys: made through the real sign-up API (mail code included), then
// opened in a browser context already logged in, as the login page leaves it.

export const PASSWORD = 'motdepasse123';

/** One setup call to `${server.url}/api${pathname}` (JSON, or multipart for a FormData body). */
export async function callApi(
  server: Pick<RunningServer, 'url'>,
  method: string,
  pathname: string,
  body?: object | FormData,
  token?: string,
): Promise<{ status: number; body: Record<string, string> }> {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method,
    headers: {
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as Record<string, string>,
  };
}

/** Signs `pseudo` up with the mailed code and logs in; returns the session token. */
export async function signUp(
  server: RunningServer,
  pseudo: string,
  name: string,
  statut: string,
): Promise<string> {
  const post = async (pathname: string, body: object) => {
    const res = await fetch(`${server.url}/api${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as { token?: string } };
  };
  const email = `${pseudo}@example.test`;
  expect((await post('/verification/send-mail', { email, context: 'verifMail' })).status).toBe(200);
  const signup = await post('/user/signup', {
    email,
    statut,
    code: server.lastCode(email),
    pseudo,
    name,
    password: PASSWORD,
  });
  expect(signup.status).toBe(201);
  return (await post('/user/login', { pseudo, password: PASSWORD })).body.token ?? '';
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

/** On /my-social-net: saves the Instagram handle and verifies it through the simulated provider. */
export async function verifyInstagram(page: Page, handle: string): Promise<void> {
  await page.goto('/my-social-net');
  await page.getByLabel('Identifiant Instagram').fill(handle);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
  await page.getByText('Identifiant enregistré avec succès').waitFor();
  await page.getByRole('button', { name: 'Vérifier avec Instagram' }).click();
  await page.waitForURL('**/simulated/oauth/instagram?**');
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await page.waitForURL('**/my-social-net');
  await page.getByText('Votre compte Instagram est vérifié.').waitFor();
}

import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from './browser.js';
import type { RunningServer } from './server.js';

// Accounts for the journeys: made through the real sign-up API (mail code included), then
// opened in a browser context already logged in, as the login page leaves it.

export const PASSWORD = 'motdepasse123';

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
  server: RunningServer,
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

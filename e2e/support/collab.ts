import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOT_DIR, expectNoOverflow, screenshot } from './browser.js';
import { callApi, signUp } from './accounts.js';
import type { RunningServer } from './server.js';

// The road to a collaboration, shared by the journeys that start after the match: two accounts
// (a brand and a creator), an open project, the creator's verified Instagram and her offer, the
// attribution and its acceptance; then the space's identity and signature forms.

export type ApiCall = (
  method: string,
  pathname: string,
  body: object | FormData,
  token?: string,
) => Promise<{ status: number; body: Record<string, string> }>;

/** A JSON (or multipart) call to the server's API, as `token` when given. */
export function apiOf(server: RunningServer): ApiCall {
  return (method, pathname, body, token) => callApi(server, method, pathname, body, token);
}

const SIZES = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

/** Full page at 390 and 1280 px (`<prefix>-<name>-<width>.png`), checked for overflow. */
export async function pageShots(page: Page, prefix: string, name: string): Promise<void> {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    // From the top: the sticky header stays where it belongs in the full-page capture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await screenshot(page, `${prefix}-${name}-${label}`);
    await expectNoOverflow(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** One element at 390 and 1280 px, checked for overflow. */
export async function elementShots(
  page: Page,
  selector: string,
  prefix: string,
  name: string,
): Promise<void> {
  // The sticky header would cover the element's top once scrolled to it.
  const header = await page.addStyleTag({ content: 'header { position: static !important; }' });
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page
      .locator(selector)
      .screenshot({ path: path.join(SCREENSHOT_DIR, `${prefix}-${name}-${label}.png`) });
    await expectNoOverflow(page);
  }
  await header.evaluate((style) => (style as Element).remove());
  await page.setViewportSize(DESKTOP);
}

export interface CollabParties {
  ownerToken: string;
  creatorToken: string;
  projectId: string;
}

/** The brand `marque` (premium pack) with an open project, and the creator `chloe`. */
export async function createParties(server: RunningServer): Promise<CollabParties> {
  const api = apiOf(server);
  const ownerToken = await signUp(server, 'marque', 'Marque Soleil', 'Marque');
  const creatorToken = await signUp(server, 'chloe', 'Chloé Dupont', 'Influenceur');
  const created = await api(
    'POST',
    '/project/create',
    {
      title: 'Campagne crème solaire été',
      description:
        'Nous cherchons une créatrice pour présenter notre nouvelle crème solaire en story et en reel.',
      budget: '500 € à 1 000 €',
      profilSearch: ['Influenceur'],
      statut: 'prePublish',
    },
    ownerToken,
  );
  expect(created.status).toBeLessThan(300);
  await server.admin('pack', 'marque', 'premium');
  return { ownerToken, creatorToken, projectId: created.body._id ?? '' };
}

/** The creator's Instagram verified through the simulated consent page. */
export { verifyInstagram } from './accounts.js';

/** The creator's offer (`amount` euros, HT or TTC), attributed by the owner and accepted by her;
 * returns the offer's id. */
export async function matchOffer(
  server: RunningServer,
  parties: CollabParties,
  { amount, tax, message }: { amount: string; tax: 'HT' | 'TTC'; message: string },
): Promise<string> {
  const api = apiOf(server);
  const { ownerToken, creatorToken, projectId } = parties;
  const form = new FormData();
  form.append('amount', amount);
  form.append('tax', tax);
  form.append('messageOffre', message);
  form.append('idProject', projectId);
  const sent = await api('POST', '/offer/add-new', form, creatorToken);
  expect(sent.status).toBeLessThan(300);
  const idOffer = sent.body.idOffer ?? '';
  const attributed = await api(
    'PATCH',
    '/project/attribute',
    { idProject: projectId, idOffer },
    ownerToken,
  );
  expect(attributed.status).toBe(200);
  const accepted = await api(
    'PATCH',
    '/project/allocation',
    { idProject: projectId, idOffer, decision: 'accept' },
    creatorToken,
  );
  expect(accepted.status).toBe(200);
  return idOffer;
}

/** The space's legal identity form, filled and saved. */
export async function fillIdentity(
  page: Page,
  identity: {
    legalName: string;
    address: string;
    postalCode: string;
    city: string;
    /** The person who signs for a company ("représentée par"). */
    representative?: string;
  },
): Promise<void> {
  await page.getByLabel('Raison sociale ou nom complet').fill(identity.legalName);
  await page.getByLabel('Adresse postale').fill(identity.address);
  await page.getByLabel('Code postal').fill(identity.postalCode);
  await page.getByLabel('Ville').fill(identity.city);
  if (identity.representative) {
    await page.getByLabel('Représentant légal', { exact: false }).fill(identity.representative);
  }
  await page.getByRole('button', { name: 'Enregistrer mon identité' }).click();
  await page.getByText('Identité enregistrée.').waitFor();
}

/** The owner's contract: one reel, usage rights and a gift box, saved and sent to signature. */
export async function writeContract(owner: Page): Promise<void> {
  await owner.getByLabel('Format').fill('Reel dédié');
  await owner.getByLabel('Supports autorisés').fill('Réseaux sociaux et site de la marque');
  await owner.getByLabel('Description').fill('Coffret de crèmes solaires');
  await owner.getByLabel('Valeur (€)').fill('60');
  await owner.getByRole('button', { name: 'Enregistrer et envoyer à la signature' }).click();
  await owner.getByText('Contrat enregistré', { exact: false }).waitFor();
}

/** Signs the current version with `fullName` (consent box ticked). */
export async function signContract(page: Page, fullName: string): Promise<void> {
  await page.getByLabel('Votre nom complet').fill(fullName);
  await page.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await page.getByText(`Signé par ${fullName}`, { exact: false }).waitFor();
}

/** The creator activates her payouts on the simulated hosted onboarding (issue 28). */
export async function activatePayouts(
  creator: Page,
  { name, iban, vatExempt = false }: { name: string; iban: string; vatExempt?: boolean },
): Promise<void> {
  await creator.goto('/recevoir-mes-paiements');
  await creator.getByRole('button', { name: 'Activer la réception des paiements' }).click();
  await creator.waitForURL('**/simulated/onboarding/**');
  await creator.getByLabel('Nom du titulaire du compte').fill(name);
  await creator.getByLabel('IBAN').fill(iban);
  await creator.getByLabel('Date de naissance').fill('1995-04-12');
  if (vatExempt) await creator.getByLabel('TVA non applicable, art. 293 B du CGI').check();
  await creator.getByRole('button', { name: 'Valider mes informations' }).click();
  await creator.waitForURL(/\/(paiements|recevoir-mes-paiements)/);
}

/** The owner pays the signed contract on the simulated checkout page and comes back to the space. */
export async function payContract(owner: Page, idOffer: string): Promise<void> {
  await owner.goto(`/collab/${idOffer}`);
  await owner.getByRole('button', { name: 'Payer et sécuriser' }).click();
  await owner.waitForURL('**/simulated/collab-checkout/**');
  await owner.getByRole('button', { name: 'Payer', exact: true }).click();
  await owner.waitForURL(`**/collab/${idOffer}**`);
  await owner.getByText('Payé, somme retenue').first().waitFor();
}

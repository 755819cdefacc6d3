import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { accountsApi, packsApi, projectsApi } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { api } from '../support/api-client.js';
import { signUp } from '../support/accounts.js';

// Packs, coupon and the simulated card checkout, in real Chromium against the built app.

const journey = useJourney();

const OWNER = { email: 'marque@example.test', pseudo: 'marque', password: 'motdepasse1' };
const euro = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** Signs the owner up and returns her session token. */
const signUpAndLogin = () =>
  signUp(journey.server, OWNER.pseudo, '', 'Marque', {
    email: OWNER.email,
    password: OWNER.password,
  });

/** A new session token of the owner. */
async function logIn(): Promise<string> {
  const login = await api(journey.server, accountsApi.login, {
    body: { pseudo: OWNER.pseudo, password: OWNER.password },
  });
  return ('token' in login.body ? login.body.token : undefined) ?? '';
}

/** A browser page already logged in as the owner (the app reads its session cookies). */
const loggedPage = (token: string, viewport = DESKTOP) =>
  journey.loggedPage(token, OWNER.pseudo, viewport);

const project = (statut: 'save' | 'prePublish', title: string) => ({
  title,
  description: 'Nous cherchons des créateurs de contenu pour lancer notre nouvelle gamme.',
  budget: '500 € à 1 000 €' as const,
  statut,
  profilSearch: ['Influenceur' as const],
  dateCrea: new Date().toISOString(),
});

describe('packs and checkout', () => {
  it('shows the prices to a visitor and asks them to log in before buying', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await (
        await newContext(journey.browser, journey.server.url, viewport)
      ).newPage();
      await page.goto('/subscription');
      await page.getByRole('heading', { level: 1, name: 'Nos tarifs' }).waitFor();
      const main = async () => euro(await page.locator('main').innerText());
      for (const price of ['19,99 €', '30,99 €', '100,99 €']) {
        await expect.poll(main).toContain(price);
      }
      await expect.poll(main).toContain('100 % remboursé');
      await expectNoOverflow(page);
      await screenshot(page, `payments-subscription-visitor-${name}`);
      await page.getByRole('button', { name: 'Choisir Premium' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
      await dialog.waitFor();
      await dialog.getByRole('link', { name: 'Se connecter' }).waitFor();
      await screenshot(page, `payments-login-prompt-${name}`);
      await page.context().close();
    }
  });

  it('lets an owner pay Premium with a 10% coupon, then publishing takes one credit', async () => {
    const token = await signUpAndLogin();
    expect(await journey.server.admin('coupon', 'DIX10', '10%', '--uses', '5')).toContain('DIX10');
    // The first project is free: create it now so that the later publication costs a credit.
    const first = await api(journey.server, projectsApi.create, {
      body: project('save', 'Premier projet'),
      token,
    });
    expect(first.status).toBe(201);

    const page = await loggedPage(token);
    await page.goto('/subscription');
    await page.getByRole('heading', { name: /Mon pack en cours/ }).waitFor();
    const couponInput = page.getByRole('textbox', { name: 'Code promo' });
    const apply = page.getByRole('button', { name: 'Appliquer' });
    // The button sits on the field's line, not a margin's height below it.
    const bottom = async (box: typeof apply) => {
      const rect = await box.boundingBox();
      return rect ? rect.y + rect.height : Number.NaN;
    };
    expect(Math.abs((await bottom(apply)) - (await bottom(couponInput)))).toBeLessThanOrEqual(1);
    await couponInput.fill('dix10');
    await apply.click();
    await page.getByRole('status').filter({ hasText: 'Coupon appliqué avec succès' }).waitFor();
    const premium = page.getByRole('article', { name: /Premium/ });
    await expect.poll(async () => euro(await premium.innerText())).toContain('27,90 €');
    await screenshot(page, 'payments-subscription-coupon-desktop');

    await premium.getByRole('button', { name: 'Choisir Premium' }).click();
    await page.waitForURL(/\/simulated\/checkout\/sim_/);
    await page.getByRole('heading', { name: 'Paiement de test' }).waitFor();
    await page.getByText('MODE TEST').waitFor();
    // The amount arrives with the session's details, after the page's heading.
    await expect
      .poll(async () => euro(await page.locator('main').innerText()))
      .toContain('27,90 €');
    await screenshot(page, 'payments-simulated-checkout-desktop');
    await page.getByRole('button', { name: 'Payer' }).click();

    await page.waitForURL(/\/payment\/sim_/);
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();
    await screenshot(page, 'payments-success-desktop');

    // The header's menu shows the pack: type, PRO badge, 10 credits.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('10 crédits restants').waitFor();
    await menu.getByText('Mon pack en cours').waitFor();
    await menu.getByRole('img', { name: 'PRO premium' }).waitFor();
    await screenshot(page, 'payments-menu-pack-desktop');
    await page.keyboard.press('Escape');

    const published = await api(journey.server, projectsApi.create, {
      body: project('prePublish', 'Deuxième projet'),
      token,
    });
    expect(published.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByText('9 crédits restants').waitFor();
    const sub = await api(journey.server, packsApi.userSubscription, { token });
    expect(sub.body.subscription?.balanceOffer).toBe(9);
    await page.context().close();
  });

  it('shows the phone layout of checkout pages and the sponsor its affiliation coupons', async () => {
    const page = await loggedPage(await logIn(), PHONE);
    await page.goto('/affiliation');
    await page.getByText('Aucun coupon trouvé').waitFor();
    await journey.server.admin(
      'coupon',
      'PARRAIN15',
      '15%',
      '--uses',
      '20',
      '--sponsor',
      OWNER.pseudo,
    );
    await page.reload();
    await page.getByRole('heading', { name: "Mes coupons d'affiliations" }).waitFor();
    await page.getByText('PARRAIN15').waitFor();
    await page.getByText('20 / 20 utilisations restantes').waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'payments-affiliation-phone');

    await page.goto('/subscription');
    await page.getByRole('heading', { name: /Mon pack en cours/ }).waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'payments-subscription-logged-phone');
    await page.getByRole('button', { name: 'Choisir Standard' }).click();
    await page.waitForURL(/\/simulated\/checkout\//);
    await page.getByRole('button', { name: 'Payer' }).waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'payments-simulated-checkout-phone');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.waitForURL(/\/subscription$/);

    await page.goto('/payment/sim_unknown');
    await page.getByRole('heading', { name: 'Paiement non reconnu' }).waitFor();
    await screenshot(page, 'payments-unrecognised-phone');
    await page.context().close();
  });

  it('gives the admin area coupon management and the payments list', async () => {
    expect(await journey.server.admin('grant', OWNER.pseudo)).toContain('administrator');
    const page = await loggedPage(await logIn());
    await page.goto('/admin/coupons');
    await page.getByRole('heading', { level: 2, name: 'Coupons' }).waitFor();
    await page.getByRole('textbox', { name: 'Code*' }).fill('ADMIN20');
    await page.getByRole('textbox', { name: 'Réduction* (10% ou 5)' }).fill('20%');
    await page.getByRole('spinbutton', { name: "Nombre d'utilisations*" }).fill('3');
    await page.getByRole('textbox', { name: 'Parrain (pseudo)' }).fill(OWNER.pseudo);
    await page.getByRole('button', { name: 'Créer le coupon' }).click();
    await page.getByRole('status').filter({ hasText: 'Coupon créé avec succès.' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'ADMIN20' }).waitFor();
    // The same rules as the server: a bad reduction is refused under its field.
    await page.getByRole('textbox', { name: 'Code*' }).fill('BAD');
    await page.getByRole('textbox', { name: 'Réduction* (10% ou 5)' }).fill('abc');
    await page.getByRole('button', { name: 'Créer le coupon' }).click();
    await page.getByText('Réduction : un pourcentage (10%) ou un montant en euros (5).').waitFor();
    await screenshot(page, 'payments-admin-coupons-desktop');

    await page.goto('/admin/paiements');
    await page.getByRole('heading', { level: 2, name: 'Paiements' }).waitFor();
    const paid = page.getByRole('listitem').filter({ hasText: 'Premium' }).first();
    await paid.getByText('Payé', { exact: true }).waitFor();
    await expect.poll(async () => euro(await paid.innerText())).toContain('27,90 €');
    await screenshot(page, 'payments-admin-payments-desktop');
    await page.setViewportSize(PHONE);
    await expectNoOverflow(page);
    await screenshot(page, 'payments-admin-payments-phone');
    await page.getByRole('tab', { name: 'À rembourser' }).click();
    await page.getByText('Aucun paiement').waitFor();
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoOverflow, screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { signUp } from '../support/accounts.js';
import { downloadBytes, facturXml } from '../support/pdf.js';

// A company buys a pack by card, giving its billing details at checkout, then "Mes factures": the
// invoice listed, its Factur-X PDF downloaded (naming the company), and the billing details form,
// at 390 px and 1280 px, in real Chromium against the built app.

const journey = useJourney();

const OWNER = { email: 'facture@example.test', pseudo: 'facturee', password: 'motdepasse1' };
const euro = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** Signs the owner up and returns her session token. */
const signUpAndLogin = () =>
  signUp(journey.server, OWNER.pseudo, '', 'Marque', {
    email: OWNER.email,
    password: OWNER.password,
  });

/** A browser page already logged in as the owner (the app reads its session cookies). */
const loggedPage = (token: string, viewport = DESKTOP) =>
  journey.loggedPage(token, OWNER.pseudo, viewport);

describe('invoices', () => {
  it('asks a company its billing details at checkout, then lists and downloads its invoice', async () => {
    const token = await signUpAndLogin();
    const page = await loggedPage(token);
    await page.goto('/subscription');
    await page.getByRole('heading', { name: /Mon pack en cours/ }).waitFor();

    // Buying for a company: the details are checked (a bad SIREN is refused in French, nothing
    // is paid), then saved before the checkout, so the invoice names the company.
    const checkout = page.getByRole('region', { name: 'Facturer une entreprise' });
    await checkout.getByRole('checkbox', { name: /J’achète pour une entreprise/ }).check();
    await checkout.getByRole('textbox', { name: 'Raison sociale' }).fill('Marque SAS');
    await checkout.getByRole('textbox', { name: /^SIREN/ }).fill('732829321');
    await checkout.getByRole('textbox', { name: 'Adresse' }).fill('5 avenue des Champs');
    await checkout.getByRole('textbox', { name: 'Code postal' }).fill('69002');
    await checkout.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    const buyStandard = page
      .getByRole('article', { name: /Standard/ })
      .getByRole('button', { name: 'Choisir Standard' });
    await buyStandard.click();
    await checkout.getByText('Ce SIREN n’est pas valide').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Vérifiez vos coordonnées' }).waitFor();
    expect(page.url()).toMatch(/\/subscription$/);
    await expectNoOverflow(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'invoices-checkout-billing-desktop');
    await checkout.getByRole('textbox', { name: /^SIREN/ }).fill('732829320');
    await buyStandard.click();
    await page.waitForURL(/\/simulated\/checkout\/sim_/);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.getByRole('heading', { name: 'Paiement réussi' }).waitFor();

    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Mes factures' }).first().click();
    await page.waitForURL(/\/mes-factures$/);
    await page.getByRole('heading', { level: 1, name: 'Mes factures' }).waitFor();
    const year = new Date().getFullYear();
    const number = `F-${year}-000001`;
    await page.getByRole('heading', { name: number }).waitFor();
    await expect
      .poll(async () => euro(await page.locator('main').innerText()))
      .toContain('19,99 €');
    await expectNoOverflow(page);
    await screenshot(page, 'invoices-list-desktop');

    const { name, bytes: pdf } = await downloadBytes(
      page,
      page.getByRole('button', { name: `Télécharger le PDF de ${number}` }),
    );
    expect(name).toBe(`${number}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The CII XML rides inside the PDF/A-3 as factur-x.xml, naming the company given at checkout.
    const xml = await facturXml(pdf);
    expect(xml).toContain('Marque SAS');
    expect(xml).toContain('732829320');

    // The details given at checkout are kept on the account; a VAT number is added here.
    const form = page.getByRole('form', { name: 'Coordonnées de facturation' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Raison sociale' }).inputValue())
      .toBe('Marque SAS');
    await form.getByRole('textbox', { name: /^Numéro de TVA/ }).fill('FR00732829320');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Ce numéro de TVA intracommunautaire n’est pas valide').waitFor();
    await form.getByRole('textbox', { name: /^Numéro de TVA/ }).fill('FR44732829320');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Coordonnées de facturation enregistrées' })
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays on top
    await screenshot(page, 'invoices-billing-desktop');
    await page.context().close();

    const phone = await loggedPage(token, PHONE);
    await phone.goto('/mes-factures');
    await phone.getByRole('heading', { name: number }).waitFor();
    await expectNoOverflow(phone);
    await screenshot(phone, 'invoices-list-phone');
    // At checkout, a company's saved details come back ticked and filled.
    await phone.goto('/subscription');
    const phoneCheckout = phone.getByRole('region', { name: 'Facturer une entreprise' });
    await expect
      .poll(() => phoneCheckout.getByRole('textbox', { name: /^Numéro de TVA/ }).inputValue())
      .toBe('FR44732829320');
    await expect(
      phoneCheckout.getByRole('checkbox', { name: /J’achète pour une entreprise/ }).isChecked(),
    ).resolves.toBe(true);
    await expectNoOverflow(phone);
    await screenshot(phone, 'invoices-checkout-billing-phone');
    await phone.context().close();
  });
});

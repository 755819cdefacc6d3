import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { signUp } from '../support/accounts.js';

// In real Chromium: profile editing with a photo, the public profile as a
// visitor and as another user (like → favourites), Instagram verification through the
// simulated provider, rates seen on /socials/{user}, and the contact form.

const journey = useJourney({
  env: {
    CONTACT_TO: 'equipe@kollabo.example',
    LEGAL_PUBLISHER_ADDRESS: '10 rue de la Paix, 75002 Paris',
    LEGAL_HOST_NAME: 'Hébergeur Exemple SAS',
  },
});

const PRESENTATION =
  'Créatrice lifestyle basée à Lyon, je partage mes voyages, mes recettes et mes coups de cœur.';

/** A browser context logged in as `pseudo` (the spec's cookies: token and pseudo). */
async function loggedContext(token: string, pseudo: string, viewport = DESKTOP) {
  const context = await newContext(journey.browser, journey.server.url, viewport);
  const url = journey.server.url;
  await context.addCookies([
    { name: 'kollabo_token', value: token, url },
    { name: 'kollabo_pseudo', value: pseudo, url },
  ]);
  return context;
}

let leaToken = '';
let tomToken = '';

beforeAll(async () => {
  leaToken = await signUp(journey.server, 'lea', 'Léa Martin', 'Influenceur');
  tomToken = await signUp(journey.server, 'tom', 'Tom Bernard', 'Influenceur');
});

describe('profiles, favourites, social networks and contact', () => {
  it('fills the profile, uploads a photo and a video link', async () => {
    const context = await loggedContext(leaToken, 'lea');
    journey.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/my-account');
    await page.getByRole('heading', { name: 'Gérer mon compte' }).waitFor();

    await page.getByLabel('Type de profil*').selectOption('Createur de contenu');
    await page.getByLabel('Secteur', { exact: true }).selectOption('Voyage');
    await page
      .getByLabel('Présentation*')
      .fill('Appelez-moi au 0612345678 pour collaborer ensemble');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page
      .getByText('Modifiez votre saisie dans le champ présentation et réessayez.')
      .waitFor();

    await page.getByLabel('Présentation*').fill(PRESENTATION);
    await page.getByLabel('Localisation').fill('Lyon');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Modification effectuée avec succès.').waitFor();

    const photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#FF6B57' },
    })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choisir une image : Photo de profil' }).click();
    await (await chooser).setFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Photo mise à jour avec succès.').waitFor();
    await page.getByRole('button', { name: 'Remplacer : Photo de profil' }).waitFor();

    await page
      .getByLabel('Lien YouTube ou Vimeo')
      .fill('https://www.dailymotion.com/video/x7tgad0');
    await page.getByRole('button', { name: 'Enregistrer la vidéo' }).click();
    await page.getByText('Lien vidéo invalide', { exact: false }).first().waitFor();
    await page.getByLabel('Lien YouTube ou Vimeo').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(
      await page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]').count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Enregistrer la vidéo' }).click();
    await page.getByText('Vidéo de présentation enregistrée.').waitFor();
    await screenshot(page, 'my-account-1280');
  });

  it('shows visitors the teaser and the "Inscription en 5 min" popup, not indexed', async () => {
    for (const [viewport, name] of [
      [PHONE, 'profile-visitor-390'],
      [DESKTOP, 'profile-visitor-1280'],
    ] as const) {
      const context = await newContext(journey.browser, journey.server.url, viewport);
      journey.contexts.push(context);
      const page = await context.newPage();
      await page.goto('/profile/lea');
      await page.getByRole('heading', { name: /Léa Martin/ }).waitFor();
      await page.getByText(PRESENTATION).waitFor();
      await page.getByRole('heading', { name: 'Découvrez le profil complet' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Médias' }).count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await page.locator('img[alt="Léa Martin"]').waitFor();
      await expectNoOverflow(page);
      await screenshot(page, name);
      await page.getByRole('button', { name: "S'inscrire gratuitement" }).last().click();
      await page.getByRole('dialog', { name: 'Inscription en 5 min' }).waitFor();
      await page.getByRole('link', { name: 'Créer mon compte' }).click();
      await page.waitForURL('**/inscription');
    }
    const missing = await (await newContext(journey.browser, journey.server.url)).newPage();
    await missing.goto('/profile/personne');
    await missing.getByText('Aucun profil trouvé').waitFor();
    await missing.context().close();
  });

  it('lets another user like the profile, then lists it in the favourites', async () => {
    for (const [viewport, name] of [
      [PHONE, 'profile-logged-390'],
      [DESKTOP, 'profile-logged-1280'],
    ] as const) {
      const context = await loggedContext(tomToken, 'tom', viewport);
      journey.contexts.push(context);
      const page = await context.newPage();
      await page.goto('/profile/lea');
      await page.getByRole('heading', { name: 'Médias' }).waitFor();
      await page.locator('iframe[title="Vidéo de présentation de Léa Martin"]').waitFor();
      await expectNoOverflow(page);
      await screenshot(page, name);
    }
    const context = await loggedContext(tomToken, 'tom');
    journey.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/profile/lea');
    // The name starts with the visible text, then says what the button does (WCAG 2.5.3).
    await page.getByRole('button', { name: "J'aime : Ajouter lea à mes favoris" }).click();
    await page.getByRole('button', { name: "J'aime déjà : Retirer lea de mes favoris" }).waitFor();
    await page.getByText("J'aime déjà").waitFor();
    await page.goto('/my-favourites');
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();
    await page.getByPlaceholder('trouver un profil...').fill('zzz');
    await page.getByText('Aucun profil trouvé').waitFor();
    await page.getByPlaceholder('trouver un profil...').fill('léa');
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();
  });

  it('verifies an Instagram handle through the simulated provider and shows the rates', async () => {
    const context = await loggedContext(leaToken, 'lea');
    journey.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/my-social-net');
    await page.getByLabel('Identifiant Instagram').fill('lea.voyage');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
    await page.getByText('Identifiant enregistré avec succès').waitFor();
    await page.getByRole('button', { name: 'Vérifier avec Instagram' }).click();
    await page.waitForURL('**/simulated/oauth/instagram?**');
    await page.getByText('Mode test').waitFor();
    expect(await page.getByLabel("Nom d'utilisateur du compte").inputValue()).toBe('lea.voyage');
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await page.waitForURL('**/my-social-net');
    await page.getByText('Votre compte Instagram est vérifié.').waitFor();
    const instagram = page.getByRole('region', { name: 'Instagram' });
    await instagram.getByText('Vérifié', { exact: true }).waitFor();

    await instagram.getByLabel("Prix d'une story (€)").fill('-1');
    await instagram.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
    await instagram
      .getByText('Saisissez un nombre entier supérieur ou égal à 0.')
      .first()
      .waitFor();
    await instagram.getByLabel("Prix d'une story (€)").fill('150');
    await instagram.getByLabel("Prix d'une publication (€)").fill('400');
    await instagram.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
    await instagram.getByText('Tarification mise à jour avec succès.').waitFor();
    await screenshot(page, 'my-social-net-1280');

    const tom = await loggedContext(tomToken, 'tom', PHONE);
    journey.contexts.push(tom);
    const other = await tom.newPage();
    await other.goto('/socials/lea');
    await other.getByRole('heading', { name: 'Réseaux sociaux de lea' }).waitFor();
    await other.getByText('@lea.voyage').waitFor();
    await other.getByText('150 €').waitFor();
    await other.getByText('400 €').waitFor();
    await expectNoOverflow(other);
    // With the web font, the whole wordmark shows (only the wider fallback font clips it).
    const clipped = await other.evaluate(() => {
      const wordmark = document.querySelector('header a[href="/"] span');
      return wordmark ? wordmark.scrollWidth - wordmark.clientWidth : -1;
    });
    expect(clipped).toBe(0);
    await screenshot(other, 'socials-390');

    // The fallback font (before the web font arrives, or when it never does) is wider: the
    // logged header must still fit a phone.
    await tom.route('**/*.woff2', (route) => route.abort());
    const noFont = await tom.newPage();
    await noFont.goto('/socials/lea');
    await noFont.getByText('@lea.voyage').waitFor();
    await expectNoOverflow(noFont, 'socials at 390 px with the fallback font');
    await screenshot(noFont, 'socials-390-fallback-font');
  });

  it('sends the contact form and mails the team', async () => {
    const context = await newContext(journey.browser, journey.server.url, PHONE);
    journey.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/nous-contacter');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.getByLabel('Pseudo').fill('visiteur');
    await page.getByLabel('E-mail*').fill('visiteur@example.com');
    await page.getByLabel('Téléphone').fill('0612');
    await page.getByLabel('Message*').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Format de numéro de téléphone incorrect.').waitFor();
    await page.getByLabel('Téléphone').fill('0612345678');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('button', { name: 'Patienter...' }).waitFor();
    await page.getByText('Votre message a été envoyé avec succès.').waitFor();
    expect(await page.getByLabel('Message*').inputValue()).toBe('');
    // The address stays, and the earlier phone error is gone with the success: a send never
    // shows success and an error together.
    expect(await page.getByLabel('E-mail*').inputValue()).toBe('visiteur@example.com');
    expect(await page.getByText('Format de numéro de téléphone incorrect.').count()).toBe(0);
    await expectNoOverflow(page);
    await screenshot(page, 'contact-390');
    const outbox = path.join(journey.server.dataDir, 'mail');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails.some((mail) => mail.includes('equipe@kollabo.example'))).toBe(true);
  });

  it('lists a sector and renders the legal pages', async () => {
    const context = await newContext(journey.browser, journey.server.url, PHONE);
    journey.contexts.push(context);
    const page = await context.newPage();
    await page.goto('/profile-secteur/voyage');
    await page.getByRole('heading', { name: 'Profils Voyage' }).waitFor();
    await page.getByRole('link', { name: /Léa Martin/ }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Moto' }).click();
    await page.getByText('Aucun profil trouvé').waitFor();
    await expectNoOverflow(page);
    await screenshot(page, 'sector-390');
    const legal: [string, string][] = [
      ['/conditions-dutilisation', "Conditions générales d'utilisation"],
      ['/politique-de-confidentialite', 'Politique de confidentialité'],
      ['/mentions-legales', 'Mentions légales'],
    ];
    for (const [url, title] of legal) {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      await expectNoOverflow(page);
    }
    // The legal notice shows the operator's identification from the server's settings.
    await page.getByText('Siège social : 10 rue de la Paix, 75002 Paris.').waitFor();
    await page.getByText('Le service est hébergé par Hébergeur Exemple SAS.').waitFor();
    await page.getByText('E-mail : equipe@kollabo.example.').waitFor();
    await screenshot(page, 'legal-390');
  });
});

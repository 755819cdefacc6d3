import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, homeApi, type EndpointReply } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { apiReply } from '../support/api-client.js';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';
import { axeViolations } from '../support/axe.js';

// A newcomer's first visit: `npm run demo`'s marketplace (demo notice, real pictures
// of people on the home), every page checked by axe-core (0 serious or critical, accessible
// names containing the visible text, unique landmarks) at 390 and 1280 px, then the owner's
// inbox (names, portraits, last message) and the influencer's sent offers (her own amounts).

const journey = useJourney({ args: ['--demo'] });
let logins: { owner: string; influencer: string; admin: string; password: string };
let highlights: EndpointReply<typeof homeApi.highlights>;

beforeAll(async () => {
  // The start log's last line: "... connexion (pseudo / mot de passe X) : a (...), b (...), c (...)".
  const banner = journey.server.output().trim().split('\n').at(-1) ?? '';
  const found = banner.match(
    /mot de passe (\S+)\) : (\S+) \(agence avec pack\), (\S+) \(influenceuse, offres envoyées\), (\S+) \(administration\)/,
  );
  if (!found) throw new Error(`no demo logins in the start log: ${banner}`);
  const [, password = '', owner = '', influencer = '', admin = ''] = found;
  logins = { owner, influencer, admin, password };
  highlights = await apiReply(journey.server, homeApi.highlights);
}, 240_000);

/** Loads `path`, waits for its content, checks overflow and axe, saves a screenshot. */
async function visit(page: Page, path: string, name: string, ready: string): Promise<void> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page, `${path} at ${page.viewportSize()?.width}px`);
  // The spec's stored spelling of a profile type never reaches the screen: "Créateur de contenu".
  expect(await page.locator('body').innerText(), path).not.toContain('Createur');
  expect(await axeViolations(page), `${path} at ${page.viewportSize()?.width}px`).toEqual([]);
  await screenshot(page, `first-impression-${name}-${page.viewportSize()?.width}`);
}

async function logIn(page: Page, pseudo: string): Promise<void> {
  await page.goto('/connexion');
  await page.getByLabel(MSG.login.identifierLabel, { exact: true }).fill(pseudo);
  await page.getByLabel(MSG.login.passwordLabel, { exact: true }).fill(logins.password);
  await page.getByRole('button', { name: MSG.loginPage.submit }).click();
  await page.waitForURL(/\/profile\//);
}

describe('first impression of the demo marketplace', () => {
  it('shows a living home with pictures of people, marked as demo data, accessible', async () => {
    expect(highlights.profiles.length).toBeGreaterThanOrEqual(4);
    expect(highlights.projects.length).toBeGreaterThan(0);
    // visit() checks that no page shows it unaccented; the home has one to show.
    expect(highlights.profiles.map((profile) => profile.statut)).toContain('Createur de contenu');
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(journey.browser, journey.server.url, viewport);
      const page = await context.newPage();
      await visit(page, '/', 'home', 'text=Ils sont déjà sur Kollabo');
      await expect(page.getByText('Données de démonstration').first().isVisible()).resolves.toBe(
        true,
      );
      // Real portraits, loaded (not initials): one per featured profile.
      const portraits = page.locator(
        'section[aria-labelledby="home-proof"] a[href^="/profile/"] img',
      );
      expect(await portraits.count()).toBe(highlights.profiles.length);
      const loaded = await portraits.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      );
      expect(loaded).toBe(true);
      // No video link without DEMO_VIDEO_URL.
      expect(await page.getByText('Voir la vidéo de démonstration').count()).toBe(0);
      await context.close();
    }
  });

  it('keeps a profile, a project, the board and the directory accessible', async () => {
    const profile = highlights.profiles[0]!;
    const project = highlights.projects[0]!;
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(journey.browser, journey.server.url, viewport);
      const page = await context.newPage();
      await visit(page, `/profile/${encodeURIComponent(profile.pseudo)}`, 'profile', 'h1');
      await visit(page, `/project/${project.id}`, 'project', `text=${project.title}`);
      await visit(page, '/projects', 'board', 'h1');
      await visit(page, '/all-profiles', 'directory', 'h1');
      await context.close();
    }
  });

  it("shows the owner's inbox with names, portraits and each last message", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newContext(journey.browser, journey.server.url, viewport);
      const page = await context.newPage();
      await logIn(page, logins.owner);
      await visit(page, '/messages', 'messages', 'main li a[href^="/offer/"]');
      const first = page.locator('main li', { has: page.locator('a[href^="/offer/"]') }).first();
      // A display name (with a space, not a pseudo), a portrait, a one-line preview.
      expect(await first.locator('a[href^="/offer/"]').innerText()).toMatch(/\S+ \S+/);
      expect(await first.locator('img').count()).toBeGreaterThan(0);
      expect((await first.innerText()).length).toBeGreaterThan(40);
      await context.close();
    }
  });

  it('shows the influencer her own amounts on her sent offers, never "masqué"', async () => {
    const context = await newContext(journey.browser, journey.server.url, PHONE);
    const page = await context.newPage();
    await logIn(page, logins.influencer);
    await page.goto('/offers-send');
    await page.getByText('€').first().waitFor();
    expect(await page.getByText('masqué').count()).toBe(0);
    await screenshot(page, 'first-impression-sent-offers-390');
    await context.close();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUDGETS, MSG, projectsApi } from '@kollabo/shared';
import { useJourney } from '../support/journey.js';
import { openLoggedPage, signUp } from '../support/accounts.js';
import { api } from '../support/api-client.js';
import { DESKTOP, PHONE, expectNoOverflow, newContext, screenshot } from '../support/browser.js';

// Notice and action in real Chromium (DSA art. 16, 17, 20): a visitor reports a project, an
// admin removes it (statement of reasons mailed to its author), the author contests from the
// link in that mail, a second admin reverses the decision; and /fonctionnement from the footer.

const journey = useJourney({ env: { MODERATION: 'auto' } });
const sessions: Record<string, { token: string; pseudo: string }> = {};
let projectId = '';
let decisionId = '';

const TITLE = 'Campagne bijoux artisanaux';

/** The newest mail to `email` holding `needle` (.eml files of the data dir, soft breaks undone). */
function lastMailTo(email: string, needle: string): string {
  const dir = path.join(journey.server.dataDir, 'mail');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const body = rest.join('\n');
    const text = /base64/i.test(head)
      ? `${head}\n${Buffer.from(body, 'base64').toString('utf8')}`
      : raw.replace(/=\r?\n/g, '');
    if (text.toLowerCase().includes(`to: ${email}`) && text.includes(needle)) return text;
  }
  throw new Error(`no mail to ${email} with ${needle}`);
}

async function visitor(viewport = DESKTOP): Promise<Page> {
  const context = await newContext(journey.browser, journey.server.url, viewport);
  journey.contexts.push(context);
  return context.newPage();
}

const page = (who: string, viewport = DESKTOP) =>
  openLoggedPage(journey.browser, journey.server, journey.contexts, sessions[who]!, viewport);

beforeAll(async () => {
  for (const [pseudo, name, statut] of [
    ['bijoumarque', 'Bijoux Marque', 'Marque'],
    ['moderatrice', 'Alice Modère', 'Agence'],
    ['moderateur', 'Bruno Revoit', 'Agence'],
  ] as const) {
    sessions[pseudo] = { token: await signUp(journey.server, pseudo, name, statut), pseudo };
  }
  expect(await journey.server.admin('grant', 'moderatrice')).toContain('administrator');
  expect(await journey.server.admin('grant', 'moderateur')).toContain('administrator');
  const created = await api(journey.server, projectsApi.create, {
    token: sessions.bijoumarque!.token,
    body: {
      title: TITLE,
      description:
        'Nous cherchons des créatrices pour présenter notre nouvelle collection de bijoux faits main.',
      budget: BUDGETS[1],
      profilSearch: ['Influenceur'],
      statut: 'prePublish',
    },
  });
  expect(created.status).toBe(201);
  projectId = created.body._id ?? '';
}, 180_000);

describe('notice and action', () => {
  it('lets a visitor report a project, with the statement of good faith', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const tab = await visitor(viewport);
      await tab.goto(`/project/${projectId}`);
      await tab.getByRole('heading', { name: TITLE }).waitFor();
      await tab.getByRole('button', { name: MSG.notices.reportIllegal }).click();
      const dialog = tab.getByRole('dialog', { name: MSG.notices.title });
      await dialog.waitFor();
      await expectNoOverflow(tab);
      await screenshot(tab, `notices-form-${name}`);
      if (name === 'phone') continue;
      await dialog.getByLabel(MSG.notices.categoryLabel).selectOption('fraud');
      await dialog
        .getByLabel(MSG.notices.explanationLabel)
        .fill('Le projet demande aux créatrices de payer un kit de démarrage par virement.');
      await dialog.getByLabel(MSG.notices.nameLabel).fill('Camille Martin');
      await dialog.getByLabel(MSG.notices.emailLabel).fill('camille@example.test');
      // Without the statement of good faith, the form says why.
      await dialog.getByRole('button', { name: MSG.notices.submit }).click();
      await dialog.getByText(MSG.notices.goodFaithRequired).waitFor();
      await dialog.getByLabel(MSG.notices.goodFaithLabel).check();
      await dialog.getByRole('button', { name: MSG.notices.submit }).click();
      await tab.getByText(MSG.notices.success).waitFor();
    }
  });

  it('lets an admin remove it: the project is gone for visitors', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const admin = await page('moderatrice', viewport);
      await admin.goto('/admin/signalements-dsa');
      const item = admin.getByTestId('notice').filter({ hasText: TITLE });
      await item.waitFor();
      await expectNoOverflow(admin);
      await screenshot(admin, `notices-queue-${name}`);
      if (name === 'phone') continue;
      await item.getByRole('button', { name: MSG.adminNotices.decide }).click();
      await item.getByLabel(MSG.adminNotices.actionLabel).selectOption('remove');
      await item.getByLabel(MSG.adminNotices.groundLabel).selectOption({ index: 1 });
      await item
        .getByLabel(MSG.adminNotices.decisionExplanationLabel)
        .fill('Le projet demande un paiement aux créatrices, ce que nos conditions interdisent.');
      await screenshot(admin, 'notices-decide-desktop');
      await item.getByRole('button', { name: MSG.adminNotices.submitDecision }).click();
      await admin.getByText(MSG.adminNotices.decided).waitFor();
    }
    const tab = await visitor();
    await tab.goto(`/project/${projectId}`);
    await tab.getByText(MSG.projects.notFound).waitFor();
  });

  it('mails the statement of reasons; the author contests from its link', async () => {
    let mail = '';
    await expect
      .poll(() => {
        try {
          mail = lastMailTo('bijoumarque@example.test', '/contestation/');
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
    const link = /\/contestation\/([0-9a-f-]{36})/.exec(mail);
    expect(link).not.toBeNull();
    decisionId = link![1]!;
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const author = await page('bijoumarque', viewport);
      await author.goto(`/contestation/${decisionId}`);
      await author.getByText(MSG.notices.contestPage.legalNote).waitFor();
      await author.getByText(MSG.notices.actions.remove, { exact: false }).first().waitFor();
      await expectNoOverflow(author);
      await screenshot(author, `notices-contest-${name}`);
      if (name === 'phone') continue;
      await author
        .getByLabel(MSG.notices.contestPage.explanationLabel)
        .fill('Le kit est fourni gratuitement, aucun paiement n’est demandé aux créatrices.');
      await author.getByRole('button', { name: MSG.notices.contestPage.submit }).click();
      await author.getByText(MSG.notices.contestPage.success).waitFor();
    }
  });

  it('has the contest decided by a second admin, who puts the project back', async () => {
    const first = await page('moderatrice');
    await first.goto('/admin/signalements-dsa');
    await first.getByRole('tab', { name: MSG.adminNotices.tabs.contests }).click();
    const mine = first.getByTestId('notice').filter({ hasText: TITLE });
    await mine.getByLabel(MSG.adminNotices.outcomeLabel).selectOption('reversed');
    await mine
      .getByLabel(MSG.adminNotices.contestReasonsLabel)
      .fill('Je revois ma propre décision.');
    await mine.getByRole('button', { name: MSG.adminNotices.submitContest }).click();
    await first.getByText(/une autre personne que celle qui a pris la décision/).waitFor();

    const second = await page('moderateur');
    await second.goto('/admin/signalements-dsa');
    await second.getByRole('tab', { name: MSG.adminNotices.tabs.contests }).click();
    const item = second.getByTestId('notice').filter({ hasText: TITLE });
    await item.getByLabel(MSG.adminNotices.outcomeLabel).selectOption('reversed');
    await item
      .getByLabel(MSG.adminNotices.contestReasonsLabel)
      .fill('Après vérification, le kit est gratuit : le projet respecte nos conditions.');
    await screenshot(second, 'notices-contest-decide-desktop');
    await item.getByRole('button', { name: MSG.adminNotices.submitContest }).click();
    await second.getByText(MSG.adminNotices.contestDecided).waitFor();

    const tab = await visitor();
    await tab.goto(`/project/${projectId}`);
    await tab.getByRole('heading', { name: TITLE }).waitFor();
  });
});

describe('/fonctionnement', () => {
  it('opens from the footer and cites its articles beside the text', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const tab = await visitor(viewport);
      await tab.goto('/');
      await tab.getByRole('contentinfo').getByRole('link', { name: MSG.footer.howItWorks }).click();
      await tab.waitForURL('**/fonctionnement');
      await tab.getByRole('heading', { level: 1, name: MSG.howItWorks.title }).waitFor();
      for (const article of [
        MSG.howItWorks.who.article,
        MSG.howItWorks.ranking.article,
        MSG.howItWorks.reviews.article,
        MSG.howItWorks.notices.article,
      ]) {
        await tab.getByText(article, { exact: true }).waitFor();
      }
      const text = await tab.locator('main').innerText();
      expect(text).toContain('L111-7');
      expect(text).toContain('article 27');
      expect(text).toContain(MSG.howItWorks.ranking.noPayment);
      await expectNoOverflow(tab);
      await screenshot(tab, `notices-how-it-works-${name}`);
    }
  });
});

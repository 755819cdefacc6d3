import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import {
  apiPath,
  collabApi,
  mediaApi,
  type EndpointDef,
  type EndpointInput,
} from '@kollabo/shared';
import { api, type ApiAnswer } from '../support/api-client.js';
import { openLoggedPage, verifyInstagram } from '../support/accounts.js';
import { createParties, matchOffer } from '../support/parties.js';
import { startInstances, type Instances } from '../support/instances.js';
import { PIN_HEADER, type ServedRequest } from '../support/proxy.js';

// In real Chromium: two app instances (the built server twice, each with its own
// DATA_DIR) sharing PostgreSQL, Redis and an S3-compatible bucket (s3rver), behind a round-robin
// proxy (e2e/support/proxy.ts, sticky per Socket.IO session). The creator's browser is pinned to
// instance A and the owner's to B, and the proxy's log says which instance served each request:
// a photo uploaded through A is shown by B, a contract signed on A is downloaded from B, and chat
// messages cross live both ways between the two instances.

let cluster: Instances;
let browser: Browser;
const contexts: BrowserContext[] = [];

let ownerToken = '';
let creatorToken = '';
let projectId = '';
let idOffer = '';
let creator: Page;
let owner: Page;

/** A logged-in page through the proxy, every request of its context pinned to `instance`. */
async function pinnedPage(token: string, pseudo: string, instance: 'A' | 'B'): Promise<Page> {
  const page = await openLoggedPage(browser, cluster.proxy, contexts, { token, pseudo });
  await page.context().setExtraHTTPHeaders({ [PIN_HEADER]: instance });
  return page;
}

/** What the proxy forwarded for `pseudo` whose path starts with `prefix`. */
const servedFor = (pseudo: string, prefix: string): ServedRequest[] =>
  cluster.proxy.served.filter((r) => r.pseudo === pseudo && r.url.startsWith(prefix));

const day = (fromNow: number) =>
  new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  cluster = await startInstances('kollabo_e2e_instances');
  browser = await launchBrowser();
  // Setup calls go straight to instance A.
  ({ ownerToken, creatorToken, projectId } = await createParties(cluster.a));
  creator = await pinnedPage(creatorToken, 'chloe', 'A');
  owner = await pinnedPage(ownerToken, 'marque', 'B');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await cluster?.stop();
});

describe('two instances behind a round-robin proxy', () => {
  it('shows through B a photo uploaded through A', async () => {
    await creator.goto('/my-account');
    await creator.getByRole('heading', { name: 'Gérer mon compte' }).waitFor();
    const photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#FF6B57' },
    })
      .jpeg()
      .toBuffer();
    const chooser = creator.waitForEvent('filechooser');
    const uploaded = creator.waitForResponse((r) => r.url().includes('/update-profil-image'));
    await creator.getByRole('button', { name: 'Choisir une image : Photo de profil' }).click();
    await (await chooser).setFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    expect(upload.headers()['x-instance']).toBe('A');
    await creator.getByText('Photo mise à jour avec succès.').waitFor();

    const image = owner.waitForResponse((r) =>
      r.url().includes(apiPath(mediaApi.image, { '*': '' })),
    );
    await owner.goto('/profile/chloe');
    const served = await image;
    expect(served.status()).toBe(200);
    expect(served.headers()['x-instance']).toBe('B');
    expect(served.headers()['content-type']).toBe('image/webp');
    const avatar = owner.locator('img[alt="Chloé Dupont"]').first();
    await avatar.waitFor();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(owner, 'instances-photo-on-b');
  });

  it('downloads from B the contract signed on A', async () => {
    await verifyInstagram(creator, 'chloe.soleil');
    const parties = { ownerToken, creatorToken, projectId };
    idOffer = await matchOffer(cluster.a, parties, {
      amount: '1200',
      tax: 'HT',
      message: 'Bonjour, je propose un reel dédié.',
    });
    const expectOk = (res: ApiAnswer<EndpointDef>) =>
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const [token, body] of [
      [ownerToken, identity('Soleil SAS', 'Bordeaux', 'Jean Martin')],
      [creatorToken, identity('Chloé Dupont', 'Lyon')],
    ] as const) {
      expectOk(await api(cluster.a, collabApi.legalIdentity, { token, body }));
    }
    const contract: EndpointInput<typeof collabApi.saveContract>['body'] = {
      idOffer,
      deliverables: [
        {
          network: 'instagram',
          format: 'Reel dédié',
          quantity: 1,
          publishFrom: day(7),
          publishTo: day(21),
        },
      ],
      usageRights: {
        channels: 'Réseaux sociaux de la marque',
        durationMonths: 6,
        territory: 'France',
      },
    };
    expectOk(await api(cluster.a, collabApi.saveContract, { token: ownerToken, body: contract }));
    const sign = { idOffer, version: 1, fullName: 'Jean Martin', consent: true } as const;
    expectOk(await api(cluster.a, collabApi.sign, { token: ownerToken, body: sign }));

    // The creator signs last, in her browser, on A.
    await creator.goto(`/collab/${idOffer}`);
    await creator.getByLabel('Votre nom complet').fill('Chloé Dupont');
    await creator.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
    await creator.getByRole('button', { name: 'Signer', exact: true }).click();
    await creator.getByText('Signé par Chloé Dupont', { exact: false }).waitFor();
    const signed = servedFor('chloe', apiPath(collabApi.sign));
    expect(signed.map((r) => [r.instance, r.status])).toEqual([['A', 200]]);

    // The owner downloads the signed PDF on B.
    await owner.goto(`/collab/${idOffer}`);
    await owner.getByRole('listitem').filter({ hasText: 'Contrat signé' }).first().waitFor();
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Télécharger le contrat (PDF)' }).click();
    const pdf = readFileSync((await (await download).path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfs = servedFor('marque', apiPath(collabApi.pdf));
    expect(pdfs.map((r) => [r.instance, r.status])).toEqual([['B', 200]]);
  });

  it('carries a chat message live from a user on A to a user on B, and back', async () => {
    // Both are on the collaboration space, each with the chat's socket on their own instance.
    await creator.reload();
    const creatorChat = creator.getByTestId('chat-messages');
    const ownerChat = owner.getByTestId('chat-messages');
    await creatorChat.waitFor();
    await ownerChat.waitFor();
    await expect.poll(() => servedFor('chloe', '/socket.io/').length).toBeGreaterThan(0);
    await expect.poll(() => servedFor('marque', '/socket.io/').length).toBeGreaterThan(0);
    await creator.waitForTimeout(500); // both sockets joined the conversation's room

    const creatorInput = creator.getByLabel('Écrivez votre message...');
    await creatorInput.fill('Bonjour depuis l’instance A !');
    await creatorInput.press('Enter');
    await ownerChat.getByText('Bonjour depuis l’instance A !').waitFor();
    const ownerInput = owner.getByLabel('Écrivez votre message...');
    await ownerInput.fill('Bien reçu sur l’instance B.');
    await ownerInput.press('Enter');
    await creatorChat.getByText('Bien reçu sur l’instance B.').waitFor();

    // Every Socket.IO request (polling and the WebSocket upgrade) of each stayed on its instance.
    const instancesOf = (pseudo: string) =>
      new Set(servedFor(pseudo, '/socket.io/').map((r) => r.instance));
    expect(instancesOf('chloe')).toEqual(new Set(['A']));
    expect(instancesOf('marque')).toEqual(new Set(['B']));
    expect(servedFor('chloe', '/socket.io/').some((r) => r.method === 'UPGRADE')).toBe(true);
    expect(servedFor('marque', '/socket.io/').some((r) => r.method === 'UPGRADE')).toBe(true);
    await screenshot(owner, 'instances-chat-on-b');
  });

  it('keeps each Socket.IO session of an unpinned browser on one instance', async () => {
    // The owner again, in a second browser whose connections are spread round-robin: the
    // polling requests of one session travel on several connections (a long poll is pending
    // while the next message is posted), so without the proxy's stickiness they would reach an
    // instance that does not know the session.
    const roaming = await openLoggedPage(browser, cluster.proxy, contexts, {
      token: ownerToken,
      pseudo: 'marque',
    });
    const before = cluster.proxy.served.length;
    await roaming.goto(`/collab/${idOffer}`);
    const chat = roaming.getByTestId('chat-messages');
    await chat.getByText('Bien reçu sur l’instance B.').waitFor();
    await expect
      .poll(() => cluster.proxy.served.slice(before).some((r) => r.method === 'UPGRADE' && r.sid))
      .toBe(true);
    await roaming.waitForTimeout(500); // the socket joined the room
    await creator.getByLabel('Écrivez votre message...').fill('Et sur une connexion libre ?');
    await creator.getByLabel('Écrivez votre message...').press('Enter');
    await chat.getByText('Et sur une connexion libre ?').waitFor();

    const sessions = new Map<string, Set<string>>();
    for (const r of cluster.proxy.served.slice(before)) {
      if (r.pseudo !== 'marque' || !r.sid) continue;
      sessions.set(r.sid, (sessions.get(r.sid) ?? new Set()).add(r.instance));
    }
    expect(sessions.size).toBeGreaterThan(0);
    for (const instances of sessions.values()) expect(instances.size).toBe(1);
    const spread = new Set(cluster.proxy.served.slice(before).filter((r) => r.pseudo === 'marque'));
    expect(new Set([...spread].map((r) => r.instance))).toEqual(new Set(['A', 'B']));
  });

  it('spreads a visitor over both instances, who still sees the photo', async () => {
    const context = await newContext(browser, cluster.proxy.url);
    contexts.push(context);
    const visitor = await context.newPage();
    const before = cluster.proxy.served.length;
    await visitor.goto('/profile/chloe');
    const avatar = visitor.locator('img[alt="Chloé Dupont"]').first();
    await avatar.waitFor();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Chromium opens several connections for the page's files: each went to the next instance.
    const visits = cluster.proxy.served.slice(before).filter((r) => r.pseudo === '');
    expect(new Set(visits.map((r) => r.instance))).toEqual(new Set(['A', 'B']));
    expect(visits.filter((r) => r.status >= 400)).toEqual([]);
  });
});

function identity(legalName: string, city: string, representative?: string) {
  return {
    legalName,
    ...(representative ? { representative } : {}),
    address: '12 rue de la République',
    postalCode: '69002',
    city,
    country: 'FR' as const,
    fiscalCountry: 'FR' as const,
  };
}

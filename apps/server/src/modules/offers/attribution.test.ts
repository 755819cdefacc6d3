import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser, requestAs } from '../../test-support/fixtures.js';
import {
  createProject,
  givePack,
  sendOffer,
  setProjectStatus,
  verifySocial,
} from '../../test-support/offer-fixtures.js';

const t = useTestApp();

const send = requestAs(t);
const get = (url: string, user?: TestUser) => send('GET', url, user);
const patch = (url: string, user: TestUser, payload: object) => send('PATCH', url, user, payload);
/** The offer's author answers the attribution. */
const allocate = (author: TestUser, idProject: string, idOffer: string, decision: string) =>
  patch('/api/project/allocation', author, { idProject, idOffer, decision });

async function creator() {
  const user = await createUser(t.app);
  await verifySocial(t.app, user);
  return user;
}

/** A published project with two offers; the owner has a pack. */
async function setup() {
  const owner = await createUser(t.app, { statut: 'Marque' });
  await givePack(t.app, owner);
  const project = await createProject(t.app, owner);
  const author = await creator();
  const other = await creator();
  const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
  const otherOffer = (await sendOffer(t.app, other, project.id)).json().idOffer as string;
  return { owner, project, author, other, idOffer, otherOffer };
}

/** `setup()`, then the owner attributes the project to the author's offer. */
async function attributed() {
  const parties = await setup();
  const { owner, project, idOffer } = parties;
  await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
  return parties;
}

const statusOf = async (user: TestUser, idOffer: string, projectId: string) => {
  const body = (await get(`/api/offer?id=${idOffer}&projectId=${projectId}`, user)).json();
  return { project: body.project.statut as string, offer: body.offer.statut as string };
};

describe('PATCH /project/attribute', () => {
  it('attributes: project attribute, offer preSelect; a second attribution is refused', async () => {
    const { owner, project, idOffer, otherOffer } = await setup();
    const res = await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await statusOf(owner, idOffer, project.id)).toEqual({
      project: 'attribute',
      offer: 'preSelect',
    });
    // The attributed offer leads the owner's list while its author decides (it was sent first).
    const list = (await get(`/api/offer/all-offers?id=${project.id}`, owner)).json();
    expect(list.offers.map((offer: { idOffer: string }) => offer.idOffer)).toEqual([
      idOffer,
      otherOffer,
    ]);
    const again = await patch('/api/project/attribute', owner, {
      idProject: project.id,
      idOffer: otherOffer,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.attribution.failure);
    // Even if the project were reopened, the preSelect offer keeps others out.
    await setProjectStatus(t.app, project.id, 'publish');
    const reopened = await patch('/api/project/attribute', owner, {
      idProject: project.id,
      idOffer: otherOffer,
    });
    expect(reopened.statusCode).toBe(409);
    expect(await statusOf(owner, otherOffer, project.id)).toMatchObject({ offer: 'pending' });
  });

  it('shows visitors the attributed project and each new offer at once (no stale cache)', async () => {
    const { owner, project, idOffer } = await setup();
    const visitorView = async () => (await get(`/api/project?id=${project.id}`)).json().project;
    expect(await visitorView()).toMatchObject({ statut: 'publish', totalOffers: 2 });
    await sendOffer(t.app, await creator(), project.id);
    expect((await visitorView()).totalOffers).toBe(3);
    await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    expect((await visitorView()).statut).toBe('attribute');
  });

  it('lets only one of two simultaneous attributions through', async () => {
    const { owner, project, idOffer, otherOffer } = await setup();
    const results = await Promise.all(
      [idOffer, otherOffer].map((id) =>
        patch('/api/project/attribute', owner, { idProject: project.id, idOffer: id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs an active pack', async () => {
    const owner = await createUser(t.app);
    const project = await createProject(t.app, owner);
    const author = await creator();
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer;
    const res = await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'attribution_subscription_required',
      message: MSG.attribution.subscriptionText,
    });
  });

  it('is refused to anyone but the owner', async () => {
    const { author, project, idOffer } = await setup();
    await givePack(t.app, author);
    const res = await patch('/api/project/attribute', author, { idProject: project.id, idOffer });
    expect(res.statusCode).toBe(403);
  });

  it('works from close, not from save or prePublish', async () => {
    const { owner, project, idOffer } = await setup();
    for (const statut of ['save', 'prePublish'] as const) {
      await setProjectStatus(t.app, project.id, statut);
      const res = await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
      expect(res.statusCode).toBe(409);
    }
    await setProjectStatus(t.app, project.id, 'close');
    const res = await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an offer of another project', async () => {
    const { owner, idOffer } = await setup();
    const second = await createProject(t.app, owner);
    const res = await patch('/api/project/attribute', owner, { idProject: second.id, idOffer });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /project/allocation', () => {
  it('the author accepts: offer select, shown first to the owner, won in the sent list', async () => {
    const { owner, author, other, project, idOffer } = await attributed();
    const res = await allocate(author, project.id, idOffer, 'accept');
    expect(res.statusCode).toBe(200);
    expect(await statusOf(author, idOffer, project.id)).toEqual({
      project: 'attribute',
      offer: 'select',
    });
    const list = (await get(`/api/offer/all-offers?id=${project.id}`, owner)).json();
    expect(list.offers).toHaveLength(2);
    expect(list.offers[0]).toMatchObject({ idOffer, statutOffer: 'select' });
    const authorList = (await get(`/api/offer/all-offers?id=${project.id}`, author)).json();
    expect(authorList.userProjectWon).toBe(true);
    const won = (await get('/api/offer/user-offers?statut=select', author)).json();
    expect(won.userOffers).toHaveLength(1);
    const lost = (await get('/api/offer/user-offers?statut=select', other)).json();
    expect(lost.userOffers).toHaveLength(0);
    // A decision is final.
    const again = await allocate(author, project.id, idOffer, 'refus');
    expect(again.statusCode).toBe(409);
  });

  it('the author declines: offer declined, project stays attribute', async () => {
    const { owner, author, project, idOffer } = await attributed();
    const res = await allocate(author, project.id, idOffer, 'refus');
    expect(res.statusCode).toBe(200);
    expect(await statusOf(owner, idOffer, project.id)).toEqual({
      project: 'attribute',
      offer: 'declined',
    });
  });

  it('refuses an accept by the owner instead of the author, or by anyone else', async () => {
    const { owner, other, project, idOffer } = await attributed();
    for (const user of [owner, other]) {
      const res = await allocate(user, project.id, idOffer, 'accept');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.attribution.notAuthor);
    }
    expect(await statusOf(owner, idOffer, project.id)).toMatchObject({ offer: 'preSelect' });
  });

  it('refuses a decision before the attribution, and an unknown decision', async () => {
    const { owner, author, project, idOffer } = await setup();
    const early = await allocate(author, project.id, idOffer, 'accept');
    expect(early.statusCode).toBe(409);
    await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    const unknown = await allocate(author, project.id, idOffer, 'peut-etre');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.attribution.unknownDecision);
  });
});

describe('the conversation that stays open after the selection', () => {
  const openChat = async (user: TestUser | undefined, projectId: string) =>
    (await get(`/api/project?id=${projectId}`, user)).json().openChat as unknown;

  it("names the attributed offer's chat to its two parties, to nobody else, until she declines", async () => {
    const owner = await createUser(t.app, { statut: 'Marque', name: 'Maison Ardoise' });
    await givePack(t.app, owner);
    const project = await createProject(t.app, owner);
    const author = await createUser(t.app, { name: 'Julie Durand' });
    await verifySocial(t.app, author);
    const other = await creator();
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    await sendOffer(t.app, other, project.id);
    // Open project: every offer's chat is open, nothing to single out.
    expect(await openChat(owner, project.id)).toBeNull();
    await patch('/api/project/attribute', owner, { idProject: project.id, idOffer });
    expect(await openChat(owner, project.id)).toEqual({ idOffer, withName: 'Julie Durand' });
    expect(await openChat(author, project.id)).toEqual({ idOffer, withName: 'Maison Ardoise' });
    expect(await openChat(other, project.id)).toBeNull();
    expect(await openChat(undefined, project.id)).toBeNull();
    expect((await allocate(author, project.id, idOffer, 'accept')).statusCode).toBe(200);
    expect(await openChat(owner, project.id)).toEqual({ idOffer, withName: 'Julie Durand' });
  });

  it('names no open chat once the author declined', async () => {
    const { owner, project, author, idOffer } = await attributed();
    expect((await allocate(author, project.id, idOffer, 'refus')).statusCode).toBe(200);
    expect(await openChat(owner, project.id)).toBeNull();
    expect(await openChat(author, project.id)).toBeNull();
  });
});

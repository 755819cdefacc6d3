import { describe, expect, it } from 'vitest';
import { MSG } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import {
  PDF_BYTES,
  createProject,
  sendOffer,
  useOffersTestApp,
} from '../../test-support/offer-fixtures.js';

const { t, get, creator, setup } = useOffersTestApp();

describe('GET /offer and the attachment', () => {
  async function withOffer() {
    const base = await setup();
    const res = await sendOffer(
      t.app,
      base.author,
      base.project.id,
      { amount: 250 },
      {
        name: 'Présentation finale.pdf',
        content: PDF_BYTES,
      },
    );
    return { ...base, idOffer: res.json().idOffer as string };
  }

  it('answers the owner and the author with the amount (spec: hidden from everyone else)', async () => {
    const { owner, author, project, idOffer } = await withOffer();
    const url = `/api/offer?id=${idOffer}&projectId=${project.id}`;
    const asOwner = (await get(url, owner)).json();
    expect(asOwner).toMatchObject({
      access: true,
      authorProject: true,
      authorOffer: false,
      offer: { idOffer, statut: 'pending' },
      project: { idProject: project.id, title: project.title, statut: 'publish' },
      partial_infoAuthorProject: { pseudo: owner.pseudo },
      partial_infoAuthorOffer: { pseudo: author.pseudo },
    });
    expect(asOwner.offer.amount).toMatch(/^250\s€ TTC$/);
    const asAuthor = (await get(url, author)).json();
    expect(asAuthor).toMatchObject({ authorProject: false, authorOffer: true });
    expect(asAuthor.offer.amount).toMatch(/^250\s€ TTC$/);
  });

  it('refuses a third user with access: false, and a wrong project id', async () => {
    const { owner, project, idOffer } = await withOffer();
    const third = await createUser(t.app);
    const res = await get(`/api/offer?id=${idOffer}&projectId=${project.id}`, third);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ access: false, message: MSG.offers.forbidden });
    const other = await createProject(t.app, owner);
    const mismatch = await get(`/api/offer?id=${idOffer}&projectId=${other.id}`, owner);
    expect(mismatch.statusCode).toBe(403);
    const unknown = await get(`/api/offer?id=${other.id}&projectId=${other.id}`, owner);
    expect(unknown.json().access).toBe(false);
    const malformed = await get(`/api/offer?id=abc&projectId=${project.id}`, owner);
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json().access).toBe(false);
  });

  it('serves the attachment as a download to the two parties only', async () => {
    const { owner, author, idOffer } = await withOffer();
    for (const user of [owner, author]) {
      const res = await get(`/api/offer/file?id=${idOffer}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Pre/);
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Pr%C3%A9sentation");
    }
    const third = await createUser(t.app);
    expect((await get(`/api/offer/file?id=${idOffer}`, third)).statusCode).toBe(403);
    expect((await get(`/api/offer/file?id=${idOffer}`)).statusCode).toBe(401);
  });
});

describe('GET /offer/user-offers', () => {
  it('lists sent offers with search, both sorts, pages of 10 and hasMore', async () => {
    const owner = await createUser(t.app);
    const author = await creator();
    const titles: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const project = await createProject(t.app, owner, {
        title: `Campagne ${i} ${i % 2 ? 'été' : 'hiver'}`,
      });
      titles.push(project.title);
      await sendOffer(t.app, author, project.id);
    }
    const recent = (await get('/api/offer/user-offers?page=1&pageSize=10', author)).json();
    expect(recent.userOffers).toHaveLength(10);
    expect(recent.hasMore).toBe(true);
    expect(recent.userOffers[0].project.title).toBe(titles[11]);
    // Her own amount on her sent offers: the author always reads it, never "masqué".
    expect(recent.userOffers[0].offer.amount).toMatch(/€ (TTC|HT)$/);
    const oldest = (await get('/api/offer/user-offers?triPar=decroissant', author)).json();
    expect(oldest.userOffers[0].project.title).toBe(titles[0]);
    const page2 = (await get('/api/offer/user-offers?page=2', author)).json();
    expect(page2).toMatchObject({ hasMore: false });
    expect(page2.userOffers).toHaveLength(2);
    const search = (
      await get(`/api/offer/user-offers?project=${encodeURIComponent('ÉTÉ')}`, author)
    ).json();
    expect(search.userOffers).toHaveLength(6);
    const wildcard = (await get('/api/offer/user-offers?project=%25', author)).json();
    expect(wildcard.userOffers).toHaveLength(0);
    const won = (await get('/api/offer/user-offers?statut=select', author)).json();
    expect(won.userOffers).toHaveLength(0);
    const mine = (await get('/api/offer/user-offers', owner)).json();
    expect(mine.userOffers).toHaveLength(0);
  });
});

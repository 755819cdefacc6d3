import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { users } from '../../db/schema/index.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { http } from '../../test-support/collab-fixtures.js';
import { offerBetween } from '../../test-support/offer-fixtures.js';

// Brands are brands (issue 42, points 9 and 11): a brand type gives a trade name at sign-up and
// on /my-account (2 to 80 characters, trimmed, no invisible or control character), a creator
// type is refused one; it is answered as `tradeName` on profiles, cards, projects and offers.
// "Au féminin" is a creator's setting: a brand type cannot turn it on.

const t = useTestApp();
const h = http(t);

const PRESENTATION = 'Une présentation assez longue pour passer la règle des vingt.';
let ip = 0;

async function signUp(statut: string, pseudo: string, extra: Record<string, unknown> = {}) {
  const email = `${pseudo}@example.test`;
  await t.app.inject({
    method: 'POST',
    url: '/api/verification/send-mail',
    payload: { email, context: 'verifMail' },
    remoteAddress: `10.9.0.${++ip}`,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { email, statut, code: t.lastCode(email), pseudo, password: 'secret123', ...extra },
    remoteAddress: `10.9.0.${++ip}`,
  });
}

const updateInfo = (user: TestUser, body: Record<string, unknown>) =>
  h.put(
    '/api/user/update-info',
    { statut: 'Marque', presentation: PRESENTATION, categorie: '', ...body },
    user,
  );

const storedTradeName = async (pseudo: string) => {
  const [row] = await t.app.ctx.db
    .select({ tradeName: users.tradeName, feminine: users.feminine })
    .from(users)
    .where(eq(users.pseudo, pseudo));
  return row;
};

describe('a trade name at sign-up', () => {
  it.each(['Marque', 'Agence', 'Porteur de projet'])('is kept, trimmed, for %s', async (statut) => {
    const pseudo = `brand${statut.length}`;
    const res = await signUp(statut, pseudo, { tradeName: '  Maison Ardoise  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedTradeName(pseudo))?.tradeName).toBe('Maison Ardoise');
  });

  it('is none when empty or absent', async () => {
    expect((await signUp('Marque', 'brandnone', { tradeName: '   ' })).statusCode).toBe(201);
    expect((await storedTradeName('brandnone'))?.tradeName).toBeNull();
    expect((await signUp('Marque', 'brandabsent')).statusCode).toBe(201);
    expect((await storedTradeName('brandabsent'))?.tradeName).toBeNull();
  });

  it('is refused for a creator type, with a French text, and no account is made', async () => {
    const res = await signUp('Influenceur', 'creatortn', { tradeName: 'Chloé Prod' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'trade_name_for_brands',
      message: MSG.profile.tradeNameForBrands,
      field: 'tradeName',
    });
    expect(await storedTradeName('creatortn')).toBeUndefined();
  });

  it.each([
    ['too short', 'A', MSG.validation.tooShort(2)],
    ['too long', 'A'.repeat(81), MSG.validation.tooLong(80)],
    ['a right-to-left override', 'Maison\u202eesiodrA', MSG.profile.tradeNameCharacters],
    ['a zero-width space', 'Mai\u200bson', MSG.profile.tradeNameCharacters],
    ['a newline', 'Maison\nArdoise', MSG.profile.tradeNameCharacters],
  ])('is refused when %s', async (_case, tradeName, message) => {
    const res = await signUp('Marque', `bad${tradeName.length}x${ip}`, { tradeName });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'tradeName', message });
  });
});

describe('a trade name on /my-account (PUT /api/user/update-info)', () => {
  it('is set, kept when absent, removed with an empty value', async () => {
    const brand = await createUser(t.app, { statut: 'Marque' });
    expect((await updateInfo(brand, { tradeName: ' Sève & Sel ' })).statusCode).toBe(200);
    expect((await storedTradeName(brand.pseudo))?.tradeName).toBe('Sève & Sel');
    expect((await updateInfo(brand, {})).statusCode).toBe(200);
    expect((await storedTradeName(brand.pseudo))?.tradeName).toBe('Sève & Sel');
    expect((await updateInfo(brand, { tradeName: '' })).statusCode).toBe(200);
    expect((await storedTradeName(brand.pseudo))?.tradeName).toBeNull();
  });

  it('is refused for a creator type and removed when a brand becomes a creator', async () => {
    const brand = await createUser(t.app, { statut: 'Marque' });
    await updateInfo(brand, { tradeName: 'Foulée' });
    const refused = await updateInfo(brand, { statut: 'Influenceur', tradeName: 'Foulée' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'trade_name_for_brands', field: 'tradeName' });
    expect((await storedTradeName(brand.pseudo))?.tradeName).toBe('Foulée');
    expect((await updateInfo(brand, { statut: 'Influenceur' })).statusCode).toBe(200);
    expect((await storedTradeName(brand.pseudo))?.tradeName).toBeNull();
  });

  it('refuses hostile characters', async () => {
    const brand = await createUser(t.app, { statut: 'Agence' });
    const res = await updateInfo(brand, { statut: 'Agence', tradeName: 'Agence\u2066Nord' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'tradeName',
      message: MSG.profile.tradeNameCharacters,
    });
  });

  it('keeps one of 20 names sent at once, never a 500', async () => {
    const brand = await createUser(t.app, { statut: 'Marque' });
    const names = Array.from({ length: 20 }, (_, i) => `Maison ${i + 1}`);
    const answers = await Promise.all(names.map((tradeName) => updateInfo(brand, { tradeName })));
    expect(answers.map((res) => res.statusCode)).toEqual(names.map(() => 200));
    expect(names).toContain((await storedTradeName(brand.pseudo))?.tradeName);
  });
});

describe('"Au féminin" is a creator setting', () => {
  it('is refused to a brand type, and turned off when she becomes one', async () => {
    const user = await createUser(t.app, { statut: 'Influenceur' });
    expect((await updateInfo(user, { statut: 'Influenceur', feminine: true })).statusCode).toBe(
      200,
    );
    const refused = await updateInfo(user, { statut: 'Marque', feminine: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'creator_only', field: 'feminine' });
    expect((await updateInfo(user, { statut: 'Marque' })).statusCode).toBe(200);
    expect((await storedTradeName(user.pseudo))?.feminine).toBe(false);
  });
});

describe('the trade name in the answers', () => {
  it('is on the profile, the project, the board card and the offer; null for a creator', async () => {
    const { owner, author, project, idOffer } = await offerBetween(t.app);
    expect((await updateInfo(owner, { tradeName: 'Maison Ardoise' })).statusCode).toBe(200);

    const profile = await h.get(`/api/user/profile?user=${owner.pseudo}`, author);
    expect(profile.json().profile.tradeName).toBe('Maison Ardoise');
    const creatorProfile = await h.get(`/api/user/profile?user=${author.pseudo}`, owner);
    expect(creatorProfile.json().profile.tradeName).toBeNull();

    const detail = await h.get(`/api/project?id=${project.id}`, author);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().authorInfo.tradeName).toBe('Maison Ardoise');

    const board = await h.get('/api/project/search', author);
    expect(board.statusCode, board.body).toBe(200);
    const card = (
      board.json().projects as { _id: string; authorInfo?: { tradeName: string } }[]
    ).find((item) => item._id === project.id);
    expect(card?.authorInfo?.tradeName).toBe('Maison Ardoise');

    const offer = await h.get(`/api/offer?id=${idOffer}&projectId=${project.id}`, author);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().partial_infoAuthorProject.tradeName).toBe('Maison Ardoise');
    expect(offer.json().partial_infoAuthorOffer.tradeName).toBeNull();
  });
});

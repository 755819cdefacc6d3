import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPath, collabApi, offersApi } from '@kollabo/shared';
import { users } from '../../db/schema/index.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { acceptedOffer, contract, http, identity } from '../../test-support/collab-fixtures.js';

// A phone is in an answer only for its owner and the other party of a contract both signed
// (issue 42, point 2): visitors, members and a party still signing get `phone: null`, on the
// profile and on the project's author card alike. Pasted separators are removed, never cut.

const t = useTestApp();
const h = http(t);

const CREATOR_PHONE = '0612345678';
const BRAND_PHONE = '0611223344';

async function setPhone(user: TestUser, phone: string, statut: string) {
  const res = await h.put(
    '/api/user/update-info',
    {
      statut,
      presentation: 'Une présentation assez longue pour passer la règle des vingt.',
      categorie: '',
      localisation: 'Lyon',
      phone,
    },
    user,
  );
  expect(res.statusCode, res.body).toBe(200);
}

const profilePhone = async (pseudo: string, viewer?: TestUser) => {
  const res = await h.get(`/api/user/profile?user=${pseudo}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile.phone as string | null;
};

/** The project's author card phone; undefined when there is no card (visitors). */
const projectPhone = async (projectId: string, viewer?: TestUser) => {
  const res = await h.get(`/api/project?id=${projectId}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  const card = res.json().authorInfo as { phone: string | null } | null;
  return card === null ? undefined : card.phone;
};

async function sign(user: TestUser, idOffer: string, fullName: string) {
  const res = await h.post(
    apiPath(collabApi.sign),
    { idOffer, version: 1, fullName, consent: true },
    user,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('a private phone', () => {
  it('stores a pasted phone without its separators, never cut', async () => {
    const me = await createUser(t.app);
    for (const pasted of ['06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78']) {
      await setPhone(me, pasted, 'Influenceur');
      const [row] = await t.app.ctx.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, me.id));
      expect(row?.phone).toBe(CREATOR_PHONE);
      expect(await profilePhone(me.pseudo, me)).toBe(CREATOR_PHONE);
    }
  });

  it('stores a phone pasted at sign-up without its separators', async () => {
    const email = 'colle@example.com';
    await h.post('/api/verification/send-mail', { email, context: 'verifMail' });
    const res = await h.post('/api/user/signup', {
      email,
      statut: 'Influenceur',
      code: t.lastCode(email),
      pseudo: 'colle',
      password: 'secret123',
      phone: '06 12 34 56 78',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.ctx.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.pseudo, 'colle'));
    expect(row?.phone).toBe(CREATOR_PHONE);
  });

  it('goes to its owner and to the other party once both signed, to no one else', async () => {
    const { owner, author, project, idOffer } = await acceptedOffer(t.app);
    await setPhone(owner, '06 11 22 33 44', 'Marque');
    await setPhone(author, '06 12 34 56 78', 'Influenceur');
    const member = await createUser(t.app);

    // Each sees her own.
    expect(await profilePhone(author.pseudo, author)).toBe(CREATOR_PHONE);
    expect(await profilePhone(owner.pseudo, owner)).toBe(BRAND_PHONE);
    expect(await projectPhone(project.id, owner)).toBe(BRAND_PHONE);

    // A visitor and a logged member: none, on the profile and the project.
    for (const viewer of [undefined, member]) {
      expect(await profilePhone(author.pseudo, viewer)).toBeNull();
      expect(await profilePhone(owner.pseudo, viewer)).toBeNull();
    }
    expect(await projectPhone(project.id)).toBeUndefined();
    expect(await projectPhone(project.id, member)).toBeNull();

    // The other party while the offer is accepted and the contract signed by one side only.
    await h.put(
      apiPath(collabApi.legalIdentity),
      identity('Marque SA', 'Paris', 'Jean Martin'),
      owner,
    );
    await h.put(apiPath(collabApi.legalIdentity), identity('Chloé Dupont'), author);
    const saved = await h.put(apiPath(collabApi.saveContract), contract(idOffer), owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const beforeSignature = async () => {
      expect(await profilePhone(author.pseudo, owner)).toBeNull();
      expect(await profilePhone(owner.pseudo, author)).toBeNull();
      expect(await projectPhone(project.id, author)).toBeNull();
    };
    await beforeSignature();
    // Nor any other answer about them: the offers on the project, the offer itself.
    const offers = await h.get(`${apiPath(offersApi.projectOffers)}?id=${project.id}`, owner);
    expect(offers.statusCode, offers.body).toBe(200);
    expect(offers.body).not.toContain(CREATOR_PHONE);
    await sign(author, idOffer, 'Chloé Dupont');
    await beforeSignature();

    // Both signed: each sees the other's (the cached sessions and answers were dropped).
    await sign(owner, idOffer, 'Jean Martin');
    expect(await profilePhone(author.pseudo, owner)).toBe(CREATOR_PHONE);
    expect(await profilePhone(owner.pseudo, author)).toBe(BRAND_PHONE);
    expect(await projectPhone(project.id, author)).toBe(BRAND_PHONE);

    // Everyone else still none, and the shared answers never took a phone in.
    for (const viewer of [undefined, member]) {
      expect(await profilePhone(author.pseudo, viewer)).toBeNull();
      expect(await profilePhone(owner.pseudo, viewer)).toBeNull();
    }
    expect(await projectPhone(project.id, member)).toBeNull();
  });
});

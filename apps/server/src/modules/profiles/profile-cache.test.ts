import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.js';
import { createUserChanges } from '../../lib/user-changes.js';
import { createTestApp, useTwoInstances } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { multipart, png } from '../../test-support/images.js';
import { runAdminCommand } from '../admin/admin.commands.js';
import { createProfileCache } from './profile-cache.js';

// Profile answers are kept in memory (profile-cache.ts): every change must show at once, to
// visitors and logged users, on this instance and on another one sharing Redis.

const two = useTwoInstances();
const { t } = two;
beforeEach(() => t.reset());

const profile = async (pseudo: string, user?: TestUser, app = t.app) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/user/profile?user=${pseudo}`,
    headers: user?.auth ?? {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().profile;
};
const call = async (
  method: 'PUT' | 'PATCH' | 'POST',
  url: string,
  user: TestUser,
  body: object,
) => {
  const res = await t.app.inject({ method, url, payload: body, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const upload = async (url: string, field: string, user: TestUser) => {
  const body = multipart(field, 'photo.png', await png());
  const res = await t.app.inject({
    method: 'PUT',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(res.statusCode).toBe(200);
  return res.json().imagePath as string;
};

const remove = async (url: string, user: TestUser) => {
  const res = await t.app.inject({ method: 'DELETE', url, headers: user.auth });
  expect(res.statusCode).toBe(200);
};

type Profile = Awaited<ReturnType<typeof profile>>;
interface Seen {
  visitor: Profile;
  logged: Profile;
}
/** Both answers (visitor and logged), read so that they are now in memory. */
const both = async (pseudo: string, viewer: TestUser): Promise<Seen> => ({
  visitor: await profile(pseudo),
  logged: await profile(pseudo, viewer),
});

describe('GET /user/profile from memory', () => {
  it('shows each change to a profile at once, to visitors and to logged users', async () => {
    const lea = await createUser(t.app, { pseudo: 'LeaCache', name: 'Léa' });
    const viewer = await createUser(t.app);
    const { db, config, userChanges } = t.app.ctx;
    let photo = '';
    let slide = '';
    // Each change comes after both answers were read (so kept in memory), and must show next.
    const changes: [string, () => Promise<unknown>, (seen: Seen) => void][] = [
      [
        'profile form',
        () =>
          call('PUT', '/api/user/update-info', lea, {
            statut: 'Youtubeur',
            presentation: 'Créatrice voyage, je raconte les petites villes de France.',
            categorie: 'Voyage',
            localisation: 'Lyon',
            phone: '0612345678',
          }),
        (seen) => {
          expect(seen.visitor.localisation).toBe('Lyon');
          expect(seen.logged.presentation).toContain('petites villes');
          // The shared answers never hold the phone (private-phone.test.ts).
          expect(seen.logged.phone).toBeNull();
        },
      ],
      [
        'profile photo',
        async () =>
          (photo = await upload('/api/user/update-profil-image?photo=profiles', 'photo', lea)),
        (seen) => expect(seen.visitor._link_photo_profil.url).toBe(photo),
      ],
      [
        'gallery image',
        async () => (slide = await upload('/api/user/update-galerie-user?index=1', 'image', lea)),
        (seen) => expect(seen.logged._medias.image_galerie_1.url).toBe(slide),
      ],
      [
        'video',
        () => call('PATCH', '/api/user/video-prez', lea, { id: 'https://youtu.be/dQw4w9WgXcQ' }),
        (seen) => expect(seen.logged._medias.video_url).toContain('dQw4w9WgXcQ'),
      ],
      [
        'gallery image deleted',
        () => remove(`/api/user/medias/${slide}?index=1`, lea),
        (seen) => expect(seen.logged._medias.image_galerie_1.url).toBeNull(),
      ],
      [
        'profile photo deleted',
        () => remove(`/api/user/images/${photo}`, lea),
        (seen) => expect(seen.visitor._link_photo_profil.url).toBeNull(),
      ],
      [
        'liked',
        () =>
          call('POST', '/api/user/favourite', viewer, { userLiked: 'LeaCache', context: 'liked' }),
        (seen) => expect(seen.visitor.statistique.inFavorize).toBe(1),
      ],
      [
        'last connection',
        () => call('POST', '/api/user/statprofile', lea, { lastConnect: Date.now() }),
        (seen) => expect(seen.visitor.statistique.lastConnect).not.toBeNull(),
      ],
      [
        'name',
        () =>
          call('PUT', '/api/user/update-log-info', lea, {
            name: 'Léa Martin',
            email: lea.email,
            mail_change: 'noChange',
          }),
        (seen) => expect(seen.visitor.name).toBe('Léa Martin'),
      ],
      [
        'pack',
        () => runAdminCommand({ db, config, userChanges }, ['pack', 'LeaCache', 'ultimate']),
        (seen) =>
          expect([seen.visitor.subscription, seen.logged.subscription]).toEqual([
            'ultimate',
            'ultimate',
          ]),
      ],
    ];
    for (const [, change, check] of changes) {
      await both('LEACACHE', viewer);
      await change();
      check(await both('leacache', viewer));
    }
  });

  it('shows a change made through one instance on the other at once (Redis)', async () => {
    const tom = await createUser(t.app, { pseudo: 'TomDeux' });
    const viewer = await createUser(t.app);
    expect((await profile('tomdeux', viewer, two.second)).localisation).toBe('');
    await call('PUT', '/api/user/update-info', tom, {
      statut: 'Influenceur',
      presentation: 'Photographe culinaire, recettes de saison et marchés de producteurs.',
      categorie: 'Food & Gastronomie',
      localisation: 'Nantes',
      phone: '0698765432',
    });
    // Published after the commit; the other instance hears it within a round trip to Redis.
    await expect
      .poll(async () => (await profile('tomdeux', viewer, two.second)).localisation, {
        timeout: 2000,
      })
      .toBe('Nantes');
  });

  it('shows a counted view within a minute (the counter alone may lag)', async () => {
    await createUser(t.app, { pseudo: 'vuecache' });
    expect((await profile('vuecache')).statistique.views).toBe(0);
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/user/statprofile',
      payload: { view: 1, pseudoUser: 'vuecache' },
    });
    expect(view.json()).toEqual({ counted: true });
    expect((await profile('vuecache')).statistique.views).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_001);
      expect((await profile('vuecache')).statistique.views).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with PROFILE_CACHE_MB=0', async () => {
    const uncached = await createTestApp({ PROFILE_CACHE_MB: '0' });
    try {
      await createUser(uncached.app, { pseudo: 'sanscache' });
      expect((await profile('sanscache', undefined, uncached.app)).statistique.views).toBe(0);
      await uncached.app.inject({
        method: 'POST',
        url: '/api/user/statprofile',
        payload: { view: 1, pseudoUser: 'sanscache' },
      });
      expect((await profile('sanscache', undefined, uncached.app)).statistique.views).toBe(1);
    } finally {
      await uncached.close();
    }
  });
});

describe('createProfileCache', () => {
  const cacheWith = (mb = 1) => {
    const userChanges = createUserChanges();
    const ctx = { config: { profileCacheMb: mb }, userChanges } as unknown as AppContext;
    return { cache: createProfileCache(ctx), userChanges };
  };

  it('keeps visitor and logged answers apart, and drops both on a change', async () => {
    const { cache, userChanges } = cacheWith();
    const load = (json: string) => async () => ({
      userId: 'user-1',
      value: { ownerId: 'user-1', json },
    });
    const json = async (pseudo: string, logged: boolean, loader: ReturnType<typeof load>) =>
      (await cache.get(pseudo, logged, loader)).json;
    await cache.get('Lea', false, load('"visitor"'));
    await cache.get('lea', true, load('"logged"'));
    expect(await json('LEA', false, load('"unused"'))).toBe('"visitor"');
    expect(await json('lea', true, load('"unused"'))).toBe('"logged"');
    await userChanges.publish('user-1');
    expect(await json('lea', false, load('"visitor 2"'))).toBe('"visitor 2"');
    expect(await json('lea', true, load('"logged 2"'))).toBe('"logged 2"');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLAB_STATUSES,
  NICHES,
  PACKS,
  PROJECT_STATUSES,
  parisToday,
  isNotificationType,
  parseNotificationData,
  presentationHasContactDetails,
  type NotificationType,
} from '@kollabo/shared';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_LOGINS, DEMO_PASSWORD, startBanner } from './demo-accounts.js';
import { demoPseudos } from './demo.repository.js';
import { DemoRefused, seedDemo } from './seed-demo.js';

// npm run demo: a believable marketplace in an empty database, once, never in production.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.ctx.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The demo login's bearer header, through the login form's endpoint. */
async function logIn(email: string) {
  const [user] = await rows<{ pseudo: string }>(
    sql`select pseudo from users where lower(email) = ${email}`,
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { pseudo: user?.pseudo, password: DEMO_PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
  return {
    pseudo: user?.pseudo as string,
    auth: { authorization: `Bearer ${answer.json().token}` },
  };
}

describe('demo marketplace', () => {
  it('is refused with NODE_ENV=production and writes nothing', async () => {
    const production = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, isProduction: true },
    };
    await expect(seedDemo(production)).rejects.toBeInstanceOf(DemoRefused);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(0);
  });

  it('fills an empty database with creators, brands, projects in every status and their life', async () => {
    expect(await seedDemo(t.app.ctx)).toBe('seeded');

    const creators = await rows<{ categorie: string; statut: string; photo: string | null }>(
      sql`select categorie, statut, photo_profile as photo from users
          where statut in ('Influenceur', 'Createur de contenu', 'Youtubeur', 'Acteur', 'Agent', 'Autre')
            and role <> 'admin'`,
    );
    expect(creators.length).toBeGreaterThanOrEqual(60);
    expect(new Set(creators.map((c) => c.categorie))).toEqual(new Set(NICHES));
    expect(creators.every((c) => c.photo)).toBe(true);
    const types = new Set(
      (await rows<{ statut: string }>(sql`select distinct statut from users`)).map((r) => r.statut),
    );
    for (const type of [
      'Influenceur',
      'Createur de contenu',
      'Youtubeur',
      'Acteur',
      'Agent',
      'Autre',
      'Marque',
      'Agence',
      'Porteur de projet',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    const [brands] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where statut in ('Marque', 'Agence', 'Porteur de projet') and photo_profile is not null`,
    );
    expect(brands?.n).toBeGreaterThanOrEqual(20);

    const statuses = await rows<{ statut: string; n: number }>(
      sql`select statut, count(*)::int as n from projects group by statut`,
    );
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(40);
    expect(new Set(statuses.map((s) => s.statut))).toEqual(new Set(PROJECT_STATUSES));

    const [verified] = await rows<{ n: number }>(
      sql`select count(*)::int as n from socials where verified and story_tarif > 0 and followers > 0 and verified_at is not null`,
    );
    expect(verified?.n).toBeGreaterThanOrEqual(60);
    for (const table of ['offers', 'messages', 'favourites', 'reports', 'coupons', 'user_packs']) {
      const [count] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      expect(count?.n, table).toBeGreaterThan(0);
    }
    // Counters agree with the rows, as the modules keep them.
    const [offersMismatch] = await rows<{ n: number }>(sql`select count(*)::int as n from projects p
      where p.total_offers <> (select count(*) from offers o where o.project_id = p.id)`);
    expect(offersMismatch?.n).toBe(0);
    // Every project looks for creators (the board's "Influenceur" filter finds most of them).
    const [wanting] = await rows<{ all: number; creators: number; influencers: number }>(sql`select
      count(*)::int as all,
      count(*) filter (where profil_search && array['Influenceur', 'Createur de contenu'])::int as creators,
      count(*) filter (where 'Influenceur' = any(profil_search))::int as influencers
      from projects`);
    expect(wanting?.creators).toBe(wanting?.all);
    // A season added to tell two projects apart is not already in the title.
    const titles = await rows<{ title: string }>(sql`select title from projects`);
    const repeated = titles.filter(({ title }) => {
      const [head = '', season] = title.split(' – ');
      return season !== undefined && head.toLowerCase().includes(season.toLowerCase());
    });
    expect(repeated).toEqual([]);
    expect(wanting?.influencers).toBeGreaterThan((wanting?.all ?? 0) / 3);
  }, 120_000);

  it("gives every project its niche, so the board's niche filters find them", async () => {
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from projects where secteur is null`,
    );
    expect(missing?.n).toBe(0);
    const board = (await t.app.inject({ url: '/api/project/search' })).json();
    const niche = board.projects[0]?.secteur as string;
    expect(NICHES).toContain(niche);
    const filtered = await t.app.inject({
      url: `/api/project/search?secteur=${encodeURIComponent(niche)}`,
    });
    expect(filtered.json().total).toBeGreaterThan(0);
    expect(filtered.json().projects.every((p: { secteur: string }) => p.secteur === niche)).toBe(
      true,
    );
  });

  it('lets the demo logins in: the owner with a pack, the influencer with sent offers, the admin', async () => {
    const login = (pseudoOrEmail: string) =>
      rows<{ pseudo: string; role: string }>(
        sql`select pseudo, role from users where lower(email) = ${pseudoOrEmail}`,
      );
    const [owner] = await login(DEMO_LOGINS.owner);
    const [influencer] = await login(DEMO_LOGINS.influencer);
    const [admin] = await login(DEMO_LOGINS.admin);
    expect(admin?.role).toBe('admin');
    const tokens: string[] = [];
    for (const user of [owner, influencer, admin]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { pseudo: user?.pseudo, password: DEMO_PASSWORD },
      });
      expect(answer.statusCode, user?.pseudo).toBe(200);
      tokens.push(answer.json().token);
    }
    // The owner bought her pack: its invoice is in "Mes factures", its PDF downloadable.
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/api/user/invoices?page=1&pageSize=10',
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    const [invoice] = invoices.json().invoices;
    expect(invoices.json().invoices).toEqual([
      expect.objectContaining({ kind: 'invoice', totalCents: PACKS.premium.priceCents }),
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoice.pdf?id=${invoice._id}`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    // The start log's last line names the pseudos the login form asks for.
    const banner = startBanner('http://localhost:3000', await demoPseudos(t.app.ctx.db));
    for (const user of [owner, influencer, admin]) expect(banner).toContain(user?.pseudo);
    expect(banner).toContain(DEMO_PASSWORD);
    const [pack] = await rows<{ n: number }>(sql`select count(*)::int as n from user_packs k
      join users u on u.id = k.user_id where lower(u.email) = ${DEMO_LOGINS.owner} and k.expire_date > now() and k.balance_offer > 0`);
    expect(pack?.n).toBe(1);
    const sent = await rows<{ statut: string }>(sql`select o.statut from offers o
      join users u on u.id = o.user_id where lower(u.email) = ${DEMO_LOGINS.influencer}`);
    expect(sent.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo logins the bell their history would have left, without mails', async () => {
    // Every stored row is its event's data, as notify() checks it.
    const stored = await rows<{ type: string; data: unknown }>(
      sql`select type, data from notifications`,
    );
    expect(stored.length).toBeGreaterThan(100);
    for (const row of stored) {
      expect(isNotificationType(row.type), row.type).toBe(true);
      expect(() => parseNotificationData(row.type as NotificationType, row.data)).not.toThrow();
    }
    // The seed queues no mail; the earlier test's logins each queued a new-device security mail.
    const [outbox] = await rows<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where category <> 'security'`,
    );
    expect(outbox?.n).toBe(0);

    const owner = await logIn(DEMO_LOGINS.owner);
    const influencer = await logIn(DEMO_LOGINS.influencer);
    const bell = async (auth: Record<string, string>) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?page=1&pageSize=10',
        headers: auth,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<{
        notifications: { type: string; title: string; link: string; read: boolean }[];
        unread: number;
        hasMore: boolean;
      }>();
    };
    const ownerBell = await bell(owner.auth);
    expect(ownerBell.hasMore).toBe(true);
    expect(ownerBell.unread).toBeGreaterThan(0);
    expect(new Set(ownerBell.notifications.map((n) => n.type))).toContain('offer_received');
    const influencerBell = await bell(influencer.auth);
    expect(influencerBell.notifications.length).toBeGreaterThan(0);
    // An attribution she has not answered yet is still unread, however old.
    const [waiting] = await rows<{ offers: number; unread: number }>(sql`select
      count(*)::int as offers, count(n.id)::int as unread
      from offers o join users u on u.id = o.user_id
      left join notifications n on n.recipient_id = u.id and n.type = 'offer_attributed'
        and n.data->>'offerId' = o.id::text and n.read_at is null
      where u.pseudo = ${influencer.pseudo} and o.statut = 'preSelect'`);
    expect(waiting?.offers).toBeGreaterThan(0);
    expect(waiting?.unread).toBe(waiting?.offers);
    // Whoever declined an attribution had been told of it first.
    const [declined] = await rows<{ offers: number; told: number }>(sql`select
      count(*)::int as offers, count(n.id)::int as told
      from offers o left join notifications n on n.recipient_id = o.user_id
        and n.type = 'offer_attributed' and n.data->>'offerId' = o.id::text
      where o.statut = 'declined'`);
    expect(declined?.offers).toBeGreaterThan(0);
    expect(declined?.told).toBe(declined?.offers);
    // The seeded history only (the earlier test's logins added new-device security notices).
    const seeded = [...ownerBell.notifications, ...influencerBell.notifications].filter(
      (item) => !item.type.startsWith('security_'),
    );
    for (const item of seeded) {
      expect(item.link).toMatch(/^\/(offer|project|collab)\//);
    }
    // One unread message notification per unread conversation, opened with it.
    const unreadRooms = async (pseudo: string) =>
      (
        await rows<{ rooms: number; notes: number }>(sql`select
          (select count(*)::int from room_members m join users u on u.id = m.user_id
            where u.pseudo = ${pseudo} and not m.read) as rooms,
          (select count(*)::int from notifications n join users u on u.id = n.recipient_id
            where u.pseudo = ${pseudo} and n.type = 'message_received' and n.read_at is null) as notes`)
      )[0];
    const before = await unreadRooms(owner.pseudo);
    expect(before?.rooms).toBeGreaterThan(0);
    expect(before?.notes).toBe(before?.rooms);
    // Reading one of them reads its bell item too, as with a live message.
    const [room] = await rows<{ offerId: string }>(sql`select m.offer_id as "offerId"
      from room_members m join users u on u.id = m.user_id
      where u.pseudo = ${owner.pseudo} and not m.read limit 1`);
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/offer/read-message?id=${room?.offerId}`,
      headers: owner.auth,
    });
    expect(read.statusCode).toBe(200);
    const after = await unreadRooms(owner.pseudo);
    expect(after?.notes).toBe((before?.notes ?? 0) - 1);
    expect(after?.rooms).toBe(after?.notes);
  });

  it('is idempotent: a second run keeps what is there', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(await seedDemo(t.app.ctx)).toBe('already_loaded');
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(after?.n).toBe(before?.n);
  });

  it('gives every accepted offer its collaboration, at every stage, with its history', async () => {
    const owner = await logIn(DEMO_LOGINS.owner);
    const influencer = await logIn(DEMO_LOGINS.influencer);
    const mine = (await t.app.inject({ url: '/api/collab/mine', headers: owner.auth })).json();
    const spaces = [];
    for (const c of mine.collaborations as { idOffer: string }[]) {
      const answer = await t.app.inject({
        url: `/api/collab?id=${c.idOffer}`,
        headers: owner.auth,
      });
      expect(answer.statusCode).toBe(200);
      spaces.push(answer.json());
    }
    const withInfluencer = spaces.filter((s) => s.author.pseudo === influencer.pseudo);
    expect(new Set(withInfluencer.map((s) => s.status))).toEqual(
      new Set(['completed', 'in_progress', 'to_sign']),
    );
    const done = withInfluencer.find((s) => s.status === 'completed');
    expect(done.signed).toBe(true);
    expect(done.signatures).toHaveLength(2);
    expect(done.review.mine?.visible).toBe(true);
    expect(done.review.theirs?.rating).toBeGreaterThanOrEqual(4);
    expect(done.history.map((h: { type: string }) => h.type)).toEqual(
      expect.arrayContaining(['started', 'contract_saved', 'signed', 'fully_signed', 'published']),
    );
    expect(done.history.at(-1).type).toBe('review');
    // Waiting for her signature: the owner's is there, her identity too, so she can sign.
    const toSign = withInfluencer.find((s) => s.status === 'to_sign');
    expect(toSign.signatures.map((x: { role: string }) => x.role)).toEqual(['owner']);
    const hers = (
      await t.app.inject({ url: `/api/collab?id=${toSign.idOffer}`, headers: influencer.auth })
    ).json();
    expect(hers.missingIdentity).toEqual([]);
    const progress = withInfluencer.find((s) => s.status === 'in_progress');
    expect(progress.deliverables.some((d: { link: string | null }) => d.link)).toBe(true);

    // Across the marketplace, every stage of the status line is there.
    const stages = await rows<{ offer_id: string; version: number; signed_at: string | null }>(
      sql`select c.offer_id, c.version, c.signed_at from collaborations c`,
    );
    expect(stages.length).toBeGreaterThanOrEqual(25);
    const [accepted] = await rows<{ n: number }>(sql`select count(*)::int as n from offers o
      left join collaborations c on c.offer_id = o.id where o.statut = 'select' and c.offer_id is null`);
    expect(accepted?.n).toBe(0);
    const [statusRows] = await rows<{ statuses: string[] }>(sql`select array_agg(distinct
      case when c.version = 0 then 'to_write' when c.signed_at is null then 'to_sign'
        when c.completed_at is not null then 'completed'
        when not exists (select 1 from collab_deliverables d where d.offer_id = c.offer_id and d.status <> 'pending') then 'signed'
        when exists (select 1 from collab_deliverables d where d.offer_id = c.offer_id and (d.status = 'pending' or d.status = 'changes')) then 'in_progress'
        else 'delivered' end) as statuses from collaborations c`);
    expect(new Set(statusRows?.statuses)).toEqual(new Set(COLLAB_STATUSES));
    // Signed documents: the hash each party signed is the stored PDF's, as the module writes it.
    const [badHash] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from collab_signatures s
      join collab_contract_versions v on v.offer_id = s.offer_id and v.version = s.version
      where v.document_sha256 is distinct from s.document_sha256
        or v.document_sha256 <> encode(sha256(v.document_pdf), 'hex')`);
    expect(badHash?.n).toBe(0);
    const [unsigned] = await rows<{ n: number }>(sql`select count(*)::int as n from collaborations c
      join collab_contract_versions v on v.offer_id = c.offer_id and v.version = c.version
      where c.signed_at is not null and (v.signed_pdf is null
        or v.signed_sha256 <> encode(sha256(v.signed_pdf), 'hex'))`);
    expect(unsigned?.n).toBe(0);
    // Signed ones name the version in force, whose signed PDF starts with the signed document's
    // bytes; a contract still to sign has its publication windows ahead (a window already over
    // cannot be signed).
    const [inForce] = await rows<{ n: number }>(sql`select count(*)::int as n from collaborations c
      join collab_contract_versions v on v.offer_id = c.offer_id and v.version = c.signed_version
      where c.signed_at is not null
        and substring(v.signed_pdf from 1 for length(v.document_pdf)) = v.document_pdf`);
    const [signedCount] = await rows<{ n: number }>(
      sql`select count(*)::int as n from collaborations where signed_at is not null`,
    );
    expect(inForce?.n).toBe(signedCount?.n);
    const [pastToSign] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from collaborations c
      join collab_contract_versions v on v.offer_id = c.offer_id and v.version = c.version
      cross join jsonb_array_elements(v.terms->'deliverables') d
      where c.signed_at is null and d->>'publishTo' < ${parisToday()}`);
    expect(pastToSign?.n).toBe(0);
    const pdf = await t.app.inject({
      url: `/api/collab/contract.pdf?id=${done.idOffer}`,
      headers: influencer.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('shows reviews on profiles and ratings on about twenty creator cards', async () => {
    const influencer = await logIn(DEMO_LOGINS.influencer);
    const reviews = (
      await t.app.inject({ url: `/api/user/reviews?user=${influencer.pseudo}` })
    ).json();
    expect(reviews.count).toBeGreaterThan(0);
    expect(reviews.average).toBeGreaterThanOrEqual(4);
    expect(reviews.reviews[0].reply).toBeTruthy();

    const texts = await rows<{ comment: string; reply: string | null; rating: number }>(
      sql`select comment, reply, rating from reviews`,
    );
    for (const { comment, reply, rating } of texts) {
      expect(comment.length).toBeGreaterThanOrEqual(20);
      expect(comment.length).toBeLessThanOrEqual(1000);
      expect(presentationHasContactDetails(comment), comment).toBe(false);
      if (reply) expect(presentationHasContactDetails(reply), reply).toBe(false);
      expect(rating).toBeGreaterThanOrEqual(3);
    }
    const rated = await rows<{ n: number }>(sql`select count(distinct r.target_id)::int as n
      from reviews r join users u on u.id = r.target_id
      where r.visible_at <= now() and u.statut not in ('Marque', 'Agence', 'Porteur de projet')`);
    expect(rated[0]?.n).toBeGreaterThanOrEqual(15);
    expect(rated[0]?.n).toBeLessThanOrEqual(25);

    const cards = [];
    for (let page = 1, more = true; more && page <= 20; page += 1) {
      const answer = await t.app.inject({ url: `/api/user/search?page=${page}` });
      expect(answer.statusCode).toBe(200);
      cards.push(...answer.json().users);
      more = answer.json().hasMore;
    }
    const withStars = cards.filter((c: { rating: { count: number } }) => c.rating.count > 0);
    expect(withStars.length).toBeGreaterThanOrEqual(15);
  });

  it('feeds the home page with real projects and profiles with their pictures', async () => {
    const home = (await t.app.inject({ url: '/api/home/highlights' })).json();
    expect(home.projects.length).toBeGreaterThan(0);
    expect(home.profiles.length).toBeGreaterThan(0);
    expect(home.profiles[0].subscription).not.toBe('null'); // PRO first
    expect(home.profiles.every((p: { photoUrl: string | null }) => p.photoUrl)).toBe(true);
    const picture = await t.app.inject({ url: home.profiles[0].photoUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');
  });
});

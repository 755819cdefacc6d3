import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_PREFIX,
  MSG,
  NOTICE_CATEGORIES,
  adminNoticesApi,
  noticesApi,
  type NoticeBody,
  type NoticeTarget,
  type QueuedNotice,
} from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, FIXTURE_PASSWORD, type TestUser } from '../../test-support/fixtures.js';
import { completedCollab, acceptedOffer } from '../../test-support/collab-fixtures.js';
import {
  createProject,
  sendOffer,
  storeMessage,
  verifySocial,
} from '../../test-support/offer-fixtures.js';
import { queryRows } from '../../test-support/payment-fixtures.js';
import { runAddressOutbox } from '../notifications/address-outbox.js';

// Notice and action through HTTP (DSA art. 16, 17, 20): notices from visitors and members on
// the four kinds of content, the rate limit that never silences a content, each decision's
// effect on the public reads, the statement of reasons, the contest decided by another admin.

const t = useTestApp();
const url = (path: string) => `${API_PREFIX}${path}`;

function call(
  method: 'GET' | 'POST',
  path: string,
  user?: TestUser,
  payload?: unknown,
  ip = '198.51.100.1',
) {
  return t.app.inject({
    method,
    url: url(path),
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: ip,
  });
}

let notifierCounter = 0;
const notice = (target: NoticeTarget, overrides: Partial<NoticeBody> = {}): NoticeBody => {
  notifierCounter += 1;
  return {
    target,
    category: 'fraud',
    explanation: 'Ce contenu demande un paiement hors plateforme par virement.',
    name: 'Camille Martin',
    email: `camille${notifierCounter}@example.test`,
    goodFaith: true,
    ...overrides,
  };
};
let ipCounter = 0;
/** Each notice from its own network address unless told (the limiter outlives the tests' reset). */
const submit = (body: unknown, user?: TestUser, ip?: string) => {
  ipCounter += 1;
  const own = `10.${Math.floor(ipCounter / 250)}.${ipCounter % 250}.7`;
  return call('POST', noticesApi.submit.path, user, body, ip ?? own);
};

async function deliveredMails() {
  await runAddressOutbox(t.app.ctx);
  return t.mails;
}

async function queue(admin: TestUser, view = 'open'): Promise<QueuedNotice[]> {
  const res = await call('GET', `${adminNoticesApi.queue.path}?view=${view}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json().notices as QueuedNotice[];
}

async function decide(
  admin: TestUser,
  noticeId: string,
  action: string,
  ground = 'CGU, « Contenus interdits »',
) {
  return call('POST', adminNoticesApi.decide.path, admin, {
    noticeId,
    action,
    ground,
    explanation: 'Le projet propose une rémunération en dehors de la plateforme.',
  });
}

async function publishedProject() {
  const owner = await createUser(t.app, { name: 'Marque SA' });
  const project = await createProject(t.app, owner, { title: 'Lancement sérum' });
  return { owner, project };
}

/** A notice of the project, decided by `admin` with `action`: the decision's id. */
async function decidedProject(action: string) {
  const { owner, project } = await publishedProject();
  const admin = await createUser(t.app, { role: 'admin' });
  const created = await submit(notice({ kind: 'project', id: project.id }));
  expect(created.statusCode).toBe(201);
  const res = await decide(admin, created.json().noticeId, action);
  expect(res.statusCode).toBe(200);
  return { owner, project, admin, decisionId: res.json().decisionId as string };
}

const boardIds = async () =>
  ((await call('GET', '/project/search')).json().projects as { _id: string }[]).map((p) => p._id);

describe('POST /notice', () => {
  it('takes a notice of a project and of a profile from a visitor, and acknowledges it by mail', async () => {
    const { owner, project } = await publishedProject();
    const first = await submit(
      notice({ kind: 'project', id: project.id }, { email: 'ana@example.test' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().noticeId).toEqual(expect.any(String));
    const second = await submit(notice({ kind: 'profile', id: owner.pseudo }));
    expect(second.statusCode).toBe(201);
    const ack = (await deliveredMails()).find((m) => m.to === 'ana@example.test');
    expect(ack?.subject).toBe(MSG.notices.mail.ackSubject);
    expect(ack?.text).toContain('Lancement sérum');
    expect(ack?.text).toContain('article 16');
    expect(ack?.text).toContain(first.json().noticeId);
  });

  it('takes a notice of a review from a member, and of a message only from its other party', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    const member = await createUser(t.app);
    const reviewRes = await t.app.inject({
      method: 'POST',
      url: url('/review'),
      headers: owner.auth,
      payload: {
        idOffer,
        rating: 1,
        comment: 'Un avis mensonger écrit pour nuire à la créatrice.',
      },
    });
    expect(reviewRes.statusCode).toBe(201);
    // A review shows once both parties wrote theirs (or 14 days later).
    await t.app.ctx.db.execute(sql`update reviews set visible_at = now() - interval '1 minute'`);
    const [review] = await queryRows<{ id: string }>(t.app, sql`select id from reviews`);
    expect(
      (
        await submit(
          notice({ kind: 'review', id: review!.id }, { category: 'fake_reviews' }),
          member,
        )
      ).statusCode,
    ).toBe(201);

    const sent = await storeMessage(t.app, owner, idOffer, 'Payez-moi en liquide.');
    const target = { kind: 'message', id: sent.message._id } as const;
    expect((await submit(notice(target))).statusCode).toBe(404); // a visitor never read it
    expect((await submit(notice(target), member)).statusCode).toBe(404); // nor a stranger
    expect((await submit(notice(target), owner)).statusCode).toBe(404); // nor its own sender
    const res = await submit(notice(target), author);
    expect(res.statusCode).toBe(201);
    const admin = await createUser(t.app, { role: 'admin' });
    const queued = (await queue(admin)).find((n) => n.target.kind === 'message');
    expect(queued?.snapshot.text).toContain('Payez-moi en liquide.');
  });

  it('refuses bad input in French: no good faith, an unknown category, an unknown content', async () => {
    const { project } = await publishedProject();
    const target = { kind: 'project', id: project.id } as const;
    const noFaith = await submit(notice(target, { goodFaith: false as true }));
    expect(noFaith.statusCode).toBe(400);
    expect(noFaith.json()).toMatchObject({
      error: 'notice_invalid',
      message: MSG.notices.goodFaithRequired,
    });
    const category = await submit({ ...notice(target), category: 'spam' });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({ error: 'notice_invalid', field: 'category' });
    expect(category.json().message).toMatch(/formulaire de signalement/);
    for (const unknown of [
      { kind: 'project', id: '00000000-0000-4000-8000-000000000000' },
      { kind: 'project', id: 'pas-un-id' },
      { kind: 'profile', id: 'personne' },
      { kind: 'review', id: '00000000-0000-4000-8000-000000000000' },
    ] as const) {
      const res = await submit(notice(unknown));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'notice_target_not_found',
        message: MSG.notices.targetNotFound,
      });
    }
  });

  it('limits notices per address and per IP, yet a flood neither silences nor hides the content', async () => {
    const { project } = await publishedProject();
    const target = { kind: 'project', id: project.id } as const;
    for (let i = 0; i < 10; i += 1) {
      expect((await submit(notice(target), undefined, '192.0.2.66')).statusCode).toBe(201);
    }
    const limited = await submit(notice(target), undefined, '192.0.2.66');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // One address, many networks: the address is limited too.
    for (let i = 0; i < 5; i += 1) {
      const res = await submit(
        notice(target, { email: 'flood@example.test' }),
        undefined,
        `192.0.2.${i + 1}`,
      );
      expect(res.statusCode).toBe(201);
    }
    expect(
      (await submit(notice(target, { email: 'flood@example.test' }), undefined, '192.0.2.9'))
        .statusCode,
    ).toBe(429);
    // Anyone else still reports it, and it stays public until the team decides.
    expect((await submit(notice(target), undefined, '203.0.113.50')).statusCode).toBe(201);
    expect((await call('GET', `/project?id=${project.id}`)).statusCode).toBe(200);
    expect(await boardIds()).toContain(project.id);
    const admin = await createUser(t.app, { role: 'admin' });
    const open = await queue(admin);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ target, groupSize: 16 });
  });

  it('lets the spec report feed the same queue', async () => {
    const { project } = await publishedProject();
    const reporter = await createUser(t.app);
    const res = await call('POST', '/report/project', reporter, {
      idProject: project.id,
      message: 'Arnaque au paiement.',
    });
    expect(res.statusCode).toBe(200);
    const admin = await createUser(t.app, { role: 'admin' });
    const [queued] = await queue(admin);
    expect(queued).toMatchObject({
      source: 'report',
      category: 'terms_violation',
      explanation: 'Arnaque au paiement.',
    });
  });
});

describe('the categories', () => {
  it('are one list, published in the OpenAPI document of POST /notice', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: url('/docs/json') })).json<{
      paths: Record<string, { post?: unknown }>;
    }>();
    // The document's paths are below the API prefix.
    const schema = JSON.stringify(doc.paths[noticesApi.submit.path]?.post ?? null);
    for (const category of NOTICE_CATEGORIES) expect(schema).toContain(`"${category}"`);
  });
});

describe('POST /admin/notices/decide', () => {
  it('is for admins only', async () => {
    const user = await createUser(t.app);
    const body = {
      noticeId: '00000000-0000-4000-8000-000000000000',
      action: 'keep',
      ground: 'CGU',
      explanation: 'Rien à signaler ici.',
    };
    expect((await call('POST', adminNoticesApi.decide.path, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', adminNoticesApi.decide.path, user, body)).statusCode).toBe(403);
    expect((await call('GET', adminNoticesApi.queue.path, user)).statusCode).toBe(403);
  });

  it('removes a project from every public read, mails the statement of reasons and the outcome', async () => {
    const { owner, project, decisionId } = await decidedProject('remove');
    expect((await call('GET', `/project?id=${project.id}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/project?id=${project.id}`, await createUser(t.app))).statusCode,
    ).toBe(404);
    expect((await call('GET', `/project?id=${project.id}`, owner)).statusCode).toBe(200);
    expect(await boardIds()).not.toContain(project.id);

    const mails = await deliveredMails();
    const statement = mails.find((m) => m.to === owner.email);
    expect(statement?.subject).toBe(MSG.notices.mail.statementSubject);
    for (const mention of [
      'article 17',
      MSG.notices.actions.remove, // what was done
      'n’est plus visible publiquement', // its scope
      'rémunération en dehors de la plateforme', // the facts
      'CGU, « Contenus interdits »', // the ground
      'Moyens automatisés : aucun', // automated or not
      `/contestation/${decisionId}`, // how to contest
      'article 20',
    ]) {
      expect(statement?.text).toContain(mention);
    }
    const outcome = mails.find((m) => m.subject === MSG.notices.mail.outcomeSubject);
    expect(outcome?.text).toContain(MSG.notices.actions.remove);
  });

  it('restricts a project: out of the board, still open to its parties', async () => {
    const { owner, project } = await publishedProject();
    const creator = await createUser(t.app);
    await verifySocial(t.app, creator);
    expect((await sendOffer(t.app, creator, project.id)).statusCode).toBe(201);
    const admin = await createUser(t.app, { role: 'admin' });
    const created = await submit(notice({ kind: 'project', id: project.id }));
    expect((await decide(admin, created.json().noticeId, 'restrict')).statusCode).toBe(200);
    expect(await boardIds()).not.toContain(project.id);
    expect((await call('GET', `/project?id=${project.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/project?id=${project.id}`, creator)).statusCode).toBe(200);
    expect((await call('GET', `/project?id=${project.id}`, owner)).statusCode).toBe(200);
  });

  it('keeps a content as it is, and decides a notice once', async () => {
    const { project, admin } = await decidedProject('keep');
    expect((await call('GET', `/project?id=${project.id}`)).statusCode).toBe(200);
    const [decided] = await queue(admin, 'history');
    expect((await decide(admin, decided!._id, 'remove')).statusCode).toBe(409);
  });

  it('suspends the account: no login, no session, no profile', async () => {
    const member = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const created = await submit(
      notice({ kind: 'profile', id: member.pseudo }, { category: 'impersonation' }),
    );
    expect((await decide(admin, created.json().noticeId, 'suspend')).statusCode).toBe(200);
    expect((await call('GET', `/user/profile?user=${member.pseudo}`)).statusCode).toBe(404);
    expect((await call('GET', '/user/info-user', member)).statusCode).toBe(401);
    const login = await call('POST', '/user/login', undefined, {
      pseudo: member.pseudo,
      password: FIXTURE_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('account_suspended');
  });

  it('removes a review from the public list and a message from the conversation', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const sent = await storeMessage(t.app, owner, idOffer, 'Envoyez-moi votre IBAN ici.');
    const admin = await createUser(t.app, { role: 'admin' });
    const created = await submit(notice({ kind: 'message', id: sent.message._id }), author);
    const restrict = await decide(admin, created.json().noticeId, 'restrict');
    expect(restrict.statusCode).toBe(400);
    expect(restrict.json().error).toBe('notice_action_not_applicable');
    expect((await decide(admin, created.json().noticeId, 'remove')).statusCode).toBe(200);
    const history = (await call('GET', `/offer/messages?id=${idOffer}`, author)).json();
    const shown = history.allMessageDecrypt.find(
      (m: { _id: string }) => m._id === sent.message._id,
    );
    expect(shown.content).toBe(MSG.chat.removedByModeration);

    const done = await completedCollab(t.app);
    await call('POST', '/review', done.owner, {
      idOffer: done.idOffer,
      rating: 1,
      comment: 'Un avis mensonger écrit pour nuire à la créatrice.',
    });
    await t.app.ctx.db.execute(sql`update reviews set visible_at = now() - interval '1 minute'`);
    const before = (await call('GET', `/user/reviews?user=${done.author.pseudo}`)).json();
    expect(before.reviews).toHaveLength(1);
    const reviewNotice = await submit(notice({ kind: 'review', id: before.reviews[0]._id }));
    expect((await decide(admin, reviewNotice.json().noticeId, 'remove')).statusCode).toBe(200);
    expect(
      (await call('GET', `/user/reviews?user=${done.author.pseudo}`)).json().reviews,
    ).toHaveLength(0);
  });
});

describe('restricted and removed content, everywhere it is read', () => {
  const profileOf = (pseudo: string, user?: TestUser) =>
    call('GET', `/user/profile?user=${encodeURIComponent(pseudo)}`, user);
  const directoryPseudos = async (query: string, user?: TestUser) => {
    const res = await call('GET', `/user/search?${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().users as { pseudo: string }[]).map((u) => u.pseudo);
  };
  const sectorPseudos = async (user?: TestUser) => {
    const res = await call('GET', `/user/get-users-secteur?secteur=Voyage`, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().users as { pseudo: string }[]).map((u) => u.pseudo);
  };
  const favouritePseudos = async (user: TestUser) =>
    ((await call('GET', '/user/favourites', user)).json().favorisInfo as { pseudo: string }[]).map(
      (u) => u.pseudo,
    );

  it('restricts a profile: out of the directory, 404 to visitors and other members, shown to its owner with a notice', async () => {
    const member = await createUser(t.app, { name: 'Zélie Vagabonde' });
    await t.app.ctx.db.execute(
      sql`update users set categorie = 'Voyage', presentation = 'Carnets de voyage à vélo en Patagonie.' where id = ${member.id}`,
    );
    const other = await createUser(t.app);
    expect(
      (await call('POST', '/user/favourite', other, { userLiked: member.pseudo, context: 'liked' }))
        .statusCode,
    ).toBe(200);
    const byName = `q=${encodeURIComponent('Zélie Vagabonde')}`;
    // Before: everywhere (and the answers cached for visitors and members).
    expect((await profileOf(member.pseudo)).statusCode).toBe(200);
    expect((await profileOf(member.pseudo, other)).statusCode).toBe(200);
    expect(await directoryPseudos(byName)).toContain(member.pseudo);
    expect(await sectorPseudos()).toContain(member.pseudo);
    expect(await favouritePseudos(other)).toContain(member.pseudo);
    expect((await profileOf(member.pseudo, member)).json().profile.restricted).toBeUndefined();

    const admin = await createUser(t.app, { role: 'admin' });
    const created = await submit(notice({ kind: 'profile', id: member.pseudo }));
    expect((await decide(admin, created.json().noticeId, 'restrict')).statusCode).toBe(200);

    for (const viewer of [undefined, other, admin]) {
      const res = await profileOf(member.pseudo, viewer);
      expect(res.statusCode, viewer?.pseudo ?? 'visitor').toBe(404);
      expect(res.json()).toMatchObject({
        error: 'profile_not_found',
        message: MSG.profile.notFound,
      });
    }
    expect(await directoryPseudos(byName)).not.toContain(member.pseudo);
    expect(await directoryPseudos(byName, other)).not.toContain(member.pseudo);
    // (The sector page's answers are kept SECTOR_CACHE_MS: a member's, not cached yet, is read.)
    expect(await sectorPseudos(other)).not.toContain(member.pseudo);
    expect(await favouritePseudos(other)).not.toContain(member.pseudo);
    // Its owner still reads it, told that it is restricted; her session still works.
    const own = await profileOf(member.pseudo.toUpperCase(), member);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().profile).toMatchObject({ pseudo: member.pseudo, restricted: true });
    expect((await call('GET', '/user/info-user', member)).statusCode).toBe(200);
    // What her own view gave is not served to anyone else afterwards.
    expect((await profileOf(member.pseudo, other)).statusCode).toBe(404);
  });

  it('restricts a review: off the public profile and rating, still shown to its two parties; removed, shown to no one', async () => {
    const done = await completedCollab(t.app);
    const owner = done.owner;
    const creator = done.author;
    const stranger = await createUser(t.app);
    const write = (user: TestUser, rating: number, comment: string) =>
      call('POST', '/review', user, { idOffer: done.idOffer, rating, comment });
    expect(
      (await write(owner, 1, 'Un avis mensonger écrit pour nuire à la créatrice.')).statusCode,
    ).toBe(201);
    expect(
      (await write(creator, 5, 'Marque sérieuse, brief clair et paiement rapide.')).statusCode,
    ).toBe(201);
    const publicList = async (pseudo: string, viewer?: TestUser) =>
      (await call('GET', `/user/reviews?user=${pseudo}`, viewer)).json() as {
        reviews: { _id: string }[];
        count: number;
      };
    const space = async (user: TestUser) => {
      const res = await call('GET', `/collab?id=${done.idOffer}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().review as { mine: { _id: string } | null; theirs: { _id: string } | null };
    };
    const before = await publicList(creator.pseudo);
    expect(before.count).toBe(1);
    const reviewId = before.reviews[0]!._id;
    const admin = await createUser(t.app, { role: 'admin' });

    const restricted = await submit(notice({ kind: 'review', id: reviewId }));
    expect((await decide(admin, restricted.json().noticeId, 'restrict')).statusCode).toBe(200);
    for (const viewer of [undefined, stranger, creator]) {
      const list = await publicList(creator.pseudo, viewer);
      expect(list.reviews.map((r) => r._id)).not.toContain(reviewId);
      expect(list.count).toBe(0);
    }
    expect((await space(owner)).mine?._id).toBe(reviewId);
    expect((await space(creator)).theirs?._id).toBe(reviewId);
    // A stranger cannot reach it (report), its reviewed party still answers it.
    const report = await call('POST', '/review/report', stranger, {
      idReview: reviewId,
      message: 'Cet avis contient des propos insultants envers la créatrice.',
    });
    expect(report.statusCode).toBe(404);
    expect(report.json().error).toBe('review_not_found');
    const answer = await call('POST', '/review/reply', creator, {
      idReview: reviewId,
      comment: 'Cet avis ne reflète pas notre collaboration, pourtant menée à son terme.',
    });
    expect(answer.statusCode, answer.body).toBe(200);

    // Removed (a second notice, decided to remove it): gone for its parties too.
    await t.app.ctx.db.execute(sql`update reviews set moderation = null where id = ${reviewId}`);
    const removed = await submit(notice({ kind: 'review', id: reviewId }));
    expect(removed.statusCode, removed.body).toBe(201);
    expect((await decide(admin, removed.json().noticeId, 'remove')).statusCode).toBe(200);
    expect((await space(owner)).mine).toBeNull();
    expect((await space(creator)).theirs).toBeNull();
    // The other review, not moderated, still shows on both sides and on the owner's profile.
    expect((await space(owner)).theirs).not.toBeNull();
    expect((await publicList(owner.pseudo)).count).toBe(1);
    expect((await publicList(creator.pseudo, creator)).count).toBe(0);
  });
});

describe('contest (DSA art. 20)', () => {
  it('is open to the author only, once, and decided by another admin, who may reverse it', async () => {
    const { owner, project, admin, decisionId } = await decidedProject('remove');
    const stranger = await createUser(t.app);
    const body = {
      decisionId,
      explanation: 'Mon projet ne demande aucun paiement hors plateforme.',
    };
    expect(
      (await call('GET', `${noticesApi.decision.path}?id=${decisionId}`, stranger)).statusCode,
    ).toBe(404);
    expect((await call('POST', noticesApi.contest.path, stranger, body)).statusCode).toBe(404);
    const view = await call('GET', `${noticesApi.decision.path}?id=${decisionId}`, owner);
    expect(view.json().decision).toMatchObject({
      action: 'remove',
      canContest: true,
      contest: null,
    });

    expect((await call('POST', noticesApi.contest.path, owner, body)).statusCode).toBe(200);
    const twice = await call('POST', noticesApi.contest.path, owner, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('contest_exists');

    const [waiting] = await queue(admin, 'contests');
    expect(waiting?.decision?.contest?.explanation).toBe(body.explanation);
    const decision = {
      decisionId,
      outcome: 'reversed',
      explanation: 'Après vérification, le projet respecte nos conditions.',
    };
    const same = await call('POST', adminNoticesApi.decideContest.path, admin, decision);
    expect(same.statusCode).toBe(403);
    expect(same.json().error).toBe('contest_same_admin');
    await deliveredMails(); // the statement of reasons of the first decision
    t.mails.length = 0;
    const second = await createUser(t.app, { role: 'admin' });
    expect(
      (await call('POST', adminNoticesApi.decideContest.path, second, decision)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', adminNoticesApi.decideContest.path, second, decision)).statusCode,
    ).toBe(409);
    expect((await call('GET', `/project?id=${project.id}`)).statusCode).toBe(200);
    expect(await boardIds()).toContain(project.id);
    const mails = await deliveredMails();
    expect(mails.filter((m) => m.subject === MSG.notices.mail.contestSubject)).toHaveLength(2);
    expect(mails.find((m) => m.to === owner.email)?.text).toContain('la décision est annulée');
  });

  it('closes six months after the decision', async () => {
    const { owner, decisionId } = await decidedProject('remove');
    await t.app.ctx.db.execute(
      sql`update notice_decisions set created_at = now() - interval '6 months' - interval '1 day'`,
    );
    const res = await call('POST', noticesApi.contest.path, owner, {
      decisionId,
      explanation: 'Je conteste cette décision, mon projet est conforme.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'contest_closed',
      message: MSG.notices.contestPage.expired,
    });
  });
});

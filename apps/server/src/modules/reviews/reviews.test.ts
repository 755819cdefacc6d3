import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ERRORS,
  MSG,
  PROFILE_TYPES,
  adminNoticesApi,
  apiPath,
  reviewsApi,
  type QueuedNotice,
  type UserSearchReply,
} from '@kollabo/shared';
import { runAddressOutbox } from '../notifications/address-outbox.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import {
  completedCollab,
  notificationTypes,
  signedCollab,
  useCollabTestApp,
} from '../../test-support/collab-fixtures.js';

// Reviews: after completion, once per party, never by someone else; hidden until
// both are written or 14 days have passed; one public reply; reports; GET /user/reviews.

const { t, h } = useCollabTestApp();

const COMMENT = 'Collaboration très agréable, contenus livrés à temps et de grande qualité.';
const review = (idOffer: string, user: TestUser, rating = 5, comment = COMMENT) =>
  h.post('/api/review', { idOffer, rating, comment }, user);
const reviewsOf = async (user: TestUser, query = '', viewer?: TestUser) =>
  (await h.get(`/api/user/reviews?user=${user.pseudo}${query}`, viewer)).json();
/** The rating on the member's card in /all-profiles, as a visitor gets it (every type asked:
 * without a type filter the directory lists creators only). */
async function directoryRating(user: TestUser) {
  const types = encodeURIComponent(PROFILE_TYPES.join(','));
  const res = await h.get(`/api/user/search?sort=recents&statut=${types}`);
  expect(res.statusCode).toBe(200);
  const card = (res.json() as UserSearchReply).users.find((u) => u.pseudo === user.pseudo);
  return card?.rating;
}

function expectError(res: { statusCode: number; json(): unknown }, code: keyof typeof ERRORS) {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect(res.json()).toMatchObject({ error: code, message: expect.any(String) });
}

describe('POST /review', () => {
  it('waits for completion and refuses anyone but the two parties', async () => {
    const { author, idOffer } = await signedCollab(t.app);
    expectError(await review(idOffer, author), 'review_not_allowed');
    const outsider = await createUser(t.app);
    const res = await review(idOffer, outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'collab_forbidden', access: false });
  });

  it('checks the rating, the length and the presentation rules against contact details', async () => {
    const { author, idOffer } = await completedCollab(t.app);
    for (const [rating, comment] of [
      [0, COMMENT],
      [6, COMMENT],
      [4.5, COMMENT],
      [5, 'Trop court.'],
      [5, 'a'.repeat(1001)],
    ] as const) {
      const res = await review(idOffer, author, rating, comment);
      expectError(res, 'review_invalid');
      expect(res.json().message).toBe(ERRORS.review_invalid.message);
    }
    for (const comment of [
      'Appelez-moi au 06 12 34 56 78 pour la suite du projet.',
      'Écrivez-moi à chloe@example.com pour la suite du projet.',
      'Tout est sur https://monsite.example/portfolio, allez voir.',
    ]) {
      expectError(await review(idOffer, author, 4, comment), 'review_contact');
    }
  });

  it('hides the first review until the second, then shows both with the average; one per party', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    const first = await review(idOffer, author, 4);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ok: true, visible: false });
    expectError(await review(idOffer, author), 'review_exists');
    expect(await notificationTypes(t.app, owner)).toContain('review_received');

    expect(await reviewsOf(owner)).toMatchObject({ reviews: [], count: 0, average: null });
    // The owner's hidden review counts nowhere, the directory's card included.
    expect(await directoryRating(owner)).toEqual({ average: null, count: 0 });
    const ownerSpace = (await h.get(`/api/collab?id=${idOffer}`, owner)).json();
    expect(ownerSpace.review).toMatchObject({ canWrite: true, mine: null, theirs: null });
    const authorSpace = (await h.get(`/api/collab?id=${idOffer}`, author)).json();
    expect(authorSpace.review.mine).toMatchObject({ rating: 4, visible: false });

    const second = await review(
      idOffer,
      owner,
      5,
      'Créatrice sérieuse et réactive, je recommande vivement.',
    );
    expect(second.json()).toMatchObject({ visible: true });
    expect(await reviewsOf(owner)).toMatchObject({ count: 1, average: 4 });
    const authorReviews = await reviewsOf(author);
    expect(authorReviews).toMatchObject({ count: 1, average: 5, hasMore: false });
    expect(authorReviews.reviews[0]).toMatchObject({
      rating: 5,
      author: { pseudo: owner.pseudo },
      project: { title: 'Lancement du sérum' },
      reply: null,
    });
    const after = (await h.get(`/api/collab?id=${idOffer}`, author)).json();
    expect(after.review).toMatchObject({ canWrite: false, theirs: { rating: 5 } });

    // Profile cards carry the average too (favourites list).
    expect(
      (await h.post('/api/user/favourite', { userLiked: author.pseudo, context: 'liked' }, owner))
        .statusCode,
    ).toBe(200);
    const cards = (await h.get('/api/user/favourites', owner)).json().favorisInfo;
    expect(cards[0]).toMatchObject({ pseudo: author.pseudo, rating: { average: 5, count: 1 } });
    // And the directory's cards, for visitors too (their answer may be a second old:
    // modules/search/search-cache.ts).
    await vi.waitFor(
      async () => {
        expect(await directoryRating(author)).toEqual({ average: 5, count: 1 });
        expect(await directoryRating(owner)).toEqual({ average: 4, count: 1 });
      },
      { timeout: 4_000, interval: 100 },
    );
  });

  it('keeps one review per party when the same review is sent twice at once', async () => {
    const { author, idOffer } = await completedCollab(t.app);
    const answers = await Promise.all([review(idOffer, author), review(idOffer, author)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from reviews where offer_id = ${idOffer}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":1');
  });

  it('shows a lone review 14 days after completion, when the window closes', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    await review(idOffer, author, 3);
    await t.app.ctx.db.execute(
      sql`update collaborations set completed_at = now() - interval '15 days' where offer_id = ${idOffer}`,
    );
    await t.app.ctx.db.execute(
      sql`update reviews set visible_at = now() - interval '1 day' where offer_id = ${idOffer}`,
    );
    expectError(await review(idOffer, owner), 'review_window_closed');
    expect(await reviewsOf(owner)).toMatchObject({ count: 1, average: 3 });
  });
});

describe('replies and reports', () => {
  it('lets the reviewed person answer once, publicly; others may report a review once', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    await review(idOffer, author, 2, 'Brief peu clair et validations très lentes, dommage.');
    await review(idOffer, owner, 5);
    const [received] = (await reviewsOf(owner, '', owner)).reviews as { _id: string }[];
    expect((await reviewsOf(owner, '', owner)).can).toEqual({ reply: true });
    const idReview = received?._id as string;

    const reply = (user: TestUser, comment: string) =>
      h.post('/api/review/reply', { idReview, comment }, user);
    expectError(await reply(author, 'Je réponds à mon propre avis.'), 'reply_forbidden');
    expectError(await reply(owner, ''), 'reply_invalid');
    expectError(await reply(owner, 'Voir www.example.fr'), 'review_contact');
    expect((await reply(owner, 'Merci, nous clarifierons le brief.')).statusCode).toBe(200);
    expectError(await reply(owner, 'Encore une réponse.'), 'reply_exists');
    expect((await reviewsOf(owner)).reviews[0]).toMatchObject({
      reply: 'Merci, nous clarifierons le brief.',
    });

    const report = (user: TestUser) =>
      h.post('/api/review/report', { idReview, message: 'Propos injustes.' }, user);
    expectError(await report(author), 'review_report_own');
    expect((await report(owner)).statusCode).toBe(200);
    expectError(await report(owner), 'review_reported');
    const visitor = await createUser(t.app);
    expect((await report(visitor)).statusCode).toBe(200);
    await t.app.ctx.background.idle();
    const mails = t.mails.filter((m) => m.to === t.config.contactTo);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(MSG.reviews.reportMailSubject);
    expect(mails[0]?.text).toContain('Brief peu clair');
    expectError(
      await h.post(
        '/api/review/report',
        { idReview: '7d0c1f5e-1111-4222-8333-944455556666', message: 'x' },
        visitor,
      ),
      'review_not_found',
    );
    expect((await h.post('/api/review/report', { idReview, message: 'x' })).statusCode).toBe(401);
  });
});

describe('a review report in the notices queue (DSA art. 16)', () => {
  it('lists the report as a notice for the team, with the reporter as notifier, acknowledged by mail', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    await review(idOffer, author, 1, 'Marque malhonnête, à fuir absolument, des escrocs.');
    await review(idOffer, owner, 5);
    const [received] = (await reviewsOf(owner)).reviews as { _id: string }[];
    const reporter = await createUser(t.app, { name: 'Inès Moreau' });
    const message = 'Cet avis traite la marque d’escrocs sans aucun fait à l’appui.';
    const res = await h.post(
      apiPath(reviewsApi.report),
      { idReview: received!._id, message },
      reporter,
    );
    expect(res.statusCode, res.body).toBe(200);

    const admin = await createUser(t.app, { role: 'admin' });
    const queue = await h.get(apiPath(adminNoticesApi.queue), admin);
    expect(queue.statusCode, queue.body).toBe(200);
    const notices = queue.json().notices as QueuedNotice[];
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      target: { kind: 'review', id: received!._id },
      explanation: message,
      notifierName: 'Inès Moreau',
      source: 'report',
      snapshot: { authorPseudo: author.pseudo },
    });
    expect(notices[0]?.snapshot.text).toContain('Marque malhonnête');
    await runAddressOutbox(t.app.ctx);
    const ack = t.mails.find((m) => m.to === reporter.email);
    expect(ack?.subject).toBe(MSG.notices.mail.ackSubject);
    expect(ack?.text).toContain(notices[0]!._id);
  });
});

describe('GET /user/reviews', () => {
  it('pages newest first with hasMore, and answers 404 for an unknown user', async () => {
    const first = await completedCollab(t.app);
    await review(
      first.idOffer,
      first.owner,
      3,
      'Première collaboration correcte, quelques retards.',
    );
    await review(first.idOffer, first.author, 5);
    const second = await completedCollab(t.app, { author: first.author });
    await review(second.idOffer, second.owner, 5, 'Deuxième collaboration parfaite, bravo à elle.');
    await review(second.idOffer, second.author, 5);

    const page1 = await reviewsOf(first.author, '&page=1&pageSize=1');
    expect(page1).toMatchObject({ count: 2, average: 4, hasMore: true });
    expect(page1.reviews[0].comment).toContain('Deuxième');
    const page2 = await reviewsOf(first.author, '&page=2&pageSize=1');
    expect(page2).toMatchObject({ hasMore: false });
    expect(page2.reviews[0].comment).toContain('Première');
    const unknown = await h.get('/api/user/reviews?user=personne-inconnue');
    expectError(unknown, 'profile_not_found');
  });
});

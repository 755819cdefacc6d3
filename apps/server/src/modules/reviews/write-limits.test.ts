import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { createProject } from '../../test-support/offer-fixtures.js';
import { COLLAB_REPORTS_PER_OFFER_HOUR } from '../collab/collab-reports.service.js';
import { acceptedOffer, completedCollab, http } from '../../test-support/collab-fixtures.js';
import { REPORT_RATE } from '../reports/reports.service.js';
import { ALERT_CREATE_RATE } from '../search/search-alerts.service.js';
import { REVIEW_RATE } from './reviews.service.js';

// The writes of reviews, reports and search alerts are limited per user and per
// object, with a 429 carrying Retry-After, so no loop mails the team or a party without end.

const t = useTestApp();
const COMMENT = 'Collaboration très agréable, contenus livrés à temps et de grande qualité.';

type Res = Awaited<ReturnType<ReturnType<typeof http>['post']>>;
const statuses = (list: Res[]) => list.map((res) => res.statusCode);
function expectLimited(res: Res | undefined) {
  expect(res?.statusCode).toBe(429);
  expect(res?.json()).toMatchObject({ error: 'rate_limited' });
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
}

describe('review writes', () => {
  it('are limited per collaboration: a loop on one review gets a 429', async () => {
    const { author, idOffer } = await completedCollab(t.app);
    const h = http(t.app);
    const answers: Res[] = [];
    for (let i = 0; i <= REVIEW_RATE.writePerOffer; i += 1) {
      answers.push(await h.post('/api/review', { idOffer, rating: 5, comment: COMMENT }, author));
    }
    expect(statuses(answers.slice(0, 2))).toEqual([201, 409]);
    expectLimited(answers.at(-1));
  });

  it('are limited per author across collaborations', async () => {
    const h = http(t.app);
    const user = await createUser(t.app);
    const answers: Res[] = [];
    for (let i = 0; i <= REVIEW_RATE.writePerUser; i += 1) {
      const idOffer = randomUUID();
      answers.push(await h.post('/api/review', { idOffer, rating: 5, comment: COMMENT }, user));
    }
    expect(answers[0]?.statusCode).toBeLessThan(429);
    expectLimited(answers.at(-1));
  });

  it('limit replies per review and reports per review', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    const h = http(t.app);
    await h.post('/api/review', { idOffer, rating: 4, comment: COMMENT }, author);
    await h.post('/api/review', { idOffer, rating: 5, comment: COMMENT }, owner);
    const list = await h.get(`/api/user/reviews?user=${owner.pseudo}`, owner);
    const idReview = (list.json().reviews as { _id: string }[])[0]?._id as string;
    const replies: Res[] = [];
    for (let i = 0; i <= REVIEW_RATE.replyPerReview; i += 1) {
      replies.push(await h.post('/api/review/reply', { idReview, comment: 'Merci !' }, owner));
    }
    expect(statuses(replies.slice(0, 2))).toEqual([200, 409]);
    expectLimited(replies.at(-1));

    const reporters: TestUser[] = [];
    for (let i = 0; i <= REVIEW_RATE.reportPerReview; i += 1)
      reporters.push(await createUser(t.app));
    const reports: Res[] = [];
    for (const reporter of reporters) {
      reports.push(
        await h.post('/api/review/report', { idReview, message: 'Propos injustes.' }, reporter),
      );
    }
    expect(reports[0]?.statusCode).toBe(200);
    expectLimited(reports.at(-1));
  });
});

describe('project reports', () => {
  it('are limited per project, whoever reports', async () => {
    const owner = await createUser(t.app);
    const project = await createProject(t.app, owner);
    const h = http(t.app);
    const answers: Res[] = [];
    for (let i = 0; i <= REPORT_RATE.perProject; i += 1) {
      const reporter = await createUser(t.app);
      answers.push(
        await h.post(
          '/api/report/project',
          { idProject: project.id, message: 'Demande de paiement hors plateforme.' },
          reporter,
        ),
      );
    }
    expect(answers[0]?.statusCode).toBe(200);
    expectLimited(answers.at(-1));
  });
});

describe('collaboration reports', () => {
  it('are limited per collaboration, both parties together', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const h = http(t.app);
    const answers: Res[] = [];
    for (let i = 0; i <= COLLAB_REPORTS_PER_OFFER_HOUR; i += 1) {
      const party = i % 2 === 0 ? owner : author;
      answers.push(
        await h.post('/api/collab/report', { idOffer, message: `Problème ${i}` }, party),
      );
    }
    expect(answers[0]?.statusCode).toBe(200);
    expectLimited(answers.at(-1));
  });
});

describe('search alerts', () => {
  it('are limited per user: a create/delete loop gets a 429', async () => {
    const user = await createUser(t.app);
    const h = http(t.app);
    const answers: Res[] = [];
    for (let i = 0; i <= ALERT_CREATE_RATE.max; i += 1) {
      const res = await h.post('/api/search-alerts', { query: { q: `mot ${i}` } }, user);
      answers.push(res);
      if (res.statusCode === 201) {
        const id = res.json().alert._id as string;
        await t.app.inject({
          method: 'DELETE',
          url: `/api/search-alerts/${id}`,
          headers: user.auth,
        });
      }
    }
    expect(statuses(answers.slice(0, ALERT_CREATE_RATE.max)).every((s) => s === 201)).toBe(true);
    expectLimited(answers.at(-1));
  });
});

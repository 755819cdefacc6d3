import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERRORS, MSG } from '@kollabo/shared';
import { createUser, type TestUser } from '../../test-support/fixtures.js';
import { createProject, sendOffer, verifySocial } from '../../test-support/offer-fixtures.js';
import {
  UA,
  acceptedOffer,
  completedCollab,
  contract,
  identity,
  notificationTypes,
  securePayment,
  signedCollab,
  useCollabTestApp,
} from '../../test-support/collab-fixtures.js';

// The collaboration space: only the two parties, the contract's versions and
// signatures, the deliverables, the history, every refusal in French with its status.

const { t, h } = useCollabTestApp();

const space = async (idOffer: string, user: TestUser) =>
  (await h.get(`/api/collab?id=${idOffer}`, user)).json();

const sign = (idOffer: string, user: TestUser, version = 1, fullName = 'Prénom Nom') =>
  h.post('/api/collab/sign', { idOffer, version, fullName, consent: true }, user);

function expectError(res: { statusCode: number; json(): unknown }, code: keyof typeof ERRORS) {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect(res.json()).toMatchObject({ error: code });
  const message = (res.json() as { message: string }).message;
  expect(typeof message).toBe('string');
  expect(message.length).toBeGreaterThan(5);
}

describe('who may enter the space', () => {
  it('refuses every outsider with 403 access: false, visitors with 401, unknown offers with 404', async () => {
    const { idOffer } = await signedCollab(t.app);
    const outsider = await createUser(t.app);
    const res = await h.get(`/api/collab?id=${idOffer}`, outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'collab_forbidden',
      access: false,
      message: MSG.collab.forbidden,
    });
    expect((await h.get(`/api/collab?id=${idOffer}`)).statusCode).toBe(401);
    expectError(
      await h.get('/api/collab?id=7d0c1f5e-1111-4222-8333-944455556666', outsider),
      'offer_not_found',
    );
    expect((await h.get('/api/collab?id=pas-un-uuid', outsider)).statusCode).toBe(400);

    // Every action of the space, tried by the outsider.
    const attempts = [
      h.put('/api/collab/contract', contract(idOffer), outsider),
      sign(idOffer, outsider),
      h.get(`/api/collab/contract.pdf?id=${idOffer}`, outsider),
      h.patch(
        '/api/collab/deliverable',
        { idOffer, index: 0, link: 'https://www.instagram.com/reel/abc123/', labelled: true },
        outsider,
      ),
      h.patch(
        '/api/collab/deliverable/review',
        { idOffer, index: 0, decision: 'approve' },
        outsider,
      ),
      h.post('/api/collab/report', { idOffer, message: 'Je veux voir' }, outsider),
      h.post(
        '/api/review',
        { idOffer, rating: 1, comment: 'Un avis qui ne devrait pas passer du tout.' },
        outsider,
      ),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toMatchObject({ error: 'collab_forbidden', access: false });
    }
  });

  it('opens only after acceptance, for the two parties, and lists it in their collaborations', async () => {
    const owner = await createUser(t.app, { statut: 'Marque' });
    const project = await createProject(t.app, owner);
    const author = await createUser(t.app);
    await verifySocial(t.app, author);
    const idOffer = (await sendOffer(t.app, author, project.id)).json().idOffer as string;
    expectError(await h.get(`/api/collab?id=${idOffer}`, author), 'collab_not_started');

    const accepted = await acceptedOffer(t.app);
    for (const [user, role] of [
      [accepted.owner, 'owner'],
      [accepted.author, 'author'],
    ] as const) {
      const body = await space(accepted.idOffer, user);
      expect(body).toMatchObject({
        access: true,
        role,
        status: 'to_write',
        version: 0,
        deliverables: [],
        signatures: [],
        missingIdentity: ['legalName', 'address', 'postalCode', 'city', 'country', 'fiscalCountry'],
      });
      const mine = (await h.get('/api/collab/mine', user)).json();
      expect(mine.collaborations).toEqual([
        expect.objectContaining({ idOffer: accepted.idOffer, role }),
      ]);
    }
    expect((await h.get('/api/collab/mine', owner)).json().collaborations).toEqual([]);
  });
});

describe('PUT /user/legal-identity', () => {
  it('stores the caller identity, refuses an incomplete one in French, never shows it to the other party or publicly', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const bad = await h.put('/api/user/legal-identity', { ...identity('X'), city: '' }, author);
    expectError(bad, 'identity_invalid');
    const badSiret = await h.put(
      '/api/user/legal-identity',
      { ...identity('Chloé Dupont'), siret: '123' },
      author,
    );
    expectError(badSiret, 'identity_invalid');
    const ok = await h.put(
      '/api/user/legal-identity',
      { ...identity('Chloé Dupont'), siret: '123 456 789 00012' },
      author,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ legalName: 'Chloé Dupont', siret: '12345678900012' });

    const mine = await space(idOffer, author);
    expect(mine.missingIdentity).toEqual([]);
    expect(mine.identity.address).toBe('12 rue de la République');
    const theirs = await space(idOffer, owner);
    expect(theirs.identity).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('rue de la République');
    expect(theirs.otherIdentityMissing).toBe(false);
    const profile = await h.get(`/api/user/profile?pseudo=${author.pseudo}`);
    expect(profile.body).not.toContain('rue de la République');
  });
});

describe('the contract', () => {
  it('is written by the owner only, checked, versioned, and notified to the creator', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    expectError(
      await h.put('/api/collab/contract', contract(idOffer), author),
      'collab_owner_only',
    );
    const badDates = contract(idOffer, {
      deliverables: [
        {
          network: 'instagram',
          format: 'Reel',
          quantity: 1,
          publishFrom: '2026-12-15',
          publishTo: '2026-12-01',
        },
      ],
    });
    expectError(await h.put('/api/collab/contract', badDates, owner), 'contract_invalid');
    expectError(
      await h.put('/api/collab/contract', contract(idOffer, { deliverables: [] }), owner),
      'contract_invalid',
    );
    const saved = await h.put('/api/collab/contract', contract(idOffer), owner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ok: true, version: 1 });
    const body = await space(idOffer, author);
    expect(body).toMatchObject({ status: 'to_sign', version: 1, signed: false });
    expect(body.terms).toMatchObject({
      amountCents: 90000,
      tax: 'HT',
      paymentTerms: '',
      benefitsInKind: { valueCents: 8000 },
    });
    expect(body.deliverables).toHaveLength(2);
    expect(body.deliverables[0]).toMatchObject({ status: 'pending', network: 'instagram' });
    expect(await notificationTypes(t.app, author)).toContain('contract_to_sign');
    const again = await h.put('/api/collab/contract', contract(idOffer), owner);
    expect(again.json().version).toBe(2);
    expect(body.history.map((e: { type: string }) => e.type)).toEqual([
      'started',
      'contract_saved',
    ]);
  });

  it('says whether the written contract is mandatory: this year, the same pair, this one included, >= 1,000 € HT', async () => {
    // 900 € HT + 80 € in kind: under the threshold alone.
    const first = await signedCollab(t.app, { amount: 900, tax: 'HT' });
    const alone = await space(first.idOffer, first.owner);
    expect(alone).toMatchObject({ contractRequired: false, yearTotalHtCents: 98000 });
    // A second one between the same two parties: 98,000 + 120 € TTC (100 € HT) + 80 €.
    const second = await acceptedOffer(t.app, {
      owner: first.owner,
      author: first.author,
      amount: 120,
      tax: 'TTC',
    });
    const before = await space(second.idOffer, second.author);
    expect(before).toMatchObject({ contractRequired: true, yearTotalHtCents: 98000 + 10000 });
    // Another creator with the same owner does not count.
    const other = await acceptedOffer(t.app, { owner: first.owner, amount: 150, tax: 'HT' });
    expect(await space(other.idOffer, other.owner)).toMatchObject({
      contractRequired: false,
      yearTotalHtCents: 15000,
    });
    // Last year's signatures do not count.
    await t.app.ctx.db.execute(
      sql`update collaborations set signed_at = now() - interval '400 days' where offer_id = ${first.idOffer}`,
    );
    expect(await space(second.idOffer, second.author)).toMatchObject({
      contractRequired: false,
      yearTotalHtCents: 10000,
    });
  });
});

describe('POST /collab/sign', () => {
  it('needs consent, a full name, both identities, the version read, and one signature per party', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    expectError(await sign(idOffer, author), 'contract_missing');
    await h.put('/api/collab/contract', contract(idOffer), owner);
    const noConsent = await h.post(
      '/api/collab/sign',
      { idOffer, version: 1, fullName: 'Chloé Dupont', consent: false },
      author,
    );
    expectError(noConsent, 'consent_required');
    expectError(await sign(idOffer, author, 1, ' '), 'signature_name');
    expectError(await sign(idOffer, author), 'identity_incomplete');
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    expectError(await sign(idOffer, author), 'other_identity_missing');
    await h.put('/api/user/legal-identity', identity('Marque SA', 'Paris', 'Jean Martin'), owner);

    // The owner changed the terms since the creator read version 1.
    await h.put('/api/collab/contract', contract(idOffer), owner);
    const stale = await sign(idOffer, author, 1);
    expectError(stale, 'version_changed');
    expect(stale.json().message).toBe(ERRORS.version_changed.message);

    const first = await sign(idOffer, author, 2, 'Chloé Dupont');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true, signed: false });
    expectError(await sign(idOffer, author, 2), 'already_signed');
    expect(await notificationTypes(t.app, owner)).toContain('contract_signed');
    expect((await space(idOffer, owner)).status).toBe('to_sign');

    const second = await sign(idOffer, owner, 2, 'Jean Martin');
    expect(second.json()).toMatchObject({ ok: true, signed: true });
    expect(second.json().documentSha256).toBe(first.json().documentSha256);
    const body = await space(idOffer, author);
    expect(body).toMatchObject({ status: 'signed', signed: true, version: 2 });
    expect(body.signatures).toHaveLength(2);
    expect(body.signatures[0]).toMatchObject({ role: 'author', fullName: 'Chloé Dupont' });
    expect(await notificationTypes(t.app, author)).toContain('contract_signed');

    // The signed PDF is mailed to both.
    await t.app.ctx.background.idle();
    for (const user of [owner, author]) {
      const mail = t.mails.find((m) => m.to === user.email && m.attachments?.length);
      expect(mail?.subject).toBe(MSG.collab.signedMailSubject('Lancement du sérum'));
      const pdf = mail?.attachments?.[0]?.content as Buffer;
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(body.signedSha256);
    }

    // Signed terms are frozen: a change is a proposed amendment that both sign; the signed
    // version stays in force meanwhile.
    const changed = await h.put('/api/collab/contract', contract(idOffer), owner);
    expect(changed.json().version).toBe(3);
    expect(await space(idOffer, author)).toMatchObject({
      status: 'signed',
      signed: true,
      signedSha256: body.signedSha256,
      signatures: [],
      version: 3,
      versionInForce: 2,
      proposedVersion: 3,
    });
  });
});

describe('concurrent signatures', () => {
  it('records one signature per party when the same one arrives twice at once', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    await h.put('/api/user/legal-identity', identity('Marque SA'), owner);
    await h.put('/api/collab/contract', contract(idOffer), owner);
    const answers = await Promise.all([
      sign(idOffer, author, 1, 'Chloé Dupont'),
      sign(idOffer, author, 1, 'Chloé Dupont'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const both = await Promise.all([
      sign(idOffer, owner, 1, 'Marque SA'),
      sign(idOffer, owner, 1, 'Marque SA'),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const body = await space(idOffer, owner);
    expect(body.signatures).toHaveLength(2);
    expect(body.signed).toBe(true);
  });
});

describe('deliverables', () => {
  it('are published by the creator after both signatures, with a checked link and the advertising mention', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    await h.put('/api/collab/contract', contract(idOffer), owner);
    const publish = (index: number, link: string, user: TestUser = author, labelled = true) =>
      h.patch('/api/collab/deliverable', { idOffer, index, link, labelled }, user);
    expectError(await publish(0, 'https://www.instagram.com/reel/C1a2b3c4d5/'), 'not_signed_yet');
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    await h.put('/api/user/legal-identity', identity('Marque SA'), owner);
    await sign(idOffer, author, 1, 'Chloé Dupont');
    await sign(idOffer, owner, 1, 'Marque SA');
    await securePayment(t.app, { owner, author, idOffer });

    expectError(
      await publish(0, 'https://www.instagram.com/reel/C1a2b3c4d5/', owner),
      'collab_author_only',
    );
    expectError(
      await publish(0, 'https://www.instagram.com/reel/C1a2b3c4d5/', author, false),
      'deliverable_label_required',
    );
    for (const bad of [
      'https://www.instagram.com/chloe/', // a profile, not a publication
      'https://www.tiktok.com/@chloe/video/7300000000000000000', // another network
      'https://instagram.com.evil.example/reel/abc123/',
      'javascript:alert(1)',
      'pas un lien',
    ]) {
      expectError(await publish(0, bad), 'deliverable_link_invalid');
    }
    expectError(await publish(7, 'https://youtu.be/dQw4w9WgXcQ'), 'deliverable_not_found');
    expect((await publish(0, 'https://www.instagram.com/reel/C1a2b3c4d5/')).statusCode).toBe(200);
    expectError(
      await publish(0, 'https://www.instagram.com/reel/C1a2b3c4d5/'),
      'deliverable_state',
    );
    expect(await notificationTypes(t.app, owner)).toContain('deliverable_published');
    expect((await space(idOffer, owner)).status).toBe('in_progress');

    // The terms cannot change any more.
    expectError(await h.put('/api/collab/contract', contract(idOffer), owner), 'contract_locked');

    const review = (index: number, decision: string, comment?: string, user: TestUser = owner) =>
      h.patch('/api/collab/deliverable/review', { idOffer, index, decision, comment }, user);
    expectError(await review(0, 'approve', undefined, author), 'collab_owner_only');
    expectError(await review(1, 'approve'), 'deliverable_state');
    expectError(await review(0, 'change', '   '), 'change_comment_required');
    expect((await review(0, 'change', 'Ajoutez la mention en début de vidéo.')).statusCode).toBe(
      200,
    );
    expect(await notificationTypes(t.app, author)).toContain('deliverable_changes_requested');
    const changed = await space(idOffer, author);
    expect(changed.deliverables[0]).toMatchObject({
      status: 'changes',
      comment: 'Ajoutez la mention en début de vidéo.',
    });
    expect((await publish(0, 'https://www.instagram.com/p/C1a2b3c4d6/')).statusCode).toBe(200);
    expect((await review(0, 'approve')).json()).toEqual({ ok: true, completed: false });
    expect(await notificationTypes(t.app, author)).toContain('deliverable_approved');
    expect((await publish(1, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).statusCode).toBe(200);
    expect((await space(idOffer, owner)).status).toBe('delivered');
    expect((await review(1, 'approve')).json()).toEqual({ ok: true, completed: true });
    const done = await space(idOffer, author);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.history.map((e: { type: string }) => e.type)).toEqual([
      'started',
      'contract_saved',
      'signed',
      'signed',
      'fully_signed',
      'payment_held',
      'published',
      'changes',
      'published',
      'approved',
      'published',
      'approved',
      'completed',
      'payment_released',
    ]);
  });

  it('lets either party report a problem to the team', async () => {
    const { owner, author, idOffer } = await completedCollab(t.app);
    expectError(
      await h.post('/api/collab/report', { idOffer, message: ' ' }, author),
      'collab_report_invalid',
    );
    const res = await h.post(
      '/api/collab/report',
      { idOffer, message: 'Le paiement n’est pas arrivé.' },
      author,
    );
    expect(res.statusCode).toBe(200);
    await t.app.ctx.background.idle();
    const mail = t.mails.find((m) => m.to === t.config.contactTo);
    expect(mail?.subject).toBe(MSG.collab.reportMailSubject);
    expect(mail?.text).toContain('Le paiement n’est pas arrivé.');
    expect(mail?.text).toContain(author.pseudo);
    const history = (await space(idOffer, owner)).history as { type: string; actor: string }[];
    expect(history.at(-1)).toMatchObject({ type: 'problem', actor: author.pseudo });
    expect(UA).toContain('KollaboTest');
  });
});

describe('the history', () => {
  it('lists a new event after every earlier one, even when the clock has not moved past them', async () => {
    const { idOffer, owner } = await signedCollab(t.app);
    // Test setup: the last event stamped ahead of the database's clock, as two events of one
    // transaction are where the clock is coarse.
    await t.app.ctx.db.execute(sql`
      update collab_events set created_at = clock_timestamp() + interval '1 minute'
      where id = (select id from collab_events where offer_id = ${idOffer}
        order by created_at desc limit 1)`);
    const res = await h.post(
      '/api/collab/report',
      { idOffer, message: 'Le brief a changé, parlons-en.' },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const history = (await space(idOffer, owner)).history as { type: string }[];
    expect(history.at(-1)?.type).toBe('problem');
  });
});

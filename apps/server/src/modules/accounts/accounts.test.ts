import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser, FIXTURE_PASSWORD } from '../../test-support/fixtures.js';

const t = useTestApp();

let ipCounter = 0;
/** A distinct client address per call keeps the per-IP limits out of unrelated tests. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
}
function put(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });
}
function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function signUp(email: string, pseudo: string, extra: Record<string, unknown> = {}) {
  const sent = await post('/api/verification/send-mail', { email, context: 'verifMail' });
  expect(sent.json()).toEqual({ sendCode: true });
  return post('/api/user/signup', {
    email,
    statut: 'Influenceur',
    code: t.lastCode(email),
    pseudo,
    password: 'secret123',
    ...extra,
  });
}

describe('sign-up', () => {
  it('creates an account with the mailed code, then logs in with a JWT longer than 50 chars', async () => {
    const res = await signUp('alice@example.com', 'alice', {
      name: 'Alice Martin',
      phone: '0612345678',
    });
    expect(res.statusCode).toBe(201);
    const login = await post('/api/user/login', { pseudo: 'alice', password: 'secret123' });
    expect(login.statusCode).toBe(200);
    expect(login.json().pseudo).toBe('alice');
    expect(login.json().token.length).toBeGreaterThan(50);
    const tk = await get('/api/user/tk-log', { authorization: `Bearer ${login.json().token}` });
    expect(tk.json()).toEqual({ userPseudo: 'alice' });
    const info = await get('/api/user/info-user', {
      authorization: `Bearer ${login.json().token}`,
    });
    expect(info.json()).toEqual({
      user: { name: 'Alice Martin', email: 'alice@example.com', pseudo: 'alice' },
    });
  });

  it('stores the password as argon2id, never in clear', async () => {
    await signUp('hash@example.com', 'hashuser');
    const rows = await t.app.ctx.db.execute(sql`select password_hash from users`);
    const hash = JSON.stringify(rows);
    expect(hash).toContain('$argon2id$');
    expect(hash).not.toContain('secret123');
  });

  it('refuses a malformed e-mail for code sending', async () => {
    for (const email of ['pas-un-mail', 'a@b', 'a b@c.fr', 'x@y.c']) {
      const res = await post('/api/verification/send-mail', { email, context: 'verifMail' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('email');
    }
    expect(t.mails).toHaveLength(0);
  });

  it('answers user_mail_exist when the address already has an account, in any case', async () => {
    await createUser(t.app, { pseudo: 'bob', email: 'bob@example.com' });
    const res = await post('/api/verification/send-mail', {
      email: 'BOB@Example.com',
      context: 'verifMail',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ sendCode: false, user_mail_exist: true });
  });

  it('refuses a wrong code, and a code reused after success', async () => {
    await post('/api/verification/send-mail', { email: 'carl@example.com', context: 'verifMail' });
    const code = t.lastCode('carl@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const base = {
      email: 'carl@example.com',
      statut: 'Marque',
      pseudo: 'carl',
      password: 'secret123',
    };
    const bad = await post('/api/user/signup', { ...base, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.signup.badCode);
    expect((await post('/api/user/signup', { ...base, code })).statusCode).toBe(201);
    const reused = await post('/api/user/signup', {
      ...base,
      pseudo: 'carl2',
      email: 'carl@example.com',
      code,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('voids a code after 5 wrong tries, even when the 6th is right', async () => {
    await post('/api/verification/send-mail', { email: 'dan@example.com', context: 'verifMail' });
    const code = t.lastCode('dan@example.com');
    const base = {
      email: 'dan@example.com',
      statut: 'Agent',
      pseudo: 'dan',
      password: 'secret123',
    };
    for (let i = 1; i <= 5; i += 1) {
      const guess = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      expect((await post('/api/user/signup', { ...base, code: guess })).statusCode).toBe(400);
    }
    expect((await post('/api/user/signup', { ...base, code })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await post('/api/verification/send-mail', { email: 'eve@example.com', context: 'verifMail' });
    const code = t.lastCode('eve@example.com');
    await t.app.ctx.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second'`,
    );
    const res = await post('/api/user/signup', {
      email: 'eve@example.com',
      statut: 'Agent',
      pseudo: 'eve',
      password: 'secret123',
      code,
    });
    expect(res.statusCode).toBe(400);
  });

  it('binds the code to its e-mail: a code for one address does not open another', async () => {
    await post('/api/verification/send-mail', { email: 'one@example.com', context: 'verifMail' });
    await post('/api/verification/send-mail', { email: 'two@example.com', context: 'verifMail' });
    const res = await post('/api/user/signup', {
      email: 'two@example.com',
      statut: 'Agent',
      pseudo: 'twouser',
      password: 'secret123',
      code: t.lastCode('one@example.com'),
    });
    // Codes are random: the two may coincide once in a million.
    if (t.lastCode('one@example.com') !== t.lastCode('two@example.com'))
      expect(res.statusCode).toBe(400);
  });

  it('refuses a pseudo taken in another case, and keeps the code usable', async () => {
    await createUser(t.app, { pseudo: 'Frank' });
    const res = await signUp('frank2@example.com', 'fRaNk');
    expect(res.statusCode).toBe(409);
    const retry = await post('/api/user/signup', {
      email: 'frank2@example.com',
      statut: 'Influenceur',
      code: t.lastCode('frank2@example.com'),
      pseudo: 'frankie',
      password: 'secret123',
    });
    expect(retry.statusCode).toBe(201);
  });

  it('refuses short passwords, spaced or short pseudos, unknown profile types and bad phones', async () => {
    await post('/api/verification/send-mail', { email: 'gus@example.com', context: 'verifMail' });
    const base = {
      email: 'gus@example.com',
      statut: 'Influenceur',
      code: t.lastCode('gus@example.com'),
      pseudo: 'gus',
      password: 'secret123',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ password: '12345' }, 'password'],
      [{ pseudo: 'ab' }, 'pseudo'],
      [{ pseudo: 'gus tave' }, 'pseudo'],
      [{ statut: 'Astronaute' }, 'statut'],
      [{ phone: '123' }, 'phone'],
      [{ phone: '0612345678901' }, 'phone'],
    ];
    for (const [change, field] of cases) {
      const res = await post('/api/user/signup', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('keeps the sponsor only when it names an existing user', async () => {
    await createUser(t.app, { pseudo: 'parrain' });
    await signUp('filleul@example.com', 'filleul', { sponsor: 'PARRAIN' });
    await signUp('orphan@example.com', 'orphan', { sponsor: 'nobody-here' });
    const rows = await t.app.ctx.db.execute(
      sql`select u.pseudo, s.pseudo as sponsor from users u left join users s on s.id = u.sponsor_id order by u.pseudo`,
    );
    const list = (rows as unknown as { rows: { pseudo: string; sponsor: string | null }[] }).rows;
    expect(list.find((r) => r.pseudo === 'filleul')?.sponsor).toBe('parrain');
    expect(list.find((r) => r.pseudo === 'orphan')?.sponsor).toBeNull();
  });
});

describe('login by e-mail, reminded pseudo, logged in after sign-up, clear refusals', () => {
  it("logs in with the e-mail (any case) as with the pseudo, in the spec's pseudo field", async () => {
    await createUser(t.app, { pseudo: 'Maelle', email: 'maelle@example.com' });
    const byMail = await post('/api/user/login', {
      pseudo: ' Maelle@Example.com ',
      password: FIXTURE_PASSWORD,
    });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().pseudo).toBe('Maelle');
    const unknown = await post('/api/user/login', {
      pseudo: 'personne@example.com',
      password: FIXTURE_PASSWORD,
    });
    const wrong = await post('/api/user/login', {
      pseudo: 'maelle@example.com',
      password: 'mauvais123',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('reminds the pseudo in the reset mail', async () => {
    await createUser(t.app, { pseudo: 'Oublieuse', email: 'oublie@example.com' });
    await post('/api/verification/edit-password', { email: 'OUBLIE@example.com' });
    await t.app.ctx.background.idle();
    expect(t.mails.at(-1)?.text).toContain('votre pseudo est : Oublieuse');
  });

  it('answers the sign-up with her token, and her profile shows her connected', async () => {
    const res = await signUp('nina@example.com', 'nina_b');
    expect(res.statusCode).toBe(201);
    expect(res.json().pseudo).toBe('nina_b');
    const auth = { authorization: `Bearer ${res.json().token}` };
    expect((await get('/api/user/tk-log', auth)).json()).toEqual({ userPseudo: 'nina_b' });
    const profile = await get('/api/user/profile?user=nina_b', auth);
    expect(profile.json().profile.statistique.lastConnect).not.toBeNull();
  });

  it('a login records the connection at once: no "Pas encore connecté" on her profile', async () => {
    const user = await createUser(t.app, { pseudo: 'olga' });
    const before = await get('/api/user/profile?user=olga', user.auth);
    expect(before.json().profile.statistique.lastConnect).toBeNull();
    const login = await post('/api/user/login', { pseudo: 'olga', password: FIXTURE_PASSWORD });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const after = await get('/api/user/profile?user=olga', auth);
    expect(after.json().profile.statistique.lastConnect).not.toBeNull();
  });

  it('says what is wrong: the code, the pseudo taken, the address used', async () => {
    await createUser(t.app, { pseudo: 'Prise', email: 'prise@example.com' });
    await post('/api/verification/send-mail', { email: 'paul@example.com', context: 'verifMail' });
    const code = t.lastCode('paul@example.com');
    const base = { email: 'paul@example.com', statut: 'Marque', password: 'secret123' };
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const badCode = await post('/api/user/signup', { ...base, pseudo: 'paul', code: wrongCode });
    expect(badCode.json().message).toBe(
      'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.',
    );
    const taken = await post('/api/user/signup', { ...base, pseudo: 'PRISE', code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'pseudo_taken',
      message: 'Ce pseudo est déjà pris.',
    });
    // The e-mail taken between the code and the sign-up.
    await createUser(t.app, { pseudo: 'autrepaul', email: 'PAUL@example.com' });
    const used = await post('/api/user/signup', { ...base, pseudo: 'paul', code });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Un compte existe déjà avec cette adresse e-mail.');
  });
});

describe('pseudo-test', () => {
  it('answers valid for a free pseudo and false for a taken, short or spaced one', async () => {
    await createUser(t.app, { pseudo: 'Taken' });
    const check = async (pseudo: string) =>
      (await post('/api/user/pseudo-test', { pseudo })).json().valid;
    expect(await check('libre')).toBe(true);
    expect(await check('taken')).toBe(false);
    expect(await check('ab')).toBe(false);
    expect(await check('a b c')).toBe(false);
  });
});

describe('login', () => {
  it('answers the same 401 for an unknown pseudo and a wrong password', async () => {
    await createUser(t.app, { pseudo: 'henri' });
    const unknown = await post('/api/user/login', { pseudo: 'nobody', password: 'whatever' });
    const wrong = await post('/api/user/login', { pseudo: 'henri', password: 'wrongpass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(MSG.login.badCredentials);
  });

  it('limits logins per account and address: the 11th attempt in a minute gets 429 with Retry-After', async () => {
    await createUser(t.app, { pseudo: 'ivan' });
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/user/login', { pseudo: 'ivan', password: 'nope' }, {}, ip)).statusCode,
      ).toBe(401);
    }
    const limited = await post(
      '/api/user/login',
      { pseudo: 'ivan', password: FIXTURE_PASSWORD },
      {},
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits logins per IP across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await post('/api/user/login', { pseudo: `who${i}`, password: 'nope' }, {}, '192.0.2.7')
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuses missing, forged and expired tokens', async () => {
    const user = await createUser(t.app);
    expect((await get('/api/user/tk-log')).statusCode).toBe(401);
    const forged = `${user.token.slice(0, -4)}AAAA`;
    expect((await get('/api/user/tk-log', { authorization: `Bearer ${forged}` })).statusCode).toBe(
      401,
    );
    expect((await get('/api/user/tk-log', user.auth)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers identically whether the e-mail exists or not, and mails only existing accounts', async () => {
    await createUser(t.app, { pseudo: 'jane', email: 'jane@example.com' });
    const known = await post('/api/verification/edit-password', { email: 'jane@example.com' });
    const unknown = await post('/api/verification/edit-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    await t.app.ctx.background.idle();
    expect(t.mails.map((m) => m.to)).toEqual(['jane@example.com']);
  });

  it('answers before looking the address up or mailing (no timing oracle)', async () => {
    await createUser(t.app, { pseudo: 'lea', email: 'lea@example.com' });
    const mail = t.app.ctx.mail;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    t.app.ctx.mail = {
      async send(message) {
        await held; // a relay that has not answered yet
        sent.push(message.to);
      },
    };
    try {
      const known = await post('/api/verification/edit-password', { email: 'lea@example.com' });
      expect(known.statusCode).toBe(200);
      expect(sent).toEqual([]);
      release();
      await t.app.ctx.background.idle();
      expect(sent).toEqual(['lea@example.com']);
    } finally {
      t.app.ctx.mail = mail;
    }
  });

  it('resets with the code, revokes old tokens, and logs in with the new password', async () => {
    const jane = await createUser(t.app, { pseudo: 'jane2', email: 'jane2@example.com' });
    await post('/api/verification/edit-password', { email: 'jane2@example.com' });
    await t.app.ctx.background.idle();
    const res = await put('/api/user/reset-password', {
      email: 'jane2@example.com',
      code: t.lastCode('jane2@example.com'),
      newpassword: 'nouveau123',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/user/tk-log', jane.auth)).statusCode).toBe(401);
    expect(
      (await post('/api/user/login', { pseudo: 'jane2', password: FIXTURE_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/user/login', { pseudo: 'jane2', password: 'nouveau123' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong code and a short new password', async () => {
    await createUser(t.app, { pseudo: 'kim', email: 'kim@example.com' });
    await post('/api/verification/edit-password', { email: 'kim@example.com' });
    await t.app.ctx.background.idle();
    const bad = await put('/api/user/reset-password', {
      email: 'kim@example.com',
      code: '000000',
      newpassword: 'nouveau123',
    });
    if (t.lastCode('kim@example.com') !== '000000') expect(bad.statusCode).toBe(400);
    const short = await put('/api/user/reset-password', {
      email: 'kim@example.com',
      code: t.lastCode('kim@example.com'),
      newpassword: '12345',
    });
    expect(short.statusCode).toBe(400);
  });

  it('limits code sending per (address, IP)', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      last = (
        await post(
          '/api/verification/edit-password',
          { email: 'flood@example.com' },
          {},
          '192.0.2.7',
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('limits code sending per IP across addresses', async () => {
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = (
        await post(
          '/api/verification/send-mail',
          { email: `n${i}@example.com`, context: 'verifMail' },
          {},
          '198.51.100.9',
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('connection information', () => {
  it('updates the name without an e-mail change', async () => {
    const user = await createUser(t.app, { pseudo: 'leo', email: 'leo@example.com' });
    const res = await put(
      '/api/user/update-log-info',
      {
        name: 'Léo Dupont',
        email: 'leo@example.com',
        code: '',
        newpassword: '',
        mail_change: 'noChange',
      },
      user.auth,
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/api/user/info-user', user.auth)).json().user.name).toBe('Léo Dupont');
  });

  it('changes the e-mail only with the code sent to the new address', async () => {
    const user = await createUser(t.app, { pseudo: 'mia', email: 'mia@example.com' });
    const same = await post(
      '/api/verification/send-mail',
      { email: 'mia@example.com', context: 'editMail' },
      user.auth,
    );
    expect(same.statusCode).toBe(400);
    const anonymous = await post('/api/verification/send-mail', {
      email: 'new@example.com',
      context: 'editMail',
    });
    expect(anonymous.statusCode).toBe(401);
    await post(
      '/api/verification/send-mail',
      { email: 'mia.new@example.com', context: 'editMail' },
      user.auth,
    );
    const noCode = await put(
      '/api/user/update-log-info',
      { name: 'Mia', email: 'mia.new@example.com', code: '', mail_change: 'change' },
      user.auth,
    );
    expect(noCode.statusCode).toBe(400);
    const ok = await put(
      '/api/user/update-log-info',
      {
        name: 'Mia',
        email: 'mia.new@example.com',
        code: t.lastCode('mia.new@example.com'),
        mail_change: 'change',
      },
      user.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/user/info-user', user.auth)).json().user.email).toBe(
      'mia.new@example.com',
    );
  });

  it('a password change refuses the old token and hands back a new one', async () => {
    const user = await createUser(t.app, { pseudo: 'noe', email: 'noe@example.com' });
    const res = await put(
      '/api/user/update-log-info',
      { name: 'Noé', email: 'noe@example.com', newpassword: 'changed123', mail_change: 'noChange' },
      user.auth,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect((await get('/api/user/tk-log', user.auth)).statusCode).toBe(401);
    expect((await get('/api/user/tk-log', { authorization: `Bearer ${fresh}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a one-letter name and an unauthenticated call', async () => {
    const user = await createUser(t.app, { pseudo: 'oli', email: 'oli@example.com' });
    expect(
      (
        await put(
          '/api/user/update-log-info',
          { name: 'O', email: 'oli@example.com', mail_change: 'noChange' },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put('/api/user/update-log-info', {
          name: 'Oli',
          email: 'oli@example.com',
          mail_change: 'noChange',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('safety', () => {
  it('sends security headers and a request id', async () => {
    const res = await get('/api/health');
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('reports readiness of the database', async () => {
    expect((await get('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('refuses cross-origin writes', async () => {
    const res = await post(
      '/api/user/login',
      { pseudo: 'x', password: 'y' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON and oversized bodies without leaking internals', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{"pseudo":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/stack|at \w+ \(|SyntaxError/);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: JSON.stringify({ pseudo: 'x'.repeat(2_000_000), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
  });

  it('answers 404 in JSON for unknown API paths and serves the OpenAPI document', async () => {
    expect((await get('/api/nope')).statusCode).toBe(404);
    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/user/login');
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, randomToken, verifyPassword } from '../../lib/secrets.js';
import type { SessionUser } from '../auth/session-user.js';
import { isPseudoReserved } from '../data-rights/deletion.service.js';
import { openSession, type ClientInfo } from '../auth/open-session.js';
import { noteLoginDevice, rememberSignupDevice } from '../security/known-devices.js';
import { notifySecurity } from '../security/security-mails.js';
import { checkLoginCode, hasSecondFactor } from '../security/two-factor.service.js';
import { endAllSessions } from '../security/user-sessions.service.js';
import { recordConnection } from '../profiles/profiles.service.js';
import * as repo from './accounts.repository.js';
import { checkCode, consumeCode, issueCode, limitCodeSending } from './verification.service.js';
import { isValidPseudo, type SignupBody, accountsApi, apiPath } from '@kollabo/shared';
import { assertTradeNameAllowed } from '../profiles/brand-rules.js';
import { isSameUser } from '../auth/auth.policy.js';

// Accounts rules: login, sign-up, codes, password reset, connection information.

// Verifying against a real argon2id hash keeps unknown-user logins as slow as wrong passwords.
const dummyHash = hashPassword('kollabo-timing-equaliser');

// Login limits: slow down the guesser, never lock the account.
//
// - Per address (20/min, any account) and per (account, address) pair (10/min): someone
//   guessing from their own address cannot touch the owner's tries from hers.
// - Per account (100 per 10 min): past it the account is under attack, but it is not locked.
//   A browser that has logged into this account before (the `kollabo_device` cookie set on a
//   successful login, signed, bound to the account: OWASP's "device cookies") is exempt and
//   keeps its own per-pair limit. Any other address gets 2 tries per 10 minutes on this
//   account: the owner typing her password from a new phone still gets in at the first try,
//   while a guesser spreading over N addresses gets 2·N tries per 10 minutes, which is about
//   what the old lock let through (100 per 10 minutes) for N = 50, and far less per address.
// The same steps run whether the account exists or not (its key is the typed identifier then),
// so neither the answers nor their timing tell which accounts exist.
export const LOGIN_LIMITS = {
  perAddress: { max: 20, windowMs: 60_000 },
  perAccountAndAddress: { max: 10, windowMs: 60_000 },
  perAccount: { max: 100, windowMs: 10 * 60_000 },
  underAttackPerAddress: { max: 2, windowMs: 10 * 60_000 },
};

/**
 * Password reset (PUT /user/reset-password), typed by someone not logged in: each address gets
 * 10 tries per 15 minutes whatever the e-mail (429 past them: one address cannot guess), and a
 * code's 5 wrong tries are counted per address (verification.service.ts), so nobody burns
 * another's code from elsewhere.
 */
export const RESET_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
};

export const DEVICE_COOKIE = 'kollabo_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function deviceSignature(ctx: AppContext, userId: string, nonce: string): string {
  return createHmac('sha256', ctx.config.jwtSecret)
    .update(`device:${userId}:${nonce}`)
    .digest('base64url');
}

/** A fresh device cookie value for this account: `userId.nonce.signature`. */
function newDeviceCookie(ctx: AppContext, userId: string): string {
  const nonce = randomToken(12);
  return `${userId}.${nonce}.${deviceSignature(ctx, userId, nonce)}`;
}

/** True when the cookie was handed to a browser that logged into this very account. */
function isTrustedDevice(ctx: AppContext, value: string | undefined, userId: string | undefined) {
  const [id = '', nonce = '', signature = ''] = (value ?? '').split('.');
  const expected = deviceSignature(ctx, id, nonce);
  const same =
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  return same && isSameUser(id, userId);
}

export function deviceCookieHeader(ctx: AppContext, value: string): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${value}; Path=${apiPath(accountsApi.login)}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`;
}

/** The identifier typed at login is a pseudo or an e-mail (an e-mail holds "@", a pseudo cannot). */
function findLoginUser(ctx: AppContext, identifier: string) {
  return identifier.includes('@')
    ? repo.findUserByEmail(ctx.db, identifier.trim())
    : repo.findUserByPseudo(ctx.db, identifier);
}

async function limitLogin(ctx: AppContext, account: string, ip: string, trusted: boolean) {
  const { perAddress, perAccountAndAddress, perAccount, underAttackPerAddress } = LOGIN_LIMITS;
  await ctx.limiter.consume(`login:ip:${ip}`, perAddress.max, perAddress.windowMs);
  await ctx.limiter.consume(
    `login:account-ip:${account}:${ip}`,
    perAccountAndAddress.max,
    perAccountAndAddress.windowMs,
  );
  if (trusted) return;
  try {
    await ctx.limiter.consume(`login:account:${account}`, perAccount.max, perAccount.windowMs);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
    await ctx.limiter.consume(
      `login:attacked:${account}:${ip}`,
      underAttackPerAddress.max,
      underAttackPerAddress.windowMs,
    );
  }
}

/**
 * The password first; then, when her second factor is on, the code. Without a code the answer
 * is `{ needSecondFactor: true }` (only ever after the right password, so it tells nothing about
 * which accounts exist) and the form sends the same credentials again with the code.
 */
export async function login(
  ctx: AppContext,
  body: { pseudo: string; password: string; code?: string },
  client: ClientInfo,
  deviceCookie?: string,
) {
  const { ip } = client;
  const user = await findLoginUser(ctx, body.pseudo);
  const account = user ? user.id : body.pseudo.trim().toLowerCase();
  const trusted = isTrustedDevice(ctx, deviceCookie, user?.id);
  await limitLogin(ctx, account, ip, trusted);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !ok) throw new AppError('bad_credentials');
  // Told only once the password matched: no one learns of a suspension without it.
  if (user.moderation === 'suspended') throw new AppError('account_suspended');
  if (await hasSecondFactor(ctx, user.id)) {
    if (!body.code) return { needSecondFactor: true as const };
    await checkLoginCode(ctx, user.id, body.code, ip, trusted);
  }
  const { token } = await openSession(ctx, user, client);
  await recordConnection(ctx, user.id);
  const device = trusted && deviceCookie ? deviceCookie : newDeviceCookie(ctx, user.id);
  await noteLoginDevice(ctx, user.id, { ...client, deviceCookie: device });
  return { token, pseudo: user.pseudo, device };
}

/** The session row already carries what the page shows: no second query. */
export function infoUser(session: SessionUser) {
  return { user: { name: session.name, email: session.email, pseudo: session.pseudo } };
}

export async function isPseudoAvailable(ctx: AppContext, pseudo: string): Promise<boolean> {
  if (!isValidPseudo(pseudo)) return false;
  if (await isPseudoReserved(ctx, pseudo)) return false;
  return !(await repo.findUserByPseudo(ctx.db, pseudo));
}

export async function sendMailCode(
  ctx: AppContext,
  email: string,
  context: 'verifMail' | 'editMail',
  ip: string,
  session?: SessionUser,
) {
  if (context === 'editMail') {
    if (!session) throw new AppError('unauthorized');
    const me = await repo.findUserById(ctx.db, session.id);
    if (me && me.email.toLowerCase() === email.toLowerCase()) {
      throw new AppError('same_email', { sendCode: false });
    }
  }
  if (await repo.findUserByEmail(ctx.db, email)) {
    throw new AppError('mail_exists', {
      sendCode: false,
      user_mail_exist: true,
    });
  }
  await limitCodeSending(ctx, email, ip);
  await issueCode(ctx, email, context);
  return { sendCode: true };
}

/**
 * Creates the account and logs her in (the answer carries her token): "Compte créé" is
 * followed by her profile, not by the login page. Each refusal says what is wrong: the code,
 * the pseudo taken, or the address already used.
 */
export async function signup(
  ctx: AppContext,
  body: Omit<SignupBody, 'tradeName'> & {
    name: string;
    phone: string;
    tradeName?: string | null;
  },
  client: ClientInfo,
) {
  const badCode = () => new AppError('signup_failed');
  assertTradeNameAllowed(body.statut, body.tradeName);
  // A deleted account's pseudo stays taken for a while (RGPD art. 17 deletion, no impersonation).
  if (
    (await repo.findUserByPseudo(ctx.db, body.pseudo)) ||
    (await isPseudoReserved(ctx, body.pseudo))
  ) {
    throw new AppError('pseudo_taken');
  }
  const codeId = await checkCode(ctx, body.email, 'verifMail', body.code);
  if (!codeId) throw badCode();
  const passwordHash = await hashPassword(body.password);
  const sponsor = body.sponsor ? await repo.findUserByPseudo(ctx.db, body.sponsor) : undefined;
  let created: repo.UserRow | undefined;
  try {
    created = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, codeId))) throw badCode();
      return repo.insertUser(tx, {
        email: body.email.trim(),
        pseudo: body.pseudo,
        passwordHash,
        statut: body.statut,
        name: body.name,
        phone: body.phone,
        tradeName: body.tradeName ?? null,
        sponsorId: sponsor?.id ?? null,
      });
    });
  } catch (error) {
    // Pseudo or e-mail taken (in any case) meanwhile: the code stays usable since the
    // transaction rolled back.
    if (isUniqueViolation(error)) {
      const pseudoTaken = await repo.findUserByPseudo(ctx.db, body.pseudo);
      throw new AppError(pseudoTaken ? 'pseudo_taken' : 'account_exists');
    }
    throw error;
  }
  await recordConnection(ctx, created.id);
  await rememberSignupDevice(ctx, created.id, client);
  const { token } = await openSession(ctx, created, client);
  return { ok: true as const, token, pseudo: created.pseudo };
}

/**
 * Sends a reset code when the address has an account; answers the same either way, and as
 * fast: the lookup, the code and the mail happen after the answer, so its timing cannot tell
 * which addresses have an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string) {
  await limitCodeSending(ctx, email, ip);
  ctx.background.run('password reset code', async () => {
    const user = await repo.findUserByEmail(ctx.db, email);
    if (user) await issueCode(ctx, user.email, 'resetPassword', user.pseudo);
  });
  return { sendCode: true };
}

export async function resetPassword(
  ctx: AppContext,
  body: { email: string; code: string; newpassword: string },
  ip: string,
) {
  const failure = () => new AppError('reset_failed');
  const { perAddress } = RESET_LIMITS;
  await ctx.limiter.consume(`reset:ip:${ip}`, perAddress.max, perAddress.windowMs);
  const codeId = await checkCode(ctx, body.email, 'resetPassword', body.code, { ip });
  if (!codeId) throw failure();
  const user = await repo.findUserByEmail(ctx.db, body.email);
  if (!user) throw failure();
  const passwordHash = await hashPassword(body.newpassword);
  await transaction(ctx.db, async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw failure();
    await repo.setPassword(tx, user.id, passwordHash);
    await endAllSessions(tx, user.id);
    await notifySecurity(ctx, tx, user.id, 'security_password_changed', {});
  });
  await ctx.userChanges.publish(user.id);
}

export async function updateLogInfo(
  ctx: AppContext,
  session: SessionUser,
  client: ClientInfo,
  body: {
    name: string;
    email: string;
    code: string;
    newpassword: string;
    mail_change: 'change' | 'noChange';
  },
): Promise<{ ok: true; token?: string }> {
  const failure = () => new AppError('update_failed');
  const me = await repo.findUserById(ctx.db, session.id);
  if (!me) throw new AppError('unauthorized');
  const changesMail = body.mail_change === 'change';
  if (!changesMail && body.email.toLowerCase() !== me.email.toLowerCase()) throw failure();
  if (changesMail && body.email.toLowerCase() === me.email.toLowerCase()) throw failure();

  const codeId = changesMail ? await checkCode(ctx, body.email, 'editMail', body.code) : undefined;
  if (changesMail && !codeId) throw failure();
  const passwordHash = body.newpassword ? await hashPassword(body.newpassword) : undefined;

  let tokenVersion: number | undefined;
  try {
    await transaction(ctx.db, async (tx) => {
      if (codeId && !(await consumeCode(tx, codeId))) throw failure();
      await repo.updateUser(tx, me.id, {
        name: body.name,
        ...(changesMail ? { email: body.email.trim() } : {}),
      });
      if (changesMail) {
        await notifySecurity(ctx, tx, me.id, 'security_email_changed', {
          oldEmail: me.email,
          newEmail: body.email.trim(),
        });
      }
      if (passwordHash) {
        tokenVersion = await repo.setPassword(tx, me.id, passwordHash);
        // Every other device is logged out; this one gets a fresh session below.
        await endAllSessions(tx, me.id);
        await notifySecurity(ctx, tx, me.id, 'security_password_changed', {});
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failure();
    throw error;
  }
  await ctx.userChanges.publish(me.id);
  if (tokenVersion === undefined) return { ok: true };
  const { token } = await openSession(ctx, { id: me.id, tokenVersion }, client);
  return { ok: true, token };
}

import { z } from 'zod';
import { LIMITS, SIGNUP_PROFILE_TYPES } from '../constants.js';
import { printableOnDocuments } from '../document-text.js';
import { endpoint } from '../endpoint.js';
import {
  codeSchema,
  emailSchema,
  okSchema,
  passwordSchema,
  optionalPhoneSchema,
  optionalTradeNameSchema,
  pseudoSchema,
} from './common.js';

export * from './common.js';

// Accounts API contracts. Field names are the spec's.

/**
 * `pseudo` (the spec's name) takes the pseudo or the account's e-mail; `code` the second
 * factor (a TOTP or a recovery code), sent again with the password once the first answer asked.
 */
export const loginBody = z.object({
  pseudo: z.string().trim().min(1).max(LIMITS.emailMax),
  password: z.string().min(1).max(LIMITS.passwordMax),
  code: z.string().trim().max(20).optional(),
});
/** Logged in, or (right password, factor on, no code yet) asked for the second factor. */
export const loginReply = z.union([
  z.object({ token: z.string(), pseudo: z.string() }),
  z.object({ needSecondFactor: z.literal(true) }),
]);

export const tkLogReply = z.object({ userPseudo: z.string() });

export const infoUserReply = z.object({
  user: z.object({ name: z.string(), email: z.string(), pseudo: z.string() }),
});

export const pseudoTestBody = z.object({ pseudo: z.string().max(100) });
export const pseudoTestReply = z.object({ valid: z.boolean() });

export const sendMailBody = z.object({
  email: emailSchema,
  context: z.enum(['verifMail', 'editMail']),
});
export const sendMailReply = z.object({
  sendCode: z.boolean(),
  user_mail_exist: z.boolean().optional(),
});

export const signupBody = z.object({
  email: emailSchema,
  statut: z.enum(SIGNUP_PROFILE_TYPES),
  code: codeSchema,
  /** Printed on her invoices when she gives no billing details: no hidden character. */
  name: printableOnDocuments(z.string().trim().max(LIMITS.nameMax).optional().default('')),
  pseudo: pseudoSchema,
  phone: optionalPhoneSchema.optional().default(''),
  /** Brand types only (BRAND_PROFILE_TYPES); '' or absent: none. */
  tradeName: optionalTradeNameSchema.optional(),
  password: passwordSchema,
  sponsor: z.string().max(100).optional(),
});

/** Sign-up logs her in: the answer carries her token, like a login. */
export const signupReply = okSchema.extend({ token: z.string(), pseudo: z.string() });

export const editPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z.object({
  email: emailSchema,
  code: codeSchema,
  newpassword: passwordSchema,
});

export const updateLogInfoBody = z
  .object({
    name: printableOnDocuments(z.string().trim().min(LIMITS.nameMin).max(LIMITS.nameMax)),
    email: emailSchema,
    code: z
      .union([z.literal(''), codeSchema])
      .optional()
      .default(''),
    newpassword: z
      .union([z.literal(''), passwordSchema])
      .optional()
      .default(''),
    mail_change: z.enum(['change', 'noChange']),
  })
  .refine((body) => body.mail_change === 'noChange' || body.code !== '', {
    message: 'invalid_code',
    path: ['code'],
  });
/** A password change revokes older tokens, so the answer carries a fresh one. */
export const updateLogInfoReply = z.object({ ok: z.literal(true), token: z.string().optional() });

export type LoginBody = z.infer<typeof loginBody>;
export type SignupBody = z.input<typeof signupBody>;
export type UpdateLogInfoBody = z.input<typeof updateLogInfoBody>;

/** The accounts endpoints: login, session, codes, sign-up, password, log info. */
export const accountsApi = {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    access: 'public',
    tag: 'accounts',
    body: loginBody,
    reply: loginReply,
    errors: ['bad_credentials', 'second_factor_invalid', 'account_suspended'],
  }),
  tokenCheck: endpoint({
    method: 'GET',
    path: '/user/tk-log',
    access: 'user',
    tag: 'accounts',
    reply: tkLogReply,
    errors: [],
    noStore: true,
  }),
  infoUser: endpoint({
    method: 'GET',
    path: '/user/info-user',
    access: 'user',
    tag: 'accounts',
    reply: infoUserReply,
    errors: [],
    noStore: true,
  }),
  pseudoTest: endpoint({
    method: 'POST',
    path: '/user/pseudo-test',
    access: 'public',
    tag: 'accounts',
    body: pseudoTestBody,
    reply: pseudoTestReply,
    errors: [],
  }),
  /** `editMail` needs a logged user (401 otherwise). */
  sendMailCode: endpoint({
    method: 'POST',
    path: '/verification/send-mail',
    access: 'optional',
    tag: 'accounts',
    body: sendMailBody,
    reply: sendMailReply,
    errors: ['unauthorized', 'same_email', 'mail_exists'],
  }),
  signup: endpoint({
    method: 'POST',
    path: '/user/signup',
    access: 'public',
    tag: 'accounts',
    body: signupBody,
    status: 201,
    reply: signupReply,
    errors: ['signup_failed', 'pseudo_taken', 'account_exists', 'trade_name_for_brands'],
  }),
  /** Answers the same whether the address has an account or not. */
  requestResetCode: endpoint({
    method: 'POST',
    path: '/verification/edit-password',
    access: 'public',
    tag: 'accounts',
    body: editPasswordBody,
    reply: sendMailReply,
    errors: [],
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/reset-password',
    access: 'public',
    tag: 'accounts',
    body: resetPasswordBody,
    reply: okSchema,
    errors: ['reset_failed'],
  }),
  updateLogInfo: endpoint({
    method: 'PUT',
    path: '/user/update-log-info',
    access: 'user',
    tag: 'accounts',
    body: updateLogInfoBody,
    reply: updateLogInfoReply,
    errors: ['update_failed'],
  }),
};

import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { okSchema } from './common.js';

// Accounts that stay theirs: the second factor by authenticator app and the account's sessions.

/** A TOTP (6 digits) or a recovery code ("abcde-fghij"), as typed. */
export const secondFactorCodeSchema = z.string().trim().min(6).max(20);

// GET /user/2fa
export const secondFactorStatusReply = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes (0 while the factor is off). */
  recoveryCodesLeft: z.number().int().min(0),
});

// POST /user/2fa/setup → the secret to type or the QR code to scan (pending until enabled).
export const secondFactorSetupReply = z.object({
  /** Base32, for apps without a camera; never given again once the factor is enabled. */
  secret: z.string(),
  /** otpauth://totp/Kollabo:<pseudo>?secret=…&issuer=Kollabo */
  uri: z.string(),
  /** The URI as a QR code: an SVG data URL. */
  qr: z.string(),
});
export type SecondFactorSetupReply = z.infer<typeof secondFactorSetupReply>;

// POST /user/2fa/enable { code } → the 10 recovery codes, shown this once.
export const secondFactorEnableBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const secondFactorEnableReply = z.object({ recoveryCodes: z.array(z.string()) });

// POST /user/2fa/disable { password, code }
export const secondFactorDisableBody = z.object({
  password: z.string().min(1).max(LIMITS.passwordMax),
  code: secondFactorCodeSchema,
});

// GET /user/sessions
export const userSessionItem = z.object({
  _id: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
  /** "Chrome sur Windows". */
  device: z.string(),
  /** "192.168.1.0/24" (IPv4) or "2001:db8:1::/48" (IPv6). */
  ipRange: z.string(),
  lastUsedAt: z.string(),
});
export type UserSessionItem = z.infer<typeof userSessionItem>;
export const userSessionsReply = z.object({ sessions: z.array(userSessionItem) });
export const userSessionParams = z.object({ id: z.uuid() });
export const revokeOthersReply = z.object({ revoked: z.number().int().min(0) });

export const securityApi = {
  secondFactorStatus: endpoint({
    method: 'GET',
    path: '/user/2fa',
    access: 'user',
    tag: 'security',
    summary: "L'état de la double authentification du compte.",
    reply: secondFactorStatusReply,
    errors: [],
    noStore: true,
  }),
  secondFactorSetup: endpoint({
    method: 'POST',
    path: '/user/2fa/setup',
    access: 'user',
    tag: 'security',
    summary: 'Un nouveau secret TOTP et son QR code, en attente du premier code.',
    reply: secondFactorSetupReply,
    errors: ['second_factor_enabled'],
    noStore: true,
  }),
  secondFactorEnable: endpoint({
    method: 'POST',
    path: '/user/2fa/enable',
    access: 'user',
    tag: 'security',
    summary: 'Active la double authentification ; renvoie les 10 codes de secours une seule fois.',
    body: secondFactorEnableBody,
    reply: secondFactorEnableReply,
    invalidBody: 'second_factor_invalid',
    errors: ['second_factor_enabled', 'second_factor_not_pending', 'second_factor_invalid'],
    noStore: true,
  }),
  secondFactorDisable: endpoint({
    method: 'POST',
    path: '/user/2fa/disable',
    access: 'user',
    tag: 'security',
    summary: 'Désactive la double authentification (mot de passe et code).',
    body: secondFactorDisableBody,
    reply: okSchema,
    errors: ['second_factor_not_enabled', 'password_invalid', 'second_factor_invalid'],
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/user/sessions',
    access: 'user',
    tag: 'security',
    summary: 'Les sessions ouvertes du compte (appareil, réseau, dernière utilisation).',
    reply: userSessionsReply,
    errors: [],
    noStore: true,
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/user/sessions/:id',
    access: 'user',
    tag: 'security',
    summary: "Déconnecte l'une de ses sessions (effet à sa prochaine requête).",
    params: userSessionParams,
    reply: okSchema,
    invalidBody: 'user_session_not_found',
    errors: ['user_session_not_found'],
  }),
  revokeOtherSessions: endpoint({
    method: 'DELETE',
    path: '/user/sessions',
    access: 'user',
    tag: 'security',
    summary: 'Déconnecte toutes les autres sessions du compte.',
    reply: revokeOthersReply,
    errors: [],
  }),
};

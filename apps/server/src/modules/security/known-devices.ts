import { MSG } from '@kollabo/shared';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { transaction } from '../../db/transaction.js';
import { deviceLabel } from '../../lib/device-label.js';
import { ipRange } from '../../lib/ip-range.js';
import * as repo from './security.repository.js';
import { notifySecurity } from './security-mails.js';

// A login from a device this account has not used before gets a security mail. A device is
// known by its device cookie (set at login, signed and bound to the account) or by its browser
// and system from the same network (User-Agent + IP range): a browser update or a new cookie
// on the same network is not "new", a known browser on an unknown network without the cookie
// is. Keys are hashed: the table holds neither cookies nor addresses.

const keyOf = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url');

export interface LoginDevice {
  /** The device cookie the browser will carry from now on (kept or new). */
  deviceCookie: string;
  userAgent?: string;
  ip: string;
}

function deviceKeys(device: LoginDevice) {
  const label = deviceLabel(device.userAgent);
  const range = ipRange(device.ip);
  return {
    label,
    range,
    keys: [keyOf('cookie', device.deviceCookie), keyOf('ua', `${label}|${range}`)],
  };
}

/** Records the device of a login; a new one is mailed about (in the same transaction). */
export async function noteLoginDevice(ctx: AppContext, userId: string, device: LoginDevice) {
  const { label, range, keys } = deviceKeys(device);
  await transaction(ctx.db, async (tx) => {
    let known = false;
    for (const key of keys) known = (await repo.isKnownDevice(tx, userId, key)) || known;
    for (const key of keys) await repo.rememberDevice(tx, userId, key);
    if (!known) {
      await notifySecurity(ctx, tx, userId, 'security_new_login', {
        device: label,
        ipRange: range || MSG.accountSecurity.device.unknownNetwork,
      });
    }
  });
}

/** The device that created the account is known from the start (no mail at the first login). */
export async function rememberSignupDevice(
  ctx: AppContext,
  userId: string,
  device: Omit<LoginDevice, 'deviceCookie'>,
) {
  const { keys } = deviceKeys({ ...device, deviceCookie: '' });
  await repo.rememberDevice(ctx.db, userId, keys[1]!);
}

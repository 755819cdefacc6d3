import type { DbOrTx } from '../../db/client.js';
import { isAppError } from '../../lib/app-error.js';
import { createCoupon, type NewCoupon } from './coupons.service.js';

// `npm run admin -- coupon <CODE> <reduction: 10% or 5> [--uses N] [--expires YYYY-MM-DD]
// [--sponsor pseudo] [--for pseudo]`: the same creation as the admin page.

export const COUPON_USAGE =
  'coupon <CODE> <reduction: 10% or 5> [--uses N] [--expires YYYY-MM-DD] [--sponsor pseudo] [--for pseudo]';

const FLAGS: Record<string, keyof NewCoupon> = {
  '--uses': 'initialNumberOfUses',
  '--expires': 'delay',
  '--sponsor': 'sponsor',
  '--for': 'isPersonnalTo',
};

type Parsed = { ok: true; coupon: NewCoupon } | { ok: false; message: string };

export function parseCouponArgs(args: string[]): Parsed {
  const [code, reduction, ...rest] = args;
  if (!code || !reduction || code.startsWith('--') || reduction.startsWith('--')) {
    return { ok: false, message: `usage: ${COUPON_USAGE}` };
  }
  // One use unless told otherwise: a forgotten --uses never leaves an unlimited coupon.
  const coupon: NewCoupon = {
    code,
    reduction,
    delay: '',
    initialNumberOfUses: 1,
    isPersonnalTo: '',
    sponsor: '',
  };
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i] ?? '';
    const value = rest[i + 1];
    const field = FLAGS[flag];
    if (!field || value === undefined || value.startsWith('--')) {
      return { ok: false, message: `bad option "${flag}"; usage: ${COUPON_USAGE}` };
    }
    if (field === 'initialNumberOfUses') {
      if (!/^\d+$/.test(value)) return { ok: false, message: '--uses must be a whole number' };
      coupon.initialNumberOfUses = Number(value);
    } else {
      coupon[field] = value;
    }
  }
  return { ok: true, coupon };
}

export async function couponCommand(
  db: DbOrTx,
  args: string[],
): Promise<{ ok: true; output: string } | { ok: false; message: string }> {
  const parsed = parseCouponArgs(args);
  if (!parsed.ok) return parsed;
  try {
    const c = await createCoupon(db, parsed.coupon);
    const details = [
      `reduction ${c.reduction}`,
      `${c.numberOfUses} use(s)`,
      c.delay ? `expires ${c.delay}` : 'never expires',
      c.sponsor ? `sponsor ${c.sponsor}` : undefined,
      c.isPersonnalTo ? `only for ${c.isPersonnalTo}` : undefined,
    ].filter(Boolean);
    return { ok: true, output: `coupon ${c.code} created: ${details.join(', ')}` };
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message };
    throw error;
  }
}

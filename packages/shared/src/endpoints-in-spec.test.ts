import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints.js';

// Every endpoint descriptor is an address the spec names (docs/spec/*.md, as `GET /user/profile`)
// or one Kollabo added, listed below. A descriptor whose path drifts from the spec's (a typo, a
// renamed segment) is in neither and fails here; the server's own API tests, which call the
// spec's addresses as written, fail with it.

const SPEC_DIR = path.resolve(import.meta.dirname, '../../../docs/spec');

/**
 * The addresses Kollabo added to the spec's: health and readiness, the admin area, the
 * collaboration space, its payments and payouts, notifications, moderation notices and
 * contests, reviews, search alerts, security (two-factor, sessions), data rights, invoices and
 * tax, and the OAuth flow's parameterised routes. A new endpoint outside the spec is added here.
 */
export const KOLLABO_ONLY = [
  'GET /admin/access',
  'GET /admin/coupons',
  'POST /admin/coupons',
  'POST /admin/coupons/:id/disable',
  'GET /admin/deleted-accounts',
  'GET /admin/disputes',
  'POST /admin/disputes/decide',
  'POST /admin/mails/:id/retry',
  'GET /admin/mails/failed',
  'GET /admin/notices',
  'POST /admin/notices/contest/decide',
  'POST /admin/notices/decide',
  'GET /admin/payments',
  'POST /admin/payments/:id/refund',
  'POST /admin/projects/approve',
  'GET /admin/projects/pending',
  'POST /admin/projects/reject',
  'GET /admin/reports',
  'POST /admin/reports/handle',
  'GET /admin/tax-details-missing',
  'GET /auth/:network/callback',
  'POST /auth/simulated/:network/authorize',
  'GET /collab',
  'POST /collab/cancel',
  'GET /collab/creator-invoice',
  'POST /collab/creator-invoice',
  'GET /collab/creator-invoice/file',
  'PUT /collab/contract',
  'GET /collab/contract.pdf',
  'PATCH /collab/deliverable',
  'PATCH /collab/deliverable/review',
  'GET /collab/deliverable/screenshot',
  'POST /collab/deliverable/screenshot',
  'POST /collab/dispute',
  'GET /collab/dispute/attachment',
  'POST /collab/dispute/attachment',
  'GET /collab/mine',
  'POST /collab/payment',
  'POST /collab/report',
  'POST /collab/sign',
  'GET /health',
  'GET /home/highlights',
  'GET /legal-notice',
  'POST /notice',
  'POST /notice/contest',
  'GET /notice/decision',
  'GET /notifications',
  'PATCH /notifications/read',
  'POST /notifications/resubscribe',
  'GET /notifications/unsubscribe',
  'POST /notifications/unsubscribe',
  'GET /offer/file',
  'GET /payment/simulated-collab/:sessionId',
  'POST /payment/simulated-collab/:sessionId/cancel',
  'POST /payment/simulated-collab/:sessionId/pay',
  'GET /payment/simulated-onboarding/:accountId',
  'POST /payment/simulated-onboarding/:accountId',
  'GET /payment/simulated/:sessionId',
  'POST /payment/simulated/:sessionId/cancel',
  'POST /payment/simulated/:sessionId/pay',
  'POST /payment/webhook',
  'GET /project/search',
  'GET /ready',
  'POST /review',
  'POST /review/reply',
  'POST /review/report',
  'GET /search-alerts',
  'POST /search-alerts',
  'DELETE /search-alerts/:id',
  'GET /user/2fa',
  'POST /user/2fa/disable',
  'POST /user/2fa/enable',
  'POST /user/2fa/setup',
  'DELETE /user/account',
  'GET /user/billing-details',
  'PUT /user/billing-details',
  'DELETE /user/billing-mandate',
  'GET /user/billing-mandate',
  'PUT /user/billing-mandate',
  'GET /user/export',
  'POST /user/export',
  'GET /user/export/file',
  'GET /user/invoice.pdf',
  'GET /user/invoices',
  'PUT /user/legal-identity',
  'GET /user/notification-settings',
  'PUT /user/notification-settings',
  'GET /user/payments',
  'GET /user/payout-account',
  'POST /user/payout-account/onboarding',
  'PUT /user/payout-account/vat',
  'GET /user/reviews',
  'GET /user/search',
  'DELETE /user/sessions',
  'GET /user/sessions',
  'DELETE /user/sessions/:id',
  'GET /user/tax-details',
  'PUT /user/tax-details',
  'GET /user/tax-statement.pdf',
  'GET /user/tax-statements',
] as const;

/** `METHOD /path` of each address the spec writes (`{param}` and the query left as they are). */
export function specAddresses(text: string): string[] {
  return [...text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) +(\/[\w/{}.:-]*)/g)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
}

/** Whether a descriptor's `METHOD /a/:b` names the spec's `METHOD /a/{x}` or `/a/value`. */
export function sameAddress(descriptor: string, spec: string): boolean {
  const [method, route = ''] = descriptor.split(' ');
  const [specMethod, specRoute = ''] = spec.split(' ');
  const ours = route.split('/');
  const theirs = specRoute.split('/');
  return (
    method === specMethod &&
    ours.length === theirs.length &&
    ours.every(
      (segment, i) =>
        segment === theirs[i] || segment.startsWith(':') || /^\{.+\}$/.test(theirs[i] ?? ''),
    )
  );
}

const spec = readdirSync(SPEC_DIR)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) => specAddresses(readFileSync(path.join(SPEC_DIR, file), 'utf8')));
const descriptors = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
const inSpec = (address: string) => spec.some((written) => sameAddress(address, written));

describe('endpoint descriptors and the spec', () => {
  it('reads the spec', () => {
    expect(spec.length).toBeGreaterThan(40);
  });

  it('are each an address of the spec or one Kollabo added', () => {
    const unknown = descriptors.filter(
      (address) => !inSpec(address) && !(KOLLABO_ONLY as readonly string[]).includes(address),
    );
    expect(unknown).toEqual([]);
  });

  it('list as added only addresses a descriptor declares and the spec does not', () => {
    const stale = KOLLABO_ONLY.filter(
      (address) => !descriptors.includes(address) || inSpec(address),
    );
    expect(stale).toEqual([]);
  });

  it('match a spec address by method and segments (the comparison itself)', () => {
    expect(
      specAddresses('`GET /user/profile?user={pseudo}` and DELETE /user/images/{path}'),
    ).toEqual(['GET /user/profile', 'DELETE /user/images/{path}']);
    expect(sameAddress('GET /auth/:network', 'GET /auth/instagram')).toBe(true);
    expect(sameAddress('DELETE /user/images/*', 'DELETE /user/images/{path}')).toBe(true);
    expect(sameAddress('POST /user/logn', 'POST /user/login')).toBe(false);
    expect(sameAddress('GET /user/login', 'POST /user/login')).toBe(false);
  });
});

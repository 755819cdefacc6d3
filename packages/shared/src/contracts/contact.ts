import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { emailSchema, okSchema } from './common.js';

// POST /contact-us. The phone rule (9 to 13 characters when
// given) is checked by the service so that its answer carries the spec's own text.

export const contactBody = z.object({
  pseudo: z.string().trim().max(100).optional().default(''),
  email: emailSchema,
  phone: z.string().trim().max(40).optional().default(''),
  contenu: z.string().trim().min(1).max(LIMITS.contactMessageMax),
});
export type ContactBody = z.input<typeof contactBody>;

/** Phone of the contact form: 9 to 13 characters, digits with an optional leading +. */
export function isValidContactPhone(phone: string): boolean {
  return (
    phone.length >= LIMITS.contactPhoneMin &&
    phone.length <= LIMITS.contactPhoneMax &&
    /^\+?\d+$/.test(phone)
  );
}

/**
 * GET /legal-notice: the publisher's and the host's identification (LCEN art. 6), set by the
 * operator in configuration. A detail not configured is an empty string; the page then says it
 * is given on request through the contact page.
 */
export const legalNoticeReply = z.object({
  publisher: z.object({
    name: z.string(),
    registration: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    director: z.string(),
  }),
  host: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type LegalNoticeReply = z.infer<typeof legalNoticeReply>;

/** The contact module: the contact form and the operator's identification. */
export const contactApi = {
  contactUs: endpoint({
    method: 'POST',
    path: '/contact-us',
    access: 'public',
    tag: 'contact',
    body: contactBody,
    status: 201,
    reply: okSchema,
    errors: ['invalid_phone'],
  }),
  /** Public and the same for everyone: kept five minutes by browsers and proxies. */
  legalNotice: endpoint({
    method: 'GET',
    path: '/legal-notice',
    access: 'public',
    tag: 'contact',
    reply: legalNoticeReply,
    errors: [],
  }),
};

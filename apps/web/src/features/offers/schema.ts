import { z } from 'zod';
import {
  LIMITS,
  MSG,
  OFFER_FILE_EXTENSIONS,
  TAX_MODES,
  offerAmountText,
  offerMessageText,
} from '@kollabo/shared';
import '../../lib/frenchValidation';

const o = MSG.offers;

// The offer form rules with French messages; the server checks them again
// (amount, tax, message through the shared contract; the attachment by its content).

export const offerFormSchema = z.object({
  // The shared rule, kept as text in the form: not a number, minimum and maximum each say theirs.
  amount: z.string().superRefine((value, ctx) => {
    const parsed = offerAmountText.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? o.amountMin });
    }
  }),
  tax: z.enum(TAX_MODES),
  // The shared rule: required, 5 000 characters at most, no contact details before a contract.
  messageOffre: offerMessageText,
});
export type OfferFormInput = z.infer<typeof offerFormSchema>;
export const emptyOfferForm: OfferFormInput = { amount: '', tax: 'TTC', messageOffre: '' };

/** The file input's accept list (the spec's extensions). */
export const OFFER_FILE_ACCEPT = OFFER_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Client pre-check of the attachment: extension of the list and 10485760 bytes at most. */
export function isAcceptableAttachment(file: File): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return (
    (OFFER_FILE_EXTENSIONS as readonly string[]).includes(extension) &&
    file.size > 0 &&
    file.size <= LIMITS.attachmentMaxBytes
  );
}

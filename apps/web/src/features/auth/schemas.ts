import { z } from 'zod';
import {
  LIMITS,
  MSG,
  isValidEmail,
  isValidPseudo,
  normalisePhone,
  optionalPhoneSchema,
  optionalTradeNameSchema,
  codeSchema,
} from '@kollabo/shared';
import '../../lib/frenchValidation';

// Client-side form schemas: the shared contracts' rules, with the French texts shown under fields.

const t = MSG.authForm;

const required = (schema: z.ZodString = z.string()) => schema.min(1, t.required);

/** E-mail used to request a code: the spec's error text for a bad pattern. */
export const codeEmailField = z
  .string()
  .trim()
  .min(1, t.required)
  .refine(isValidEmail, MSG.code.badEmail);

const passwordField = required().min(LIMITS.passwordMin, t.passwordMin).max(LIMITS.passwordMax);
const codeField = z.string().refine((value) => codeSchema.safeParse(value).success, t.codeFormat);

export const loginFormSchema = z.object({
  pseudo: required(z.string().trim()),
  password: passwordField,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The shared trade-name rule with its own French text (length, hidden characters). */
export const tradeNameField = z.string().superRefine((value, ctx) => {
  const parsed = optionalTradeNameSchema.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? t.required });
  }
});

export const signupFormSchema = z.object({
  email: codeEmailField,
  code: codeField,
  name: z.string().trim().max(LIMITS.nameMax),
  pseudo: required()
    .min(LIMITS.pseudoMin, t.pseudoMin)
    .refine(isValidPseudo, MSG.signup.pseudoInvalid),
  // The shared rule: separators removed before the length is checked.
  phone: z
    .string()
    .transform(normalisePhone)
    .refine((value) => optionalPhoneSchema.safeParse(value).success, t.phoneFormat),
  /** Brand types only (the field is shown to them only); '' is none. The shared rule. */
  tradeName: tradeNameField,
  password: passwordField,
});
export type SignupForm = z.infer<typeof signupFormSchema>;

export const resetFormSchema = z.object({
  email: codeEmailField,
  code: codeField,
  newpassword: passwordField,
});
export type ResetForm = z.infer<typeof resetFormSchema>;

export interface EditLogInfoForm {
  name: string;
  email: string;
  code: string;
  newpassword: string;
  repeat: string;
}

/** Connection info: the code is required only when the e-mail changes; passwords are optional. */
export function editLogInfoSchema(currentEmail: string) {
  return z
    .object({
      name: z.string().trim().min(LIMITS.nameMin, t.nameMin).max(LIMITS.nameMax),
      email: z.string().trim().min(1, t.required).refine(isValidEmail, t.emailFormat),
      code: z.string().trim(),
      newpassword: z.string(),
      repeat: z.string(),
    })
    .superRefine((form, ctx) => {
      const emailChanged = form.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
      if (emailChanged && form.code === '') {
        ctx.addIssue({ code: 'custom', path: ['code'], message: t.required });
      } else if (form.code !== '' && !codeSchema.safeParse(form.code).success) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: t.codeFormat });
      }
      if (form.newpassword === '' && form.repeat === '') return;
      if (form.newpassword.length < LIMITS.passwordMin) {
        ctx.addIssue({ code: 'custom', path: ['newpassword'], message: t.passwordMin });
      }
      if (form.repeat !== form.newpassword) {
        ctx.addIssue({ code: 'custom', path: ['repeat'], message: MSG.logInfo.passwordsDiffer });
      }
    });
}

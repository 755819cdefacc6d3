import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DURATIONS, isValidContactPhone, isValidEmail, LIMITS, MSG } from '@kollabo/shared';
import { Banner, useBanner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Input';
import { PhoneInput } from '../../components/PhoneInput';
import { Textarea } from '../../components/Textarea';
import { failedWith } from '../../lib/api';
import { getPseudo } from '../../lib/storage';
import { sendContactMessage } from './api';
import '../../lib/frenchValidation';

const t = MSG.contactPage;

const schema = z.object({
  pseudo: z.string().max(100),
  email: z
    .string()
    .trim()
    .min(1, MSG.authForm.required)
    .refine(isValidEmail, MSG.authForm.emailFormat),
  phone: z.string(),
  contenu: z.string().trim().min(1, MSG.authForm.required).max(LIMITS.contactMessageMax),
});
type ContactValues = z.infer<typeof schema>;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Contact form: spaces blocked, results after 1.5 s, the message cleared
 * on success (the address kept); a field error clears an earlier success text.
 */
export function ContactForm() {
  const banner = useBanner();
  const storedPseudo = getPseudo();
  const empty = { pseudo: storedPseudo ?? '', email: '', phone: '', contenu: '' };
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: empty });

  const send = async (values: ContactValues) => {
    // One outcome at a time: an earlier success or error goes when a new send starts.
    banner.clear();
    setSending(true);
    try {
      if (values.phone !== '' && !isValidContactPhone(values.phone)) {
        await wait(DURATIONS.contactFeedbackMs);
        banner.error(MSG.contact.phoneFormat);
        return;
      }
      const [outcome] = await Promise.allSettled([
        sendContactMessage({
          // The stored pseudo when there is one, else the typed value, else empty.
          pseudo: storedPseudo ?? values.pseudo,
          email: values.email,
          phone: values.phone,
          contenu: values.contenu,
        }),
        wait(DURATIONS.contactFeedbackMs),
      ]);
      if (outcome.status === 'fulfilled') {
        banner.success(MSG.contact.success);
        // The message goes; the address (and pseudo) stay for the next one.
        reset({ ...empty, pseudo: storedPseudo ?? values.pseudo, email: values.email });
      } else {
        const error: unknown = outcome.reason;
        banner.error(
          failedWith(error, 'invalid_phone') ? MSG.contact.phoneFormat : MSG.contact.failure,
        );
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <Banner message={banner.message} onClear={banner.clear} />
      <form noValidate onSubmit={(event) => void handleSubmit(send, () => banner.clear())(event)}>
        <Input
          label={t.pseudoLabel}
          autoComplete="username"
          blockSpaces
          readOnly={Boolean(storedPseudo)}
          {...register('pseudo')}
        />
        <Input
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          blockSpaces
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneInput label={t.phoneLabel} maxLength={13} {...register('phone')} />
        <Textarea
          label={t.messageLabel}
          rows={6}
          required
          maxLength={LIMITS.contactMessageMax}
          error={errors.contenu?.message}
          {...register('contenu')}
        />
        <Button type="submit" busy={sending} busyLabel={t.busy}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}

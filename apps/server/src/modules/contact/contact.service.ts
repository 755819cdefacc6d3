import { isValidContactPhone, stripSpaces } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './contact.repository.js';

// Contact form: stored first (nothing is lost if the mail relay is down), then mailed to the
// team address of configuration (CONTACT_TO). Limited per IP against spam.

export async function sendContactMessage(
  ctx: AppContext,
  body: { pseudo: string; email: string; phone: string; contenu: string },
  ip: string,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  const phone = stripSpaces(body.phone);
  if (phone !== '' && !isValidContactPhone(phone)) {
    throw new AppError('invalid_phone', { field: 'phone' });
  }
  await ctx.limiter.consume(`contact:ip:${ip}`, 5, 60 * 60_000);
  const message = {
    pseudo: stripSpaces(body.pseudo),
    email: body.email.trim(),
    phone,
    contenu: body.contenu,
  };
  await repo.insertContactMessage(ctx.db, message);
  try {
    await ctx.mail.send({
      to: ctx.config.contactTo,
      subject: `[Kollabo] Nouveau message de contact${message.pseudo ? ` de ${message.pseudo}` : ''}`,
      text: [
        `Pseudo : ${message.pseudo || '(non renseigné)'}`,
        `E-mail : ${message.email}`,
        `Téléphone : ${message.phone || '(non renseigné)'}`,
        '',
        message.contenu,
      ].join('\n'),
    });
  } catch (error) {
    // The message is stored: the team reads it from the database even if the relay failed.
    log.error({ err: error }, 'contact mail not sent');
  }
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { addressMails } from '../../db/schema/index.js';

// The address outbox's rows (address-outbox.ts): mails to an address, written in the event's
// transaction, claimed by a worker with FOR UPDATE SKIP LOCKED as the notification outbox is.

export interface AddressMail {
  /** The event's own key: queuing the same event twice adds nothing. */
  key: string;
  to: string;
  subject: string;
  text: string;
}

export async function queueAddressMail(db: DbOrTx, mail: AddressMail): Promise<void> {
  await db
    .insert(addressMails)
    .values({ idempotencyKey: mail.key, toEmail: mail.to, subject: mail.subject, body: mail.text })
    .onConflictDoNothing();
}

export interface ClaimedAddressMail {
  id: string;
  toEmail: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Claims up to `limit` due rows: the claim token, one more attempt and a lease. */
export async function claimDueAddressMails(
  db: DbOrTx,
  claimToken: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedAddressMail[]> {
  const due = sql`select id from ${addressMails}
    where status = 'pending' and next_attempt_at <= now()
    order by next_attempt_at limit ${limit} for update skip locked`;
  return db
    .update(addressMails)
    .set({
      claimToken,
      attempts: sql`${addressMails.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(sql`${addressMails.id} in (${due})`)
    .returning({
      id: addressMails.id,
      toEmail: addressMails.toEmail,
      subject: addressMails.subject,
      body: addressMails.body,
      attempts: addressMails.attempts,
    });
}

/** Ends a claimed row: sent, failed for good, or pending again after `retryInMs`. */
export async function finishAddressMail(
  db: DbOrTx,
  id: string,
  claimToken: string,
  outcome: { status: 'sent' } | { status: 'failed' | 'pending'; error: string; retryInMs?: number },
): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent', sentAt: sql`now()`, claimToken: null }
      : outcome.status === 'failed'
        ? { status: 'failed', lastError: outcome.error, claimToken: null }
        : {
            lastError: outcome.error,
            claimToken: null,
            nextAttemptAt: sql`now() + ${`${outcome.retryInMs ?? 0} milliseconds`}::interval`,
          };
  await db
    .update(addressMails)
    .set(set)
    .where(and(eq(addressMails.id, id), eq(addressMails.claimToken, claimToken)));
}

import { and, asc, eq, gte, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { moneyAlerts } from '../../db/schema/index.js';

// The differences the healing job could not resolve: one open alert per provider movement,
// shown in /admin/litiges until a later run finds the two books agree again.

export type MoneyAlertRow = typeof moneyAlerts.$inferSelect;

export async function raiseAlerts(
  db: DbOrTx,
  alerts: Pick<
    MoneyAlertRow,
    'reference' | 'kind' | 'ledgerCents' | 'providerCents' | 'bookedAt'
  >[],
  now: Date,
) {
  for (const alert of alerts) {
    await db
      .insert(moneyAlerts)
      .values({ ...alert, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: moneyAlerts.reference,
        set: {
          kind: alert.kind,
          ledgerCents: alert.ledgerCents,
          providerCents: alert.providerCents,
          lastSeenAt: now,
          resolvedAt: null,
        },
      });
  }
}

/**
 * Every open alert of a movement booked since `since` but these references is resolved: the
 * books agree on it again.
 */
export async function resolveAlertsExcept(
  db: DbOrTx,
  references: string[],
  since: Date,
  now: Date,
) {
  await db
    .update(moneyAlerts)
    .set({ resolvedAt: now })
    .where(
      and(
        isNull(moneyAlerts.resolvedAt),
        gte(moneyAlerts.bookedAt, since),
        references.length > 0 ? notInArray(moneyAlerts.reference, references) : undefined,
      ),
    );
}

export async function openAlerts(db: DbOrTx, limit = 200) {
  return db
    .select()
    .from(moneyAlerts)
    .where(isNull(moneyAlerts.resolvedAt))
    .orderBy(asc(moneyAlerts.firstSeenAt))
    .limit(limit);
}

export async function findAlert(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(moneyAlerts).where(eq(moneyAlerts.reference, reference));
  return row;
}

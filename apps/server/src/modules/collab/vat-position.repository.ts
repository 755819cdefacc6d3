import { eq } from 'drizzle-orm';
import { isTaxMode, type TaxMode } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

// A creator's VAT position, on her account (users.vat_position): null until she states one.

const asTaxMode = (value: string | null | undefined): TaxMode | null =>
  isTaxMode(value) ? value : null;

export async function findVatPosition(db: DbOrTx, userId: string): Promise<TaxMode | null> {
  const [row] = await db
    .select({ position: users.vatPosition })
    .from(users)
    .where(eq(users.id, userId));
  return asTaxMode(row?.position);
}

/** Her position, her row locked until the transaction ends (concurrent changes queue). */
export async function lockVatPosition(db: DbOrTx, userId: string): Promise<TaxMode | null> {
  const [row] = await db
    .select({ position: users.vatPosition })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return asTaxMode(row?.position);
}

export async function writeVatPosition(db: DbOrTx, userId: string, position: TaxMode) {
  await db.update(users).set({ vatPosition: position }).where(eq(users.id, userId));
}

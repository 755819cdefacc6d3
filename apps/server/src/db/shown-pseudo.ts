import { MSG } from '@kollabo/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from './schema/index.js';

// A deleted account stays as an emptied row (its messages, reviews and contracts keep their
// author), so every read that shows a person's pseudo reads it through this expression: the
// pseudo, or "Compte supprimé" once the account is deleted (RGPD art. 17).

type UsersLike = { pseudo: AnyColumn; deletedAt: AnyColumn };

/** The pseudo to show for `table` (users, or an alias of it). */
export function shownPseudo(table: UsersLike = users): SQL<string> {
  return sql<string>`case when ${table.deletedAt} is null then ${table.pseudo} else ${DELETED} end`;
}

// A constant of the statement (never a parameter): prepared statements keep their shape.
export const DELETED = sql.raw(`'${MSG.dataRights.deletedPseudo.replaceAll("'", "''")}'`);

import type { DbOrTx } from '../../db/client.js';
import * as accountsRepo from './accounts.repository.js';

// What other features may ask of the accounts module: find an account, change its role.
// (They never import accounts.repository.)

export type Account = accountsRepo.UserRow;

export const findAccountByPseudo = (db: DbOrTx, pseudo: string) =>
  accountsRepo.findUserByPseudo(db, pseudo);

export const findAccountById = (db: DbOrTx, id: string) => accountsRepo.findUserById(db, id);

export async function setAccountRole(db: DbOrTx, id: string, role: 'admin' | 'user') {
  await accountsRepo.updateUser(db, id, { role });
}

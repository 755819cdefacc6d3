import type { DbOrTx } from '../../db/client.js';
import { readTaxDetails } from './tax.repository.js';

// What the escrow asks before paying a creator: the platform collects her DAC7 details before
// her consideration is paid or credited (art. 1649 ter C CGI); until then the transfer waits.

/** The details are stored only once every required field was checked: a row means complete. */
export async function taxDetailsComplete(db: DbOrTx, userId: string): Promise<boolean> {
  return (await readTaxDetails(db, userId)) !== undefined;
}

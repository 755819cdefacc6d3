import { countryCodeOf } from '@kollabo/shared';
import type { DbOrTx } from '../../db/client.js';
import { buyerOf } from './invoice-issue.js';
import type { InvoiceParty } from './invoice-document.js';
import * as creators from './creator-invoices.repository.js';
import * as repo from './invoices.repository.js';

// The two parties of a creator's service invoice, as they are at issue (art. 242 nonies A, I-1°
// to I-4° annexe II CGI: names, addresses, SIREN, VAT numbers). The creator, the seller: her
// legal identity (the one the contract names), her SIRET or the SIREN of her DAC7 details, the
// VAT number of her billing details. The brand, the buyer: her billing details when she gave
// them (company, SIREN, VAT number), else her legal identity, else her account.

type IdentityRow = NonNullable<Awaited<ReturnType<typeof creators.findLegalIdentity>>>;

/** A legal identity's country (a code, or a name typed before the list) → its code; FR otherwise. */
export const countryCode = (stored: string): string => countryCodeOf(stored) ?? 'FR';

/** A SIRET (14 digits) or a SIREN (9): both, as far as the number tells. */
function registration(value: string | null | undefined) {
  const digits = value?.replace(/\s+/g, '') ?? '';
  if (/^\d{14}$/.test(digits)) return { siren: digits.slice(0, 9), siret: digits };
  if (/^\d{9}$/.test(digits)) return { siren: digits, siret: null };
  return { siren: null, siret: null };
}

function identityParty(identity: IdentityRow): InvoiceParty {
  return {
    name: identity.legalName,
    address: identity.address,
    postalCode: identity.postalCode,
    city: identity.city,
    country: countryCode(identity.country),
    ...registration(identity.siret),
    vatNumber: null,
    email: null,
  };
}

/** The creator, seller of her service. */
export async function creatorParty(db: DbOrTx, creatorId: string): Promise<InvoiceParty> {
  // One query at a time: `db` is the release's transaction.
  const identity = await creators.findLegalIdentity(db, creatorId);
  const details = await repo.findBillingDetails(db, creatorId);
  const taxSiren = await creators.findTaxSiren(db, creatorId);
  const account = await buyerOf(db, creatorId);
  const base = identity ? identityParty(identity) : { ...account, email: null };
  const ids = base.siren
    ? { siren: base.siren, siret: base.siret ?? null }
    : registration(taxSiren ?? details?.siren);
  return {
    ...base,
    ...ids,
    vatNumber: details?.vatNumber ?? null,
    // EN 16931 BT-32: without a VAT number, her SIREN is the seller's tax registration.
    taxRegistration: ids.siren,
  };
}

/** The brand, buyer of the service. */
export async function brandParty(db: DbOrTx, brandId: string): Promise<InvoiceParty> {
  const details = await repo.findBillingDetails(db, brandId);
  const identity = await creators.findLegalIdentity(db, brandId);
  if (details || !identity) return buyerOf(db, brandId);
  return identityParty(identity);
}

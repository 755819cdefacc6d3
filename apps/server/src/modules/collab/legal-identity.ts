import { LEGAL_IDENTITY_FIELDS, countryCodeOf, type LegalIdentity } from '@kollabo/shared';
import type { IdentityRow } from './collab.repository.js';

// A party's legal identity as the contract names her: read from its row, the fields still
// missing, and whether two identities are the same (a change asks for a new version).

export const identityOf = (row: IdentityRow | undefined): LegalIdentity | null =>
  row
    ? {
        legalName: row.legalName,
        address: row.address,
        postalCode: row.postalCode,
        city: row.city,
        country: row.country,
        fiscalCountry: row.fiscalCountry,
        siret: row.siret,
        representative: row.representative ?? null,
      }
    : null;

export const missingFields = (identity: LegalIdentity | null) =>
  LEGAL_IDENTITY_FIELDS.filter((field) => !identity || identity[field].trim() === '');

/** A country as a code, whether stored as one or typed as a name before the list. */
const sameCountry = (a: string, b: string) => (countryCodeOf(a) ?? a) === (countryCodeOf(b) ?? b);
const COUNTRY_FIELDS: readonly string[] = ['country', 'fiscalCountry'];

// A contract frozen before the list names "France": the same identity re-saved as "FR" is no
// change, and asks for no new version.
export const sameIdentity = (a: LegalIdentity | null, b: LegalIdentity | null) =>
  a !== null &&
  b !== null &&
  LEGAL_IDENTITY_FIELDS.every((field) =>
    COUNTRY_FIELDS.includes(field) ? sameCountry(a[field], b[field]) : a[field] === b[field],
  ) &&
  (a.siret ?? null) === (b.siret ?? null) &&
  (a.representative ?? null) === (b.representative ?? null);

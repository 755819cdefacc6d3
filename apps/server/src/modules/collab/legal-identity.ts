import { LEGAL_IDENTITY_FIELDS, type LegalIdentity } from '@kollabo/shared';
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

export const sameIdentity = (a: LegalIdentity | null, b: LegalIdentity | null) =>
  a !== null &&
  b !== null &&
  LEGAL_IDENTITY_FIELDS.every((field) => a[field] === b[field]) &&
  (a.siret ?? null) === (b.siret ?? null) &&
  (a.representative ?? null) === (b.representative ?? null);

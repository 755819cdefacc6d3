import { describe, expect, it } from 'vitest';
import { COLLAB_ROLES } from '@kollabo/shared';
import { sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import {
  canDownloadInvoice,
  canUploadServiceInvoice,
  downloadFixesUpload,
  isInvoiceIssuer,
} from './invoices.policy.js';

// Every rule of invoices.policy.ts: each role × relation to the invoice (its buyer, the creator
// it was issued for, a stranger; an invoice without a buyer or an issuer), and each side of a
// collaboration, the expected answer written out.

describe('isInvoiceIssuer and canDownloadInvoice', () => {
  const invoices = {
    "a creator's invoice": { buyerId: 'bea', issuerId: 'ines' },
    "Kollabo's own invoice": { buyerId: 'bea', issuerId: null },
    'an invoice whose buyer is gone': { buyerId: null, issuerId: 'ines' },
  };
  // The viewer's role, relation and id, the invoice → issuer, download.
  const rows: [AccountRole, string, string, keyof typeof invoices, boolean, boolean][] = [
    ['user', 'the buyer', 'bea', "a creator's invoice", false, true],
    ['user', 'the creator it was issued for', 'ines', "a creator's invoice", true, true],
    ['user', 'a stranger', 'sam', "a creator's invoice", false, false],
    ['user', 'the buyer', 'bea', "Kollabo's own invoice", false, true],
    ['user', 'a stranger', 'sam', "Kollabo's own invoice", false, false],
    ['user', 'the creator', 'ines', 'an invoice whose buyer is gone', true, true],
    ['user', 'a stranger', 'sam', 'an invoice whose buyer is gone', false, false],
    ['admin', 'the buyer', 'bea', "a creator's invoice", false, true],
    ['admin', 'the creator it was issued for', 'ines', "a creator's invoice", true, true],
    ['admin', 'a stranger (the team)', 'sam', "a creator's invoice", false, true],
    ['admin', 'a stranger (the team)', 'sam', "Kollabo's own invoice", false, true],
    ['admin', 'a stranger (the team)', 'sam', 'an invoice whose buyer is gone', false, true],
    ['deleted', 'the buyer', 'bea', "a creator's invoice", false, true],
    ['deleted', 'the creator it was issued for', 'ines', "a creator's invoice", true, true],
    ['deleted', 'a stranger', 'sam', "a creator's invoice", false, false],
  ];

  it.each(rows)(
    'a %s, %s (%s), %s → issuer %s, download %s',
    (role, _relation, id, name, issuer, download) => {
      const viewer = sessionUser(id, role);
      expect(isInvoiceIssuer(viewer, invoices[name])).toBe(issuer);
      expect(canDownloadInvoice(viewer, invoices[name])).toBe(download);
    },
  );
});

describe("a collaboration's service invoice", () => {
  it.each([
    { role: 'owner', upload: false, downloadFixes: true },
    { role: 'author', upload: true, downloadFixes: false },
  ] as const)('$role → upload $upload, its download fixes it $downloadFixes', (row) => {
    expect(canUploadServiceInvoice(row.role)).toBe(row.upload);
    expect(downloadFixesUpload(row.role)).toBe(row.downloadFixes);
  });

  it('covers every side of a collaboration', () => {
    expect(COLLAB_ROLES).toEqual(['owner', 'author']);
  });
});

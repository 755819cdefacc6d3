import { describe, expect, it } from 'vitest';
import { sessionUser, type AccountRole } from '../../test-support/policy-viewers.js';
import { canDownloadExport, canReadExport, isDownloadable } from './data-rights.policy.js';

// Every rule of data-rights.policy.ts: each role × whose export it is, each state of the file
// and its 7 days, the expected answer written out.

const now = new Date('2026-06-15T12:00:00Z');
const inAnHour = new Date('2026-06-15T13:00:00Z');
const anHourAgo = new Date('2026-06-15T11:00:00Z');

const ready = { status: 'ready', expiresAt: inAnHour, fileKey: 'exports/exports_1.zip' };

describe('isDownloadable', () => {
  it.each([
    { state: 'ready, within its 7 days', row: ready, expected: true },
    {
      state: 'ready, expiring a millisecond from now',
      row: { ...ready, expiresAt: new Date(now.getTime() + 1) },
      expected: true,
    },
    {
      state: 'ready, expiring at this very instant',
      row: { ...ready, expiresAt: now },
      expected: false,
    },
    { state: 'ready, its 7 days over', row: { ...ready, expiresAt: anHourAgo }, expected: false },
    { state: 'ready without an expiry', row: { ...ready, expiresAt: null }, expected: false },
    { state: 'ready without a file', row: { ...ready, fileKey: null }, expected: false },
    {
      state: 'pending',
      row: { status: 'pending', expiresAt: null, fileKey: null },
      expected: false,
    },
    {
      state: 'pending with a file and a date',
      row: { ...ready, status: 'pending' },
      expected: false,
    },
    { state: 'failed', row: { ...ready, status: 'failed' }, expected: false },
    { state: 'expired', row: { ...ready, status: 'expired' }, expected: false },
  ])('$state → $expected', ({ row, expected }) => {
    expect(isDownloadable(row, now)).toBe(expected);
  });
});

describe('canReadExport and canDownloadExport', () => {
  // The viewer's role, whose export, whether the file is downloadable → read, download.
  const rows: [AccountRole, 'hers' | "another's", 'ready' | 'expired', boolean, boolean][] = [
    ['user', 'hers', 'ready', true, true],
    ['user', 'hers', 'expired', true, false],
    ['user', "another's", 'ready', false, false],
    ['user', "another's", 'expired', false, false],
    ['admin', 'hers', 'ready', true, true],
    ['admin', 'hers', 'expired', true, false],
    ['admin', "another's", 'ready', false, false],
    ['admin', "another's", 'expired', false, false],
    ['deleted', 'hers', 'ready', true, true],
    ['deleted', 'hers', 'expired', true, false],
    ['deleted', "another's", 'ready', false, false],
    ['deleted', "another's", 'expired', false, false],
  ];

  it.each(rows)(
    'a %s, %s export, %s → read %s, download %s',
    (role, whose, file, read, download) => {
      const viewer = sessionUser('ana', role);
      const exportRow = {
        ...ready,
        ...(file === 'expired' ? { expiresAt: anHourAgo } : {}),
        userId: whose === 'hers' ? 'ana' : 'bob',
      };
      expect(canReadExport(viewer, exportRow)).toBe(read);
      expect(canDownloadExport(viewer, exportRow, now)).toBe(download);
    },
  );
});

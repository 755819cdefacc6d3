import { afterEach, describe, expect, it, vi } from 'vitest';
import { concurrentReleasesOfOneCreator } from '../../test-support/creator-invoice-fixtures.js';
import { expectBooksBalance } from '../../test-support/escrow-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';

// The creator's series on PostgreSQL, where the 20 releases really run at once (PGlite runs one
// transaction at a time): her counter row, taken last in each release's transaction, hands out
// 1 to 20 with no gap and no duplicate, and a rolled-back release gives its number back.

vi.setConfig({ testTimeout: 300_000 });

const t = useTestApp({}, { postgres: true });
afterEach(() => expectBooksBalance(t.app));

describe('her series on PostgreSQL', () => {
  it('20 releases of different collaborations at once: numbers 1 to 20, no gap, no duplicate', async () => {
    const { numbers, statuses } = await concurrentReleasesOfOneCreator(t.app, 20);
    expect(statuses).toEqual(Array(20).fill(200));
    const code = numbers[0]?.slice(0, 6) ?? '';
    const year = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
    }).format(new Date());
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `${code}-F-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });
});

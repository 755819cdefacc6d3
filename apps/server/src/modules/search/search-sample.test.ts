import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestApp } from '../../test-support/test-app.js';
import { createUser } from '../../test-support/fixtures.js';
import {
  FACET_SAMPLE,
  FACET_SAMPLE_MAX,
  SORT_WALK,
  facetsOfMatches,
  pageWalkLength,
  textReadingOf,
  walkLength,
  type ProjectFilters,
} from './search.repository.js';

// How a text's rows are read: the facet sample's reading from the text's estimate
// (textReadingOf), the scan of the first rows that falls back to the bitmap when they hold too
// few matches, and how far a page's walk reads (walkLength).

describe('textReadingOf', () => {
  const at1M = (estimate: number, matches = 2_001) =>
    textReadingOf({ text: '', estimate, tableRows: 1_000_000, matches }, 2_000);

  it('reads every match of a text that matches few', () => {
    expect(at1M(300_000, 40)).toEqual({ fewMatches: true, sampleSize: 2_000 });
  });

  it('reads the bitmap of a text whose rarest word is rare enough, as far as the budget goes', () => {
    // 0.5%: its 5,000 matches read whole (the total exact); 1%: the first 5,000 of 10,000.
    expect(at1M(5_000)).toEqual({ share: 0.005, tableRows: 1e6, sampleSize: FACET_SAMPLE_MAX });
    expect(at1M(10_000)).toEqual({ share: 0.01, tableRows: 1e6, sampleSize: FACET_SAMPLE_MAX / 2 });
  });

  it('scans the first rows for a commoner text (its bitmap would read every entry)', () => {
    expect(at1M(50_000)).toEqual({
      share: 0.05,
      tableRows: 1e6,
      sampleSize: FACET_SAMPLE,
      scanRows: 8_192,
    });
    expect(at1M(300_000)).toEqual({
      share: 0.3,
      tableRows: 1e6,
      sampleSize: FACET_SAMPLE,
      scanRows: 8_192,
    });
  });

  it('reads the bitmap, as far as the total counts, without statistics (PGlite)', () => {
    expect(textReadingOf({ text: '', estimate: 50, tableRows: 0, matches: 2_001 }, 2_000)).toEqual({
      sampleSize: FACET_SAMPLE_MAX,
    });
  });
});

describe('walkLength', () => {
  const page = { wanted: 11, enough: 11, end: 11 };
  it('reads twice the rows the density says, as a power of two', () => {
    // 1 result in 100 rows: 1,100 rows expected for 11, 2,200 read: 4,096.
    expect(walkLength(page, 0.01)).toBe(4_096);
    expect(walkLength(page, 0.5)).toBe(256);
  });
  it('reads at most SORT_WALK rows, deeper for a deep page, all without a density', () => {
    expect(walkLength(page, 0.002)).toBe(SORT_WALK);
    expect(walkLength(page, undefined)).toBe(SORT_WALK);
    expect(walkLength({ wanted: 1_001, enough: 1_001, end: 1_001 }, undefined)).toBe(20_020);
  });
  it('does not walk when even the page lies farther than it may read', () => {
    expect(walkLength(page, 0.0005)).toBeNull();
    expect(walkLength(page, 0)).toBeNull();
  });
  it('does not walk when every result costs less through the bitmap', () => {
    // 1 in 1,000 at 1M: 11,000 rows to walk (55 ms) against 30,000 entries and 1,000 results.
    const text = { share: 0.03, tableRows: 1_000_000 };
    expect(pageWalkLength({ ...page, most: 1e6 }, 0.001, text)).toBeNull();
    // 1 in 100: 1,100 rows (5.5 ms) against the same entries and 10,000 results.
    expect(pageWalkLength(page, 0.01, text)).toBe(4_096);
  });
});

describe('a scanned sample', () => {
  const t = useTestApp();

  /** Test setup: 600 published projects in table order, "Annonce" in those `withWord` says. */
  async function publishSix(withWord: SQL) {
    const owner = await createUser(t.app, { statut: 'Marque' });
    await t.app.ctx.db.execute(sql`
      insert into projects (owner_id, title, description, budget, statut, profil_search,
        published_at)
      select ${owner.id}, case when ${withWord} then 'Annonce studio' else 'Atelier' end, 'Court',
        'Moins de 500 €', 'publish', '{Influenceur}', now() - make_interval(secs => i)
      from generate_series(1, 600) as i`);
  }
  const annonce = { tsq: sql`'annonc'::tsquery`, profil: [], budgetRanks: [], secteur: [] };

  it('is the matches of the first rows, or the bitmap’s when they hold too few', async () => {
    // 300 projects without the word come first in the table, then 300 with it.
    await publishSix(sql`i > 300`);
    const filters: ProjectFilters = { ...annonce, share: 0.5, sampleSize: 20 };
    const pass = async (scanRows: number) => {
      const read = await facetsOfMatches(t.app.ctx.db, { ...filters, scanRows });
      const row = (facet: string) => read.rows.find((r) => r.facet === facet)?.n;
      return { total: row('total'), complete: read.complete, density: read.density };
    };
    // The first 310 rows hold 10 matches: the bitmap's first 21, of 300 (density from the share).
    expect(await pass(310)).toEqual({ total: 21, complete: false, density: 0.5 });
    // The first 550 rows hold 250: the sample, a lower bound (density 250 in 550 rows).
    expect(await pass(550)).toEqual({ total: 250, complete: false, density: 250 / 550 });
    // A window past the table read every row: exact.
    expect(await pass(1_000)).toEqual({ total: 300, complete: true, density: 300 / 600 });
  });

  it('takes its density from what the bitmap counted, not from the rarest word’s estimate', async () => {
    // The first 40 of 600 hold the word; the rarest word's estimate says 90% of the rows.
    await publishSix(sql`i <= 40`);
    const filters: ProjectFilters = { ...annonce, share: 0.9, tableRows: 600, scanRows: 310 };
    const pass = async (sampleSize: number) => {
      const read = await facetsOfMatches(t.app.ctx.db, { ...filters, sampleSize });
      return { complete: read.complete, density: read.density };
    };
    // The window's 40 matches are too few; the bitmap read all 40: exact (40 in 600).
    expect(await pass(100)).toEqual({ complete: true, density: 40 / 600 });
    // The bitmap stopped at 21: the text's share is the window's, 40 in 310.
    expect(await pass(20)).toEqual({ complete: false, density: 40 / 310 });
  });
});

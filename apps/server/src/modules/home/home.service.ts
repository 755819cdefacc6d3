import { imagePath, type HomeHighlights } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import * as repo from './home.repository.js';

// GET /home/highlights: the same answer for every visitor, computed at most once a minute per
// instance (a new project shows on the home within a minute).

const TTL_MS = 60_000;
const PROJECTS = 4;
const PROFILES = 8;

/** The first `limit` rows with distinct keys (one project per owner on the home). */
function onePerKey<T>(rows: T[], key: (row: T) => string, limit: number): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.size >= limit || seen.has(key(row))) return false;
    seen.add(key(row));
    return true;
  });
}

export function createHomeService(ctx: AppContext) {
  const cache = createTtlCache<HomeHighlights>({ ttlMs: TTL_MS, maxEntries: 1 });

  async function compute(): Promise<HomeHighlights> {
    const [projectRows, profileRows, totals] = await Promise.all([
      repo.latestPublishedProjects(ctx.db, PROJECTS * 4),
      repo.featuredProfiles(ctx.db, PROFILES),
      repo.counts(ctx.db),
    ]);
    return {
      projects: onePerKey(projectRows, (row) => row.ownerPseudo, PROJECTS).map((row) => ({
        id: row.id,
        title: row.title,
        budget: row.budget,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
        totalOffers: row.totalOffers,
        owner: {
          pseudo: row.ownerPseudo,
          name: row.ownerName || row.ownerPseudo,
          photoUrl: imagePath(row.ownerPhoto, 'sm'),
        },
      })),
      profiles: profileRows.map((row) => ({
        pseudo: row.pseudo,
        name: row.name || row.pseudo,
        statut: row.statut,
        feminine: row.feminine,
        categorie: row.categorie,
        localisation: row.localisation,
        photoUrl: imagePath(row.photo, 'sm'),
        subscription:
          (row.packType as HomeHighlights['profiles'][number]['subscription']) ?? 'null',
      })),
      counts: totals,
    };
  }

  return {
    async highlights(): Promise<HomeHighlights> {
      const cached = cache.get('home');
      if (cached) return cached;
      const fresh = await compute();
      cache.set('home', fresh);
      return fresh;
    },
  };
}

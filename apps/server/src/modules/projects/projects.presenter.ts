import type { AuthorInfo, PackType, ProjectDto, ProjectStatus } from '@kollabo/shared';
import type { ProjectRow } from './projects.repository.js';

// Shapes rows into the spec's answers: no owner id, no credit bookkeeping leaves the server.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentProject(row: ProjectRow): ProjectDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    budget: row.budget,
    secteur: row.secteur,
    statut: row.statut as ProjectStatus,
    profilSearch: row.profilSearch,
    dateCrea: row.createdAt.toISOString(),
    dateProjet: iso(row.dateProjet),
    publishedAt: iso(row.publishedAt),
    editedAt: iso(row.editedAt),
    views: row.views,
    totalOffers: row.totalOffers,
    statistique: { views: row.views, totaleOffers: row.totalOffers },
  };
}

export interface AuthorRow {
  pseudo: string;
  name: string;
  tradeName: string | null;
  statut: string;
  feminine: boolean;
  categorie: string;
  phone: string;
  photoProfile: string | null;
  lastConnect: Date | null;
}

/** `showPhone`: the viewer is the author or her signed partner (auth.policy's seesPhoneOf). */
export function presentAuthor(
  author: AuthorRow,
  pack: { type: string | null; expire: Date | null },
  showPhone: boolean,
): AuthorInfo {
  const packActive = pack.type && pack.expire && pack.expire.getTime() > Date.now();
  return {
    pseudo: author.pseudo,
    name: author.name,
    tradeName: author.tradeName,
    statut: author.statut,
    feminine: author.feminine,
    categorie: author.categorie,
    phone: showPhone ? author.phone : null,
    photo: author.photoProfile,
    statistique: { lastConnect: iso(author.lastConnect) },
    subscription: packActive ? { type: pack.type as PackType } : null,
  };
}

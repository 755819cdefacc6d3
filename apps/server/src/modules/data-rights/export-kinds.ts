import { maskIban } from '@kollabo/shared';
import type { AppContext } from '../../context.js';
import { decryptMessage } from '../../lib/message-crypto.js';
import * as data from './export-data.repository.js';
import * as deals from './export-deals.repository.js';
import { listInvoicesForUser } from '../invoices/invoice-data.js';
import { listTaxStatements, readTaxDetails } from '../tax/tax-data.js';

// THE LIST OF WHAT AN EXPORT HOLDS (RGPD art. 15 and 20). Each kind is one entry: its file name
// in the ZIP, its line of LISEZMOI.txt (in French) and what it collects about one person. Rows
// become <name>.json and <name>.csv, an object <name>.json only; files (medias, contract PDFs)
// go under their own folder. A new kind of data (invoices, tax details...) is one line in
// EXPORT_KINDS.

export type Row = Record<string, unknown>;

/** A file of the ZIP: a stored object (streamed from storage) or bytes read from the database. */
export type ExportFile = { path: string } & ({ storageKey: string } | { bytes: Buffer });

export interface ExportContent {
  /** A table (JSON and CSV) or one object (JSON). */
  rows?: Row[];
  object?: Row | null;
  files?: ExportFile[];
}

export interface ExportKind {
  name: string;
  description: string;
  collect(ctx: AppContext, userId: string): Promise<ExportContent>;
}

const extOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

const account: ExportKind = {
  name: 'compte',
  description:
    'Votre compte et votre profil : pseudo, e-mail, nom, téléphone, type de profil, présentation, localisation, secteur, vidéo, dates de création et de dernière connexion, parrain.',
  async collect(ctx, userId) {
    const row = await data.accountOf(ctx.db, userId);
    return { object: row ?? null };
  },
};

const medias: ExportKind = {
  name: 'medias',
  description:
    'Vos photos (profil, couverture, galerie) et les pièces jointes de vos offres : la liste ici, les fichiers eux-mêmes dans le dossier medias/.',
  async collect(ctx, userId) {
    const row = await data.accountOf(ctx.db, userId);
    const slots = row
      ? ([
          ['photo-profil', row.photoProfile],
          ['photo-couverture', row.photoCover],
          ['galerie-1', row.gallery1],
          ['galerie-2', row.gallery2],
        ] as const)
      : [];
    const offers = await data.offersSentBy(ctx.db, userId);
    const rows: Row[] = [];
    const files: ExportFile[] = [];
    for (const [slot, key] of slots) {
      if (!key) continue;
      const path = `medias/${slot}.${extOf(key)}`;
      rows.push({ type: slot, fichier: path });
      files.push({ path, storageKey: key });
    }
    for (const offer of offers) {
      if (!offer.filePath) continue;
      const path = `medias/offre-${offer.id}.${extOf(offer.filePath)}`;
      rows.push({
        type: 'piece-jointe-offre',
        offerId: offer.id,
        nom: offer.fileName,
        fichier: path,
      });
      files.push({ path, storageKey: offer.filePath });
    }
    return { rows, files };
  },
};

const socialNetworks: ExportKind = {
  name: 'reseaux-sociaux',
  description:
    'Vos réseaux sociaux : identifiants, vérification, abonnés lus à la vérification, tarifs story et publication (en euros).',
  collect: async (ctx, userId) => ({ rows: await data.socialsOf(ctx.db, userId) }),
};

const legalIdentity: ExportKind = {
  name: 'identite-contrats',
  description:
    'Votre identité pour les contrats : nom légal, adresse, pays, pays fiscal, SIRET, représentant.',
  collect: async (ctx, userId) => ({
    object: (await data.legalIdentityOf(ctx.db, userId))[0] ?? null,
  }),
};

const projectsKind: ExportKind = {
  name: 'projets',
  description: 'Vos projets déposés, avec leur statut, leurs dates et leurs compteurs.',
  collect: async (ctx, userId) => ({ rows: await data.projectsOf(ctx.db, userId) }),
};

const offersSent: ExportKind = {
  name: 'offres-envoyees',
  description: 'Les offres que vous avez envoyées : projet, montant en centimes, message, statut.',
  collect: async (ctx, userId) => ({
    rows: (await data.offersSentBy(ctx.db, userId)).map(({ filePath: _file, ...offer }) => offer),
  }),
};

const offersReceived: ExportKind = {
  name: 'offres-recues',
  description:
    'Les offres reçues sur vos projets, telles que vous les lisez : auteur, montant en centimes, message, statut.',
  collect: async (ctx, userId) => ({ rows: await data.offersReceivedBy(ctx.db, userId) }),
};

const messagesKind: ExportKind = {
  name: 'messages',
  description:
    'Les messages de vos conversations, les vôtres et ceux de la personne avec qui vous échangiez (colonne mine : vrai pour les vôtres).',
  async collect(ctx, userId) {
    const rows = await data.messagesOf(ctx.db, userId);
    return {
      rows: rows.map(({ contentEnc, ...message }) => ({
        ...message,
        contenu: decryptMessage(ctx.config.messageKey, contentEnc, message.offerId) ?? '',
      })),
    };
  },
};

const collaborationsKind: ExportKind = {
  name: 'collaborations',
  description:
    'Vos collaborations (comme marque ou comme créateur) : parties, versions du contrat, signature, fin.',
  collect: async (ctx, userId) => ({ rows: await deals.collaborationsOf(ctx.db, userId) }),
};

const deliverables: ExportKind = {
  name: 'livrables',
  description: 'Les livrables de vos collaborations : statut, lien, mention, commentaire, dates.',
  async collect(ctx, userId) {
    const ids = (await deals.collaborationsOf(ctx.db, userId)).map((c) => c.offerId);
    return { rows: await deals.deliverablesOf(ctx.db, ids) };
  },
};

const collabHistory: ExportKind = {
  name: 'historique-collaborations',
  description: "L'historique de vos espaces de collaboration : qui a fait quoi, et quand.",
  async collect(ctx, userId) {
    const ids = (await deals.collaborationsOf(ctx.db, userId)).map((c) => c.offerId);
    return { rows: await deals.collabHistoryOf(ctx.db, ids) };
  },
};

const contracts: ExportKind = {
  name: 'contrats',
  description:
    'Les versions de vos contrats (conditions en JSON) ; les PDF, à signer et signés, dans le dossier contrats/.',
  async collect(ctx, userId) {
    const ids = (await deals.collaborationsOf(ctx.db, userId)).map((c) => c.offerId);
    const versions = await deals.contractsOf(ctx.db, ids);
    const files: ExportFile[] = [];
    // A version's PDFs are in the storage (documentKey, signedKey), or still in the row for an
    // installation whose storage-migrate has not run yet.
    const fileOf = (path: string, key: string | null, bytes: Uint8Array | null) => {
      if (key) files.push({ path, storageKey: key });
      else if (bytes) files.push({ path, bytes: Buffer.from(bytes) });
      else return null;
      return path;
    };
    const rows = versions.map(({ documentPdf, signedPdf, documentKey, signedKey, ...version }) => {
      const base = `contrats/${version.offerId}-v${version.version}`;
      const document = fileOf(`${base}.pdf`, documentKey, documentPdf);
      const signed = fileOf(`${base}-signe.pdf`, signedKey, signedPdf);
      return { ...version, pdf: document, pdfSigne: signed };
    });
    return { rows, files };
  },
};

const signatures: ExportKind = {
  name: 'signatures',
  description:
    'Vos signatures électroniques : version, nom saisi, adresse IP, navigateur, empreinte du document, date.',
  collect: async (ctx, userId) => ({ rows: await deals.signaturesOf(ctx.db, userId) }),
};

const reviewsWritten: ExportKind = {
  name: 'avis-ecrits',
  description: 'Les avis que vous avez écrits, avec la réponse éventuelle.',
  collect: async (ctx, userId) => ({ rows: await data.reviewsWrittenBy(ctx.db, userId) }),
};

const reviewsReceived: ExportKind = {
  name: 'avis-recus',
  description: 'Les avis reçus, une fois visibles, avec votre réponse éventuelle.',
  collect: async (ctx, userId) => ({
    rows: await data.reviewsReceivedBy(ctx.db, userId, new Date()),
  }),
};

const notificationsKind: ExportKind = {
  name: 'notifications',
  description: 'Vos notifications (type, données, lue ou non) et vos réglages des e-mails.',
  async collect(ctx, userId) {
    const rows = await data.notificationsOf(ctx.db, userId);
    return { rows };
  },
};

const notificationSettingsKind: ExportKind = {
  name: 'reglages-notifications',
  description: 'Vos choix d’e-mails par catégorie (une catégorie absente est activée).',
  collect: async (ctx, userId) => ({ rows: await data.notificationSettingsOf(ctx.db, userId) }),
};

const alerts: ExportKind = {
  name: 'alertes',
  description: 'Vos alertes de recherche de projets.',
  collect: async (ctx, userId) => ({ rows: await data.alertsOf(ctx.db, userId) }),
};

const favouritesKind: ExportKind = {
  name: 'favoris',
  description: 'Les profils que vous avez mis en favoris.',
  collect: async (ctx, userId) => ({ rows: await data.favouritesOf(ctx.db, userId) }),
};

const packs: ExportKind = {
  name: 'packs',
  description: 'Votre pack en cours (crédits, fin) et les packs obtenus.',
  async collect(ctx, userId) {
    const [pack] = await deals.packOf(ctx.db, userId);
    return { object: { current: pack ?? null, grants: await deals.packGrantsOf(ctx.db, userId) } };
  },
};

const packPayments: ExportKind = {
  name: 'paiements-packs',
  description: 'Vos paiements de packs : montant en centimes, statut, dates, remboursement.',
  collect: async (ctx, userId) => ({ rows: await deals.packPaymentsOf(ctx.db, userId) }),
};

const collabPayments: ExportKind = {
  name: 'paiements-collaborations',
  description:
    'Les paiements de vos collaborations (conservés par le prestataire de paiement, jamais par Kollabo) : montants en centimes, frais, statut, versement ou remboursement.',
  collect: async (ctx, userId) => ({ rows: await deals.collabPaymentsOf(ctx.db, userId) }),
};

const payoutAccount: ExportKind = {
  name: 'compte-de-versement',
  description:
    'Votre compte de versement chez le prestataire de paiement : statut, TVA ; titulaire et fin de l’IBAN seulement.',
  async collect(ctx, userId) {
    const { account: row, simulated } = await deals.payoutAccountOf(ctx.db, userId);
    if (!row) return { object: null };
    return {
      object: {
        ...row,
        holderName: simulated?.holderName ?? null,
        iban: simulated?.iban ? maskIban(simulated.iban) : null,
      },
    };
  },
};

const reportsKind: ExportKind = {
  name: 'signalements',
  description: 'Les signalements de projets et d’avis que vous avez envoyés.',
  collect: async (ctx, userId) => ({ object: await data.reportsBy(ctx.db, userId) }),
};

const contactKind: ExportKind = {
  name: 'messages-contact',
  description: 'Les messages envoyés depuis la page Nous contacter avec votre adresse e-mail.',
  async collect(ctx, userId) {
    const row = await data.accountOf(ctx.db, userId);
    return { rows: row ? await data.contactMessagesFrom(ctx.db, row.email) : [] };
  },
};

const invoicesKind: ExportKind = {
  name: 'factures',
  description:
    'Les factures et avoirs que Kollabo vous a adressés ou a émis en votre nom (numéro, lignes, montants en centimes, TVA) ; les PDF Factur-X dans le dossier factures/.',
  async collect(ctx, userId) {
    const invoices = await listInvoicesForUser(ctx.db, userId);
    const files: ExportFile[] = [];
    const rows = invoices.map(
      ({ pdfKey, pdfAttempts: _attempts, pdfError: _error, ...invoice }) => {
        const pdf = pdfKey ? `factures/${invoice.number}.pdf` : null;
        if (pdfKey && pdf) files.push({ path: pdf, storageKey: pdfKey });
        return { ...invoice, pdf };
      },
    );
    return { rows, files };
  },
};

const taxDetailsKind: ExportKind = {
  name: 'informations-fiscales',
  description:
    'Les informations fiscales données pour vos versements (DAC7, art. 1649 ter A à E CGI).',
  collect: async (ctx, userId) => ({ object: (await readTaxDetails(ctx.db, userId)) ?? null }),
};

const taxStatementsKind: ExportKind = {
  name: 'releves-fiscaux',
  description:
    'Vos relevés annuels des sommes reçues par Kollabo (art. 242 bis CGI) ; les PDF dans le dossier releves/.',
  async collect(ctx, userId) {
    const statements = await listTaxStatements(ctx.db, userId);
    const files: ExportFile[] = statements.map((s) => ({
      path: `releves/releve-${s.year}.pdf`,
      storageKey: s.filePath,
    }));
    const rows = statements.map(({ filePath: _key, ...s }) => ({
      ...s,
      pdf: `releves/releve-${s.year}.pdf`,
    }));
    return { rows, files };
  },
};

export const EXPORT_KINDS: readonly ExportKind[] = [
  account,
  medias,
  socialNetworks,
  legalIdentity,
  projectsKind,
  offersSent,
  offersReceived,
  messagesKind,
  collaborationsKind,
  deliverables,
  collabHistory,
  contracts,
  signatures,
  reviewsWritten,
  reviewsReceived,
  notificationsKind,
  notificationSettingsKind,
  alerts,
  favouritesKind,
  packs,
  packPayments,
  collabPayments,
  payoutAccount,
  reportsKind,
  contactKind,
  invoicesKind,
  taxDetailsKind,
  taxStatementsKind,
];

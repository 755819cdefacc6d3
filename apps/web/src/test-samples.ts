import type {
  AllOffersReply,
  CollabPayment,
  CollabReply,
  MessagesReply,
  Profile,
  ProjectDetailReply,
  ProjectDto,
} from '@kollabo/shared';

// Answers of the profile and project reads, shared by the page tests.

export const sampleProfile: Profile = {
  pseudo: 'lea',
  name: 'Léa Martin',
  tradeName: null,
  statut: 'Influenceur',
  feminine: false,
  localisation: 'Lyon',
  presentation: 'Créatrice lifestyle, voyages et recettes.',
  categorie: 'Voyage',
  phone: null,
  subscription: 'ultimate',
  _link_photo_profil: { url: null },
  _link_photo_couverture: { url: null },
  _medias: null,
  statistique: { views: 1500, inFavorize: 3, lastConnect: null, dateCrea: '2026-01-02T10:00:00Z' },
};

export const SAMPLE_PROJECT_ID = '11111111-1111-4111-8111-111111111111';

/** A project never published (no view, no offer); tests give its identity and status. */
export function sampleProject(overrides: Partial<ProjectDto> = {}): ProjectDto {
  return {
    _id: SAMPLE_PROJECT_ID,
    title: 'Campagne été',
    description: 'Ligne 1\nLigne 2 de la description du projet.',
    budget: 'Plus de 10 000 €',
    statut: 'save',
    profilSearch: ['Influenceur'],
    dateCrea: '2026-05-01T10:00:00.000Z',
    dateProjet: null,
    publishedAt: null,
    editedAt: null,
    views: 0,
    totalOffers: 0,
    statistique: { views: 0, totaleOffers: 0 },
    ...overrides,
  };
}

/** A published project seen by a visitor, unless told otherwise. */
export function sampleProjectDetail(
  overrides: Partial<ProjectDetailReply> = {},
  statut = 'publish',
): ProjectDetailReply {
  return {
    project: {
      _id: SAMPLE_PROJECT_ID,
      title: 'Campagne été',
      description: 'Ligne 1\nLigne 2 de la description du projet.',
      budget: 'Plus de 10 000 €',
      statut: statut as ProjectDetailReply['project']['statut'],
      profilSearch: ['Influenceur', 'Agence'],
      dateCrea: '2026-05-01T10:00:00.000Z',
      dateProjet: null,
      publishedAt: '2026-05-02T10:00:00.000Z',
      editedAt: '2026-05-03T10:00:00.000Z',
      views: 12,
      totalOffers: 4,
      statistique: { views: 12, totaleOffers: 4 },
    },
    authorInfo: null,
    userAuthSubscription: false,
    statusSocialNetwork: false,
    authorProject: false,
    can: { edit: false, endSelection: false, attribute: false, report: false },
    openChat: null,
    ...overrides,
  };
}

/** The payment line of a signed 1 200 € HT contract (1 440 € TTC) still to pay. */
export function sampleCollabPayment(overrides: Partial<CollabPayment> = {}): CollabPayment {
  return {
    status: 'unpaid',
    required: true,
    amountCents: 144000,
    feeCents: 7200,
    vatOnFeeCents: 1440,
    totalCents: 152640,
    paidAt: null,
    releaseAt: null,
    releasedAt: null,
    refundedAt: null,
    creatorPayout: { status: 'active', requirements: [] },
    cancelled: false,
    cancelRequest: null,
    ownerCancelFrom: null,
    dispute: null,
    creatorCents: null,
    refundCents: null,
    can: { pay: false, cancel: false, confirmCancel: false, dispute: false },
    ...overrides,
  };
}

/** A collaboration space as its author sees it before signing; tests override what they need. */
export function sampleCollab(overrides: Partial<CollabReply> = {}): CollabReply {
  return {
    access: true,
    idOffer: '7d0c1f5e-1111-4222-8333-944455556666',
    idProject: 'p1',
    projectTitle: 'Campagne été',
    role: 'author',
    can: {
      editContract: false,
      sign: true,
      publish: false,
      reviewDeliverables: false,
      report: true,
    },
    owner: { pseudo: 'marque', name: 'Maison Ardoise', photo: null },
    author: { pseudo: 'chloe', name: 'Chloé Dupont', photo: null },
    status: 'to_sign',
    version: 1,
    amountCents: 120000,
    tax: 'HT',
    amountHtCents: 120000,
    terms: null,
    amounts: null,
    deliverables: [],
    signatures: [],
    signed: false,
    signedSha256: null,
    versionInForce: null,
    proposedVersion: null,
    versions: [],
    contractRequired: true,
    yearTotalHtCents: 120000,
    missingIdentity: [],
    otherIdentityMissing: false,
    identity: null,
    history: [],
    completedAt: null,
    payment: sampleCollabPayment(),
    review: { canWrite: false, mine: null, theirs: null },
    ...overrides,
  };
}

/** The offers of a project read by a visitor who may still send one: none yet, unless told. */
export function sampleOffersList(overrides: Partial<AllOffersReply> = {}): AllOffersReply {
  return {
    offers: [],
    authorProject: false,
    userOfferAvailable: true,
    userProjectWon: false,
    userOfferSent: false,
    userTax: 'TTC',
    hasMore: false,
    ...overrides,
  };
}

/** An offer's conversation read by its author, who may still write; tests give the messages. */
export function sampleMessagesReply(overrides: Partial<MessagesReply> = {}): MessagesReply {
  return {
    allMessageDecrypt: [],
    pseudoUser: 'chloe',
    subscription: false,
    canSend: true,
    sending: 'open',
    hasMore: false,
    ...overrides,
  };
}

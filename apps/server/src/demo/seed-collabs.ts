import {
  DEFAULT_AUTO_RELEASE_DAYS,
  DEFAULT_PLATFORM_FEE_BPS,
  contractFigures,
  type CollabRole,
  type CollabStatus,
  type DeliverableNetwork,
  type LegalIdentity,
} from '@kollabo/shared';
import type { DbOrTx } from '../db/client.js';
import {
  renderContractPdf,
  withAuditPage,
  sha256,
  type AuditLine,
} from '../modules/collab/contract-pdf.js';
import { checkDeliverableLink } from '../modules/collab/deliverable-link.js';
import {
  contractTerms,
  legalIdentity,
  publicationLink,
  REPLIES,
  REVIEWS_OF_BRANDS,
  REVIEWS_OF_CREATORS,
  signatoryName,
  signatureAudit,
} from './collab-content.js';
import * as repo from './demo.repository.js';

// The collaborations of the demo's accepted offers, written as the collab and reviews modules
// would have left them step by step: the row, the contract versions (the PDF frozen at the first
// signature and the signed PDF with its audit lines, from the module's renderer), signatures,
// deliverables, one history line per step and, once completed, the reviews.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REVIEW_WINDOW = 14 * DAY;

export interface CollabParty {
  id: string;
  pseudo: string;
  email: string;
  name: string;
  city: string;
  /** A brand or agency: the identity is the company's, someone of the team signs. */
  company: boolean;
  /** Stable per person: the same identity in every collaboration. */
  seed: number;
}

export interface CollabPlan {
  offerId: string;
  projectId: string;
  projectTitle: string;
  owner: CollabParty;
  author: CollabParty;
  amountCents: number;
  tax: 'HT' | 'TTC';
  networks: DeliverableNetwork[];
  handle: string;
  /** When the author accepted the attribution: the collaboration's start. */
  acceptedAt: Date;
  state: CollabStatus;
  seed: number;
  /** to_sign: who signed already (none when absent). */
  firstSigner?: CollabRole;
  /** Versions written before the current one was signed (2: the contract was rewritten once). */
  versions?: number;
  /** The first deliverable was sent back once for a change before it was approved. */
  withChange?: boolean;
  /** completed: indexes in REVIEWS_OF_CREATORS / REVIEWS_OF_BRANDS; a missing one is not written. */
  reviews?: { ofAuthor?: number; ofOwner?: number; authorReplies?: number; ownerReplies?: number };
}

type Rows = Parameters<typeof repo.insertCollabRows>[1];

export async function seedCollaborations(tx: DbOrTx, plans: CollabPlan[], now = Date.now()) {
  const rows: Rows = {
    identities: [],
    collaborations: [],
    versions: [],
    signatures: [],
    deliverables: [],
    events: [],
    reviews: [],
  };
  const identities = new Map<string, LegalIdentity>();
  const identityOf = (party: CollabParty) => {
    let identity = identities.get(party.id);
    if (!identity) {
      identity = legalIdentity(party.seed, party);
      identities.set(party.id, identity);
      rows.identities.push({ userId: party.id, ...identity, updatedAt: new Date(now - 60 * DAY) });
    }
    return identity;
  };
  for (const plan of plans) await addCollab(rows, plan, identityOf, now);
  await repo.insertCollabRows(tx, rows);
  return { collaborations: rows.collaborations.length, reviews: rows.reviews.length };
}

/** Days the steps take; squeezed into the time since acceptance when that is shorter. */
function stepLength(plan: CollabPlan, now: number): number {
  const deliverables = 1 + (plan.seed % 3);
  const units =
    plan.state === 'to_write'
      ? 1
      : plan.state === 'to_sign'
        ? 3
        : plan.state === 'signed'
          ? 4
          : 5 + 3 * deliverables + 4;
  return Math.min(DAY, (now - HOUR - plan.acceptedAt.getTime()) / (units + 1));
}

async function addCollab(
  rows: Rows,
  plan: CollabPlan,
  identityOf: (party: CollabParty) => LegalIdentity,
  now: number,
) {
  const { offerId, owner, author } = plan;
  const unit = stepLength(plan, now);
  let clock = plan.acceptedAt.getTime();
  // Each step a little after the previous one (history lines are ordered by their time).
  const step = (units: number) => {
    clock += Math.max(1_000, Math.round(units * unit));
    return new Date(clock);
  };
  const event = (at: Date, actor: string | null, type: string, n?: number) =>
    rows.events.push({
      offerId,
      actorId: actor,
      type,
      detail: n === undefined ? {} : { n },
      createdAt: at,
    });

  const collab = {
    offerId,
    projectId: plan.projectId,
    ownerId: owner.id,
    authorId: author.id,
    version: 0,
    signedAt: null as Date | null,
    signedVersion: null as number | null,
    valueHtCents: 0,
    completedAt: null as Date | null,
    createdAt: plan.acceptedAt,
  };
  rows.collaborations.push(collab);
  event(plan.acceptedAt, author.id, 'started');
  const parties = { owner: identityOf(owner), author: identityOf(author) };
  if (plan.state === 'to_write') return;

  // The contract: version after version, the last one is the one to sign.
  // A contract still to sign has its publication window ahead (a window already over cannot be
  // signed); signed ones keep theirs, some now late.
  const windowFrom = new Date(
    plan.state === 'to_sign'
      ? Math.max(plan.acceptedAt.getTime() + 3 * unit, now + 3 * DAY)
      : plan.acceptedAt.getTime() + 3 * unit,
  );
  const terms = contractTerms(
    plan.seed,
    { amountCents: plan.amountCents, tax: plan.tax },
    plan.networks,
    { from: windowFrom, to: new Date(windowFrom.getTime() + 21 * DAY) },
  );
  const value = contractFigures(terms).htCents + (terms.benefitsInKind?.valueCents ?? 0);
  const versions = plan.versions ?? 1;
  let versionAt = new Date(0);
  for (let version = 1; version <= versions; version += 1) {
    versionAt = step(version === 1 ? 1 : 0.5);
    rows.versions.push({ offerId, version, terms, createdBy: owner.id, createdAt: versionAt });
    event(versionAt, owner.id, 'contract_saved', version);
  }
  collab.version = versions;
  collab.valueHtCents = value;
  const current = rows.versions[rows.versions.length - 1] as (typeof rows.versions)[number];

  const signers: CollabRole[] =
    plan.state === 'to_sign'
      ? plan.firstSigner
        ? [plan.firstSigner]
        : []
      : plan.seed % 2 === 0
        ? ['author', 'owner']
        : ['owner', 'author'];
  if (signers.length === 0) return;
  const document = {
    offerId,
    version: versions,
    projectTitle: plan.projectTitle,
    createdAt: versionAt,
    terms,
    owner: { pseudo: owner.pseudo, email: owner.email, identity: parties.owner },
    author: { pseudo: author.pseudo, email: author.email, identity: parties.author },
    // The defaults of PLATFORM_FEE_BPS and AUTO_RELEASE_DAYS.
    payment: { feeBps: DEFAULT_PLATFORM_FEE_BPS, autoReleaseDays: DEFAULT_AUTO_RELEASE_DAYS },
  };
  // Frozen at the first signature: both parties sign the same bytes.
  const documentPdf = await renderContractPdf(document);
  const documentSha256 = sha256(documentPdf);
  current.documentPdf = documentPdf;
  current.documentSha256 = documentSha256;
  current.parties = { owner: document.owner, author: document.author };
  const audit: AuditLine[] = [];
  for (const side of signers) {
    const byOwner = side === 'owner';
    const party = byOwner ? owner : author;
    const signedAt = step(0.6);
    const line = {
      role: side,
      fullName: byOwner
        ? (parties.owner.representative ?? signatoryName(owner.seed))
        : parties.author.legalName,
      signedAt,
      ...signatureAudit(plan.seed * 2 + (byOwner ? 0 : 1)),
      documentSha256,
    };
    audit.push(line);
    rows.signatures.push({ offerId, version: versions, userId: party.id, ...line });
    event(signedAt, party.id, 'signed', versions);
  }
  if (signers.length < 2) return;
  const signedPdf = await withAuditPage(documentPdf, {
    offerId,
    version: versions,
    documentSha256,
    signatures: audit,
    signedAt: audit[1]?.signedAt,
  });
  current.signedPdf = signedPdf;
  current.signedSha256 = sha256(signedPdf);
  collab.signedAt = audit[1]?.signedAt ?? null;
  collab.signedVersion = versions;
  event(step(0), null, 'fully_signed', versions);

  // Deliverables: how far each went depends on the state.
  const count = terms.deliverables.length;
  // In progress with a single deliverable: it came back for a change (else it would be delivered).
  const change = plan.withChange === true || (plan.state === 'in_progress' && count === 1);
  terms.deliverables.forEach((term, index) => {
    const done =
      plan.state === 'completed' ||
      plan.state === 'delivered' ||
      (plan.state === 'in_progress' && index < Math.max(1, count - 1));
    const row: Rows['deliverables'][number] = {
      offerId,
      index,
      status: 'pending',
      link: null,
      labelled: false,
      comment: null,
      publishedAt: null,
      reviewedAt: null,
    };
    rows.deliverables.push(row);
    if (!done) return;
    const link = checkDeliverableLink(
      term.network,
      publicationLink(term.network, plan.handle, plan.seed * 10 + index),
    );
    if (!link) throw new Error(`demo deliverable link refused: ${term.network}`);
    const publish = () => {
      row.status = 'published';
      row.link = link;
      row.labelled = true;
      row.publishedAt = step(2);
      event(row.publishedAt, author.id, 'published', index + 1);
    };
    publish();
    if (change && index === 0) {
      row.status = 'changes';
      row.comment =
        'Pouvez-vous rendre la mention « Publicité » visible dès le début de la vidéo ? Merci !';
      row.reviewedAt = step(0.5);
      event(row.reviewedAt, owner.id, 'changes', 1);
      if (plan.state === 'in_progress') return;
      publish();
    }
    // Delivered: the owner approved the first of several (all approved would complete it).
    if (plan.state === 'completed' || (plan.state === 'delivered' && index === 0 && count > 1)) {
      row.status = 'approved';
      row.comment = null;
      row.reviewedAt = step(0.5);
      event(row.reviewedAt, owner.id, 'approved', index + 1);
    }
  });
  if (plan.state !== 'completed') return;
  const completedAt = new Date(clock + 1_000);
  clock = completedAt.getTime();
  collab.completedAt = completedAt;
  event(completedAt, null, 'completed');

  // Reviews: hidden until both are written, or shown when the 14-day window closes.
  const written: { author: CollabParty; target: CollabParty; at: Date; text: [number, string] }[] =
    [];
  const { ofAuthor, ofOwner } = plan.reviews ?? {};
  const ownerFirst = plan.seed % 2 === 0;
  for (const who of ownerFirst ? ['owner', 'author'] : ['author', 'owner']) {
    const index = who === 'owner' ? ofAuthor : ofOwner;
    const list = who === 'owner' ? REVIEWS_OF_CREATORS : REVIEWS_OF_BRANDS;
    const text = index === undefined ? undefined : list[index % list.length];
    if (!text) continue;
    const at = step(1);
    written.push({
      author: who === 'owner' ? owner : author,
      target: who === 'owner' ? author : owner,
      at,
      text,
    });
    event(at, who === 'owner' ? owner.id : author.id, 'review');
  }
  const bothAt = written.length === 2 ? written[1]?.at : undefined;
  for (const review of written) {
    const visibleAt = bothAt ?? new Date(completedAt.getTime() + REVIEW_WINDOW);
    const replyIndex =
      review.target.id === author.id ? plan.reviews?.authorReplies : plan.reviews?.ownerReplies;
    const reply = replyIndex === undefined ? null : (REPLIES[replyIndex] ?? null);
    const replyAt = reply ? new Date(Math.min(visibleAt.getTime() + DAY, now - HOUR)) : null;
    rows.reviews.push({
      offerId,
      authorId: review.author.id,
      targetId: review.target.id,
      rating: review.text[0],
      comment: review.text[1],
      visibleAt,
      reply: reply && replyAt && replyAt > visibleAt ? reply : null,
      replyAt: reply && replyAt && replyAt > visibleAt ? replyAt : null,
      createdAt: review.at,
    });
  }
}
